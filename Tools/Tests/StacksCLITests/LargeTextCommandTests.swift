import Foundation
import Testing
import ToolsTestSupport

/// A text larger than can be drawn, in every command that lays out with Pango: a located error
/// and exit 1, never a trap.
@Suite("Limits: a text too large to draw")
struct LargeTextCommandTests {
    /// 95 words at 10,000 pt with no line limit: over two million points of glyphs, past
    /// Pango's 32-bit units. Line 6 is `      - text: {…}`: `text` at column 9.
    static let document = """
        environment: {width: 375}
        root:
          stack:
            axis: vertical
            children:
              - text: {string: "\(Array(repeating: "word", count: 95).joined(separator: " "))", size: 10000, lines: 0}

        """

    @Test("frames, explain, audit and render name the text's line and column", arguments: [
        ["frames"], ["explain"], ["render", "--format", "svg"], ["audit"],
    ])
    func textTooLarge(command: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(Self.document, to: "doc.yaml")
        let output = command[0] == "render" ? ["-o", folder.path(of: "out")] : []
        let outcome = try StacksProcess.run([command[0], path] + command.dropFirst() + output)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let message = outcome.standardError + outcome.standardOutput
        #expect(message.contains("root.stack.children[0]"), "\(message)")
        #expect(message.contains("line 6, column 9") || message.contains(":6:9:"), "\(message)")
        #expect(message.contains("a layout can be drawn only within ±1000000 pt of its origin"), "\(message)")
    }

    @Test("the same words at 3,000 pt, 1.66 million points tall, and at 2,000 pt are refused; at 1,500 pt they are laid out")
    func heightsAroundTheLimit() throws {
        // At 3,000 and 2,000 pt no letter fits 375 pt: one character a line, 474 lines (380
        // letters, 94 spaces) of 1.1640667 × the size: 1,655,297 pt and 1,103,531 pt; both past
        // 1,000,000. At 1,500 pt a line is 1,746.1 pt: 827,645 pt, drawn.
        for (size, refused) in [(3000, true), (2000, true), (1500, false)] {
            let text = Self.document.replacingOccurrences(of: "size: 10000", with: "size: \(size)")
            let path = try StacksProcess.temporaryDocument(text)
            defer { StacksProcess.removeTemporaryFile(path) }
            let outcome = try StacksProcess.run(["frames", path])
            #expect(outcome.status == (refused ? 1 : 0), "\(size): \(outcome.standardError)")
        }
    }
}
