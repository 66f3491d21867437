import Testing

@testable import StackLayout

/// Margins: children arranged inside them when arrangement is margins-relative (the default),
/// ignored otherwise; the fitting size includes them.
struct MarginsTests {
    static let insets = DirectionalInsets(top: 5, leading: 10, bottom: 15, trailing: 20)

    static func row(relative: Bool) -> LayoutNode {
        hstack(spacing: 10, margins: insets, marginsRelative: relative, [box("a", 40, 30), box("b", 60, 30)])
    }

    @Test("margins-relative horizontal stack: fitting size includes the margins")
    func fittingIncludesMargins() throws {
        // width 10 + 40 + 10 + 60 + 20 = 140; height 5 + 30 + 15 = 50
        expectSize(try fittingSize(Self.row(relative: true)), 140, 50)
    }

    @Test("margins-relative horizontal stack: children inside the margins", arguments: ReadingDirection.allCases)
    func childrenInsideMargins(direction: ReadingDirection) throws {
        // W = 200: content 10 … 180 (170 wide), 5 … 35 (30 tall)
        // spare = 170 − 110 = 60 → a (tie at 250, first) = 100; b at 10 + 100 + 10 = 120
        let result = try layout(Self.row(relative: true), width: 200, direction: direction)
        #expect(result.bounds.size == Size(width: 200, height: 50))
        let a = rect(10, 5, 100, 30)
        let b = rect(120, 5, 60, 30)
        // right to left: the leading margin (10) is on the right: a at 200 − 110 = 90, b at 200 − 180 = 20
        expectFrame(result, "a", direction == .leftToRight ? a : rect(90, 5, 100, 30))
        expectFrame(result, "b", direction == .leftToRight ? b : rect(20, 5, 60, 30))
    }

    @Test("margins are ignored when arrangement is not margins-relative")
    func ignoredWhenNotRelative() throws {
        // fitting 40 + 10 + 60 = 110 by 30
        expectSize(try fittingSize(Self.row(relative: false)), 110, 30)
        // W = 200: spare 90 → a = 130; b at 140
        let result = try layout(Self.row(relative: false), width: 200)
        expectFrame(result, "a", rect(0, 0, 130, 30))
        expectFrame(result, "b", rect(140, 0, 60, 30))
    }

    @Test("a taller root: fill alignment stretches children to the content height inside the margins")
    func fillAcrossInsideMargins() throws {
        // H = 100: content height 100 − 5 − 15 = 80
        let result = try layout(Self.row(relative: true), width: 140, height: 100)
        expectFrame(result, "a", rect(10, 5, 40, 80))
        expectFrame(result, "b", rect(60, 5, 60, 80))
    }

    @Test("vertical stack with margins and trailing alignment")
    func vertical() throws {
        let insets = DirectionalInsets(top: 4, leading: 6, bottom: 8, trailing: 2)
        let root = { (alignment: StackAlignment) in
            vstack(alignment: alignment, spacing: 2, margins: insets, [box("a", 20, 10), box("b", 30, 10)])
        }
        // fitting: width 6 + 30 + 2 = 38, height 4 + 10 + 2 + 10 + 8 = 34
        expectSize(try fittingSize(root(.leading)), 38, 34)
        let leading = try layout(root(.leading), width: 50)
        expectFrame(leading, "a", rect(6, 4, 20, 10))
        expectFrame(leading, "b", rect(6, 16, 30, 10))
        // trailing at W = 50: content 6 … 48 (42 wide); a at 6 + 42 − 20 = 28, b at 6 + 42 − 30 = 18
        let trailing = try layout(root(.trailing), width: 50)
        expectFrame(trailing, "a", rect(28, 4, 20, 10))
        expectFrame(trailing, "b", rect(18, 16, 30, 10))
        // right to left: trailing is the left edge, the leading margin (6) on the right:
        // content 2 … 44; a at 2, b at 2
        let rtl = try layout(root(.trailing), width: 50, direction: .rightToLeft)
        expectFrame(rtl, "a", rect(2, 4, 20, 10))
        expectFrame(rtl, "b", rect(2, 16, 30, 10))
    }

    @Test("a nested stack's margins add to its fitting size inside the parent")
    func nested() throws {
        // inner: margins 3 all round around a 10 × 10 box → 16 × 16
        let root = hstack(spacing: 4, [
            box("a", 20, 20),
            hstack(id: "inner", margins: DirectionalInsets(all: 3), [box("x", 10, 10)]),
        ])
        // fitting 20 + 4 + 16 = 40 by max(20, 16) = 20
        expectSize(try fittingSize(root), 40, 20)
        let result = try layout(root, width: 40)
        // fill alignment: inner gets the row's 20; x inside its margins: 3 … 17
        expectFrame(result, "inner", rect(24, 0, 16, 20))
        expectFrame(result, "x", rect(27, 3, 10, 14))
    }
}
