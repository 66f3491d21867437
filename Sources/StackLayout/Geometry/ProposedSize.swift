/// A size offered to a node when measuring it. Each dimension is either a finite length in
/// points, `nil` (unspecified: the node picks its natural length) or `.infinity` (unbounded:
/// as much as the node wants, which for this engine is also its natural length, since nothing
/// grows without limit).
///
/// This mirrors SwiftUI's `ProposedViewSize`.
public struct ProposedSize: Hashable, Sendable {
    /// The offered width, or `nil` when unspecified.
    public var width: Double?
    /// The offered height, or `nil` when unspecified.
    public var height: Double?

    /// Creates a proposal.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Both dimensions unspecified: measure the natural size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Both dimensions unbounded.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The finite width offered, or `nil` when the width is unspecified or unbounded.
    public var finiteWidth: Double? { width.flatMap { $0.isFinite ? $0 : nil } }
    /// The finite height offered, or `nil` when the height is unspecified or unbounded.
    public var finiteHeight: Double? { height.flatMap { $0.isFinite ? $0 : nil } }
}
