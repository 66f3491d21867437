import Foundation
import Testing
import ToolsTestSupport

/// What a message may carry from its input, and values an option refuses in words.
@Suite("Limits: what messages quote, and values options refuse")
struct MessageLimitsCommandTests {
    @Test("a right-to-left override from a document reaches the terminal escaped; marks stay")
    func bidirectionalOverrides() throws {
        // An unknown key holding RLO (U+202E) and an isolate (U+2067), beside an RLM (U+200F):
        // the unknown-key message quotes the key.
        let path = try StacksProcess.temporaryDocument("root: {box: {\"a\u{202E}b\u{2067}c\u{200F}d\": 1}}\n")
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["frames", path, "--width", "100", "--text-metrics", "fixed"])
        #expect(outcome.status == 1)
        #expect(!outcome.standardError.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x2067 })
        #expect(outcome.standardError.contains("a\\u{202E}b\\u{2067}c\u{200F}d"), "\(outcome.standardError)")
    }

    @Test("a megabyte of digits is quoted by its first 40 and its length")
    func longNumber() throws {
        let digits = String(repeating: "1", count: 1_000_000)
        let path = try StacksProcess.temporaryDocument("root: {box: {width: \(digits)}}\n")
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["frames", path, "--width", "100", "--text-metrics", "fixed"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.utf8.count < 1000, "\(outcome.standardError.utf8.count) bytes")
        #expect(outcome.standardError.contains("found \(String(repeating: "1", count: 40))… (1000000 characters)"),
                "\(outcome.standardError.prefix(500))")
    }

    @Test("a negative number for any numeric option is refused as a number, not as a missing value", arguments: [
        (["render", "doc.yaml", "--max-pixels", "-1"], "--max-pixels must be 1 or more; got -1"),
        (["render", "doc.yaml", "--jobs", "-2"], "--jobs must be 1 or more; got -2"),
        (["audit", "doc.yaml", "--jobs", "-2"], "--jobs must be 1 or more; got -2"),
        (["serve", "doc.yaml", "--port", "-1"], "--port must be between 0 and 65535; got -1"),
        (["serve", "doc.yaml", "--max-pixels", "-1"], "--max-pixels must be 1 or more; got -1"),
        (["serve", "doc.yaml", "--render-timeout", "-1"], "--render-timeout must be more than 0 and at most 600 seconds; got -1.0"),
    ])
    func negativeNumbers(arguments: [String], message: String) throws {
        let outcome = try StacksProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    }

    @Test("-o naming a device says it is a device, not a file")
    func outputDevice() throws {
        let path = try StacksProcess.temporaryDocument("environment: {width: 10, height: 10, scale: 1}\nroot: {box: {}}\n")
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["render", path, "-o", "/dev/null", "--quiet"])
        #expect(outcome.status == 3)
        #expect(outcome.standardError.contains("/dev/null is a device, not a folder (-o names a folder, or a file ending in .png, .svg or .pdf)"),
                "\(outcome.standardError)")
    }
}
