#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/coretext/ctfontdescriptor
public final class CTFontDescriptor {
    private init() {}
}

/// Apple: https://developer.apple.com/documentation/coretext/ctfontdescriptorcreatewithattributes(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
    fatalError("CTFontDescriptorCreateWithAttributes is transcribed for type-checking only; it runs on Apple platforms")
}

// Apple does not document the keys' values; nothing here reads them. `nonisolated(unsafe)`: as
// for `kCTFontAttributeName`.

/// Apple: https://developer.apple.com/documentation/coretext/kctfontfamilynameattribute
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
nonisolated(unsafe) public let kCTFontFamilyNameAttribute: CFString = "NSFontFamilyAttribute"

/// Apple: https://developer.apple.com/documentation/coretext/kctfonttraitsattribute
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
nonisolated(unsafe) public let kCTFontTraitsAttribute: CFString = "NSCTFontTraitsAttribute"

/// Apple: https://developer.apple.com/documentation/coretext/kctfontweighttrait
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
nonisolated(unsafe) public let kCTFontWeightTrait: CFString = "NSCTFontWeightTrait"
#endif
