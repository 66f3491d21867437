import DynamicButtons
import StackLayout
import Testing

/// Buttons and their parts are found by id through `LayoutResult`, without knowing how a button
/// stack stores its placement.
///
/// The page: a vertical stack with 10 pt side margins, a 20 pt header box, then "Share",
/// "Delete" (loading) and "Open in Safari" at 620 wide, scale 1, fixed metrics (body 17 pt:
/// 8.5 pt a character, gap 8, insets 8/12/8/12, icons 24). The stack is 600 wide at (10, 20);
/// row beside fits (needs 98.5, 107, 175; 584 px → 194, 194, 196), 44 tall.
struct ButtonFrameLookupTests {
    static let buttons = ButtonStack(items: [
        ButtonItem(id: "share", title: "Share", iconSize: ButtonIconSize(width: 24, height: 24)),
        ButtonItem(id: "delete", title: "Delete", iconSize: ButtonIconSize(width: 24, height: 24), state: .loading),
        ButtonItem(id: "safari", title: "Open in Safari", iconSize: ButtonIconSize(width: 24, height: 24)),
    ])

    static func page(hidden: Bool = false) throws -> LayoutTree {
        var actions = buttons.node(id: "actions")
        actions.isHidden = hidden
        return try LayoutTree(.stack(Stack(
            axis: .vertical, margins: DirectionalInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
            children: [.box(id: "header", height: 20), actions])))
    }

    static func layout(_ tree: LayoutTree, direction: ReadingDirection = .leftToRight) throws -> LayoutResult {
        try StackLayoutEngine(environment: LayoutEnvironment(direction: direction, scale: 1))
            .layout(tree, width: 620, measurer: FixedMetricsTextMeasurer())
    }

    @Test("a button's id finds the button; its id and a part find the part")
    func buttonsAndParts() throws {
        let result = try Self.layout(try Self.page())
        // Slots at x 0, 194 + 8, 388 + 16 in the stack: 10, 212, 414 in the root, y 20.
        #expect(result.frame(of: "share") == Rect(x: 10, y: 20, width: 194, height: 44))
        #expect(result.frame(of: "delete") == Rect(x: 212, y: 20, width: 194, height: 44))
        #expect(result.frame(of: "safari") == Rect(x: 414, y: 20, width: 196, height: 44))
        #expect(result.frame(of: "safari", part: .button) == result.frame(of: "safari"))
        // "Open in Safari": icon and title (24 + 8 + 119 = 151) centred in 196: x 414 + 22.5 =
        // 436.5 → 437 (halves up), icon y 20 + (44 − 24) / 2 = 30; title 468.5…587.5 → 469…588,
        // y 20 + (44 − 17) / 2 = 33.5 → 34…51.
        #expect(result.frame(of: "safari", part: .image) == Rect(x: 437, y: 30, width: 24, height: 24))
        #expect(result.frame(of: "safari", part: .title) == Rect(x: 469, y: 34, width: 119, height: 17))
        #expect(result.frame(of: "safari", part: "title") == Rect(x: 469, y: 34, width: 119, height: 17))
        // "Delete" is loading: its title (group 24 + 8 + 51 = 83 from 212 + 55.5 = 267.5, title
        // 299.5…350.5 × 33.5…50.5) keeps its frame and a 17 pt spinner is centred on it, at
        // (325, 42): 316.5…333.5 → 317…334, 33.5…50.5 → 34…51.
        #expect(result.frame(of: "delete", part: .title) == Rect(x: 300, y: 34, width: 51, height: 17))
        #expect(result.frame(of: "delete", part: .spinner) == Rect(x: 317, y: 34, width: 17, height: 17))
        // Only a loading button has a spinner; nothing else has these ids.
        #expect(result.frame(of: "share", part: .spinner) == nil)
        #expect(result.frame(of: "nothing") == nil)
        #expect(result.frame(of: "nothing", part: .title) == nil)
        // Node ids still find nodes.
        #expect(result.frame(of: "actions") == Rect(x: 10, y: 20, width: 600, height: 44))
        #expect(result.frame(of: "header") == Rect(x: 10, y: 0, width: 600, height: 20))
    }

    @Test("part frames are mirrored right to left like every frame")
    func rightToLeft() throws {
        let result = try Self.layout(try Self.page(), direction: .rightToLeft)
        // x' = 620 − (x + width): the button 414…610 → 10…206, its icon 437…461 → 159…183.
        #expect(result.frame(of: "safari") == Rect(x: 10, y: 20, width: 196, height: 44))
        #expect(result.frame(of: "safari", part: .image) == Rect(x: 159, y: 30, width: 24, height: 24))
    }

    @Test("an icon-only button has no title; the buttons of a hidden stack have no frames")
    func missingParts() throws {
        let stack = ButtonStack(items: [
            ButtonItem(id: "more", title: "", iconSize: ButtonIconSize(width: 24, height: 24), kind: .iconOnly, accessibilityLabel: "More"),
        ])
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 1))
            .layout(try LayoutTree(stack.node()), width: 100, measurer: FixedMetricsTextMeasurer())
        // It hugs its icon: max(44, 12 + 24 + 12) = 48 wide, centred in 100 at 26; the icon
        // centred in it at (50 − 12, 22 − 12).
        #expect(result.frame(of: "more") == Rect(x: 26, y: 0, width: 48, height: 44))
        #expect(result.frame(of: "more", part: .image) == Rect(x: 38, y: 10, width: 24, height: 24))
        #expect(result.frame(of: "more", part: .title) == nil)

        let hidden = try Self.layout(try Self.page(hidden: true))
        #expect(hidden.frame(of: "share") == nil)
        #expect(hidden.frame(of: "share", part: .image) == nil)
    }

    @Test("a node's id comes before a button's")
    func nodesFirst() throws {
        let tree = try LayoutTree(.stack(Stack(axis: .vertical, children: [
            Self.buttons.node(id: "actions"), .box(id: "share", width: 10, height: 10),
        ])))
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 1))
            .layout(tree, width: 600, measurer: FixedMetricsTextMeasurer())
        // The box is under the 44 pt row, stretched across by the fill alignment: 600 × 10.
        #expect(result.frame(of: "share") == Rect(x: 0, y: 44, width: 600, height: 10))
        #expect(result.frame(of: "share", part: .button) == Rect(x: 0, y: 0, width: 194, height: 44))
    }
}
