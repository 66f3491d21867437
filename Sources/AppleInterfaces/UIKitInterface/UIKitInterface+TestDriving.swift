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

    /// A tap at `point` (in the view's coordinates) as UIKit delivers it: to the view
    /// `hitTest(_:with:)` finds, whose touches go up the responder chain until a control takes
    /// them; the first enabled control from the hit view up gets `touchUpInside`. Returns that
    /// control, or `nil` when none took the tap.
    @discardableResult
    public func simulateTap(at point: CGPoint) -> UIControl? {
        var responder: UIResponder? = hitTest(point, with: nil)
        while let current = responder {
            if let control = current as? UIControl {
                guard control.isEnabled else { return nil }
                control.sendActions(for: .touchUpInside)
                return control
            }
            responder = current.next
        }
        return nil
    }

    /// Raises the keyboard `height` points over the bottom of the view (0 lowers it), as the
    /// system moves the keyboard layout guide, and lays the view out again.
    public func simulateKeyboard(height: CGFloat) {
        keyboardLayoutGuide.keyboardHeight = height
        setNeedsLayout()
    }

    /// Gives the view the safe-area insets a window, its bars or the keyboard would, and lays
    /// it out again (UIKit calls `safeAreaInsetsDidChange()` and lays the view out).
    public func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != safeAreaInsets else { return }
        safeAreaInsets = insets
        safeAreaInsetsDidChange()
        setNeedsLayout()
    }
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

@_spi(TestDriving)
extension UIImage {
    /// An image of `size` points, as an asset or a symbol at some configuration would measure.
    public convenience init(testSize size: CGSize) {
        self.init()
        self.size = size
    }
}

@_spi(TestDriving)
extension UIImageView {
    /// Where the image is drawn in the view's bounds, by the content mode as UIKit documents
    /// it: `scaleToFill` stretches it to the bounds, `scaleAspectFit` scales it to fit with its
    /// aspect ratio kept and centres it, `scaleAspectFill` to fill, `center` keeps its size.
    /// `nil` without an image or for an image of no size.
    public var drawnImageFrame: CGRect? {
        guard let size = image?.size, size.width > 0, size.height > 0 else { return nil }
        let box = bounds.size
        let scale: CGFloat
        switch contentMode {
        case .scaleToFill: return CGRect(origin: .zero, size: box)
        case .scaleAspectFit: scale = min(box.width / size.width, box.height / size.height)
        case .scaleAspectFill: scale = max(box.width / size.width, box.height / size.height)
        case .center: scale = 1
        }
        let drawn = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(x: (box.width - drawn.width) / 2, y: (box.height - drawn.height) / 2, width: drawn.width, height: drawn.height)
    }
}

@_spi(TestDriving)
extension UIImage.SymbolConfiguration {
    /// The font the configuration was made from (`init(font:)`), if any.
    public var configuredFont: UIFont? { font }
}
#endif
