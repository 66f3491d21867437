import Foundation
import Testing
import ToolsTestSupport

/// Every Swift snippet in the README and in `docs/` compiles against the package as built:
/// each ```` ```swift ```` and ```` ```swift-apple ```` block (an app's code, which only Apple
/// platforms run) is type-checked on its own as a program's `main.swift`, with
/// the package's modules (and the C modules they import) on the search path. A snippet must
/// therefore be complete: its imports, and every value it uses, written out. Where Apple's
/// frameworks do not exist (Linux), a snippet's `import SwiftUI`, `import UIKit` or
/// `import CoreText` is type-checked against the interface transcription of that framework
/// (docs/apple-views.md), so the app snippets are checked too.
@Suite struct DocumentationSnippetTests {
    struct Snippet: CustomStringConvertible, Sendable {
        var file: String
        var line: Int
        var code: String
        var description: String { "\(file):\(line)" }
    }

    /// The Markdown files whose snippets are checked.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: StacksProcess.packageRoot.appendingPathComponent("docs").path))
            ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    static let snippets: [Snippet] = documents.flatMap { document -> [Snippet] in
        let path = StacksProcess.packageRoot.appendingPathComponent(document).path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var snippets: [Snippet] = []
        var current: (line: Int, lines: [String])?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil, ["```swift", "```swift-apple"].contains(line.trimmingCharacters(in: .whitespaces)) {
                current = (number + 1, [])
            } else if let open = current, line.trimmingCharacters(in: .whitespaces) == "```" {
                snippets.append(Snippet(file: document, line: open.line, code: open.lines.joined(separator: "\n")))
                current = nil
            } else if current != nil {
                current!.lines.append(String(line))
            }
        }
        return snippets
    } + tutorialCode

    /// The code files of the DocC tutorials (`Sources/*/*.docc/Resources/*.swift` in the library
    /// and the tools packages): each is a whole program, type-checked like a snippet.
    static let tutorialCode: [Snippet] = ["Sources", "Tools/Sources"].flatMap { sourceFolder -> [Snippet] in
        let sources = StacksProcess.packageRoot.appendingPathComponent(sourceFolder)
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return modules.sorted().flatMap { module -> [Snippet] in
            let folder = sources.appendingPathComponent(module)
            let catalogs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".docc") }
            return catalogs.sorted().flatMap { catalog -> [Snippet] in
                let resources = folder.appendingPathComponent(catalog).appendingPathComponent("Resources")
                let files = ((try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []).filter { $0.hasSuffix(".swift") }
                return files.sorted().compactMap { file in
                    let path = resources.appendingPathComponent(file)
                    guard let code = try? String(contentsOf: path, encoding: .utf8) else { return nil }
                    return Snippet(file: "\(sourceFolder)/\(module)/\(catalog)/Resources/\(file)", line: 1, code: code)
                }
            }
        }
    }

    /// The type-checker's arguments: the built modules, and the module maps and headers of the
    /// C libraries those modules import (ours, Yams' and Pango's).
    static func compilerArguments() throws -> [String] {
        let executable = try #require(StacksProcess.executable, "the stacks executable is not built")
        let build = executable.deletingLastPathComponent()
        // The scratch folder (`.build`, or `--scratch-path`) holds the checkouts, a level or two
        // above the configuration's folder (`.build/x86_64-unknown-linux-gnu/debug`).
        var scratch = build.deletingLastPathComponent()
        while scratch.path != "/", !FileManager.default.fileExists(atPath: scratch.appendingPathComponent("checkouts").path) {
            scratch.deleteLastPathComponent()
        }
        let root = StacksProcess.packageRoot
        let moduleMaps = [
            root.appendingPathComponent("Tools/Sources/CPango/module.modulemap"),
            root.appendingPathComponent("Tools/Sources/CCairo/module.modulemap"),
            root.appendingPathComponent("Tools/Sources/CZlib/module.modulemap"),
            root.appendingPathComponent("Tools/Sources/CDeflate/module.modulemap"),
            root.appendingPathComponent("Tools/Sources/CRsvg/module.modulemap"),
            root.appendingPathComponent("Tools/Sources/CLibxml2/module.modulemap"),
            root.appendingPathComponent("Tools/Sources/CLibcrypto/module.modulemap"),
            scratch.appendingPathComponent("checkouts/Yams/Sources/CYaml/include/module.modulemap"),
        ].map(\.path)
        let pkgConfig = Process()
        pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pkgConfig.arguments = ["pkg-config", "--cflags-only-I", "pangocairo", "librsvg-2.0", "libxml-2.0"]
        let output = Pipe()
        pkgConfig.standardOutput = output
        try pkgConfig.run()
        let includes = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        pkgConfig.waitUntilExit()
        return ["-typecheck", "-swift-version", "6", "-I", build.appendingPathComponent("Modules").path]
            + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
            + includes.flatMap { ["-Xcc", $0] }
    }

    /// `code` with imports of Apple frameworks that do not exist here replaced by their
    /// transcriptions.
    static func withInterfaceImports(_ code: String) -> String {
        #if os(Linux)
        let transcribed = ["SwiftUI": "SwiftUIInterface", "UIKit": "UIKitInterface", "CoreText": "CoreTextInterface"]
        return code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let words = line.split(separator: " ")
            if words.count == 2, words[0] == "import", let interface = transcribed[String(words[1])] {
                return "import \(interface)"
            }
            return String(line)
        }.joined(separator: "\n")
        #else
        return code
        #endif
    }

    @Test func everyDocumentHasBeenRead() {
        // The README has the engine's and the model stack's snippets; docs/rendering.md one.
        #expect(Self.snippets.filter { $0.file == "README.md" }.count >= 2)
        #expect(Self.snippets.contains { $0.file == "docs/rendering.md" })
        // The engine's and the button stack's tutorials have their code files.
        #expect(Self.tutorialCode.filter { $0.file.hasPrefix("Sources/StackLayout/") }.count >= 5)
        #expect(Self.tutorialCode.filter { $0.file.hasPrefix("Sources/DynamicButtons/") }.count >= 4)
    }

    /// The example app (Examples/ActionsApp.swiftpm): its sources type-checked together, as an
    /// app's module (`@main`), against the library and, here, the transcriptions.
    @Test func theExampleAppCompiles() throws {
        let sources = StacksProcess.packageRoot.appendingPathComponent("Examples/ActionsApp.swiftpm/Sources")
        let names = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(names.count >= 4)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var files: [String] = []
        for name in names {
            let code = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            files.append(try folder.write(Self.withInterfaceImports(code), to: name))
        }
        let diagnostics = try Self.typeCheck(files, extra: ["-parse-as-library", "-module-name", "ActionsApp"], in: folder.url)
        #expect(diagnostics.status == 0, "\(diagnostics.text)")
    }

    /// Runs the type-checker on `files`; its exit status and what it printed.
    static func typeCheck(_ files: [String], extra: [String] = [], in folder: URL) throws -> (status: Int32, text: String) {
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["swiftc"] + (try compilerArguments()) + extra + files
        compiler.currentDirectoryURL = folder
        let output = Pipe()
        compiler.standardError = output
        compiler.standardOutput = output
        try compiler.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compiler.waitUntilExit()
        return (compiler.terminationStatus, text)
    }

    @Test(arguments: snippets)
    func snippetCompiles(_ snippet: Snippet) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let main = try folder.write(Self.withInterfaceImports(snippet.code), to: "main.swift")
        let diagnostics = try Self.typeCheck([main], in: folder.url)
        #expect(diagnostics.status == 0, "\(snippet) does not compile:\n\(diagnostics.text)")
    }
}
