import Foundation
import Testing

/// The paths README.md and docs/cli.md name are true: every word of a code span, or of a line of
/// a shell block, that is a path into the repository (its first folder is one of the
/// repository's: `Examples/home-screen.yaml`, `scripts/demo`) exists, or is one of the things
/// the scripts build (`.build/debug/stacks`); and every `scripts/…` command exists and is
/// executable. Paths under an install prefix (`share/stacks/…`), made-up ones in examples of bad
/// input (`DIR/x.svg`, `/dev/zero`) and URLs are not the repository's and are left alone.
@Suite struct DocumentedPathTests {
    static let root = StacksProcess.packageRoot
    static let pages = ["README.md", "docs/cli.md"]

    /// What the scripts and the documented commands build, relative to the repository; a path
    /// into one of these folders must be one of them (or a folder holding one).
    static let buildOutputs = [
        ".build/debug/stacks",  // scripts/demo, scripts/test (swift build --scratch-path .build)
        ".build/release/stacks",  // scripts/install (--scratch-path .build -c release)
        "Tools/.build/release/stacks",  // swift build -c release --package-path Tools (SwiftPM's default scratch folder)
        "out/gallery",  // scripts/demo (stacks demo's default output)
        ".venv-browser", ".venv-workflows",  // scripts/setup
    ]
    static let buildFolders: Set<String> = [".build", "out", ".venv-browser", ".venv-workflows"]

    /// A word named on a page, with where.
    struct Mention: CustomStringConvertible {
        var page: String
        var line: Int
        var word: String
        /// The first word of its code span or shell line: a command.
        var isCommand: Bool
        var description: String { "\(page):\(line): \(word)" }
    }

    /// Every word of the pages' code spans and shell blocks (`sh`, `console`: a `$ ` prompt
    /// dropped), with surrounding punctuation and quotes removed.
    static func mentions(in page: String) throws -> [Mention] {
        let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        var mentions: [Mention] = []
        var fence: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                fence = fence == nil ? String(trimmed.dropFirst(3)) : nil
                continue
            }
            var pieces: [Substring] = []
            switch fence {
            case nil:
                // Inline code spans: the odd pieces between backticks.
                pieces = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map(\.element)
            case "sh", "console":
                var command = Substring(trimmed)
                if fence == "console" {
                    guard command.hasPrefix("$ ") else { continue }
                    command = command.dropFirst(2)
                }
                pieces = [command.prefix { $0 != "#" }]
            default:
                continue
            }
            for piece in pieces {
                let words = piece.split(separator: " ").map { word in
                    // Punctuation around a word (a trailing full stop, a closing parenthesis,
                    // quotes), but not a path's leading dot (`.build`, `.github`).
                    String(word.drop { "([{\"'".contains($0) }).trimmingSuffix(while: { ")]}\"',;:.…".contains($0) })
                }
                for (position, word) in words.enumerated() where !word.isEmpty {
                    mentions.append(Mention(page: page, line: index + 1, word: word, isCommand: position == 0))
                }
            }
        }
        return mentions
    }

    /// The repository's own top-level folders and files (what a clone has, build outputs aside).
    static let topLevel: Set<String> = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return Set(names).subtracting(buildFolders).filter { !$0.hasPrefix(".build") && !$0.hasPrefix(".venv") && $0 != ".git" }
    }()

    /// Whether `word` is a path into the repository (or its build outputs).
    static func isRepositoryPath(_ word: String) -> Bool {
        guard word.contains("/"), !word.contains("://"), !word.hasPrefix("/"), !word.hasPrefix("~") else { return false }
        let first = String(word.prefix { $0 != "/" })
        return topLevel.contains(first) || buildFolders.contains(first)
    }

    static func isBuildOutput(_ word: String) -> Bool {
        let path = word.hasSuffix("/") ? String(word.dropLast()) : word
        return buildOutputs.contains { $0 == path || $0.hasPrefix(path + "/") }
    }

    @Test func everyNamedPathExistsOrIsBuilt() throws {
        let mentions = try Self.pages.flatMap(Self.mentions)
        let paths = mentions.filter { Self.isRepositoryPath($0.word) }
        // The pages name dozens: the scripts, the examples, the tool's build.
        #expect(paths.count >= 30)
        #expect(paths.contains { $0.word == ".build/debug/stacks" })
        for mention in paths {
            let word = mention.word
            let built = word.hasPrefix("Tools/.build") || Self.buildFolders.contains(String(word.prefix { $0 != "/" }))
            if built {
                #expect(Self.isBuildOutput(word), "\(mention) is inside a build folder, but no script builds it")
            } else {
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(word).path), "\(mention) does not exist")
            }
        }
    }

    @Test func everyNamedScriptIsAnExecutableCommand() throws {
        let commands = try Self.pages.flatMap(Self.mentions).filter { $0.isCommand && $0.word.hasPrefix("scripts/") }
        let names = Set(commands.map(\.word))
        #expect(names.isSuperset(of: ["scripts/demo", "scripts/test", "scripts/setup", "scripts/install"]), "\(names.sorted())")
        for command in commands {
            #expect(
                FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent(command.word).path),
                "\(command) is not an executable file")
        }
    }

    /// The debug tool is where the pages say: when the tests were built as scripts/test builds
    /// them (the repository's `.build`), `.build/debug/stacks` is the tool they run.
    @Test func theDebugToolIsWhereThePagesSayWhenBuiltAsTheScriptsBuildIt() throws {
        let executable = try #require(StacksProcess.executable).resolvingSymlinksInPath()
        let scratch = Self.root.appendingPathComponent(".build").resolvingSymlinksInPath()
        try #require(
            executable.path.hasPrefix(scratch.path + "/"), "built elsewhere (\(executable.path)): scripts/test builds into .build")
        let documented = Self.root.appendingPathComponent(".build/debug/stacks").resolvingSymlinksInPath()
        #expect(documented.path == executable.path)
    }

    /// The checks can fail: a path that is not there, one inside a build folder that nothing
    /// builds, and a script that is not executable are found as such.
    @Test func theRulesFindWhatIsWrong() {
        #expect(Self.isRepositoryPath("Tools/.build/debug/stacks") && !Self.isBuildOutput("Tools/.build/debug/stacks"))
        #expect(Self.isRepositoryPath("Examples/ActionsApp") && !FileManager.default.fileExists(
            atPath: Self.root.appendingPathComponent("Examples/ActionsApp").path))
        #expect(!FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent("scripts/serve_hostile_requests.py").path))
        #expect(!Self.isRepositoryPath("share/stacks/Examples") && !Self.isRepositoryPath("DIR/x.svg") && !Self.isRepositoryPath("/dev/zero"))
        #expect(Self.isBuildOutput("out/") && Self.isBuildOutput(".build/release/stacks"))
    }
}

extension String {
    /// The string without the characters at its end that `isTrimmed` accepts.
    fileprivate func trimmingSuffix(while isTrimmed: (Character) -> Bool) -> String {
        var result = self
        while let last = result.last, isTrimmed(last) { result.removeLast() }
        return result
    }
}
