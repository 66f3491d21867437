import DynamicButtons
import StackLayout
import Testing

/// What the DynamicButtons tutorial (Sources/DynamicButtons/DynamicButtons.docc) says, worked
/// by hand with fixed metrics (a character is half an em wide; body is 17 pt at `large`,
/// 33 pt at `accessibilityLarge`; insets 12 + 12, spacing 8).
@Suite("The button stack tutorial's claims")
struct ButtonTutorialClaimsTests {
    let stack = ButtonStack(items: [
        ButtonItem(id: "share", title: "Share", iconName: "share", kind: .primary),
        ButtonItem(id: "save", title: "Save", iconName: "bookmark"),
        ButtonItem(id: "open", title: "Open in Safari", iconName: "safari"),
    ])

    /// At 600 pt each button gets (600 − 2 × 8) / 3 ≈ 194.67 pt; the longest, "Open in Safari",
    /// needs 12 + 24 (icon) + 8 (gap) + 14 × 8.5 + 12 = 175 pt beside its icon: a row fits.
    @Test func aWideStackIsARow() {
        let environment = LayoutEnvironment(direction: .leftToRight, contentSizeCategory: .large, scale: 2)
        let measurement = stack.measure(width: 600, environment: environment, measurer: FixedMetricsTextMeasurer())
        #expect(measurement.arrangement == .rowBeside)
        #expect(measurement.size.width == 600)
    }

    /// At 240 pt and `accessibilityLarge` a row share is (240 − 16) / 3 ≈ 74.67 pt, less than
    /// "Share" alone (5 × 16.5 = 82.5 pt); in a column "Open in Safari" needs 14 × 16.5 = 231 pt
    /// beside a grown icon, more than 240 − 24; only icons above wrapping titles fit.
    @Test func aNarrowStackAtAnAccessibilitySizeIsAColumnAbove() {
        let environment = LayoutEnvironment(direction: .leftToRight, contentSizeCategory: .accessibilityLarge, scale: 2)
        let measurement = stack.measure(width: 240, environment: environment, measurer: FixedMetricsTextMeasurer())
        #expect(measurement.arrangement == .columnAbove)
    }
}
