/// The properties of a ``LayoutNode`` that few nodes set, kept together in one box (see
/// ``RarelySetValue``): inline they took 48 of a node's bytes, for a custom spacing, an aspect
/// ratio, an offset and an overlay alignment that most nodes never have.
struct RarelySetProperties: Hashable, Sendable {
    var spacingAfter: Length?
    var aspectRatio: AspectRatio?
    var offset: CenterOffset?
    var overlayAlignment: OverlayAlignment?

    /// None set.
    static let none = RarelySetProperties()
}

extension LayoutNode {
    /// Changes the rarely set properties with `change`, boxing them anew (or dropping the box
    /// when none is left set): a box is shared by copies of the node, so it is never changed
    /// in place.
    mutating func changeRarelySet(_ change: (inout RarelySetProperties) -> Void) {
        var properties = rarelySet?.value ?? .none
        change(&properties)
        rarelySet = properties == .none ? nil : RarelySetValue(properties)
    }
}
