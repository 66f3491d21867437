import PangoText
import StackDocument

/// Warnings for font families a document names that the font configuration lacks.
///
/// Such text is still measured and drawn, with fontconfig's fallback (as a browser falls back
/// from a missing web font), so the document stays usable on a machine without its fonts; but
/// its frames are then those of another font, which an author should know about.
enum FontFamilyWarnings {
    /// Prints one line per missing family on standard error, at its first use:
    /// `doc.yaml:3:11: warning: root.text.font: font family "Inter" is not installed; text
    /// falls back to "DejaVu Sans"`.
    static func report(for document: StackDocument, named name: String, fonts: FontConfiguration) {
        var seen: Set<String> = []
        // fontconfig compares family names ignoring case and spaces; so does "once per family".
        for use in document.sourceMap.fontFamilies where seen.insert(use.family.lowercased().filter { $0 != " " }).inserted {
            guard !fonts.containsFamily(use.family) else { continue }
            let fallback = fonts.matchedFamily(for: use.family).map { "falls back to \"\($0)\"" } ?? "has no font at all"
            let configuration = fonts.path.map { " in \($0)" } ?? ""
            EntryPoint.printError(
                use.place.message("warning", in: name, "font family \"\(use.family)\" is not installed\(configuration); text \(fallback)"))
        }
    }
}
