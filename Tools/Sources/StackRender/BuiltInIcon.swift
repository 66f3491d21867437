/// Vector icons the renderer draws itself (no image files), in the manner of SF Symbols:
/// outlined glyphs on a 24 × 24 design grid, centred and scaled to fit a node's frame.
public enum BuiltInIcon: String, CaseIterable, Hashable, Sendable {
    /// A box with an arrow leaving it upwards (iOS share).
    case share
    /// A waste bin.
    case trash
    /// A circle with a diagonal needle.
    case compass
    /// A paper plane (send).
    case paperPlane
    /// A five-pointed star.
    case star
    /// A plus sign.
    case plus

    /// The icon called `name`: `share`, `trash`, `compass`, `paperplane` (or `paperPlane`),
    /// `star` or `plus`. Case is ignored, so document authors need not remember camel case.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard let icon = Self.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else { return nil }
        self = icon
    }

    /// The name documents use for the icon.
    public var name: String { rawValue }
}
