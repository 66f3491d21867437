import Foundation
import StackLayout
import Testing
import ToolsTestSupport

@testable import StackDocument

/// A document file read straight into a string (`DocumentFileText`), and the UTF-8 check that
/// decides whether it may be: against the standard library's validation as the reference
/// model, and `StackDocument(contentsOf:)` against `StackDocument(data:)` on the same bytes.
@Suite("Document files read into one string")
struct DocumentFileTextTests {
    static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { InvalidUTF8.isValid($0) }
    }

    @Test("the UTF-8 check agrees with the standard library's on worked cases")
    func workedCases() {
        #expect(Self.isValid([]))
        #expect(Self.isValid(Array("plain ASCII, longer than eight bytes".utf8)))
        #expect(Self.isValid(Array("é€😀 after and before: abcdefgh".utf8)))
        // A bad byte in each position of an otherwise ASCII word, and after it.
        for position in 0..<17 {
            var bytes = Array("abcdefghijklmnopq".utf8)
            bytes[position] = 0xFF
            #expect(!Self.isValid(bytes), "0xFF at \(position)")
        }
        #expect(!Self.isValid([0xED, 0xA0, 0x80]))        // an encoded surrogate
        #expect(!Self.isValid([0xC0, 0xAF]))              // an overlong slash
        #expect(!Self.isValid([0xF4, 0x90, 0x80, 0x80]))  // above U+10FFFF
        #expect(!Self.isValid(Array("abcdefg".utf8) + [0xE2, 0x82]))  // cut short at the end
        // Four bytes of a three-byte sequence's subpart: the string would repair it to U+FFFD
        // of the same length, which is why the check cannot be left to the string's length.
        #expect(!Self.isValid([0xF0, 0x9F, 0x98, 0x41]))
    }

    @Test("the UTF-8 check agrees with the standard library's on random bytes")
    func randomBytes() {
        var generator = SystemRandomNumberGenerator()
        var counts = (valid: 0, invalid: 0)
        let pieces: [[UInt8]] = [
            Array("abcdefgh".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x80], [0xC3], [0xE2, 0x82],
            [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xFF], Array("x".utf8),
        ]
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            // Mostly valid pieces, so that both answers come up often.
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                bytes += Int.random(in: 0..<10, using: &generator) < 8
                    ? pieces[[0, 1, 2, 3, 10].randomElement(using: &generator)!]
                    : pieces.randomElement(using: &generator)!
            }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(Self.isValid(bytes) == expected, "\(bytes)")
            if expected { counts.valid += 1 } else { counts.invalid += 1 }
        }
        #expect(counts.valid > 300 && counts.invalid > 300)
    }

    @Test("a UTF-8 file is read whole; others are left to the Data path")
    func readingFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "root:\n  text: {string: \"Grüße, 你好, مرحبا 😀\"}\n"
        let good = try folder.write(text, to: "good.yaml")
        #expect(DocumentFileText.read(good) == text)

        let bad = try folder.write(Data(Array("root: ".utf8) + [0xFF]), to: "bad.yaml")
        #expect(DocumentFileText.read(bad) == nil)
        let empty = try folder.write(Data(), to: "empty.yaml")
        #expect(DocumentFileText.read(empty) == nil)
        #expect(DocumentFileText.read(folder.path) == nil)
        #expect(DocumentFileText.read(folder.path(of: "missing.yaml")) == nil)
    }

    @Test("a document file reads as its bytes do, and fails with the same message")
    func sameAsData() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func outcome(_ bytes: [UInt8]) throws -> (file: String, data: String) {
            let path = try folder.write(Data(bytes), to: "doc-\(UUID().uuidString).yaml")
            func describe(_ read: () throws(DocumentError) -> StackDocument) -> String {
                do {
                    let document = try read()
                    return "\(document.root)"
                } catch {
                    return error.description
                }
            }
            return (describe { () throws(DocumentError) in try StackDocument(contentsOf: path) },
                    describe { () throws(DocumentError) in try StackDocument(data: Data(bytes)) })
        }
        for bytes in [
            Array("root: {text: {id: t, string: \"Grüße 😀\"}}".utf8),
            Array("root: {text: {string: \"a".utf8) + [0xFF, 0xFE] + Array("b\"}}".utf8),
            [0xEF, 0xBB, 0xBF] + Array("root: {box: {width: 3}}".utf8),
            Array("root: {box: {width: -3}}".utf8),
            [],
        ] {
            let (file, data) = try outcome(bytes)
            #expect(file == data)
        }
        // The invalid byte's message is the one the catalogue documents.
        let (file, _) = try outcome(Array("root: {text: {string: \"a".utf8) + [0xFF])
        #expect(file.hasPrefix("document (line 1, column 25): the document is not valid UTF-8 text: byte 0xFF at offset 24"))
    }

    @Test("the text is handed to the reader once, and the handoff keeps nothing")
    func handoffGivesItsTextOnce() {
        let handoff = DocumentTextHandoff("root: {box: {width: 3}}")
        #expect(handoff.take() == "root: {box: {width: 3}}")
        #expect(handoff.take() == nil)
    }
}
