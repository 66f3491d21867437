import DynamicButtons
import Foundation
import Testing

/// WCAG 2 relative luminance and contrast ratio, computed by the library without `pow`, against
/// values worked out independently: Python's floating point with the formula as WCAG writes it,
///
///     lin = lambda c: c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
///     L = lambda r, g, b: 0.2126 * lin(r / 255) + 0.7152 * lin(g / 255) + 0.0722 * lin(b / 255)
///     ratio = lambda la, lb: (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
///
/// and Foundation's (libm's) `pow`.
@Suite("Button colour contrast")
struct ButtonColorContrastTests {
    static func color(_ hex: String) -> ButtonColor { ButtonColor(hex: hex)! }

    /// Channel values and their linear light, lin(c).
    static let channels: [(component: Double, expected: Double)] = [
        // lin(10 / 255): 0.039 22 ≤ 0.039 28, so 0.039 22 / 12.92.
        (10.0 / 255, 0.003035269835488375),
        // lin(0.03928): the last value divided by 12.92.
        (0.03928, 0.003040247678018576),
        // lin(0.04) = (0.095 / 1.055) ** 2.4, the first branch's neighbour above.
        (0.04, 0.0030954995810608932),
        // lin(11 / 255): 0.043 14 > 0.039 28, so ((0.043 14 + 0.055) / 1.055) ** 2.4.
        (11.0 / 255, 0.003346535763899161),
        (119.0 / 255, 0.184474994500441),
        (0.5, 0.21404114048223255),
        (128.0 / 255, 0.21586050011389926),
        (229.0 / 255, 0.7835377915261935),
        (1, 1),
    ]

    /// A grey's luminance is its channels' linear light: the weights add up to 1.
    @Test("each channel value is linearised as WCAG says, on both sides of the 0.03928 threshold", arguments: channels)
    func channel(component: Double, expected: Double) {
        let grey = ButtonColor(red: component, green: component, blue: component)
        #expect(abs(grey.relativeLuminance - expected) < 1e-15, "\(component)")
    }

    @Test("the luminance of colours weighs red 0.2126, green 0.7152 and blue 0.0722")
    func luminance() {
        // L(0x0A, 0x63, 0xD1), L(0xE5, 0xE5, 0xEA), L(0x00, 0x59, 0xC1), L(0x8E, 0x8E, 0x93).
        #expect(abs(Self.color("#0A63D1").relativeLuminance - 0.13591659658898578) < 1e-15)
        #expect(abs(Self.color("#E5E5EA").relativeLuminance - 0.786371494445414) < 1e-15)
        #expect(abs(Self.color("#0059C1").relativeLuminance - 0.10995012681189434) < 1e-15)
        #expect(abs(Self.color("#8E8E93").relativeLuminance - 0.27203369141874856) < 1e-15)
        // Components that are not whole bytes: 0.2126 * lin(0.5) + 0.7152 * lin(0.25) + 0.0722 * lin(0.75).
        #expect(abs(ButtonColor(red: 0.5, green: 0.25, blue: 0.75).relativeLuminance - 0.11961778092333795) < 1e-15)
        // Pure primaries are their weights; alpha is ignored.
        #expect(Self.color("#00FF00").relativeLuminance == 0.7152)
        #expect(Self.color("#0000FF80").relativeLuminance == 0.0722)
        #expect(Self.color("#000000").relativeLuminance == 0)
    }

    /// Pairs and their ratio(L(first), L(second)).
    static let pairs: [(first: String, second: String, expected: Double)] = [
        // ratio(L(#0059C1), L(#E5E5EA)): the default button's title on its fill (the appearance's 5.23:1).
        ("#0059C1", "#E5E5EA", 5.228951743370666),
        ("#FFFFFF", "#0A63D1", 5.647693746897069),
        ("#004FAD", "#D8D8DC", 5.428573496586382),
        ("#0059C1", "#D8D8DC", 4.618812865855847),
        ("#FFFFFF", "#0850A8", 7.711459960359165),
        // Dark mode: the light tertiary on black (under AA), the dark one, a pressed default fill.
        ("#0A63D1", "#000000", 3.7183319317797157),
        ("#4DA2FF", "#000000", 7.927688270775715),
        ("#6CB0FF", "#3A3A3C", 5.021544535536979),
        // Increased contrast, light and dark: the unpressed title on the pressed fill.
        ("#00377A", "#D8D8DC", 8.085125006028756),
        ("#A6D0FF", "#3A3A3C", 7.073007933157354),
        // The darkest grey that fails AA on white, and the lightest that passes.
        ("#777777", "#FFFFFF", 4.478089453577214),
        ("#767676", "#FFFFFF", 4.542224959605253),
        // (1 + 0.05) / (0 + 0.05), in either order.
        ("#000000", "#FFFFFF", 21.0),
        ("#FFFFFF", "#000000", 21.0),
        ("#0A63D1", "#0A63D1", 1.0),
    ]

    @Test("contrast ratios of the design system's pairs and WCAG's edge cases", arguments: pairs)
    func contrast(first: String, second: String, expected: Double) {
        #expect(abs(Self.color(first).contrastRatio(with: Self.color(second)) - expected) < 1e-13, "\(first) on \(second)")
    }

    /// Over this sweep Python's replay of the method differs from `pow` by 5 units in the last
    /// place at most; 8 leaves room for another libm's rounding.
    @Test("the power without libm agrees with libm's pow to a few units in the last place, across 0…1")
    func agreesWithPow() {
        func libmLinear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        for step in 0...4096 {
            let c = Double(step) / 4096
            let grey = ButtonColor(red: c, green: c, blue: c)
            let expected = 0.2126 * libmLinear(c) + 0.7152 * libmLinear(c) + 0.0722 * libmLinear(c)
            #expect(abs(grey.relativeLuminance - expected) <= 8 * expected.ulp, "\(c)")
        }
    }
}
