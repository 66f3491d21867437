import DynamicButtons
import StackLayout
import StackRender
import Testing

/// The renderer draws buttons as the library's `ButtonAppearance` says: colours by kind and
/// state, and its corner radius.
@Suite("Theme buttons")
struct RenderThemeButtonTests {
    @Test("every kind and state is drawn in the appearance's look, with its corner radius")
    func looks() {
        for theme in [RenderTheme.standard, RenderTheme(buttons: Self.brand)] {
            for kind in ButtonKind.allCases {
                for state in [ButtonState.enabled, .disabled, .loading] {
                    let look = theme.buttons.look(kind: kind, state: state)
                    let button = theme.button(kind: kind, state: state)
                    #expect(button.cornerRadius == theme.buttons.cornerRadius, "\(kind), \(state)")
                    #expect(button.fill == look.fill && button.textColor == look.content && button.iconColor == look.content)
                    #expect(button.stroke == nil && button.isTouchTarget)
                }
            }
        }
        #expect(RenderTheme.standard.buttons == .standard && RenderTheme.standard.button().cornerRadius == 8)
        #expect(RenderTheme(buttons: Self.brand).button(kind: .primary).cornerRadius == 22)
    }

    /// A button's top-left corner at 3 px a point. Along the diagonal, a corner of radius r
    /// leaves uncovered the points within r(1 − 1/√2) of the corner: 2.34 pt for 8 pt, 2.93 pt
    /// for 10 pt. Pixel 8 (2.50…2.83 pt) lies wholly inside the 8 pt curve (its far corner is
    /// √2 · (8 − 2.5) = 7.78 pt from the arc's centre, under 8) and wholly outside a 10 pt one
    /// (√2 · (10 − 2.83) = 10.14 > 10); pixel 6 (2.00…2.33 pt) is wholly outside the 8 pt curve
    /// (√2 · (8 − 2.33) = 8.01 > 8). Only a radius from 7.97 to 8.54 pt draws both so.
    @Test("a button's corners are drawn with the appearance's radius")
    func cornerPixels() throws {
        let renderer = RenderFixture.renderer()
        let item = ButtonItem(id: "ok", title: "Done", iconSize: ButtonIconSize(width: 24, height: 24))
        let root = LayoutNode.container(id: "buttons", ButtonStack(items: [item]))
        let result = try RenderFixture.layout(root, width: 200, scale: 3, renderer: renderer)
        let frame = try #require(result.containerPlacements[0]?.parts.first { $0.role == "button" }?.frame)
        let image = try #require(RenderFixture.decode(try renderer.pngData(RenderScene(result: result))))
        let (x, y) = (Int((frame.minX * 3).rounded()), Int((frame.minY * 3).rounded()))
        let fill = ButtonAppearance.standard.button
        #expect(image[x + 8, y + 8].matches(fill, tolerance: 0), "\(image[x + 8, y + 8])")
        #expect(image[x + 6, y + 6].isWhite, "\(image[x + 6, y + 6])")
        #expect(image[x + 30, y].matches(fill, tolerance: 0))
    }

    static let brand: ButtonAppearance = {
        var appearance = ButtonAppearance.standard
        appearance.cornerRadius = 22
        appearance.primary = ButtonColor(red: 0.1, green: 0.4, blue: 0.1)
        return appearance
    }()
}
