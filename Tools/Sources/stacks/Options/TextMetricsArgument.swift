import ArgumentParser
import PangoText
import StackDocument

/// How `stacks` measures text: with real fonts through Pango (the default), or with the
/// engine's fixed metrics (every character 0.5 em wide, every line 1 em tall), which are exact
/// and need no fonts.
enum TextMetricsArgument: String, ExpressibleByArgument, CaseIterable {
    case pango
    case fixed
}

/// The measurer a command lays out with.
enum CommandMeasurer {
    /// A measurer for `metrics`, using the fontconfig file `fonts` when given (else the
    /// system's fonts) and shaping text in `language`, wrapped in a cache so repeated layouts
    /// measure each text once. With real fonts, warns on standard error about families
    /// `document` names that are not installed. The system's fonts are loaded only when a text
    /// is measured (``DeferredTextMeasurer``); a `--fonts` file is read at once, so that a
    /// mistake in it is reported before anything else.
    static func make(
        _ metrics: TextMetricsArgument, fonts: String?, language: String = "en", for document: StackDocument, named name: String
    ) throws(CommandFailure) -> any TextMeasuring {
        switch metrics {
        case .fixed:
            if fonts != nil { _ = try configuration(fonts) }
            return FixedMetricsTextMeasurer()
        case .pango where fonts == nil && document.sourceMap.fontFamilies.isEmpty:
            return DeferredTextMeasurer { CachedTextMeasurer(PangoTextMeasurer(fonts: .system, language: language)) }
        case .pango:
            let configuration = try configuration(fonts)
            FontFamilyWarnings.report(for: document, named: name, fonts: configuration)
            return CachedTextMeasurer(PangoTextMeasurer(fonts: configuration, language: language))
        }
    }

    /// The font configuration named by `--fonts`, or the system's.
    static func configuration(_ path: String?) throws(CommandFailure) -> FontConfiguration {
        guard let path else { return .system }
        do {
            return try FontConfiguration(contentsOf: path)
        } catch {
            throw CommandFailure(status: .runFailed, message: "error: \(error)")
        }
    }
}
