import DynamicButtons
import StackAudit
import Testing

/// WCAG 2 relative luminance and contrast against published example pairs.
struct WCAGContrastTests {
    static func ratio(_ a: String, _ b: String) -> Double {
        ButtonColor(hex: a)!.contrastRatio(with: ButtonColor(hex: b)!)
    }

    @Test("black on white is 21:1; a colour with itself is 1:1")
    func extremes() {
        // (1 + 0.05) / (0 + 0.05) = 21.
        #expect(abs(Self.ratio("#000000", "#FFFFFF") - 21) < 1e-12)
        #expect(abs(Self.ratio("#FFFFFF", "#000000") - 21) < 1e-12)
        #expect(Self.ratio("#0A63D1", "#0A63D1") == 1)
    }

    @Test("#777777 on white is 4.48:1 and fails AA; #767676 is 4.54:1 and passes")
    func greyOnWhite() {
        // #77 = 119/255 = 0.466 67 → ((0.466 67 + 0.055) / 1.055)^2.4 = 0.494 47^2.4 = 0.184 47;
        // grey, so L = 0.184 47 and the ratio is 1.05 / 0.234 47 = 4.478.
        let failing = Self.ratio("#777777", "#FFFFFF")
        #expect(abs(failing - 4.478) < 0.001)
        #expect(failing < WCAGContrast.textMinimum)
        // #76 = 118/255 = 0.462 75 → 0.490 76^2.4 = 0.181 16 → 1.05 / 0.231 16 = 4.542.
        let passing = Self.ratio("#767676", "#FFFFFF")
        #expect(abs(passing - 4.542) < 0.001)
        #expect(passing >= WCAGContrast.textMinimum)
    }

    @Test("the low-value branch divides by 12.92; components are weighted 0.2126, 0.7152, 0.0722")
    func luminance() {
        // #0A0000: 10/255 = 0.039 22 ≤ 0.039 28 → 0.039 22 / 12.92 = 0.003 035, × 0.2126.
        #expect(abs(ButtonColor(hex: "#0A0000")!.relativeLuminance - 0.2126 * (10.0 / 255) / 12.92) < 1e-12)
        #expect(abs(ButtonColor(hex: "#00FF00")!.relativeLuminance - 0.7152) < 1e-12)
        #expect(abs(ButtonColor(hex: "#0000ff")!.relativeLuminance - 0.0722) < 1e-12)
        // Pure red on white: (1.05) / (0.2126 + 0.05) = 3.998.
        #expect(abs(Self.ratio("#FF0000", "#FFFFFF") - 1.05 / 0.2626) < 1e-12)
        #expect(ButtonColor(hex: "red") == nil && ButtonColor(hex: "#12345") == nil)
    }
}
