/// A locale to show a document in: a language tag (`en`, `de_DE`, `ar`, `zh-Hans`) or one of
/// the two pseudo-locales that expose layout problems before translation: `pseudo` lengthens
/// every string by about 40 % with accented letters, `pseudo-rtl` does that and also flips the
/// layout right to left.
public struct DocumentLocale: Hashable, Sendable, CustomStringConvertible {
    /// The tag as given.
    public var identifier: String

    /// Creates a locale from its tag.
    public init(_ identifier: String) {
        self.identifier = identifier
    }

    /// Why `identifier` is not a locale a document, a string table or `--locale` may name, or
    /// `nil` when it is one: a language tag of letters, digits, `-` and `_` (BCP 47's shape, as
    /// `de`, `de-CH`, `zh-Hans`, `pt_BR`, `pseudo-rtl`), a language of 2 to 8 letters first,
    /// each part at most 8 characters. Locales name output files (`render --locale all`), so a
    /// tag may hold no path separator, dot or control character.
    public static func problem(with identifier: String) -> String? {
        let parts = identifier.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        let isLetter = { (c: Character) in c.isASCII && c.isLetter }
        let isAlphanumeric = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber) }
        if let language = parts.first, (2...8).contains(language.count), language.allSatisfy(isLetter),
            parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) })
        {
            return nil
        }
        return "\(identifier.debugDescription) is not a locale: a locale is a language tag such as de, de-CH, zh-Hans or pt_BR "
            + "(letters, digits, - and _)"
    }

    /// The languages written right to left (their locales lay out mirrored).
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// The language part of a tag: `de` for `de_DE` or `de-CH`.
    package static func language(of identifier: String) -> String {
        String(identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? Substring(identifier)).lowercased()
    }

    /// Whether this is `pseudo` or `pseudo-rtl`.
    public var isPseudo: Bool { identifier == "pseudo" || identifier == "pseudo-rtl" }

    /// Whether layouts in this locale run right to left.
    public var isRightToLeft: Bool {
        identifier == "pseudo-rtl" || Self.rightToLeftLanguages.contains(Self.language(of: identifier))
    }

    /// The language tag text measurement should use (`en` for the pseudo-locales).
    public var language: String { isPseudo ? "en" : Self.language(of: identifier) }

    public var description: String { identifier }
}
