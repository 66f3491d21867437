/// Where an ``Overlay`` puts a child that is smaller than the overlay: one of nine positions, as
/// SwiftUI's `ZStack` alignments (`topLeading` … `bottomTrailing`).
///
/// Leading and trailing are the left and right edges in a left-to-right layout; the engine
/// mirrors every frame for right to left, so there they are the right and left edges.
public enum OverlayAlignment: String, Hashable, Sendable, CaseIterable {
    /// The top leading corner.
    case topLeading
    /// Centred horizontally at the top edge.
    case top
    /// The top trailing corner.
    case topTrailing
    /// Centred vertically at the leading edge.
    case leading
    /// Centred in both directions.
    case center
    /// Centred vertically at the trailing edge.
    case trailing
    /// The bottom leading corner.
    case bottomLeading
    /// Centred horizontally at the bottom edge.
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing

    /// The share of the horizontal room left over (the overlay's width minus the child's) that
    /// goes before the child, in left-to-right coordinates: 0 for leading, ½ for centred, 1 for
    /// trailing.
    public var horizontalFraction: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: 0
        case .top, .center, .bottom: 0.5
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }

    /// The share of the vertical room left over that goes above the child: 0 for top, ½ for
    /// centred, 1 for bottom.
    public var verticalFraction: Double {
        switch self {
        case .topLeading, .top, .topTrailing: 0
        case .leading, .center, .trailing: 0.5
        case .bottomLeading, .bottom, .bottomTrailing: 1
        }
    }
}
