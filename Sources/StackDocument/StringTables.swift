/// Per-locale string tables (`strings:` in a document). A text's `string` and a button's
/// `title` are keys: in a locale whose table has the key the translation is shown, otherwise
/// the key itself, as `NSLocalizedString` falls back to its key.
///
/// ```yaml
/// strings:
///   de: {Share: Teilen, Delete: Löschen}
///   ar: {Share: مشاركة, Delete: حذف}
/// ```
public struct StringTables: Hashable, Sendable {
    /// Translations by locale, then by key.
    public var tables: [String: [String: String]]

    /// Creates tables.
    public init(_ tables: [String: [String: String]] = [:]) {
        self.tables = tables
    }

    /// The locales with a table, sorted.
    public var locales: [String] { tables.keys.sorted() }

    /// The table for `locale`: an exact match (`de_CH`), else its language (`de`).
    public func table(for locale: String) -> [String: String]? {
        if let exact = tables[locale] { return exact }
        let language = DocumentLocale.language(of: locale)
        return tables[language]
    }
}
