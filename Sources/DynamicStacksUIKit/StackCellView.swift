// UIKit without watchOS, whose UIKit has no views (UIView, UIScrollView, UIControl).
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import Foundation
import UIKitInterface
#endif
import ModelStack

/// The view of one cell of a `DynamicStackView`. Subclass it per cell kind, register the
/// subclass (or a factory) under the kind's name, and configure the content in
/// `configure(with:)`: the cell's model, and its laid-out content (frames relative to the cell)
/// unless the stack virtualises it away.
///
/// A control, so that a tap on it arrives as `touchUpInside`, which the stack view turns into
/// its `didTapCell` call. A control inside the cell (a button) takes its own taps: UIKit gives
/// a touch to the deepest view under it, and only touches that land on no control inside go
/// up to the cell. Labels and image views ignore touches by default, so a tap on them is the
/// cell's. A drag that starts anywhere on the cell scrolls the stack view.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
open class StackCellView: UIControl {
    /// The model the cell presents.
    public internal(set) var modelID: ModelID?
    /// The name of the cell kind the view was made for (what it is reused for).
    var reuseKindName: String?

    /// A cell view; the stack view sets its frame.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not supported: cells are made by their stack view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `cell`'s model. Called when the view is made and whenever its model or its laid-out
    /// content changes. The default does nothing.
    open func configure(with cell: StackCell) {}

    /// Called before the view shows another cell of its kind, after it left the stack or (with
    /// virtualisation) the visible region: clear what `configure(with:)` will not set again.
    /// The default does nothing.
    open func prepareForReuse() {}
}
#endif
