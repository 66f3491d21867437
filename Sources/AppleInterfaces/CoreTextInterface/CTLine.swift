#if os(Linux)
import Foundation

/// A line of text: one or more glyph runs.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctline
public final class CTLine {
    private init() {}
}

/// Truncation types for `CTLineCreateTruncatedLine(_:_:_:_:)` (only the case the measurer uses;
/// Apple's raw value of `kCTLineTruncationEnd`).
///
/// Apple: https://developer.apple.com/documentation/coretext/ctlinetruncationtype
public enum CTLineTruncationType: UInt32, Sendable {
    /// Truncate the end of the line, leaving the start portion visible.
    ///
    /// Apple: https://developer.apple.com/documentation/coretext/ctlinetruncationtype/end
    case end = 1
}

/// Creates a single immutable line object directly from an attributed string.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctlinecreatewithattributedstring(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    fatalError("CTLineCreateWithAttributedString is transcribed for type-checking only; it runs on Apple platforms")
}

/// Creates a truncated line from an existing line.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctlinecreatetruncatedline(_:_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTLineCreateTruncatedLine(
    _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType, _ truncationToken: CTLine?
) -> CTLine? {
    fatalError("CTLineCreateTruncatedLine is transcribed for type-checking only; it runs on Apple platforms")
}

/// Gets the range of characters (UTF-16 code units) that originally spawned the glyphs in the
/// line.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctlinegetstringrange(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    fatalError("CTLineGetStringRange is transcribed for type-checking only; it runs on Apple platforms")
}

/// Calculates the typographic bounds of a line; returns its typographic width.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctlinegettypographicbounds(_:_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    fatalError("CTLineGetTypographicBounds is transcribed for type-checking only; it runs on Apple platforms")
}

/// Returns the trailing whitespace width for a line.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctlinegettrailingwhitespacewidth(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double {
    fatalError("CTLineGetTrailingWhitespaceWidth is transcribed for type-checking only; it runs on Apple platforms")
}
#endif
