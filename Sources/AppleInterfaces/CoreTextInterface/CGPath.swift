#if os(Linux)
import Foundation

// Linux Foundation has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; these two Core Graphics
// types it lacks are declared here, with only what the measurer uses.

/// An affine transformation matrix. The measurer only ever passes `nil` where Core Text takes a
/// pointer to one (the identity), so only the type is transcribed, not its members.
///
/// Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform {}

/// An immutable graphics path: the shape of a Core Text frame.
///
/// Apple: https://developer.apple.com/documentation/coregraphics/cgpath
public final class CGPath {
    /// Create an immutable path of a rectangle.
    ///
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgpath/init(rect:transform:)
    @available(iOS 4.0, macOS 10.5, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        fatalError("CGPath(rect:transform:) is transcribed for type-checking only; it runs on Apple platforms")
    }
}
#endif
