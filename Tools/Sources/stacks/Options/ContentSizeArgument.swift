import ArgumentParser
import StackLayout

/// A content size category given on the command line, by its document name (`large`,
/// `accessibilityXXXLarge`, …). A wrapper rather than a conformance of the engine's type, so
/// the engine does not gain a retroactive ArgumentParser conformance.
struct ContentSizeArgument: ExpressibleByArgument {
    var category: TextSizeCategory

    init?(argument: String) {
        guard let category = TextSizeCategory(name: argument) else { return nil }
        self.category = category
    }

    static var allValueStrings: [String] { TextSizeCategory.allCases.map(\.rawValue) }
}
