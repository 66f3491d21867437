import StackAudit
import StackDocument
import Testing

/// Which combinations a document is audited in: each list from the command line, else the
/// configuration, else the document; directions from the configuration multiply the rest
/// unless the run sets one.
struct AuditCombinationChoiceTests {
    static let document = """
        environment: {width: 414, contentSize: accessibilityLarge}
        root: {text: {string: Hi}}
        """

    @Test("the document's width and text size when nothing else gives one")
    func documentDecides() throws {
        let combinations = try AuditCombination.chosen(
            widths: nil, contentSizes: nil, locales: [nil], runDirection: nil,
            configuration: AuditConfiguration(), document: try StackDocument(yaml: Self.document))
        #expect(combinations == [AuditCombination(width: 414, contentSize: .accessibilityLarge)])
    }

    @Test("the configuration over the document, the command line over both; directions multiply")
    func precedence() throws {
        let document = try StackDocument(yaml: Self.document)
        let configuration = try AuditConfiguration(
            yaml: "combinations: {widths: [320, 375], contentSizes: [large], directions: [ltr, rtl]}", file: "c.yaml")
        // 2 directions × 1 locale × 1 size × 2 widths, directions outermost, widths innermost.
        #expect(
            try AuditCombination.chosen(
                widths: nil, contentSizes: nil, locales: [nil], runDirection: nil, configuration: configuration, document: document)
                == [
                    AuditCombination(width: 320, contentSize: .large, direction: .leftToRight),
                    AuditCombination(width: 375, contentSize: .large, direction: .leftToRight),
                    AuditCombination(width: 320, contentSize: .large, direction: .rightToLeft),
                    AuditCombination(width: 375, contentSize: .large, direction: .rightToLeft),
                ])
        // The command line's width and size win; a run direction leaves one combination per
        // width (the plan applies it).
        #expect(
            try AuditCombination.chosen(
                widths: [390], contentSizes: [.extraSmall], locales: [nil, DocumentLocale("de")], runDirection: .rightToLeft,
                configuration: configuration, document: document)
                == [
                    AuditCombination(width: 390, contentSize: .extraSmall),
                    AuditCombination(width: 390, contentSize: .extraSmall, locale: DocumentLocale("de")),
                ])
    }

    @Test("no width anywhere is an error that says where one may be given")
    func noWidth() throws {
        let document = try StackDocument(yaml: "root: {text: {string: Hi}}")
        #expect(throws: AuditCombinationChoiceError.noWidth) {
            try AuditCombination.chosen(
                widths: nil, contentSizes: nil, locales: [nil], runDirection: nil, configuration: AuditConfiguration(), document: document)
        }
        #expect(AuditCombinationChoiceError.noWidth.description.contains("--width"))
    }

    @Test("locales without strings are listed once; pseudo-locales and the tables' own are not")
    func untranslated() throws {
        let document = try StackDocument(yaml: "strings: {de: {Hi: Hallo}}\nroot: {text: {string: Hi}}")
        let combinations = ["de", "fr", "pseudo", "fr", "en"].flatMap { locale in
            [320.0, 375].map { AuditCombination(width: $0, contentSize: .large, locale: DocumentLocale(locale)) }
        }
        #expect(AuditCombination.untranslatedLocales(in: combinations, of: document).map(\.identifier) == ["fr"])
    }
}
