#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/swiftui/font
/// Stored size, weight and name: no glyphs.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
    let name: String?
    let size: CGFloat
    let weight: Weight?

    /// Apple: https://developer.apple.com/documentation/swiftui/font/headline
    public static let headline = Font(name: "headline", size: 17, weight: .semibold)

    /// Apple: https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
    /// Declared without `design` (a `Font.Design`, `nil` by default), unused here.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil) -> Font {
        Font(name: nil, size: size, weight: weight)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(name: name, size: fixedSize, weight: nil)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/font/weight
    @frozen public struct Weight: Hashable, Sendable {
        let value: Double
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/ultralight
        public static let ultraLight = Weight(value: -0.8)
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/thin
        public static let thin = Weight(value: -0.6)
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/light
        public static let light = Weight(value: -0.4)
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/regular
        public static let regular = Weight(value: 0)
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/medium
        public static let medium = Weight(value: 0.23)
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/semibold
        public static let semibold = Weight(value: 0.3)
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/bold
        public static let bold = Weight(value: 0.4)
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/heavy
        public static let heavy = Weight(value: 0.56)
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/black
        public static let black = Weight(value: 0.62)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/font(_:)
    public nonisolated func font(_ font: Font?) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow
    public nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/contentmode
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ContentMode: Hashable, Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/contentmode/fit
    case fit
}
#endif
