#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct UnitPoint: Hashable, Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/unitpoint/x
    public var x: CGFloat
    /// Apple: https://developer.apple.com/documentation/swiftui/unitpoint/y
    public var y: CGFloat

    /// Apple: https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/unitpoint/topleading
    public static let topLeading = UnitPoint(x: 0, y: 0)
}
#endif
