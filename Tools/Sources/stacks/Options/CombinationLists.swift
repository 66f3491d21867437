import ArgumentParser
import Foundation
import StackDocument

/// The comma-separated lists `stacks render` and `stacks audit` take: widths, text sizes and
/// locales.
enum CombinationLists {
    /// `--width 320,375`: widths in points greater than 0 and at most ``LayoutTree/maximumLength``.
    static func widths(_ text: String?) throws -> [Double]? {
        guard let text else { return nil }
        try requireItems(text, option: "--width", example: "320,375")
        return uniqued(try text.split(separator: ",").map { item in
            guard let value = Double(item.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 else {
                throw ValidationError("--width takes widths in points greater than 0, comma-separated; got \"\(item)\"")
            }
            try NumberOptionRange.check(value, named: "--width")
            return value
        })
    }

    /// `values` in order, each once: a value given twice (`--width 320,375 --width 375`) would
    /// draw and audit the same combination twice.
    private static func uniqued<Value: Hashable>(_ values: [Value]) -> [Value] {
        var seen = Set<Value>()
        return values.filter { seen.insert($0).inserted }
    }

    /// `--content-size large,accessibilityXXXLarge`.
    static func contentSizes(_ text: String?) throws -> [TextSizeCategory]? {
        guard let text else { return nil }
        try requireItems(text, option: "--content-size", example: "large,accessibilityLarge")
        return uniqued(try text.split(separator: ",").map { item in
            guard let category = TextSizeCategory(name: item.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("--content-size: unknown size \"\(item)\"; expected one of \(TextSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return category
        })
    }

    /// `--locale en,de,ar`; one `nil` (the document's own strings) when absent. `all` is every
    /// locale of `tables` and the source language (``StringTables/allLocales``); it may stand
    /// with others (`all,pseudo`), each locale listed once.
    ///
    /// - Throws: a usage failure for a name that is not a locale (``DocumentLocale/problem(with:)``).
    static func locales(_ text: String?, tables: StringTables = StringTables()) throws(CommandFailure) -> [DocumentLocale?] {
        guard let text else { return [nil] }
        do {
            try requireItems(text, option: "--locale", example: "en,de,ar")
        } catch {
            throw CommandFailure(status: .usage, message: "error: \(error)")
        }
        var seen = Set<String>()
        var locales: [DocumentLocale?] = []
        for item in text.split(separator: ",").map({ String($0).trimmingCharacters(in: .whitespaces) }) {
            for identifier in item == "all" ? tables.allLocales : [item] where seen.insert(identifier).inserted {
                if let problem = DocumentLocale.problem(with: identifier) {
                    throw CommandFailure(status: .usage, message: "error: \(problem)")
                }
                locales.append(DocumentLocale(identifier))
            }
        }
        return locales
    }

    /// Refuses a list with nothing in it (`--locale ,`, `--width ""`): a run that checks or draws
    /// nothing would pass without a word. An empty entry among others (`--width 320,,375`) is
    /// refused too: it is a value left out by mistake more often than not.
    private static func requireItems(_ text: String, option: String, example: String) throws(ValidationError) {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard items.contains(where: { !$0.isEmpty }) else {
            throw ValidationError("\(option) lists nothing; give one or more, comma-separated (\(option) \(example))")
        }
        guard !items.contains(where: \.isEmpty) else {
            throw ValidationError("\(option) has an empty entry; give a value between every two commas (\(option) \(example))")
        }
    }
}
