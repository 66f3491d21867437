import Foundation

/// What an SVG element's presentation attributes, `style` attribute or a CSS rule say that
/// the image's limits depend on: the font sizes it sets, the elements it draws inside itself
/// (`url(#id)` of a mask, clip path, filter, marker or pattern), and whether it is drawn through
/// a layer of its own (a mask, a filter, group opacity, a blend mode), which librsvg draws on a
/// surface as large as the image.
struct SVGStyleFacts {
    var fontSizes: [SVGFontSize] = []
    /// The font sizes declared `!important` (in a style sheet they win over a `style` attribute).
    var importantFontSizes: [SVGFontSize] = []
    /// The ids `url(#id)` names.
    var references: [String] = []
    /// The `stroke-dasharray` values.
    var dashArrays: [String] = []
    var makesLayer = false

    /// Adds what `name: value` says (`name` lowercased).
    mutating func add(_ name: String, _ value: String, isImportant: Bool = false) {
        switch name {
        case "font-size", "font":
            let size = SVGFontSize(value: value, isShorthand: name == "font")
            if isImportant { importantFontSizes.append(size) } else { fontSizes.append(size) }
        case "mask", "filter":
            references += Self.referencedIDs(value)
            if value.trimmingSpaces.lowercased() != "none", !value.trimmingSpaces.isEmpty { makesLayer = true }
        case "clip-path", "marker", "marker-start", "marker-mid", "marker-end", "fill", "stroke":
            references += Self.referencedIDs(value)
        case "opacity":
            // A value it cannot read counts as a layer; so does anything below 1 (or 100 %).
            let text = value.trimmingSpaces
            if text.hasSuffix("%") {
                if !(Double(text.dropLast()).map { $0 >= 100 } ?? false) { makesLayer = true }
            } else if !(Double(text).map { $0 >= 1 } ?? false) {
                makesLayer = true
            }
        case "stroke-dasharray":
            dashArrays.append(value)
        case "mix-blend-mode":
            if value.trimmingSpaces.lowercased() != "normal" { makesLayer = true }
        case "isolation":
            if value.trimmingSpaces.lowercased() == "isolate" { makesLayer = true }
        default:
            break
        }
    }

    /// Adds what `other` says.
    mutating func merge(_ other: SVGStyleFacts) {
        fontSizes += other.fontSizes
        importantFontSizes += other.importantFontSizes
        references += other.references
        dashArrays += other.dashArrays
        makesLayer = makesLayer || other.makesLayer
    }

    /// The ids of the `url(#id)` in `value`.
    static func referencedIDs(_ value: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(value)
        while let start = rest.range(of: "url(", options: .caseInsensitive) {
            rest = rest[start.upperBound...]
            let end = rest.firstIndex(of: ")") ?? rest.endIndex
            let target = rest[..<end].trimmingSpaces.trimmingCharacters(in: ["\"", "'"])
            if let hash = target.firstIndex(of: "#") { ids.append(String(target[target.index(after: hash)...])) }
            rest = rest[end...]
        }
        return ids
    }
}
