import DynamicButtons
import Foundation
import Testing

/// The design system's appearance: colours written and read as hex, one look per kind and
/// state, and WCAG 2.1 AA (4.5:1 for text) for every enabled look, pressed or not. The contrast
/// is worked here from WCAG's own definition, not by the library.
@Suite("Button appearance")
struct ButtonAppearanceTests {
    /// WCAG 2.1 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
    static func contrast(_ a: ButtonColor, _ b: ButtonColor) -> Double {
        func luminance(_ color: ButtonColor) -> Double {
            func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test("hex colours read and write back; anything else is no colour")
    func hex() throws {
        let blue = try #require(ButtonColor(hex: "#0a63d1"))
        #expect(blue == ButtonColor(red: 10 / 255, green: 99 / 255, blue: 209 / 255))
        #expect(blue.hex == "#0A63D1")
        let veiled = try #require(ButtonColor(hex: "#FFFFFF80"))
        #expect(veiled.alpha == 128 / 255 && veiled.hex == "#FFFFFF80")
        for text in ["", "#", "0A63D1", "#0A63D", "#0A63D1F", "#GG63D1", "#0A63D1FF00", " #0A63D1", "#+ABCDE", "#-ABCDE"] {
            #expect(ButtonColor(hex: text) == nil, "\(text)")
        }
        #expect(ButtonColor(red: 1, green: 1, blue: 1, alpha: 0.9999).hex == "#FFFFFF")
        // Components are clamped, NaN is 0.
        #expect(ButtonColor(red: 2, green: -1, blue: .nan, alpha: 0.5).hex == "#FF000080")
    }

    /// Pressed or not, and also the unpressed title on the pressed fill: SwiftUI tells only a
    /// button's own style that it is pressed, so the title drawn beside it keeps its colour.
    @Test("every enabled look of the standard appearance passes WCAG AA, pressed or not", arguments: ButtonKind.allCases)
    func contrastOfEnabledLooks(kind: ButtonKind) {
        let appearance = ButtonAppearance.standard
        let normal = appearance.look(kind: kind, state: .enabled)
        let pressed = appearance.look(kind: kind, state: .enabled, isPressed: true)
        for (content, fill) in [(normal.content, normal.fill), (pressed.content, pressed.fill), (normal.content, pressed.fill)] {
            let behind = fill ?? appearance.background
            #expect(Self.contrast(content, behind) >= 4.5, "\(kind): \(content) on \(behind)")
        }
    }

    /// Dark mode and increased contrast: WCAG AA (4.5:1) in dark mode, AAA (7:1) with
    /// increased contrast, light or dark; each enabled look, pressed or not, and the unpressed
    /// title on the pressed fill.
    @Test("every enabled look of the dark and increased-contrast appearances passes its level", arguments: [
        (ButtonColorScheme.dark, ButtonContrast.standard, 4.5), (.light, .increased, 7.0), (.dark, .increased, 7.0),
    ])
    func contrastOfAdaptiveLooks(scheme: ButtonColorScheme, contrast: ButtonContrast, level: Double) {
        let appearance = AdaptiveButtonAppearance.standard.resolved(for: scheme, contrast: contrast)
        for kind in ButtonKind.allCases {
            let normal = appearance.look(kind: kind, state: .enabled)
            let pressed = appearance.look(kind: kind, state: .enabled, isPressed: true)
            for (content, fill) in [(normal.content, normal.fill), (pressed.content, pressed.fill), (normal.content, pressed.fill)] {
                let behind = fill ?? appearance.background
                #expect(Self.contrast(content, behind) >= level, "\(scheme) \(contrast) \(kind): \(content) on \(behind)")
            }
        }
    }

    /// Why dark mode needs its own tertiary colour: the light one, #0A63D1, on black is
    /// (0.1359 + 0.05) / 0.05 ≈ 3.72:1, under AA.
    @Test("the light tertiary title fails AA on black")
    func lightTertiaryOnBlack() throws {
        let black = try #require(ButtonColor(hex: "#000000"))
        #expect(abs(Self.contrast(ButtonAppearance.standard.tertiary, black) - 3.718) < 0.001)
        #expect(ButtonAppearance.standardDark.background == black)
    }

    @Test("an adaptive appearance resolves per scheme and contrast")
    func adaptive() throws {
        let standard = AdaptiveButtonAppearance.standard
        #expect(standard.resolved(for: .light, contrast: .standard) == .standard)
        #expect(standard.resolved(for: .dark, contrast: .standard) == .standardDark)
        #expect(standard.resolved(for: .light, contrast: .increased) == .standardIncreasedContrast)
        #expect(standard.resolved(for: .dark, contrast: .increased) == .standardDarkIncreasedContrast)
        var brand = ButtonAppearance.standard
        brand.primary = try #require(ButtonColor(hex: "#1B5E20"))
        let twoModes = AdaptiveButtonAppearance(light: brand, dark: .standardDark)
        #expect(twoModes.resolved(for: .light, contrast: .increased) == brand)
        #expect(twoModes.resolved(for: .dark, contrast: .increased) == .standardDark)
        for scheme in ButtonColorScheme.allCases {
            for contrast in ButtonContrast.allCases {
                #expect(AdaptiveButtonAppearance(brand).resolved(for: scheme, contrast: contrast) == brand)
            }
        }
    }

    @Test("the looks of the design system's table")
    func looks() {
        let standard = ButtonAppearance.standard
        let hex = { (look: ButtonLook) in [look.fill?.hex ?? "none", look.content.hex] }
        #expect(hex(standard.look(kind: .default, state: .enabled)) == ["#E5E5EA", "#0059C1"])
        #expect(hex(standard.look(kind: .iconOnly, state: .enabled, isPressed: true)) == ["#D8D8DC", "#004FAD"])
        #expect(hex(standard.look(kind: .primary, state: .enabled)) == ["#0A63D1", "#FFFFFF"])
        #expect(hex(standard.look(kind: .primary, state: .enabled, isPressed: true)) == ["#0850A8", "#FFFFFF"])
        #expect(hex(standard.look(kind: .tertiary, state: .enabled)) == ["none", "#0A63D1"])
        #expect(hex(standard.look(kind: .tertiary, state: .enabled, isPressed: true)) == ["none", "#0850A8"])
        // Disabled and loading: dimmed, never pressed (they do not respond).
        for state in [ButtonState.disabled, .loading] {
            #expect(hex(standard.look(kind: .primary, state: state, isPressed: true)) == ["#F2F2F7", "#8E8E93"])
            #expect(hex(standard.look(kind: .tertiary, state: state)) == ["none", "#8E8E93"])
        }
        #expect(standard.look(kind: .default, state: .enabled).cornerRadius == 8)
    }

    @Test("an app's appearance is drawn as given: colours by theme name, and the radius")
    func ownAppearance() throws {
        var brand = ButtonAppearance.standard
        let green = try #require(ButtonColor(hex: "#1B5E20"))
        brand[colorNamed: "primary"] = green
        brand.cornerRadius = 22
        #expect(brand.look(kind: .primary, state: .enabled).fill?.hex == "#1B5E20")
        #expect(brand.look(kind: .primary, state: .enabled).cornerRadius == 22)
        #expect(brand[colorNamed: "sideways"] == nil)
        // Every name reads the colour it writes.
        for (index, name) in ButtonAppearance.colorNames.enumerated() {
            var appearance = ButtonAppearance.standard
            let marker = ButtonColor(red: Double(index) / 20, green: 0.5, blue: 0.25)
            appearance[colorNamed: name] = marker
            #expect(appearance[colorNamed: name] == marker, "\(name)")
            #expect(ButtonAppearance.colorNames.filter { appearance[colorNamed: $0] == marker } == [name], "\(name)")
        }
    }
}
