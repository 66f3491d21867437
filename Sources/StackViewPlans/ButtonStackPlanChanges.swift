/// What differs between two `ButtonStackViewPlan`s, so that a view touches only what changed:
/// buttons to create and to remove, subviews to put in the new order, frames to set, titles and
/// styles to apply, accessibility to update, and whether to invalidate the intrinsic size.
///
/// Buttons are matched by id. An inserted button is in none of the other lists: the view sets
/// everything on it.
public struct ButtonStackPlanChanges: Hashable, Sendable {
    /// Ids of buttons new in this plan, in its order.
    public var inserted: [String] = []
    /// Ids of buttons no longer present, in the previous plan's order.
    public var removed: [String] = []
    /// Whether the buttons present in both plans are in another order.
    public var isReordered = false
    /// Ids of kept buttons whose frame, image, title or spinner frame changed.
    public var reframed: [String] = []
    /// Ids of kept buttons whose title text, visibility, icon, font, line limit, line break,
    /// alignment, kind or enabled state changed.
    public var restyled: [String] = []
    /// Ids of kept buttons whose accessibility label, value, hint or traits changed.
    public var accessibilityChanged: [String] = []
    /// Whether the arrangement changed.
    public var arrangementChanged = false
    /// Whether the intrinsic height changed (the view calls `invalidateIntrinsicContentSize()`).
    public var intrinsicHeightChanged = false

    /// Whether nothing changed.
    public var isEmpty: Bool { self == ButtonStackPlanChanges() }
}

extension ButtonStackViewPlan {
    /// What changed since `previous`; everything is new when there is no previous plan.
    public func changes(since previous: ButtonStackViewPlan?) -> ButtonStackPlanChanges {
        var changes = ButtonStackPlanChanges()
        guard let previous else {
            changes.inserted = buttons.map(\.id)
            changes.arrangementChanged = true
            changes.intrinsicHeightChanged = true
            return changes
        }
        let old = Dictionary(uniqueKeysWithValues: previous.buttons.map { ($0.id, $0) })
        let new = Set(buttons.map(\.id))
        changes.removed = previous.buttons.map(\.id).filter { !new.contains($0) }
        for button in buttons {
            guard let before = old[button.id] else {
                changes.inserted.append(button.id)
                continue
            }
            if before.frame != button.frame || before.imageFrame != button.imageFrame || before.titleFrame != button.titleFrame
                || before.spinnerFrame != button.spinnerFrame {
                changes.reframed.append(button.id)
            }
            if before.title != button.title || before.showsTitle != button.showsTitle || before.showsImage != button.showsImage
                || before.iconName != button.iconName || before.font != button.font || before.textStyle != button.textStyle
                || before.titleLines != button.titleLines || before.lineBreak != button.lineBreak
                || before.alignment != button.alignment || before.isTitleTruncated != button.isTitleTruncated
                || before.kind != button.kind || before.isEnabled != button.isEnabled {
                changes.restyled.append(button.id)
            }
            if before.accessibility != button.accessibility { changes.accessibilityChanged.append(button.id) }
        }
        let keptBefore = previous.buttons.map(\.id).filter(new.contains)
        let keptAfter = buttons.map(\.id).filter { old[$0] != nil }
        changes.isReordered = keptBefore != keptAfter
        changes.arrangementChanged = previous.arrangement != arrangement
        changes.intrinsicHeightChanged = previous.intrinsicHeight != intrinsicHeight
        return changes
    }
}
