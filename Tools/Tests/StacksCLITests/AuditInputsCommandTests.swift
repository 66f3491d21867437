import Foundation
import Testing
import ToolsTestSupport

/// `stacks audit` over many documents and with translation files, with fixed metrics.
@Suite struct AuditInputsCommandTests {
    /// A fresh folder inside the package (so findings name documents relative to the working
    /// folder, the package root), removed by the caller.
    static func folder() throws -> (url: URL, relative: String) {
        let relative = ".build/audit-inputs-test-\(UUID().uuidString)"
        let url = StacksProcess.packageRoot.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return (url, relative)
    }

    static func write(_ text: String, _ name: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test("a folder: every .yaml, .yml and .json below it, sorted, in one report with one exit status")
    func folderOfDocuments() throws {
        let (folder, relative) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(AuditCommandTests.page(labelled: true), "a.yaml", in: folder)
        try Self.write(AuditCommandTests.page(labelled: false), "sub/b.yml", in: folder)
        try Self.write("{\"root\": ", "c.json", in: folder)
        try Self.write("not a document", "notes.txt", in: folder)
        try Self.write(AuditCommandTests.page(labelled: false), ".hidden.yaml", in: folder)
        let outcome = try StacksProcess.run(["audit", relative, "--width", "375", "--text-metrics", "fixed"])
        #expect(outcome.status == 1)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        // c.json cannot be read: a finding; sub/b.yml's icon-only button has no label; a.yaml
        // is clean; notes.txt and .hidden.yaml are not documents of the run.
        #expect(lines.first?.hasPrefix("\(relative)/c.json:") == true)
        #expect(lines.first?.contains(" error [document-invalid] ") == true)
        // The item is on line 10 of the page (theme, root, stack, axis, margins, children, buttons,
        // id, items, then the item), its mapping at column 15 after `            - `.
        #expect(lines.dropFirst().first?.hasPrefix("\(relative)/sub/b.yml:10:15: error [icon-only-label] ") == true)
        #expect(lines.last == "2 errors, 0 warnings, 0 notes in 3 documents and 1 combination")
        // The same documents named one by one (and one twice) give the same report.
        let named = try StacksProcess.run([
            "audit", "\(relative)/a.yaml", "\(relative)/c.json", "\(relative)/sub/b.yml", "\(relative)/a.yaml",
            "--width", "375", "--text-metrics", "fixed",
        ])
        #expect(named.standardOutput == outcome.standardOutput)
        // JSON names the documents and each finding's.
        let json = try StacksProcess.run(["audit", relative, "--width", "375", "--text-metrics", "fixed", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["documents"] as? [String] == ["a.yaml", "c.json", "sub/b.yml"].map { "\(relative)/\($0)" })
    }

    @Test("a missing path or a folder without documents stops the run with exit 3")
    func badPaths() throws {
        let (folder, relative) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("text", "readme.txt", in: folder)
        let empty = try StacksProcess.run(["audit", relative, "--width", "375", "--text-metrics", "fixed"])
        #expect(empty.status == 3)
        #expect(empty.standardError == "error: \(relative): no documents below this folder (files ending in .yaml, .yml, .json or .swift)\n")
        let missing = try StacksProcess.run(["audit", "\(relative)/nope.yaml", "--width", "375", "--text-metrics", "fixed"])
        #expect(missing.status == 3)
        #expect(missing.standardError == "error: \(relative)/nope.yaml: no such file or folder\n")
        #expect(empty.standardOutput.isEmpty && missing.standardOutput.isEmpty)
    }

    /// A page whose button title is Share, labelled and clean in English.
    static let sharePage = """
        theme: {button: "#0A63D1", onButton: "#FFFFFF"}
        root:
          stack:
            axis: vertical
            margins: 16
            children:
              - buttons:
                  id: actions
                  items:
                    - {id: share, title: Share, icon: share}
        """

    @Test("--strings reads a .strings file by its lproj folder; --locale all is every locale and the source")
    func stringsOption() throws {
        let (folder, relative) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(Self.sharePage, "share.yaml", in: folder)
        // 49 characters in 3 words (LanguageRuleTests works it out).
        try Self.write("\"Share\" = \"Benachrichtigungseinstellungen zurücksetzen jetzt\";\n", "de.lproj/Localizable.strings", in: folder)
        let arguments = ["audit", "\(relative)/share.yaml", "--width", "375", "--text-metrics", "fixed",
                         "--strings", "\(relative)/de.lproj/Localizable.strings"]
        let german = try StacksProcess.run(arguments + ["--locale", "all"])
        // title-length is a warning: exit 0. Locales: de from the file, en the source.
        #expect(german.status == 0)
        #expect(german.standardOutput.contains("warning [title-length] root.stack.children[0].buttons.items[0], "
            + "button share of actions, in de: 'Benachrichtigungseinstellungen zurücksetzen jetzt' has 3 words and 49 characters"))
        #expect(german.standardOutput.hasSuffix("in 2 combinations\n"))
        // Without --locale the document's own (English) text alone is judged.
        let english = try StacksProcess.run(arguments)
        #expect(english.standardOutput == "0 errors, 0 warnings, 0 notes in 1 combination\n")
        // A malformed file is an error naming file, line and column.
        try Self.write("\"Share\" = \"Teilen\"\n", "fr.lproj/Bad.strings", in: folder)
        let bad = try StacksProcess.run(["audit", "\(relative)/share.yaml", "--width", "375", "--text-metrics", "fixed",
                                         "--strings", "\(relative)/fr.lproj/Bad.strings"])
        #expect(bad.status == 3)
        // `"Share" = "Teilen"` ends at column 18: the ';' belongs at 19.
        #expect(bad.standardError == "\(relative)/fr.lproj/Bad.strings:1:19: error: expected ';' after the value of \"Share\"; "
            + "found the end of the file (--strings)\n")
        // frames takes --strings too, and refuses --locale all (it shows one locale).
        let frames = try StacksProcess.run(["frames", "\(relative)/share.yaml", "--width", "375", "--text-metrics", "fixed",
                                            "--strings", "de=\(relative)/de.lproj/Localizable.strings", "--locale", "de"])
        #expect(frames.status == 0)
        #expect(try StacksProcess.run(["frames", "\(relative)/share.yaml", "--width", "375", "--locale", "all"]).status == 2)
    }

    @Test("render takes one document")
    func renderTakesOne() throws {
        let path = try StacksProcess.temporaryDocument(Self.sharePage)
        defer { StacksProcess.removeTemporaryFile(path) }
        let two = try StacksProcess.run(["render", path, path, "--width", "375"])
        #expect(two.status == 2)
        #expect(two.standardError.contains("render takes one document; got 2: '\(path)', '\(path)'"), "\(two.standardError)")
        // A misspelt option's value would be a second document: the option is named instead.
        let typo = try StacksProcess.run(["render", path, "--widht", "375"])
        #expect(typo.status == 2)
        #expect(typo.standardError.contains("Unknown option '--widht'"), "\(typo.standardError)")
    }

    /// `--width 200 --width 320,375` is `--width 200,320,375`, and so for sizes and locales:
    /// 3 widths × 2 sizes × 2 locales.
    @Test("a list option given several times adds to the list")
    func repeatedListOptions() throws {
        let repeated = try StacksProcess.run([
            "audit", "Examples/gallery/buttons.yaml", "--text-metrics", "fixed", "--width", "200", "--width", "320,375",
            "--content-size", "large", "--content-size", "xLarge", "--locale", "en", "--locale", "de",
        ])
        #expect(repeated.standardOutput.hasSuffix(" in 12 combinations\n"), "\(repeated.standardOutput)")
        // A value given twice is one combination.
        let twice = try StacksProcess.run([
            "audit", "Examples/gallery/buttons.yaml", "--text-metrics", "fixed", "--width", "200,320", "--width", "320",
            "--content-size", "large,large",
        ])
        #expect(twice.standardOutput.hasSuffix(" in 2 combinations\n"), "\(twice.standardOutput)")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let render = try StacksProcess.run([
            "render", "Examples/gallery/buttons.yaml", "--width", "200", "--width", "300", "-o", folder.path(of: "out"), "--no-sheet", "--quiet",
        ])
        #expect(render.status == 0)
        #expect(render.standardOutput.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") }
            == ["buttons-w200-large.png", "buttons-w300-large.png"])
    }
}
