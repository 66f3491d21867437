#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/swiftui/shape
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View {
    /// Apple: https://developer.apple.com/documentation/swiftui/shape/path(in:)
    func path(in rect: CGRect) -> Path
}

/// Apple: https://developer.apple.com/documentation/swiftui/path
///
/// Only the type: nothing here draws.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Path: Sendable {}

/// Apple: https://developer.apple.com/documentation/swiftui/rectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Rectangle: Shape {
    /// Apple: https://developer.apple.com/documentation/swiftui/rectangle/init()
    public nonisolated init() {}

    /// Apple: https://developer.apple.com/documentation/swiftui/rectangle/path(in:)
    public nonisolated func path(in rect: CGRect) -> Path {
        fatalError("Rectangle.path(in:) is transcribed for type-checking only; it runs on Apple platforms")
    }

    public typealias Body = Never
}
#endif
