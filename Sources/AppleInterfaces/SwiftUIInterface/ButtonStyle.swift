#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/swiftui/buttonstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// Apple: https://developer.apple.com/documentation/swiftui/buttonstyle/body
    associatedtype Body: View
    /// Apple: https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:)
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// Apple: https://developer.apple.com/documentation/swiftui/buttonstyle/configuration
    typealias Configuration = ButtonStyleConfiguration
}

/// Apple: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration
/// Made by SwiftUI for a style's `makeBody`; tests make one through test driving.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ButtonStyleConfiguration {
    /// Apple: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property
    public let label: ButtonStyleConfiguration.Label
    /// Apple: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed
    public let isPressed: Bool

    /// Apple: https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
    @MainActor @preconcurrency
    public struct Label: View {
        public typealias Body = Never
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
    public nonisolated func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public nonisolated func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)-89n7j
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

/// Apple: https://developer.apple.com/documentation/swiftui/fillstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable, Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// Apple: https://developer.apple.com/documentation/swiftui/roundedrectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: Shape {
    /// Apple: https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}

    /// Apple: https://developer.apple.com/documentation/swiftui/roundedrectangle/path(in:)
    public nonisolated func path(in rect: CGRect) -> Path {
        fatalError("RoundedRectangle.path(in:) is transcribed for type-checking only; it runs on Apple platforms")
    }

    public typealias Body = Never
}

/// Apple: https://developer.apple.com/documentation/swiftui/roundedcornerstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous
    case continuous
}
#endif
