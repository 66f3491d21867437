import Testing

@testable import DocumentSyntax
@testable import StackDocument

/// Looking a key up in a ``DocumentMapping`` (which first checks a one-bit-per-key signature):
/// every key present is found, keys absent are not, also when they share a signature bit.
@Suite struct DocumentMappingTests {
    static func mapping(_ text: String, allowed: [String]) throws -> DocumentMapping {
        let top = try DocumentReader.compose(text)
        return try top.mapping(allowedKeys: allowed)
    }

    @Test func everyKeyPresentIsFoundWithItsValue() throws {
        let keys = ["id", "width", "height", "hidden", "spacingAfter", "aspect", "fill", "a", "b"]
        let text = "{" + keys.enumerated().map { "\($1): \($0)" }.joined(separator: ", ") + "}"
        let mapping = try Self.mapping(text, allowed: keys + ["absent"])
        for (position, key) in keys.enumerated() {
            #expect(mapping[key]?.number == Double(position), "\(key)")
        }
        #expect(mapping["absent"] == nil)
        #expect(mapping["zzz"] == nil)
    }

    @Test func aKeySharingASignatureBitIsStillToldApart() throws {
        // `ab` and `na` have the same bit: length 2, and 97 + 98 · 13 = 1371 = 110 + 97 · 13.
        let mapping = try Self.mapping("{ab: 1}", allowed: ["ab", "na"])
        #expect(mapping["ab"]?.number == 1)
        #expect(mapping["na"] == nil)
        #expect(mapping.mayHave(anyOf: DocumentMapping.signature(of: ["na"])))
        // Every length and first byte a key may have: none is missed.
        let keys = (1...12).flatMap { length in ["a", "z", "Q", "é"].map { String(repeating: $0, count: length) } }
        let all = try Self.mapping("{" + keys.map { "\($0): x" }.joined(separator: ", ") + "}", allowed: keys)
        #expect(keys.allSatisfy { all[$0] != nil })
        let some = try Self.mapping("{aa: x, zzz: x}", allowed: keys)
        #expect(keys.filter { some[$0] != nil } == ["aa", "zzz"])
    }

    @Test func aGroupOfKeysIsSkippedOnlyWhenNoneIsPresent() throws {
        let style = NodeReader.shapeStyleKeys + NodeReader.boxStyleKeys
        let allowed = NodeReader.keys(of: "box")
        let signature = DocumentMapping.signature(of: style)
        // The usual box: its keys share no bit with the style keys, so the lookups are skipped.
        #expect(!(try Self.mapping("{id: a, width: 1, height: 2}", allowed: allowed)).mayHave(anyOf: signature))
        #expect(!(try Self.mapping("{}", allowed: allowed)).mayHave(anyOf: signature))
        // Any style key present, alone or with others, answers true.
        for key in style {
            #expect(try Self.mapping("{\(key): x}", allowed: allowed).mayHave(anyOf: signature), "\(key)")
            #expect(try Self.mapping("{id: a, width: 1, \(key): x}", allowed: allowed).mayHave(anyOf: signature), "\(key)")
        }
        // The optional common keys likewise, against id, width and height.
        let common = DocumentMapping.signature(of: NodeReader.commonKeys.filter { $0 != "id" })
        #expect(!(try Self.mapping("{id: a, width: 1, height: 2}", allowed: allowed)).mayHave(anyOf: common))
        for key in NodeReader.commonKeys where key != "id" {
            #expect(try Self.mapping("{width: 1, \(key): x}", allowed: allowed).mayHave(anyOf: common), "\(key)")
        }
    }
}
