#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ProposedViewSize: Equatable, Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/width
    public var width: CGFloat?
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/height
    public var height: CGFloat?

    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/zero
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/infinity
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
}
#endif
