import AppSources
import Foundation
import StackAudit
import StackDocument
import Testing
import ToolsTestSupport

/// A source file's stacks as a document, audited as a document's `buttons` node is, with
/// findings at the Swift lines and columns (counted by hand).
@Suite("An app's source file as a document")
struct AppSourceDocumentTests {
    /// A SwiftUI screen: one stack read from literals, one built at run time (shared with the
    /// command's tests).
    static func checkout() throws -> String {
        try String(contentsOfFile: RepositoryFolder.path("Tools/Tests/AppSourceFixtures/Checkout.swift"), encoding: .utf8)
    }
    /// German for "Save for Later"; Arabic for another key only.
    static let catalogPath = RepositoryFolder.path("Tools/Tests/AppSourceFixtures/Localizable.xcstrings")

    static func strings() throws -> AppStringTables {
        var strings = AppStringTables()
        try strings.read(StringTableFile(path: catalogPath))
        return strings
    }

    @Test("places lead to the Swift source; the run-time stack is one note")
    func findingsAtSourcePlaces() throws {
        let source = AppSourceDocument(AppSourceFile(name: "Checkout.swift", text: try Self.checkout()), strings: try Self.strings())
        var audit = DocumentAudit(document: source.document, name: "Checkout.swift")
        audit.readingFindings = source.notes.map {
            AuditFinding(rule: .sourceNotRead, location: AuditLocation(place: $0.place, node: $0.node), message: $0.message)
        }
        let report = try audit.run(combinations: [AuditCombination(width: 375, contentSize: .large)], measurer: { _ in FixedMetricsTextMeasurer() })
        // By hand: the second stack is a `map`, so a note at line 10, column 9 (8 spaces). In the
        // first, "pay now" is not in Title Case (title-case, at the item: line 7, column 13,
        // after 12 spaces); "pay" and "save" are verbs, one primary comes first, two buttons
        // fit 375 − 2 × 16 = 343 pt side by side or stacked, and every button is at least
        // 44 pt: nothing else.
        let found = report.findings.map { "\($0.rule.id) \($0.location.place)" }
        #expect(found == [
            "source-not-read Checkout.body.ButtonStackView#2 (line 10, column 9)",
            "title-case Checkout.body.ButtonStackView.items[0] (line 7, column 13)",
        ])
        #expect(report.findings.allSatisfy { $0.location.document == "Checkout.swift" })
        #expect(report.findings[0].severity == .note)
    }

    @Test("translations by the text shown; keys a locale lacks")
    func translations() throws {
        let strings = try Self.strings()
        let source = AppSourceDocument(AppSourceFile(name: "Checkout.swift", text: try Self.checkout()), strings: strings)
        #expect(source.document.strings.table(for: "de") == ["Save for Later": "Für später sichern"])
        #expect(source.document.strings.locales == ["ar", "de"])
        #expect(source.untranslated(in: DocumentLocale("de"), strings: strings).isEmpty)
        // Arabic lacks the key; "pay now" is plain text, looked up nowhere. The source language
        // translates nothing.
        let missing = source.untranslated(in: DocumentLocale("ar"), strings: strings)
        #expect(missing.map(\.text.key) == ["Save for Later"])
        #expect(missing.map(\.place.path.description) == ["Checkout.body.ButtonStackView.items[1]"])
        #expect(source.untranslated(in: DocumentLocale("en"), strings: strings).isEmpty)
    }

    @Test("suppressions cover the item below or beside them; one without a reason is set aside")
    func suppressions() throws {
        let text = """
            let stack = DynamicButtonStack(items: [
                // stacks:ignore title-verb — a brand name, not an action
                .init(id: "acme", title: "Acme", image: "star"),
                .init(id: "x", title: "x", image: "star"), // stacks:ignore title-case
            ])
            """
        let source = AppSourceDocument(AppSourceFile(name: "Brand.swift", text: text), strings: AppStringTables())
        #expect(source.ignores.map(\.nodePath) == ["stack.items[0]"])
        #expect(source.ignores.map(\.rules) == [["title-verb"]])
        #expect(source.suppressionsWithoutReason.map(\.position.line) == [4])
    }
}
