import Foundation
import Testing
import ToolsTestSupport

/// `stacks audit` over an app's Swift sources (docs/audit-sources.md), with fixed metrics; every
/// expected finding, line and column worked out by hand in the comments.
@Suite struct AuditSourcesCommandTests {
    /// A SwiftUI screen: one stack read from literals, one built at run time; a catalog with
    /// German for "Save for Later" and Arabic for another key only.
    static let fixtures = RepositoryFolder.path("Tools/Tests/AppSourceFixtures")
    static func fixture(_ name: String) throws -> String {
        try String(contentsOfFile: fixtures + "/" + name, encoding: .utf8)
    }

    @Test("findings point at the Swift source in every format; missing keys warned per locale")
    func sourcePlacesInEveryFormat() throws {
        let (folder, relative) = try AuditInputsCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try AuditInputsCommandTests.write(try Self.fixture("Checkout.swift"), "Sources/Checkout.swift", in: folder)
        try AuditInputsCommandTests.write(try Self.fixture("Localizable.xcstrings"), "Sources/Localizable.xcstrings", in: folder)
        try AuditInputsCommandTests.write("struct Model {}\n", "Sources/Model.swift", in: folder)
        let base = ["audit", "\(relative)/Sources", "--width", "375", "--text-metrics", "fixed", "--locale", "en,de,ar"]
        let text = try StacksProcess.run(base)
        let file = "\(relative)/Sources/Checkout.swift"
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        // By hand: the `map` stack (line 10, after 8 spaces) is one note; "pay now" (the item
        // at line 7, after 12 spaces) is not in Title Case; in German "Für später sichern" is in
        // sentence case; Arabic shows "Save for Later" untranslated, already judged; Model.swift
        // has no stack and is no document of the run.
        #expect(lines.count == 3)
        // Findings are sorted by file, line and column: line 7 before line 10.
        #expect(lines.first?.hasPrefix("\(file):7:13: warning [title-case] Checkout.body.ButtonStackView.items[0]") == true)
        #expect(lines.dropFirst().first?.hasPrefix("\(file):10:9: note [source-not-read] Checkout.body.ButtonStackView#2") == true)
        #expect(lines.last == "0 errors, 1 warning, 1 note in 3 combinations")
        // The item `.init(id: "later", …` at line 8, column 13; its key at 13 + 6 + 13 + 7 + 18 = 57.
        #expect(text.standardError.contains(
            "warning: \(file):8:57: Checkout.body.ButtonStackView.items[1]: no translation of \"Save for Later\" in table Localizable for locale ar"))
        #expect(!text.standardError.contains("for locale de"))

        let json = try StacksProcess.run(base + ["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let caseFinding = try #require(findings.first { $0["ruleId"] as? String == "title-case" })
        let location = try #require(caseFinding["location"] as? [String: Any])
        #expect(location["document"] as? String == file)
        #expect(location["path"] as? String == "Checkout.body.ButtonStackView.items[0]")
        #expect(location["line"] as? Int == 7)
        #expect(location["column"] as? Int == 13)

        let github = try StacksProcess.run(base + ["--format", "github"])
        #expect(github.standardOutput.contains("::warning file=\(file),line=7,col=13,title=title-case::"))
        #expect(github.standardOutput.contains("::notice file=\(file),line=10,col=9,title=source-not-read::"))

        let sarif = try StacksProcess.run(base + ["--format", "sarif"])
        #expect(sarif.standardOutput.contains("\"startLine\" : 7") || sarif.standardOutput.contains("\"startLine\":7"))
        #expect(sarif.standardOutput.contains("Sources/Checkout.swift"))

        // Fingerprints use the stack's name and the item's position, not the line: lines added
        // above leave the baseline matching.
        // (The baseline outside the audited folder, where it would be read as a document.)
        let baseline = folder.appendingPathComponent("baseline.json").path
        _ = try StacksProcess.run(base + ["--write-baseline", baseline])
        try AuditInputsCommandTests.write("// a comment\n// another\n" + (try Self.fixture("Checkout.swift")), "Sources/Checkout.swift", in: folder)
        let later = try StacksProcess.run(base + ["--baseline", baseline])
        #expect(later.status == 0)
        #expect(later.standardOutput == "0 errors, 0 warnings, 0 notes in 3 combinations\n")
    }

    @Test("in-source suppressions: applied with their reason, unused and reasonless ones warned of")
    func suppressions() throws {
        let (folder, relative) = try AuditInputsCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            let stack = DynamicButtonStack(items: [
                // stacks:ignore title-verb — "Acme" is the product's name
                .init(id: "acme", title: "Acme", image: "star", kind: .primary),
                .init(id: "later", title: "later", image: "clock"), // stacks:ignore title-case
                .init(id: "call", title: "Call", image: "phone.fill"), // stacks:ignore title-length — never long
            ])
            """
        try AuditInputsCommandTests.write(source, "Brand.swift", in: folder)
        let outcome = try StacksProcess.run(["audit", "\(relative)/Brand.swift", "--width", "375", "--text-metrics", "fixed"])
        let file = "\(relative)/Brand.swift"
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        // By hand: "Acme" leads with no verb (title-verb, suppressed by the comment above it);
        // "later" is lower case (title-case) and leads with no verb (title-verb): its comment has
        // no reason, so both are reported; "Call" is a verb in Title Case, so the title-length
        // comment suppresses nothing.
        let warnings = lines.filter { $0.contains(" warning [") }
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.hasPrefix("\(file):4:5: warning [title-case] stack.items[1]") })
        #expect(warnings.contains { $0.hasPrefix("\(file):4:5: warning [title-verb] stack.items[1]") })
        #expect(lines.contains { $0.hasPrefix("\(file):3:5: suppressed [title-verb] stack.items[0]") && $0.hasSuffix("— \"Acme\" is the product's name") })
        // The reasonless comment starts after 4 spaces, `.init(id: "later", title: "later", image: "clock"),`
        // (6 + 13 + 16 + 15 + 1 = 51 characters) and a space: column 57.
        #expect(outcome.standardError.contains("(line 4, column 57): stacks:ignore without a reason"))
        #expect(outcome.standardError.contains("stacks:ignore title-length suppresses nothing here"))
    }

    @Test("bad input: a file that does not parse is a note, a binary file and a broken catalog are errors; the rest is audited")
    func badInput() throws {
        let (folder, relative) = try AuditInputsCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try AuditInputsCommandTests.write("struct Broken {\n    func layout( {\n}\n", "A.swift", in: folder)
        try Data([0xCA, 0xFE, 0x00, 0x01]).write(to: folder.appendingPathComponent("B.swift"))
        try AuditInputsCommandTests.write("{\"strings\": ", "C.xcstrings", in: folder)
        try AuditInputsCommandTests.write(
            "let stack = DynamicButtonStack(items: [.init(id: \"save\", title: \"save\", image: \"star\")])\n", "D.swift", in: folder)
        // One byte past the 8 MiB a source may have (8 × 1024 × 1024 = 8,388,608 bytes).
        try Data(repeating: 0x20, count: 8 * 1024 * 1024 + 1).write(to: folder.appendingPathComponent("E.swift"))
        let outcome = try StacksProcess.run(["audit", relative, "--width", "375", "--text-metrics", "fixed"])
        #expect(outcome.status == 1)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        // In file order (findings are sorted by file): A's note on line 2, B refused (a zero byte
        // at offset 2), the catalog that does not parse, D still audited ("save" in lower case),
        // E refused for its size.
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix("\(relative)/A.swift:2:") && lines[0].contains(" note [source-not-read] ") && lines[0].contains("does not parse"))
        #expect(lines[1].hasPrefix("\(relative)/B.swift: error [document-invalid] ") && lines[1].contains("a zero byte at offset 2"))
        #expect(lines[2].hasPrefix("\(relative)/C.xcstrings:") && lines[2].contains(" error [document-invalid] "))
        #expect(lines[3].hasPrefix("\(relative)/D.swift:1:40: warning [title-case] stack.items[0]"))
        #expect(lines[4] == "\(relative)/E.swift: error [document-invalid] document: cannot read \(folder.path)/E.swift: it is 8388609 bytes; the limit is 8388608 bytes (8 MiB)")
        #expect(lines[5] == "3 errors, 1 warning, 1 note in 5 documents and 1 combination")
    }
}

/// The example app audited as docs/audit-sources.md shows, with Pango and the pinned fonts.
@Suite struct ExampleAppAuditTests {
    @Test("stacks audit Examples/ActionsApp.swiftpm --width 320,375: two warnings, each worked out by hand")
    func exampleApp() throws {
        let outcome = try StacksProcess.run(["audit", "Examples/ActionsApp.swiftpm", "--width", "320,375"])
        let sources = "Examples/ActionsApp.swiftpm/Sources"
        // Each stack is laid out inside 16 pt margins: 288 pt at 320, 343 pt at 375.
        #expect(outcome.standardOutput.split(separator: "\n").map(String.init) == [
            // Mail's Reply, Reply All, Forward: "Reply All" is 73.67 pt wide in body text at
            // `large` (`stacks frames` with the pinned fonts), 97.67 pt with the 12 + 12 pt
            // insets. A row of three at 288 pt gives each (288 − 2 × 8) / 3 = 90.67 pt, too
            // little, so the stack is a column there. That is no finding: Mail's Forward forwards
            // a message, it does not navigate, and the item states no `navigation`.
            // Maps' Directions and Website lead with no verb of the built-in list (Call is one,
            // Save a global command); the items at lines 11 and 13, after 12 spaces.
            "\(sources)/PlaceActions.swift:11:13: warning [title-verb] PlaceActions.makeUIView.DynamicButtonStack.items[0], "
                + "button directions of PlaceActions.makeUIView.DynamicButtonStack: 'Directions' does not lead with a verb "
                + "('Directions' is not in the verb list; add it under audit.verbs if it is one)",
            "\(sources)/PlaceActions.swift:13:13: warning [title-verb] PlaceActions.makeUIView.DynamicButtonStack.items[2], "
                + "button website of PlaceActions.makeUIView.DynamicButtonStack: 'Website' does not lead with a verb "
                + "('Website' is not in the verb list; add it under audit.verbs if it is one)",
            // ArticleActions.swift and PlaceActions.swift have stacks; ActionsApp.swift,
            // ChatView.swift and Package.swift have none and are no documents of the run.
            "0 errors, 2 warnings, 0 notes in 2 documents and 2 combinations",
        ])
        #expect(outcome.status == 0)
        // The catalog translates every title into German and Arabic: no title is untranslated.
        let translated = try StacksProcess.run(["audit", "Examples/ActionsApp.swiftpm", "--width", "375", "--locale", "de,ar"])
        #expect(!translated.standardError.contains("no translation"))
        #expect(translated.standardOutput.hasSuffix("in 2 documents and 2 combinations\n"))
    }
}
