/// Per-locale string tables (`strings:` in a document, String Catalogs and `.strings` files). A
/// text's `string` and a button's `title` are keys: in a locale whose table has the key the
/// translation is shown, otherwise the key itself, as `NSLocalizedString` falls back to its key.
///
/// ```yaml
/// strings:
///   include: [Localizable.xcstrings, fr.lproj/Localizable.strings]
///   de: {Share: Teilen, Delete: Löschen}
///   ar: {Share: مشاركة, Delete: حذف}
/// ```
public struct StringTables: Hashable, Sendable {
    /// The language the keys are written in, when a String Catalog says so (its
    /// `sourceLanguage`); `nil` means the document does not say, and the audit takes English.
    public var sourceLanguage: String?
    /// Translations by locale, then by key.
    public var tables: [String: [String: String]]

    /// Creates tables.
    public init(_ tables: [String: [String: String]] = [:], sourceLanguage: String? = nil) {
        self.tables = tables
        self.sourceLanguage = sourceLanguage
    }

    /// The locales with a table, sorted.
    public var locales: [String] { tables.keys.sorted() }

    /// What `--locale all` means: every locale with a table and the source language (English
    /// when no catalog names one), sorted.
    public var allLocales: [String] {
        Set(tables.keys).union([sourceLanguage ?? "en"]).sorted()
    }

    /// The table for `locale`: an exact match (`de_CH`), else its language (`de`).
    public func table(for locale: String) -> [String: String]? {
        if let exact = tables[locale] { return exact }
        let language = DocumentLocale.language(of: locale)
        return tables[language]
    }

    /// These tables with `other`'s laid over them: where both translate a key for a locale,
    /// `other`'s translation wins, and so does its source language when it names one.
    public func merging(_ other: StringTables) -> StringTables {
        var merged = self
        for (locale, table) in other.tables {
            merged.tables[locale, default: [:]].merge(table) { _, new in new }
        }
        merged.sourceLanguage = other.sourceLanguage ?? sourceLanguage
        return merged
    }
}
