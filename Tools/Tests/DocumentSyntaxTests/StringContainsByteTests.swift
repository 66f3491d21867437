import Testing

@testable import DocumentSyntax

/// `String.containsByte`, the `memchr` search the reader uses before composing, against
/// `utf8.contains` as the reference model.
@Suite("A byte looked for in a text")
struct StringContainsByteTests {
    @Test("a byte is found in a text's UTF-8 as utf8.contains finds it")
    func containsByte() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "*", "\\", "\u{0}", "é", "😀", "root: {box: {}}\n", String(repeating: "x", count: 40)]
        var found = 0
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for byte in [UInt8(ascii: "*"), UInt8(ascii: "\\"), 0, 0xC3, 0xFF] {
                #expect(text.containsByte(byte) == text.utf8.contains(byte), "\(text.debugDescription) \(byte)")
                if text.containsByte(byte) { found += 1 }
            }
        }
        #expect(found > 1_000)
        // A string made from part of another.
        #expect(String("ab*cd".dropFirst(2)).containsByte(UInt8(ascii: "*")))
        #expect(!String("ab*cd".dropFirst(3)).containsByte(UInt8(ascii: "*")))
    }
}
