#if os(Linux)
import Foundation

/// A font descriptor: a dictionary of attributes (such as family, traits and size) that
/// specifies a font, completely or for matching.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfontdescriptor
public final class CTFontDescriptor {
    private init() {}
}

/// Creates a new font descriptor reference from a dictionary of attributes.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfontdescriptorcreatewithattributes(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
    fatalError("CTFontDescriptorCreateWithAttributes is transcribed for type-checking only; it runs on Apple platforms")
}

/// Creates a copy of the original font descriptor with new attributes.
///
/// Apple: https://developer.apple.com/documentation/coretext/ctfontdescriptorcreatecopywithattributes(_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontDescriptorCreateCopyWithAttributes(
    _ original: CTFontDescriptor, _ attributes: CFDictionary
) -> CTFontDescriptor {
    fatalError("CTFontDescriptorCreateCopyWithAttributes is transcribed for type-checking only; it runs on Apple platforms")
}

// The attribute keys are constants whose values Apple does not document; the strings below are
// placeholders that only give the declarations a value (nothing here reads them).
// Swift imports these C constants as `let`s of a class type that is not `Sendable`, which it
// accepts from C; declared in Swift, the same immutable constant must say so with
// `nonisolated(unsafe)`.

/// The font family name attribute of a font descriptor.
///
/// Apple: https://developer.apple.com/documentation/coretext/kctfontfamilynameattribute
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
nonisolated(unsafe) public let kCTFontFamilyNameAttribute: CFString = "NSFontFamilyAttribute"

/// The font traits attribute of a font descriptor: a dictionary of trait keys and values.
///
/// Apple: https://developer.apple.com/documentation/coretext/kctfonttraitsattribute
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
nonisolated(unsafe) public let kCTFontTraitsAttribute: CFString = "NSCTFontTraitsAttribute"

/// The normalized weight trait from the font traits dictionary: a number from -1.0 to 1.0,
/// 0.0 being the regular or medium weight.
///
/// Apple: https://developer.apple.com/documentation/coretext/kctfontweighttrait
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
nonisolated(unsafe) public let kCTFontWeightTrait: CFString = "NSCTFontWeightTrait"
#endif
