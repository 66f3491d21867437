#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIInterface
#endif
import Foundation
import CoreTextMeasurement
import StackLayout
import StackViewPlans

/// Any of the engine's containers (`FlowLayout`, `Overlay`, a `ContainerLayout` of your
/// own) as a SwiftUI `Layout`, its subviews as the container's children.
///
/// ```swift
/// DynamicContainerLayout(FlowLayout(spacing: 8, lineSpacing: 8)) {
///     ForEach(tags, id: \.self) { Text($0) }
/// }
/// ```
///
/// The container is as wide as it is offered (its natural width when the width is left open)
/// and as tall as it answers there.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct DynamicContainerLayout<Container: ContainerLayout>: Layout {
    /// The container.
    public var container: Container
    /// Makes the measurer for text the container measures itself, once per container view;
    /// flow and overlay measure none. Core Text by default; set it for another (tests give fixed
    /// metrics).
    public var makeTextMeasurer: @Sendable () -> any TextMeasuring = { CoreTextMeasurer() }

    /// A layout arranging its subviews with `container`. Its subviews follow in a trailing
    /// closure, as for any layout: `DynamicContainerLayout(FlowLayout(spacing: 8)) { … }` (so
    /// the initializer takes no closure of its own: the measurer is a property).
    public init(_ container: Container) {
        self.container = container
    }

    /// The engine layout this stands for.
    var hosted: HostedLayout { HostedLayout(.container(container)) }

    public func makeCache(subviews: Subviews) -> EngineLayoutCache {
        EngineLayoutCache(measurer: makeTextMeasurer())
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout EngineLayoutCache) -> CGSize {
        hosted.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout EngineLayoutCache) {
        hosted.placeSubviews(in: bounds, subviews: subviews, cache: &cache)
    }
}
