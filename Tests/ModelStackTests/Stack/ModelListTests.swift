import Testing

@testable import ModelStack

struct ModelListTests {
    @Test func editsAreArrayEdits() throws {
        var list = ModelList(rows([1, 2, 3]))
        list.append(Row(id: 3, height: 4))
        try list.insert(Row(id: 4, height: 5), at: 0)
        try list.move(from: 0, to: 4)
        try list.remove(id: rowID(1))
        try list.update(Row(id: 2, height: 30))
        #expect(list.models.map(\.modelID) == [rowID(0), rowID(2), rowID(3), rowID(4)])
        #expect((list.models[1] as? Row)?.height == 30)
        #expect(list.index(of: rowID(4)) == 3)
    }

    @Test func badIndicesAndIDsAreRefused() {
        var list = ModelList(rows([1]))
        #expect(throws: ModelStackError.indexOutOfRange(index: 1, count: 1)) { try list.remove(at: 1) }
        #expect(throws: ModelStackError.indexOutOfRange(index: 2, count: 1)) { try list.insert(Row(id: 9, height: 1), at: 2) }
        #expect(throws: ModelStackError.unknownID(rowID(9))) { try list.update(Row(id: 9, height: 1)) }
    }
}
