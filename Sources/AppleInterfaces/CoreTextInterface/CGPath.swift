#if os(Linux)
import Foundation

// Linux Foundation has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; these two Core Graphics
// types it lacks are declared here, with only what the measurer uses.

/// Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
/// Only the type: the measurer passes `nil` (the identity) where Core Text takes one.
public struct CGAffineTransform {}

/// Apple: https://developer.apple.com/documentation/coregraphics/cgpath
public final class CGPath {
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgpath/init(rect:transform:)
    @available(iOS 4.0, macOS 10.5, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        fatalError("CGPath(rect:transform:) is transcribed for type-checking only; it runs on Apple platforms")
    }
}
#endif
