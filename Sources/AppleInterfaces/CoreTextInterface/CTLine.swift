#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/coretext/ctline
public final class CTLine {
    private init() {}
}

/// Apple: https://developer.apple.com/documentation/coretext/ctlinetruncationtype
/// Only the case the measurer uses, with the raw value of `kCTLineTruncationEnd`.
public enum CTLineTruncationType: UInt32, Sendable {
    /// Apple: https://developer.apple.com/documentation/coretext/ctlinetruncationtype/end
    case end = 1
}

/// Apple: https://developer.apple.com/documentation/coretext/ctlinecreatewithattributedstring(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    fatalError("CTLineCreateWithAttributedString is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctlinecreatetruncatedline(_:_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTLineCreateTruncatedLine(
    _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType, _ truncationToken: CTLine?
) -> CTLine? {
    fatalError("CTLineCreateTruncatedLine is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctlinegetstringrange(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    fatalError("CTLineGetStringRange is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctlinegettypographicbounds(_:_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    fatalError("CTLineGetTypographicBounds is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctlinegettrailingwhitespacewidth(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double {
    fatalError("CTLineGetTrailingWhitespaceWidth is transcribed for type-checking only; it runs on Apple platforms")
}
#endif
