#if os(Linux)
import DynamicStacksUIKit
import Foundation
import ModelStack
import StackLayout
@_spi(TestDriving) import UIKitInterface
import Testing

/// A cell with a label on its left (0–60) and a button on its right (60–100), 10 pt tall.
final class ButtonCell: StackCellView {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 10))
    let button = UIButton(frame: CGRect(x: 60, y: 0, width: 40, height: 10))

    required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        addSubview(button)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

@MainActor
struct CellTapTests {
    /// Rows 10, 20 and 30 pt tall at 0, 10 and 30, each a ButtonCell. A tap at (70, 5) is on
    /// row 0's button: the button's action runs, not the cell's. At (10, 5), on the label
    /// (which ignores touches): row 0's tap. At (30, 25), in row 1 below its button: row 1's.
    @Test func aControlInACellTakesItsOwnTap() throws {
        let view = try DynamicStackView(environment: LayoutEnvironment(scale: 0), measurer: FixedMetricsTextMeasurer())
        view.register(ButtonCell.self, forKindNamed: "row")
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        view.layoutIfNeeded()
        for (id, height) in [(0, 10.0), (1, 20), (2, 30)] { try view.append(Row(id: id, height: height), animated: false) }
        var tapped: [Int] = []
        view.didTapCell = { _, model in tapped.append((model as? Row)?.id ?? -1) }
        let first = try #require(view.cellView(for: ModelID(Row.self, 0)) as? ButtonCell)
        var buttonTaps = 0
        first.button.addAction(UIAction { _ in buttonTaps += 1 }, for: .touchUpInside)

        #expect(view.simulateTap(at: CGPoint(x: 70, y: 5)) === first.button)
        #expect(buttonTaps == 1 && tapped.isEmpty)
        #expect(view.simulateTap(at: CGPoint(x: 10, y: 5)) === first)
        #expect(tapped == [0])
        view.simulateTap(at: CGPoint(x: 30, y: 25))
        #expect(tapped == [0, 1] && buttonTaps == 1)
        // Below the rows: nothing.
        #expect(view.simulateTap(at: CGPoint(x: 30, y: 100)) == nil)

        // A drag that starts on the button scrolls, and the button's touch is cancelled.
        var cancelled = 0
        first.button.addAction(UIAction { _ in cancelled += 1 }, for: .touchCancel)
        #expect(view.simulateDrag(startingOn: first.button))
        #expect(cancelled == 1 && buttonTaps == 1)
    }
}
#endif
