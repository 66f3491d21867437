#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/swiftui/layout
///
/// Only the requirements our layouts implement are declared (the others have defaults).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/subviews
    typealias Subviews = LayoutSubviews
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/cache
    associatedtype Cache = Void

    /// Apple: https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Cache == Void {
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)-23agy
    public func makeCache(subviews: Self.Subviews) -> Cache { () }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        fatalError("Layout.callAsFunction(_:) is transcribed for type-checking only; it runs on Apple platforms")
    }
}
#endif
