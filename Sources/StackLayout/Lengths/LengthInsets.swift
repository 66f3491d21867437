/// Insets whose edges are ``Length``s (points or proportions), named by reading direction.
public struct LengthInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Length
    /// Inset from the leading edge.
    public var leading: Length
    /// Inset from the bottom edge.
    public var bottom: Length
    /// Inset from the trailing edge.
    public var trailing: Length

    /// Creates insets.
    public init(top: Length = 0, leading: Length = 0, bottom: Length = 0, trailing: Length = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same length on every edge.
    public init(all inset: Length) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// Insets in points.
    public init(_ insets: DirectionalInsets) {
        self.init(top: .points(insets.top), leading: .points(insets.leading), bottom: .points(insets.bottom),
                  trailing: .points(insets.trailing))
    }

    /// No insets.
    public static let zero = LengthInsets()

    /// The insets in points when every edge is in points.
    public var points: DirectionalInsets? {
        guard let top = top.points, let leading = leading.points, let bottom = bottom.points,
            let trailing = trailing.points
        else { return nil }
        return DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// The edges with their names and axes, for validation, errors and resolving proportions.
    var edges: [(edge: InsetEdge, name: String, length: Length, axis: LayoutAxis)] {
        [(.top, "top", top, .vertical), (.leading, "leading", leading, .horizontal), (.bottom, "bottom", bottom, .vertical),
         (.trailing, "trailing", trailing, .horizontal)]
    }
}
