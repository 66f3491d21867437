import Testing

@testable import DocumentSyntax

/// A path whose last key is kept out of a link (``DocumentPath/appendingLeaf(_:)``) is the
/// same path as one built step by step: equal, hashed alike, spelt alike, extended alike.
@Suite struct DocumentPathTests {
    static let node = DocumentPath.document.appending("root").appending("stack").appending("children").appending(index: 2)
        .appending("box")

    @Test func aLeafKeyIsTheSameStepAsALinkedOne() {
        let leaf = Self.node.appendingLeaf("width")
        let linked = Self.node.appending("width")
        #expect(leaf == linked)
        #expect(linked == leaf)
        #expect(leaf.hashValue == linked.hashValue)
        #expect(leaf.description == "root.stack.children[2].box.width")
        #expect(leaf.steps == [.key("root"), .key("stack"), .key("children"), .index(2), .key("box"), .key("width")])
        #expect(Set([leaf, linked]).count == 1)
    }

    @Test func pathsThatDifferAreUnequalWhicheverWayTheyEnd() {
        let leaf = Self.node.appendingLeaf("width")
        #expect(leaf != Self.node.appendingLeaf("height"))
        #expect(leaf != Self.node.appending("height"))
        #expect(Self.node.appending("height") != leaf)
        // One step shorter or longer.
        #expect(leaf != Self.node)
        #expect(Self.node != leaf)
        #expect(leaf != leaf.appending("x"))
        // The same last key under another parent.
        #expect(leaf != DocumentPath.document.appending("root").appendingLeaf("width"))
        // A key against an index.
        #expect(DocumentPath.document.appendingLeaf("0") != DocumentPath.document.appending(index: 0))
    }

    @Test func extendingALeafPathGivesTheSamePathAsExtendingALinkedOne() {
        let viaLeaf = Self.node.appendingLeaf("width").appending("scaled").appending(index: 1)
        let viaLinks = Self.node.appending("width").appending("scaled").appending(index: 1)
        #expect(viaLeaf == viaLinks)
        #expect(viaLeaf.description == "root.stack.children[2].box.width.scaled[1]")
        #expect(DocumentPath.document.appendingLeaf("a").appendingLeaf("b") == DocumentPath(steps: [.key("a"), .key("b")]))
    }

    @Test func placesKeepTheirLineAndColumnOrNone() {
        let place = DocumentPlace(path: Self.node, line: 7, column: 14)
        #expect(place.line == 7)
        #expect(place.column == 14)
        #expect(place.description == "root.stack.children[2].box (line 7, column 14)")
        let unknown = DocumentPlace(path: Self.node)
        #expect(unknown.line == nil)
        #expect(unknown.column == nil)
        #expect(unknown.description == "root.stack.children[2].box")
        var moved = place
        moved.line = nil
        #expect(moved.line == nil)
        #expect(moved != place)
        moved.line = 4_000_000_000
        #expect(moved.line == 4_000_000_000)
        #expect(DocumentPlace(path: .document, line: 3, column: 1) == DocumentPlace(path: .document, line: 3, column: 1))
    }
}
