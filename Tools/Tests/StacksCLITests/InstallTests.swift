import Foundation
import Testing
import ToolsTestSupport

/// scripts/install, into a temporary prefix, with the stacks the tests run (`--binary`: the
/// release build is `swift build -c release`, nothing more, and would take minutes here). The
/// installed tool then runs its demo and lays a document out with its default fonts from a
/// folder that is not the repository.
@Suite("Installing the tool", .serialized)
struct InstallTests {
    struct InstallFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// A fresh prefix with stacks installed into it (once for the suite), and an empty folder
    /// to run it from.
    static let installed: Result<(prefix: URL, elsewhere: URL), InstallFailure> = {
        guard let binary = StacksProcess.executable else { return .failure(InstallFailure(description: "no stacks built")) }
        do {
            // Shared by the suite's tests for the whole run, so left for the system to clear.
            let root = try TemporaryFolder()
            let prefix = root.url(of: "prefix"), elsewhere = root.url(of: "elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let outcome = try ChildProcess.run(
                URL(fileURLWithPath: "/bin/bash"),
                [StacksProcess.packageRoot.appendingPathComponent("scripts/install").path, "--binary", binary.path, prefix.path],
                in: StacksProcess.packageRoot)
            guard outcome.status == 0 else { return .failure(InstallFailure(description: "install failed: \(outcome.standardError)")) }
            return .success((prefix, elsewhere))
        } catch {
            return .failure(InstallFailure(description: "\(error)"))
        }
    }()

    static func contents(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    @Test("the tool, its completions, its man page, the gallery, the fonts and the schema are installed")
    func layout() throws {
        let prefix = try Self.installed.get().prefix
        let share = prefix.appendingPathComponent("share")
        #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/stacks").path))
        // Each shell's completion script names the tool and its subcommands.
        for script in ["bash-completion/completions/stacks", "zsh/site-functions/_stacks", "fish/vendor_completions.d/stacks.fish"] {
            let text = Self.contents(share.appendingPathComponent(script))
            #expect(text.contains("stacks"), "\(script)")
            #expect(text.contains("frames") && text.contains("demo") && text.contains("schema") && text.contains("rules"), "\(script)")
            // --content-size completes to the text size categories.
            #expect(text.contains("accessibilityXXXLarge") && text.contains("xSmall"), "\(script)")
        }
        #expect(Self.contents(share.appendingPathComponent("zsh/site-functions/_stacks")).hasPrefix("#compdef stacks"))
        let manual = Self.contents(share.appendingPathComponent("man/man1/stacks.1"))
        #expect(manual.hasPrefix(".TH STACKS 1"))
        #expect(manual.contains(".SS stacks frames"))
        #expect(manual.contains(".SS stacks demo"))
        #expect(manual.contains(".SH EXIT STATUS") && manual.contains(".SH EXAMPLES"))
        // Markdown's `code` in the help texts becomes bold, not literal backticks, and FILES
        // names the installed paths rather than a placeholder.
        #expect(!manual.contains("`"))
        #expect(!manual.contains("PREFIX"))
        #expect(manual.contains(prefix.path.replacingOccurrences(of: "-", with: "\\-") + "/share/stacks/fonts/fonts.conf"))
        for file in ["stacks/Examples/home-screen.yaml", "stacks/Examples/gallery/buttons.yaml", "stacks/fonts/fonts.conf",
                     "stacks/docs/stacks-document.schema.json"] {
            #expect(FileManager.default.fileExists(atPath: share.appendingPathComponent(file).path), "\(file)")
        }
        // The examples' `$schema=../docs/…` line leads to the installed schema, as in the repository.
        let example = share.appendingPathComponent("stacks/Examples/home-screen.yaml")
        #expect(Self.contents(example).hasPrefix("# yaml-language-server: $schema=../docs/stacks-document.schema.json\n"))
    }

    @Test("installing again replaces what was installed", .timeLimit(.minutes(5)))
    func idempotent() throws {
        let prefix = try Self.installed.get().prefix
        let stray = prefix.appendingPathComponent("share/stacks/Examples/removed-from-the-repository.yaml")
        try Data("root: {box: {}}\n".utf8).write(to: stray)
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/bash"),
            [StacksProcess.packageRoot.appendingPathComponent("scripts/install").path, "--binary",
             prefix.appendingPathComponent("bin/stacks").path, prefix.path],
            in: StacksProcess.packageRoot)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: stray.path))
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/stacks/Examples/home-screen.yaml").path))
    }

    @Test("the installed stacks runs its demo from another folder, with the bundled gallery and fonts", .timeLimit(.minutes(10)))
    func demoFromAnotherFolder() throws {
        let (prefix, elsewhere) = try Self.installed.get()
        let output = elsewhere.appendingPathComponent("gallery")
        let outcome = try ChildProcess.run(prefix.appendingPathComponent("bin/stacks"), ["demo", "-o", output.path, "--quiet"], in: elsewhere)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let written = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(written.contains(output.appendingPathComponent("home-screen.png").path))
        for path in written {
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
        // Nothing was looked for in, or written to, the folder it ran in but the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["gallery"])
    }

    @Test("the installed stacks lays a document out with its default fonts from another folder")
    func framesFromAnotherFolder() throws {
        let (prefix, elsewhere) = try Self.installed.get()
        let document = elsewhere.appendingPathComponent("card.yaml")
        try Data("root:\n  stack:\n    axis: vertical\n    children:\n      - text: {string: Hello}\n      - box: {height: 40}\n".utf8)
            .write(to: document)
        defer { try? FileManager.default.removeItem(at: document) }
        let outcome = try ChildProcess.run(prefix.appendingPathComponent("bin/stacks"), ["frames", "card.yaml", "--width", "320"], in: elsewhere)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("\"root/1\""))
        let schema = try ChildProcess.run(prefix.appendingPathComponent("bin/stacks"), ["schema"], in: elsewhere)
        #expect(schema.standardOutput == Self.contents(prefix.appendingPathComponent("share/stacks/docs/stacks-document.schema.json")))
    }
}
