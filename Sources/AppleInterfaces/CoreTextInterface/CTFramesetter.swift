#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/coretext/ctframesetter
public final class CTFramesetter {
    private init() {}
}

/// Apple: https://developer.apple.com/documentation/coretext/ctframe
public final class CTFrame {
    private init() {}
}

/// Apple: https://developer.apple.com/documentation/coretext/ctframesettercreatewithattributedstring(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    fatalError("CTFramesetterCreateWithAttributedString is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctframesettercreateframe(_:_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFramesetterCreateFrame(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath, _ frameAttributes: CFDictionary?
) -> CTFrame {
    fatalError("CTFramesetterCreateFrame is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctframegetlines(_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray {
    fatalError("CTFrameGetLines is transcribed for type-checking only; it runs on Apple platforms")
}

/// Apple: https://developer.apple.com/documentation/coretext/ctframegetlineorigins(_:_:_:)
@available(iOS 3.2, macOS 10.5, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    fatalError("CTFrameGetLineOrigins is transcribed for type-checking only; it runs on Apple platforms")
}
#endif
