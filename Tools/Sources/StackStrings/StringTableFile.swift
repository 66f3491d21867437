import FileAccess
import Foundation

/// A file of translations to read: a String Catalog (`.xcstrings`), which names its own
/// locales, or a `.strings` file, whose locale is given (`de=Localizable.strings`) or taken from
/// the `xx.lproj` folder it is in (`de.lproj/Localizable.strings` is German).
public struct StringTableFile: Hashable, Sendable {
    /// The path as written.
    public var path: String
    /// The locale given before `=`, if any.
    public var locale: String?

    /// Creates a file reference.
    public init(path: String, locale: String? = nil) {
        self.path = path
        self.locale = locale
    }

    /// Reads `LOCALE=PATH` or `PATH`. The part before the first `=` is a locale only when it
    /// looks like one (letters, then `_` or `-` and letters or digits: `de`, `pt_BR`,
    /// `zh-Hans`), so a path with `=` in it still reads as a path.
    public init(argument: String) {
        if let equals = argument.firstIndex(of: "="), Self.looksLikeLocale(argument[..<equals]) {
            self.init(path: String(argument[argument.index(after: equals)...]), locale: String(argument[..<equals]))
        } else {
            self.init(path: argument)
        }
    }

    private static func looksLikeLocale(_ text: Substring) -> Bool {
        let parts = text.split(separator: "_", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "-", omittingEmptySubsequences: false)
        }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The locale of a `.strings` file at `path` from its nearest `xx.lproj` folder.
    static func lprojLocale(of path: String) -> String? {
        for component in URL(fileURLWithPath: path).pathComponents.dropLast().reversed() where component.hasSuffix(".lproj") {
            return String(component.dropLast(".lproj".count))
        }
        return nil
    }

    /// Reads the file, `path` taken relative to `folder` when it is relative (the current
    /// folder when `folder` is `nil`). Errors name the file as written.
    public func read(relativeTo folder: String? = nil) throws(StringTableError) -> StringTables {
        let resolved = path.hasPrefix("/") || folder == nil ? path : URL(fileURLWithPath: folder!).appendingPathComponent(path).path
        let fileExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard fileExtension == "xcstrings" || fileExtension == "strings" else {
            throw StringTableError(
                file: path, problem: "expected a String Catalog (.xcstrings) or a strings file (.strings); found a .\(fileExtension) file")
        }
        let data: Data
        do {
            data = try InputFile.readNamedFile(resolved, limit: InputFile.stringTableLimit)
        } catch {
            throw StringTableError(file: path, problem: "cannot read it: \(error)")
        }
        if fileExtension == "xcstrings" {
            if let locale {
                throw StringTableError(
                    file: path, problem: "a String Catalog names its own locales; drop '\(locale)=' before it")
            }
            return try StringCatalog.read(data, file: path)
        }
        guard let locale = locale ?? Self.lprojLocale(of: resolved), locale != "Base" else {
            throw StringTableError(
                file: path,
                problem: "cannot tell which locale it translates to: put it in an xx.lproj folder (de.lproj/…) or name the locale, de=\(path)")
        }
        if let problem = DocumentLocale.problem(with: locale) { throw StringTableError(file: path, problem: problem) }
        return StringTables([locale: try StringsFile.read(data, file: path)])
    }
}
