import ArgumentParser
import Foundation
import StackDocument

/// The comma-separated lists `stacks render` and `stacks audit` take: widths, text sizes and
/// locales.
enum CombinationLists {
    /// `--width 320,375`: widths to lay out in (``CombinationValue/width(_:)``).
    static func widths(_ text: String?) throws -> [Double]? {
        try items(text, option: "--width", example: "320,375", CombinationValue.width)
    }

    /// The items of the list `text` given to `option`, each read by `parse`, in order and each
    /// once (`--width 320,375 --width 375` would draw and audit a combination twice); `nil` when
    /// the option is not given.
    private static func items<Value: Hashable>(
        _ text: String?, option: String, example: String, _ parse: (String) throws(CombinationValue.Problem) -> Value
    ) throws(ValidationError) -> [Value]? {
        guard let text else { return nil }
        try requireItems(text, option: option, example: example)
        var values: [Value] = []
        for item in text.split(separator: ",") {
            do {
                let value = try parse(item.trimmingCharacters(in: .whitespaces))
                if !values.contains(value) { values.append(value) }
            } catch {
                throw ValidationError("\(option): \(error)")
            }
        }
        return values
    }

    /// `--content-size large,accessibilityXXXLarge` (``TextSizeCategory/named(_:)``).
    static func contentSizes(_ text: String?) throws -> [TextSizeCategory]? {
        try items(text, option: "--content-size", example: "large,accessibilityLarge", TextSizeCategory.named)
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
