#if os(Linux)  // drives the views through the SwiftUI transcription, which exists on Linux only
import Foundation
import Synchronization
@_spi(TestDriving) import SwiftUIInterface

/// Subviews standing in for SwiftUI views: each answers `sizeThatFits` with a closure and
/// records where it is placed; the board counts how often any was asked.
final class FakeBoard: Sendable {
    struct Placement: Equatable {
        var position: CGPoint
        var proposal: ProposedViewSize
    }

    private let state = Mutex<(asked: Int, placements: [Int: Placement])>((0, [:]))

    /// How often any subview was asked its size.
    var asked: Int { state.withLock { $0.asked } }

    /// Where subview `index` was placed last, if it was.
    func placement(_ index: Int) -> Placement? { state.withLock { $0.placements[index] } }

    /// Every subview's last placement, in order (`nil` for one not placed).
    func placements(_ count: Int) -> [Placement?] { (0..<count).map(placement) }

    /// Subviews answering with `sizes` (one per subview, given what was proposed).
    func subviews(
        _ sizes: [@Sendable (ProposedViewSize) -> CGSize], direction: LayoutDirection = .leftToRight
    ) -> LayoutSubviews {
        let subviews = sizes.enumerated().map { index, size in
            LayoutSubview(
                identity: index,
                sizeThatFits: { proposal in
                    self.state.withLock { $0.asked += 1 }
                    return size(proposal)
                },
                place: { position, anchor, proposal in
                    precondition(anchor == .topLeading, "the layouts place by the top-leading corner")
                    self.state.withLock { $0.placements[index] = Placement(position: position, proposal: proposal) }
                })
        }
        return LayoutSubviews(subviews, layoutDirection: direction)
    }
}

/// A view of fixed natural size that takes any proposed width.
func fixed(_ width: CGFloat, _ height: CGFloat) -> @Sendable (ProposedViewSize) -> CGSize {
    { proposal in CGSize(width: proposal.width ?? width, height: height) }
}

/// A view like wrapping text: 100 pt of words, 10 pt lines, `ceil(100 / w)` lines at width `w`.
func wrapping() -> @Sendable (ProposedViewSize) -> CGSize {
    { proposal in
        guard let width = proposal.width, width > 0, width < 100 else { return CGSize(width: 100, height: 10) }
        return CGSize(width: width, height: (100 / width).rounded(.up) * 10)
    }
}

func placed(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> FakeBoard.Placement {
    FakeBoard.Placement(position: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: width, height: height))
}
#endif
