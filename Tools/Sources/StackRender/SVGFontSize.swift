import Foundation

/// A `font-size` (or `font` shorthand) an SVG image declares, and the largest size in CSS
/// pixels it can give a text: librsvg lays text out with Pango, whose sizes are 32-bit integers
/// of 1/1024 px, and a text past about 2 million px overflows them and aborts the process.
///
/// The size is worked out as librsvg does (12 px by default, `em` and `%` of the parent's, 96
/// px an inch); a value it might read differently (a unit it may not know, a number among
/// other words) counts at its largest, so the bound is never below what librsvg computes.
struct SVGFontSize: Equatable {
    /// The value as written.
    var value: String
    /// Whether it is the `font` shorthand, whose size is one of several words.
    var isShorthand: Bool

    /// librsvg's initial size, `medium`.
    static let initial = 12.0

    /// The largest size the value can give an element whose parent's size is `parent`, and
    /// whether the value surely applies: `false` when librsvg may ignore it (a value it cannot
    /// read), so that the element may inherit `parent` instead.
    func largestSize(parent: Double) -> (size: Double, surelyApplies: Bool) {
        let words = value.lowercased().split(whereSeparator: { " \t\n\r/,".contains($0) }).map(String.init)
        if !isShorthand, words.count == 1, let size = Self.size(of: words[0], parent: parent) {
            return (size, true)
        }
        // Every word that reads as a size, and the numbers of those that do not at the largest
        // unit: this is at least whatever size librsvg finds among them.
        var largest = 0.0
        for word in words {
            if let size = Self.size(of: word, parent: parent) {
                largest = max(largest, size)
            } else if let number = CSSNumber.leading(word) {
                largest = max(largest, abs(number.value) * max(96, parent))
            }
        }
        return (largest, false)
    }

    /// The size `word` gives, or `nil` when it is not a size librsvg reads exactly so.
    private static func size(of word: String, parent: Double) -> Double? {
        switch word {
        case "xx-small": return initial / 1.2 / 1.2 / 1.2
        case "x-small": return initial / 1.2 / 1.2
        case "small": return initial / 1.2
        case "medium", "initial": return initial
        case "large": return initial * 1.2
        case "x-large": return initial * 1.2 * 1.2
        case "xx-large": return initial * 1.2 * 1.2 * 1.2
        case "larger": return parent * 1.2
        case "smaller": return parent / 1.2
        case "inherit", "unset": return parent
        default: break
        }
        guard let number = CSSNumber.leading(word), number.value >= 0 else { return nil }
        let unit = word[number.end...]
        let factor: Double
        switch unit {
        case "", "px": factor = 1
        case "in": factor = 96
        case "cm": factor = 96 / 2.54
        case "mm": factor = 96 / 25.4
        case "pt": factor = 96 / 72
        case "pc": factor = 96 / 6
        case "em": factor = parent
        case "ex": factor = parent / 2
        case "%": factor = parent / 100
        default: return nil
        }
        return number.value * factor
    }
}
