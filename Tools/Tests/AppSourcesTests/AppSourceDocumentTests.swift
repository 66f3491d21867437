import AppSources
import Foundation
import StackAudit
import StackDocument
import Testing

/// A source file's stacks as a document, audited as a document's `buttons` node is, with
/// findings at the Swift lines and columns (counted by hand).
@Suite("An app's source file as a document")
struct AppSourceDocumentTests {
    static let checkout = """
        import DynamicStacksSwiftUI
        import SwiftUI

        struct Checkout: View {
            var body: some View {
                ButtonStackView(items: [
                    .init(id: "pay", title: "pay now", systemImage: "creditcard", kind: .primary) {},
                    .init(id: "later", title: String(localized: "Save for Later"), systemImage: "clock") {},
                ])
                ButtonStackView(items: rows.map { .init(id: $0, title: $0) {} })
            }
        }
        """

    /// A catalog that translates "Save for Later" into German only; its Arabic has another key.
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Save for Later": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Für später sichern"}}}},
          "Other": {"localizations": {"ar": {"stringUnit": {"state": "translated", "value": "آخر"}}}}
        }}
        """

    static func strings() throws -> AppStringTables {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-source-document-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        try catalog.write(toFile: path, atomically: true, encoding: .utf8)
        var strings = AppStringTables()
        try strings.read(StringTableFile(path: path))
        return strings
    }

    @Test("places lead to the Swift source; the run-time stack is one note")
    func findingsAtSourcePlaces() throws {
        let source = AppSourceDocument(AppSourceFile(name: "Checkout.swift", text: Self.checkout), strings: try Self.strings())
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
        let source = AppSourceDocument(AppSourceFile(name: "Checkout.swift", text: Self.checkout), strings: strings)
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
