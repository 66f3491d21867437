import Testing

@testable import StackDocument

/// ``YAMLScalarScan`` against libyaml: in generated documents that write scalars every way YAML
/// allows, the scan finds exactly the double-quoted scalars holding a surrogate pair, and the
/// reader reads every scalar as the generator wrote it (pairs as their character in double
/// quotes, the text as written elsewhere).
@Suite("The scan finds the double-quoted scalars libyaml reads")
struct YAMLScalarScanTests {
    /// `value` read with the shape of `expected`.
    func read(_ value: DocumentValue, like expected: YAMLStyleGenerator.Value) throws -> YAMLStyleGenerator.Value {
        switch expected {
        case .text:
            return .text(try value.text())
        case .list(let items):
            let list = try value.list()
            guard list.count == items.count else { return .list([]) }
            return .list(try zip(list, items).map { try read($0, like: $1) })
        case .map(let entries):
            let mapping = try value.mapping(allowedKeys: entries.map(\.0))
            guard mapping.entries.count == entries.count else { return .map([]) }
            return .map(try zip(mapping.entries, entries).map { ($0.key, try read($0.value, like: $1.1)) })
        }
    }

    @Test("generated documents read as written, and the scan finds their double-quoted pairs", arguments: 0..<4)
    func generated(block: Int) throws {
        for seed in UInt64(block * 500)..<UInt64(block * 500 + 500) {
            var generator = YAMLStyleGenerator(seed: seed)
            let expected = generator.document()
            let text = generator.text
            let scan = YAMLScalarScan(Array(text.utf8))
            #expect(scan.doubleQuoted.count == generator.doubleQuotedPairs, "seed \(seed):\n\(text)")
            #expect(scan.doubleQuoted.allSatisfy { $0.escapedNULs.isEmpty }, "seed \(seed):\n\(text)")
            #expect(scan.rawNULs.isEmpty)
            do {
                let read = try read(DocumentReader.compose(text), like: expected)
                #expect(read == expected, "seed \(seed):\n\(text)\nread \(read)\nexpected \(expected)")
            } catch {
                Issue.record("seed \(seed): \(error)\n\(text)")
            }
        }
    }
}
