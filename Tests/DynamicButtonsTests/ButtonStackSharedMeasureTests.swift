import DynamicButtons
import StackLayout
import StackTestSupport
import Testing

/// The measures every button of a stack shares, against a straightforward reference worked out
/// here from the items alone, for seeded random small stacks: column-beside's icon column and
/// title edge, and row-above's top line and baseline, are each taken over every button of the
/// stack (the widest icon or the largest title may be the last one).
///
/// With fixed metrics a title of font size `f` has the gap `8f/17`, the ascent `0.8f` and the
/// descent `0.2f`; icons have fixed sizes. An icon-only button shows no title: it has no gap,
/// ascent or descent, but its icon counts towards the icon column and the icons' height.
struct ButtonStackSharedMeasureTests {
    let measurer = FixedMetricsTextMeasurer()
    let environment = LayoutEnvironment(scale: 1)

    /// A stack of 1 to 6 buttons with icons of 12 to 40 pt, fonts of 10 to 30 pt, some icon-only
    /// and some hugging their titles.
    static func randomStack(_ choices: inout SeededChoices) -> ButtonStack {
        let count = choices.int(in: 1...6)
        let items = (0..<count).map { i in
            ButtonItem(
                id: "b\(i)", title: choices.pick(["OK", "Share", "Delete", "Open in Safari", "Add to Favourites"]),
                font: .fixed(family: "Sans", size: Double(choices.int(in: 10...30)), weight: .regular),
                iconSize: ButtonIconSize(Size(width: Double(choices.int(in: 12...40)), height: Double(choices.int(in: 12...40)))),
                kind: choices.bool(20) ? .iconOnly : .default, hugsTitle: choices.bool(25))
        }
        return ButtonStack(
            items: items, insets: DirectionalInsets(top: 8, leading: Double(choices.int(in: 0...16)), bottom: 8, trailing: 12),
            spacing: 8)
    }

    /// The font size of `item`'s title, when it shows one.
    static func titleSize(_ item: ButtonItem) -> Double? {
        guard item.kind != .iconOnly, case .fixed(_, let size, _) = item.font else { return nil }
        return size
    }

    /// `item`'s icon, fixed points at every category.
    static func iconSize(_ item: ButtonItem) -> Size {
        guard let size = item.iconSize, case .points(let width) = size.width, case .points(let height) = size.height else {
            preconditionFailure("the random stacks give every icon fixed points")
        }
        return Size(width: width, height: height)
    }

    @Test("shared measures are taken over every button", arguments: 0..<4)
    func sharedMeasures(seedBlock: Int) {
        var choices = SeededChoices(seed: 0x5EED_0000 + UInt64(seedBlock))
        var columnsChecked = 0
        var rowsChecked = 0
        for _ in 0..<150 {
            let stack = Self.randomStack(&choices)
            let width = Double(choices.int(in: 120...1400))
            let measured = stack.measure(width: width, environment: environment, measurer: measurer)
            // Sometimes taller bounds, which a more expanded arrangement may fill.
            let height = measured.size.height + (choices.bool(30) ? Double(choices.int(in: 0...300)) : 0)
            let placement = stack.place(in: Size(width: width, height: height), environment: environment, measurer: measurer)

            let titleSizes = stack.items.compactMap(Self.titleSize)
            let maxIconWidth = stack.items.map { Self.iconSize($0).width }.max()!
            let maxIconHeight = stack.items.map { Self.iconSize($0).height }.max()!
            let maxGap = titleSizes.map { $0 * 8 / 17 }.max() ?? 0
            let maxAscent = titleSizes.map { $0 * 0.8 }.max() ?? 0
            let maxDescent = titleSizes.map { $0 * 0.2 }.max() ?? 0
            switch placement.arrangement {
            case .columnBeside:
                columnsChecked += 1
                for (item, button) in zip(stack.items, placement.buttons) where Self.titleSize(item) != nil && !item.hugsTitle {
                    #expect(abs(button.image.midX - (stack.insets.leading + maxIconWidth / 2)) < 1e-9)
                    #expect(abs(button.title.minX - (stack.insets.leading + maxIconWidth + maxGap)) < 1e-9)
                }
            case .rowAbove:
                rowsChecked += 1
                // The row is max(44, 8 + content + 8) tall; the block of icon, gap and title
                // line is centred in it, icons at its top, titles on its baseline.
                let content = maxIconHeight + maxGap + maxAscent + maxDescent
                let top = (max(44, 16 + content) - content) / 2
                for (item, button) in zip(stack.items, placement.buttons) {
                    guard let size = Self.titleSize(item) else { continue }
                    #expect(abs(button.image.minY - top) < 1e-9)
                    #expect(abs(button.title.minY + 0.8 * size - (top + maxIconHeight + maxGap + maxAscent)) < 1e-9)
                }
            case .rowBeside, .columnAbove:
                break
            }
        }
        // Each block of cases reaches both arrangements whose measures are shared.
        #expect(columnsChecked > 10 && rowsChecked > 10)
    }
}
