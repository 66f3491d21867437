import Foundation

/// The words the views add to what VoiceOver says, in the person's language: each is a key of
/// the library's string catalog (`Localizable.xcstrings`: Arabic, Chinese (Simplified),
/// English, French, German, Japanese, Spanish). Everything else VoiceOver says of a button is
/// the app's (its title, label and hint) or the system's (the trait words "button", "dimmed").
public enum SpokenString: String, CaseIterable, Sendable {
    /// The value of a busy button: "Save, loading, dimmed".
    case loading

    /// The plan's English word (`ButtonAccessibilityPlan.value`) as spoken: its translation, or
    /// the word itself when it is none of the catalog's keys.
    public static func localized(_ english: String) -> String {
        SpokenString(rawValue: english)?.localized ?? english
    }

    /// The translation for the languages the app runs in, from the compiled catalog (on Apple
    /// platforms, where the catalog is compiled into string tables); the English word where
    /// there are no tables (Linux).
    public var localized: String {
        Bundle.module.localizedString(forKey: rawValue, value: rawValue, table: nil)
    }
}

extension SpokenString {
    /// The catalog as it is in the bundle where it is not compiled (Linux), for tests to read.
    static var catalogURL: URL? {
        Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings")
    }
}
