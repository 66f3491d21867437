/// Where an ``Overlay`` puts a smaller child: one of nine positions, as SwiftUI's `ZStack` alignments.
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

    /// The share of the horizontal room left over that goes before the child (0, ½ or 1), left to right.
    public var horizontalFraction: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: 0
        case .top, .center, .bottom: 0.5
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }

    /// The share of the vertical room left over that goes above the child (0, ½ or 1).
    public var verticalFraction: Double {
        switch self {
        case .topLeading, .top, .topTrailing: 0
        case .leading, .center, .trailing: 0.5
        case .bottomLeading, .bottom, .bottomTrailing: 1
        }
    }
}
