import Testing

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
        // `ab` and `ac` have the same length and first byte, so the same bit.
        let mapping = try Self.mapping("{ab: 1}", allowed: ["ab", "ac"])
        #expect(mapping["ab"]?.number == 1)
        #expect(mapping["ac"] == nil)
        // Every length and first byte a key may have: none is missed.
        let keys = (1...12).flatMap { length in ["a", "z", "Q", "é"].map { String(repeating: $0, count: length) } }
        let all = try Self.mapping("{" + keys.map { "\($0): x" }.joined(separator: ", ") + "}", allowed: keys)
        #expect(keys.allSatisfy { all[$0] != nil })
        let some = try Self.mapping("{aa: x, zzz: x}", allowed: keys)
        #expect(keys.filter { some[$0] != nil } == ["aa", "zzz"])
    }
}
