import DynamicButtons
import StackLayout

/// One subview of a button stack view that shows one part of a `ButtonViewPlan` — the button
/// itself (the touch target), its icon, title or spinner — for a host whose views are all
/// siblings placed by one layout (SwiftUI's `ButtonStackView`).
///
/// Such a host builds its subviews before anything is laid out, while the arrangement (and so
/// the plan) is chosen only when it is placed. So the list is made from the items alone, by the
/// rules `ButtonViewPlan` uses for `showsImage`, `showsTitle` and `spinnerFrame` (what is shown
/// never changes a size), and every entry has a frame in any plan of the same items
/// (``frame(in:)``).
public struct ButtonPlanSubview: Hashable, Sendable, Identifiable {
    /// The index of the button (its item, and its `ButtonViewPlan/index`).
    public var index: Int
    /// Which part of the button the view shows.
    public var part: ButtonPart
    /// The item's id and the part ("save/title"), unique while item ids are.
    public var id: String

    /// Creates an entry.
    public init(index: Int, part: ButtonPart, itemID: String) {
        self.index = index
        self.part = part
        self.id = "\(itemID)/\(part.rawValue)"
    }

    /// The views for `items`, in order; for each item:
    /// - the button, always;
    /// - the icon, when the item names one and shows it (a loading icon-only button shows its
    ///   spinner instead);
    /// - the title, when shown (not for icon-only buttons, not while loading);
    /// - the spinner, while loading.
    public static func list(for items: [ButtonItem]) -> [ButtonPlanSubview] {
        var list: [ButtonPlanSubview] = []
        for (index, item) in items.enumerated() {
            list.append(ButtonPlanSubview(index: index, part: .button, itemID: item.id))
            if item.iconName != nil, ButtonViewPlan.showsImage(item) {
                list.append(ButtonPlanSubview(index: index, part: .image, itemID: item.id))
            }
            if ButtonViewPlan.showsTitle(item) {
                list.append(ButtonPlanSubview(index: index, part: .title, itemID: item.id))
            }
            if ButtonViewPlan.showsSpinner(item) {
                list.append(ButtonPlanSubview(index: index, part: .spinner, itemID: item.id))
            }
        }
        return list
    }

    /// What the entry's view is proposed in `plan`: its frame's size; for a title, one device
    /// pixel more each way (``titleTolerance(scale:)``). A text view measures itself again
    /// with its own rounding, and a title proposed exactly the width the plan measured may
    /// come out a hair wider and be cut with an ellipsis, or a wrapped title a hair taller and
    /// lose its last line. The extra pixel never shows: a one-line title is as wide as its
    /// text, and the frames around it do not move. Zero for an entry the plan has no frame for.
    public func proposal(in plan: ButtonStackViewPlan) -> Size {
        let size = frame(in: plan).size
        guard part == .title, size != .zero else { return size }
        let tolerance = Self.titleTolerance(scale: plan.inputs.environment.scale)
        return Size(width: size.width + tolerance, height: size.height + tolerance)
    }

    /// One device pixel at `scale` (1 / scale points), or a point when the scale is 0 (no
    /// pixel grid: the coarsest a screen has).
    public static func titleTolerance(scale: Double) -> Double {
        scale > 0 ? 1 / scale : 1
    }

    /// The entry's frame in `plan`'s bounds (`ButtonViewPlan/frame(of:)`), or a zero-size frame
    /// at the origin when the plan has none for it (a plan of other items).
    public func frame(in plan: ButtonStackViewPlan) -> Rect {
        guard plan.buttons.indices.contains(index) else { return .zero }
        return plan.buttons[index].frame(of: part) ?? .zero
    }
}
