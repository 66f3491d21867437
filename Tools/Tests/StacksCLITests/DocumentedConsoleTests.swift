import Foundation
import Testing

/// Every ```` ```console ```` block of the README and `docs/` that runs `stacks` on files in the
/// repository (`$ stacks explain Examples/buttons.yaml …`) prints exactly what it shows, so a
/// documented output cannot go stale. Blocks about files a reader would have (`Screens/`, an
/// app's catalog) are skipped, and counted, so the test cannot pass by skipping them all.
@Suite struct DocumentedConsoleTests {
    struct Block: CustomStringConvertible, Sendable {
        var file: String
        var line: Int
        var arguments: [String]
        var output: String
        var description: String { "\(file):\(line)" }
    }

    static let blocks: [Block] = DocumentationSnippetTests.documents.flatMap { document -> [Block] in
        let path = StacksProcess.packageRoot.appendingPathComponent(document).path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var blocks: [Block] = []
        var current: (line: Int, lines: [String])?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```console" {
                current = (number + 1, [])
            } else if let open = current, line.trimmingCharacters(in: .whitespaces) == "```" {
                if let command = open.lines.first, command.hasPrefix("$ stacks ") {
                    blocks.append(Block(
                        file: document, line: open.line,
                        arguments: command.dropFirst("$ stacks ".count).split(separator: " ").map(String.init),
                        output: open.lines.dropFirst().joined(separator: "\n")))
                }
                current = nil
            } else if current != nil {
                current!.lines.append(String(line))
            }
        }
        return blocks
    }

    /// Whether every argument that names a file or folder names one in the repository.
    static func runsHere(_ block: Block) -> Bool {
        block.arguments.filter { !$0.hasPrefix("-") && ($0.contains("/") || $0.hasSuffix(".yaml") || $0.hasSuffix(".json")) }
            .allSatisfy { FileManager.default.fileExists(atPath: StacksProcess.packageRoot.appendingPathComponent($0).path) }
    }

    @Test("most documented console blocks run here")
    func someRun() {
        #expect(Self.blocks.count >= 4)
        #expect(Self.blocks.filter(Self.runsHere).count >= 2, "\(Self.blocks)")
    }

    @Test("a documented console block prints what it shows", arguments: blocks.filter(runsHere))
    func printsWhatItShows(block: Block) throws {
        let outcome = try StacksProcess.run(block.arguments, in: StacksProcess.packageRoot)
        #expect(outcome.standardOutput.trimmingCharacters(in: .newlines) == block.output, "\(block)")
    }
}
