#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/coretext/ctfont
public final class CTFont {
    private init() {}
}

/// Apple: https://developer.apple.com/documentation/coretext/ctfontuifonttype
/// Only the case the measurer uses, with the raw value of `kCTFontUIFontSystem`.
public enum CTFontUIFontType: UInt32, Sendable {
    /// Apple: https://developer.apple.com/documentation/coretext/ctfontuifonttype/system
    case system = 2
}

/// Apple: https://developer.apple.com/documentation/coretext/ctfontcreateuifontforlanguage(_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontCreateUIFontForLanguage(
    _ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?
) -> CTFont? {
    fatalError("CTFontCreateUIFontForLanguage is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctfontcreatewithname(_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontCreateWithName(
    _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
    fatalError("CTFontCreateWithName is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctfontcreatewithfontdescriptor(_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontCreateWithFontDescriptor(
    _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
    fatalError("CTFontCreateWithFontDescriptor is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctfontcopyfamilyname(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString {
    fatalError("CTFontCopyFamilyName is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctfontgetascent(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontGetAscent(_ font: CTFont) -> CGFloat {
    fatalError("CTFontGetAscent is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctfontgetdescent(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontGetDescent(_ font: CTFont) -> CGFloat {
    fatalError("CTFontGetDescent is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctfontgetleading(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontGetLeading(_ font: CTFont) -> CGFloat {
    fatalError("CTFontGetLeading is transcribed for type-checking only; it runs on Apple platforms")
}

// Apple does not document the key's value; nothing here reads it. `nonisolated(unsafe)`: Swift
// accepts such non-`Sendable` constants from C, but must be told so when they are declared in Swift.

/// Apple: https://developer.apple.com/documentation/coretext/kctfontattributename
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
nonisolated(unsafe) public let kCTFontAttributeName: CFString = "NSFont"
#endif
