#if os(Linux)
/// Apple: https://developer.apple.com/documentation/swiftui/animatable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
    /// Apple: https://developer.apple.com/documentation/swiftui/animatable/animatabledata-swift.associatedtype
    associatedtype AnimatableData: VectorArithmetic
    /// Apple: https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
    var animatableData: AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Apple: https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        // Nothing to animate: what is set is dropped, as SwiftUI's default does.
        set {}
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/vectorarithmetic
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Apple: https://developer.apple.com/documentation/swiftui/vectorarithmetic/scale(by:)
    mutating func scale(by rhs: Double)
    /// Apple: https://developer.apple.com/documentation/swiftui/vectorarithmetic/magnitudesquared
    var magnitudeSquared: Double { get }
}

/// Apple: https://developer.apple.com/documentation/swiftui/emptyanimatabledata
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/emptyanimatabledata/init()
    public init() {}
    /// Apple: https://developer.apple.com/documentation/swiftui/emptyanimatabledata/zero
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Apple: https://developer.apple.com/documentation/swiftui/emptyanimatabledata/+(_:_:)
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    /// Apple: https://developer.apple.com/documentation/swiftui/emptyanimatabledata/-(_:_:)
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    /// Apple: https://developer.apple.com/documentation/swiftui/emptyanimatabledata/scale(by:)
    public mutating func scale(by rhs: Double) {}
    /// Apple: https://developer.apple.com/documentation/swiftui/emptyanimatabledata/magnitudesquared
    public var magnitudeSquared: Double { 0 }
}
#endif
