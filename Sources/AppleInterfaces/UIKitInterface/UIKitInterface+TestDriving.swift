#if os(Linux)
import Foundation

// What tests need that UIKit does not declare publicly: a window's trait changes, and what
// Auto Layout was told. Never used by product code.

@_spi(TestDriving)
extension UIView {
    /// Gives the view `traits`, as a window would on a change of the system settings: the
    /// registered trait-change handlers whose traits changed run, then
    /// `traitCollectionDidChange(_:)`, each with the previous collection. Simplified: traits do
    /// not flow down to subviews.
    public func applyTraitCollection(_ traits: UITraitCollection) {
        let previous = storedTraitCollection
        storedTraitCollection = traits
        let changed = UIView.changedTraits(from: previous, to: traits)
        guard !changed.isEmpty else { return }
        for registration in traitChangeRegistrations where registration.traits.contains(where: changed.contains) {
            registration.handler(self, previous)
        }
        traitCollectionDidChange(previous)
    }

    /// How many times `invalidateIntrinsicContentSize()` has been called on the view.
    public var intrinsicContentSizeInvalidationCount: Int { intrinsicContentSizeInvalidations }

    /// Whether `setNeedsLayout()` (or a size change) is waiting for `layoutIfNeeded()`.
    public var isLayoutPending: Bool { needsLayout }
}
@_spi(TestDriving)
extension UIScrollView {
    /// What a pan that starts on `view` (a subview, perhaps deep) does, as UIKit decides it:
    /// the scroll view asks `touchesShouldCancel(in:)` once the finger moves; `true` (and
    /// `canCancelContentTouches`) cancels the view's touch (a control gets `touchCancel`) and
    /// scrolls, `false` leaves the touch with the view and does not scroll.
    public func simulateDrag(startingOn view: UIView) -> Bool {
        guard canCancelContentTouches, touchesShouldCancel(in: view) else { return false }
        (view as? UIControl)?.sendActions(for: .touchCancel)
        return true
    }
}
#endif
