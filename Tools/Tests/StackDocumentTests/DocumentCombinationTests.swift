import StackDocument
import Testing

/// `StackDocument.setup(for:)`: how a combination's values meet the document's (the rules in
/// docs/document-format.md, "One meaning for every command").
@Suite struct DocumentCombinationTests {
    static let document = """
        environment: {width: 320, height: 500, contentSize: small, direction: rtl, scale: 2}
        strings: {de: {Share: Teilen}, ar: {Share: مشاركة}}
        root: {text: {id: t, string: Share}}
        """

    static func text(_ setup: DocumentSetup) -> String? {
        guard case .text(let text) = setup.document.root.content else { return nil }
        return text.string
    }

    @Test func documentValuesFillWhatTheCombinationLeavesOut() throws {
        let setup = try StackDocument(yaml: Self.document).setup(for: DocumentCombination())
        #expect(setup.width == 320)
        #expect(setup.height == 500)
        #expect(setup.environment == LayoutEnvironment(direction: .rightToLeft, contentSizeCategory: .small, scale: 2))
        #expect(Self.text(setup) == "Share")
    }

    @Test func combinationValuesWin() throws {
        let setup = try StackDocument(yaml: Self.document).setup(
            for: DocumentCombination(width: 100, height: 50, contentSize: .accessibilityLarge, direction: .leftToRight, scale: 0))
        #expect(setup.width == 100)
        #expect(setup.height == 50)
        #expect(setup.environment == LayoutEnvironment(direction: .leftToRight, contentSizeCategory: .accessibilityLarge, scale: 0))
    }

    @Test func defaultsWithoutEitherAndNoWidthIsAnError() throws {
        let bare = try StackDocument(yaml: "root: {box: {}}")
        let setup = try bare.setup(for: DocumentCombination(width: 10))
        #expect(setup.height == nil)
        #expect(setup.environment == LayoutEnvironment(direction: .leftToRight, contentSizeCategory: .large, scale: 3))
        #expect(throws: DocumentLayoutError.missingWidth) { try bare.setup(for: DocumentCombination()) }
    }

    @Test func localeTranslatesAndARightToLeftLocaleDecidesTheDirection() throws {
        let document = try StackDocument(yaml: Self.document)
        let german = try document.setup(for: DocumentCombination(direction: .leftToRight, locale: DocumentLocale("de_DE")))
        #expect(Self.text(german) == "Teilen")
        #expect(german.environment.direction == .leftToRight)
        let arabic = try document.setup(for: DocumentCombination(direction: .leftToRight, locale: DocumentLocale("ar")))
        #expect(Self.text(arabic) == "مشاركة")
        #expect(arabic.environment.direction == .rightToLeft)
        #expect(DocumentCombination(locale: DocumentLocale("ar-EG")).language == "ar")
        #expect(DocumentCombination(locale: DocumentLocale("pseudo-rtl")).language == "en")
        #expect(DocumentCombination().language == "en")
    }

    @Test func anInvalidScaleIsADocumentLayoutError() throws {
        // A scale over the engine's maximum is refused by the layout, at the document level.
        let document = try StackDocument(yaml: "root: {box: {id: b, width: 10}}")
        #expect(throws: DocumentLayoutError.self) {
            try document.layout(DocumentCombination(width: 10, scale: .infinity), measurer: FixedMetricsTextMeasurer())
        }
        let layout = try document.layout(DocumentCombination(width: 40, scale: 1), measurer: FixedMetricsTextMeasurer())
        #expect(layout.result.frame(of: "b") == Rect(x: 0, y: 0, width: 40, height: 0))
    }
}
