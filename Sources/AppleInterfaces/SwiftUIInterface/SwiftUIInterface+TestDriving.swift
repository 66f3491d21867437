#if os(Linux)
import Foundation

/// Test driving: what SwiftUI does not declare publicly and tests need, to run `Layout`
/// conformances without SwiftUI. Never used by product code.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LayoutSubviews {
    /// Subviews made of `subviews`, in a container whose direction is `layoutDirection`.
    @_spi(TestDriving)
    public init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        self.subviews = subviews
        self.layoutDirection = layoutDirection
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LayoutSubview {
    /// A subview that answers `sizeThatFits` with `sizeThatFits` and reports each
    /// `place(at:anchor:proposal:)` to `place`. `identity` tells subviews apart (`==`).
    @_spi(TestDriving)
    public init(
        identity: Int,
        sizeThatFits: @escaping (ProposedViewSize) -> CGSize,
        place: @escaping (_ position: CGPoint, _ anchor: UnitPoint, _ proposal: ProposedViewSize) -> Void
    ) {
        self.identity = identity
        answer = sizeThatFits
        record = place
    }
}
#endif
