/// The properties of a ``LayoutNode`` that few nodes set, kept together in one box (see
/// ``RarelySetValue``): inline they took 48 of a node's bytes.
struct RarelySetProperties: Hashable, Sendable {
    var spacingAfter: Length?
    var aspectRatio: AspectRatio?
    var offset: CenterOffset?
    var overlayAlignment: OverlayAlignment?

    static let none = RarelySetProperties()
}

extension LayoutNode {
    /// Changes the rarely set properties in a new box (copies of the node share the old one).
    mutating func changeRarelySet(_ change: (inout RarelySetProperties) -> Void) {
        var properties = rarelySet?.value ?? .none
        change(&properties)
        rarelySet = properties == .none ? nil : RarelySetValue(properties)
    }
}
