/// One edge of a rectangle's insets, named by reading direction as ``DirectionalInsets`` names them:
/// what a margin or an inset is measured from.
public enum InsetEdge: String, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge (left in left-to-right layouts, right in right-to-left ones).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// The axis the edge's inset is measured along: leading and trailing insets are horizontal
    /// lengths, top and bottom insets vertical ones.
    public var axis: LayoutAxis {
        switch self {
        case .top, .bottom: .vertical
        case .leading, .trailing: .horizontal
        }
    }
}

extension DirectionalInsets {
    /// The inset from `edge`.
    public subscript(edge: InsetEdge) -> Double {
        switch edge {
        case .top: top
        case .leading: leading
        case .bottom: bottom
        case .trailing: trailing
        }
    }
}
