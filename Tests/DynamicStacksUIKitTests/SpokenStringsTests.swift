#if os(Linux)
@testable import DynamicStacksStrings
import DynamicStacksUIKit
import Foundation
import StackLayout
import StackViewPlans
@_spi(TestDriving) import UIKitInterface
import Testing

@MainActor
struct SpokenStringsTests {
    /// The string catalog's shape (Xcode's `.xcstrings` JSON): strings → key → localizations →
    /// language → stringUnit { state, value }.
    private struct Catalog: Decodable {
        struct Entry: Decodable { var localizations: [String: Localization] }
        struct Localization: Decodable { var stringUnit: Unit }
        struct Unit: Decodable {
            var state: String
            var value: String
        }

        var sourceLanguage: String
        var strings: [String: Entry]
    }

    /// Every spoken word is translated into Arabic, Chinese (Simplified), English, French,
    /// German, Japanese and Spanish, and the catalog holds no word the views do not speak.
    @Test func theCatalogTranslatesEveryWordIntoSevenLanguages() throws {
        let url = try #require(SpokenString.catalogURL)
        let catalog = try JSONDecoder().decode(Catalog.self, from: Data(contentsOf: url))
        #expect(catalog.sourceLanguage == "en")
        #expect(Set(catalog.strings.keys) == Set(SpokenString.allCases.map(\.rawValue)))
        for word in SpokenString.allCases {
            let localizations = try #require(catalog.strings[word.rawValue]?.localizations)
            for language in ["ar", "de", "en", "es", "fr", "ja", "zh-Hans"] {
                let unit = try #require(localizations[language]?.stringUnit, "\(word) in \(language)")
                #expect(unit.state == "translated" && !unit.value.isEmpty, "\(word) in \(language)")
            }
        }
        #expect(catalog.strings["loading"]?.localizations["de"]?.stringUnit.value == "Wird geladen")
    }

    /// A loading button's value comes through the catalog (English here, where the catalog is
    /// not compiled into tables); a word the catalog lacks is kept as it is.
    @Test func aLoadingButtonSpeaksTheCatalogsWord() throws {
        let view = saveCancelStack()
        view.items[0].state = .loading
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        #expect(view.button(for: "save")?.accessibilityValue == SpokenString.loading.localized)
        #expect(SpokenString.localized("loading") == "loading" && SpokenString.localized("busy") == "busy")
    }

    /// An icon-only button without a label: VoiceOver is never given its symbol's name; the
    /// stack says what to fix.
    @Test func anUnlabelledIconOnlyButtonIsAWarningNotASymbolName() throws {
        let view = DynamicButtonStack(items: [
            .init(id: "save", title: "Save", image: "square.and.arrow.down"),
            .init(id: "share", title: "", image: "square.and.arrow.up", kind: .iconOnly),
        ], measurer: FixedMetricsTextMeasurer())
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let share = try #require(view.button(for: "share"))
        #expect(share.accessibilityLabel == "")
        #expect(view.planningWarnings == [.missingAccessibilityLabel(id: "share", index: 1)])
        #expect(view.planningWarnings.first?.description.contains("items[1] (\"share\")") == true)
        view.items[1].accessibilityLabel = "Share"
        view.layoutIfNeeded()
        #expect(share.accessibilityLabel == "Share" && view.planningWarnings.isEmpty)
    }
}
#endif
