import Foundation
import StackDocument

/// An app's translations by table: each String Catalog (`Localizable.xcstrings`) and `.strings`
/// file (`de.lproj/Localizable.strings`) is the table named by its file name, as
/// `String(localized:table:)` and `NSLocalizedString(_:tableName:…)` look keys up.
public struct AppStringTables: Sendable {
    /// The tables by name (`Localizable`).
    public var tables: [String: StringTables] = [:]

    /// No tables.
    public init() {}

    /// Whether `path` names a file of translations: a String Catalog, or a `.strings` file in an
    /// `xx.lproj` folder.
    public static func isTableFile(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        switch url.pathExtension.lowercased() {
        case "xcstrings": return true
        case "strings": return url.deletingLastPathComponent().pathExtension.lowercased() == "lproj"
        default: return false
        }
    }

    /// Reads `file` into the table its name names, over what that table has.
    public mutating func read(_ file: StringTableFile) throws(StringTableError) {
        let name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
        tables[name] = (tables[name] ?? StringTables()).merging(try file.read())
    }

    /// Every locale any table translates, sorted.
    public var locales: [String] {
        Set(tables.values.flatMap(\.locales)).sorted()
    }

    /// The source language the catalogs name (the first, by table name), if any.
    public var sourceLanguage: String? {
        tables.keys.sorted().lazy.compactMap { self.tables[$0]?.sourceLanguage }.first
    }

    /// `title`'s translation in `locale`, or `nil` when its table has none (or it is plain
    /// text, which is not looked up).
    public func translation(of title: SourceTitle, in locale: String) -> String? {
        guard let key = title.key else { return nil }
        return tables[title.table]?.table(for: locale)?[key]
    }
}
