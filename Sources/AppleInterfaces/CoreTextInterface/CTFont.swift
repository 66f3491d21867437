#if os(Linux)
import Foundation

/// A Core Text font: a specific face at a specific size.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfont
public final class CTFont {
    private init() {}
}

/// Constants that represent the specific user-interface purpose to specify for font creation
/// (only the case the measurer uses; Apple's raw value of `kCTFontUIFontSystem`).
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfontuifonttype
public enum CTFontUIFontType: UInt32, Sendable {
    /// The system font for standard user-interface items, such as button labels and menu items.
    ///
    /// Apple: https://developer.apple.com/documentation/coretext/ctfontuifonttype/system
    case system = 2
}

/// Returns the special user-interface font for the given language and user-interface type.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfontcreateuifontforlanguage(_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontCreateUIFontForLanguage(
    _ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?
) -> CTFont? {
    fatalError("CTFontCreateUIFontForLanguage is transcribed for type-checking only; it runs on Apple platforms")
}

/// Returns a new font reference for the given name.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfontcreatewithname(_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontCreateWithName(
    _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
    fatalError("CTFontCreateWithName is transcribed for type-checking only; it runs on Apple platforms")
}

/// Returns a new font reference that best matches the font descriptor.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfontcreatewithfontdescriptor(_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontCreateWithFontDescriptor(
    _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
    fatalError("CTFontCreateWithFontDescriptor is transcribed for type-checking only; it runs on Apple platforms")
}

/// Returns the normalized font descriptor for the given font reference.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfontcopyfontdescriptor(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
    fatalError("CTFontCopyFontDescriptor is transcribed for type-checking only; it runs on Apple platforms")
}

/// Returns the scaled font-ascent metric of the given font.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfontgetascent(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontGetAscent(_ font: CTFont) -> CGFloat {
    fatalError("CTFontGetAscent is transcribed for type-checking only; it runs on Apple platforms")
}

/// Returns the scaled font-descent metric of the given font.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfontgetdescent(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontGetDescent(_ font: CTFont) -> CGFloat {
    fatalError("CTFontGetDescent is transcribed for type-checking only; it runs on Apple platforms")
}

/// Returns the scaled font-leading metric of the given font.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfontgetleading(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontGetLeading(_ font: CTFont) -> CGFloat {
    fatalError("CTFontGetLeading is transcribed for type-checking only; it runs on Apple platforms")
}

// The key's value is a constant Apple does not document; the string only gives the declaration
// a value (nothing here reads it).
// Swift imports these C constants as `let`s of a class type that is not `Sendable`, which it
// accepts from C; declared in Swift, the same immutable constant must say so with
// `nonisolated(unsafe)`.

/// The key for the font of a run of an attributed string that Core Text typesets.
///
/// Apple: https://developer.apple.com/documentation/coretext/kctfontattributename
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
nonisolated(unsafe) public let kCTFontAttributeName: CFString = "NSFont"
#endif
