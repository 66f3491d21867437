import DocumentSyntax
import Foundation

/// Reads an Apple String Catalog (`.xcstrings`, the JSON file Xcode 15 keeps translations in)
/// into ``StringTables``:
///
/// ```json
/// {"sourceLanguage": "en", "version": "1.0",
///  "strings": {"Share": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Teilen"}}}},
///              "%lld Items": {"localizations": {"de": {"variations": {"plural": {
///                  "one": {"stringUnit": {"value": "%lld Objekt"}}, "other": {"stringUnit": {"value": "%lld Objekte"}}}}}}}}}
/// ```
///
/// A key's translation in a locale is its `stringUnit.value`; a plural or device variation
/// takes its `other` case (the one every language has), nested variations in turn. A key
/// without a localization for a locale is untranslated there (shown as the key), and so is the
/// source language's when its value is absent. A device variation without `other` counts as
/// untranslated too (it names no generic device); a plural variation without `other` is an
/// error, since every language's plural rules have it. Other fields (`comment`, `state`,
/// `extractionState`, `substitutions`, …) are not needed to show a string and are ignored.
///
/// The JSON is composed as documents are (`DocumentSyntax`; JSON is YAML), so every problem is
/// reported at its line and column.
enum StringCatalog {
    static func read(_ data: Data, file: String) throws(StringTableError) -> StringTables {
        if let invalid = InvalidUTF8.firstInvalidByte(in: data) {
            throw StringTableError(
                file: file, line: invalid.line, column: invalid.column, problem: "the catalog is not valid UTF-8 text")
        }
        do {
            if let top = try DocumentComposer().compose(String(decoding: data, as: UTF8.self)) { return try read(top) }
        } catch {
            // The path in the catalog (strings.Share.localizations.de) says which entry it is.
            let path = error.place.path == .document ? "" : "\(error.place.path): "
            throw StringTableError(file: file, line: error.place.line, column: error.place.column, problem: path + error.problem)
        }
        throw StringTableError(file: file, problem: "the catalog is empty; expected a JSON object with sourceLanguage and strings")
    }

    private static func read(_ top: DocumentValue) throws(DocumentError) -> StringTables {
        let fields = try entries(of: top, expected: "a JSON object with sourceLanguage and strings")
        guard let source = fields.first(where: { $0.key == "sourceLanguage" })?.value else {
            throw top.error("the catalog has no sourceLanguage")
        }
        let sourceLanguage = try source.text()
        if let problem = DocumentLocale.problem(with: sourceLanguage) { throw source.error(problem) }
        var tables = StringTables(sourceLanguage: sourceLanguage)
        guard let strings = fields.first(where: { $0.key == "strings" })?.value else { return tables }
        for (key, entry) in try entries(of: strings, expected: "an object from string key to its localizations") {
            let entryFields = try entries(of: entry, expected: "an object with the key's localizations")
            guard let localizations = entryFields.first(where: { $0.key == "localizations" })?.value else { continue }
            for (locale, localization) in try entries(of: localizations, expected: "an object from locale to localization") {
                if let problem = DocumentLocale.problem(with: locale) { throw localization.error(problem) }
                if let value = try value(of: localization) { tables.tables[locale, default: [:]][key] = value }
            }
        }
        return tables
    }

    /// A localization's value: its string unit's, else its plural or device variation's
    /// `other` case; `nil` when it has neither.
    private static func value(of localization: DocumentValue) throws(DocumentError) -> String? {
        let fields = try entries(of: localization, expected: "an object with a stringUnit or variations")
        if let unit = fields.first(where: { $0.key == "stringUnit" })?.value {
            let unitFields = try entries(of: unit, expected: "an object with a value")
            return try unitFields.first(where: { $0.key == "value" })?.value.text()
        }
        guard let variations = fields.first(where: { $0.key == "variations" })?.value else { return nil }
        for (kind, cases) in try entries(of: variations, expected: "an object with plural or device variations") {
            guard kind == "plural" || kind == "device" else { continue }
            let caseFields = try entries(of: cases, expected: "an object from \(kind) case to localization")
            guard let other = caseFields.first(where: { $0.key == "other" })?.value else {
                if kind == "device" { return nil }
                throw cases.error("the plural variation has no 'other' case, which every language's plural rules have")
            }
            return try value(of: other)
        }
        return nil
    }

    /// The entries of a JSON object, in order, each value with its path.
    private static func entries(
        of value: DocumentValue, expected: String
    ) throws(DocumentError) -> [(key: String, value: DocumentValue)] {
        guard let pairs = value.pairs else { throw value.mismatch(expected: expected) }
        var result: [(key: String, value: DocumentValue)] = []
        for (keyValue, entry) in pairs {
            let key = try keyValue.text()
            result.append((key, entry.at(value.path.appending(key))))
        }
        return result
    }
}
