#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIInterface
#endif
import Foundation
import StackLayout
import StackViewPlans

/// The engine's stack as a SwiftUI `Layout`: `UIStackView` semantics (axis, distribution,
/// alignment, spacing, margins; docs/layout-semantics.md) for SwiftUI views.
///
/// ```swift
/// DynamicStackLayout(axis: .horizontal, distribution: .fillEqually, spacing: 8) {
///     Text("Cancel")
///     Text("Save changes")
/// }
/// ```
///
/// Each subview is a leaf the engine measures by asking the subview (its ideal size, and its
/// height at the width the stack gives it); the stack is as wide as it is offered (its natural
/// width when the width is left open) and as tall as its content there. Subviews take part with
/// default priorities: content hugging 250, compression resistance 750.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct DynamicStackLayout: Layout {
    /// The stack; its `children` are ignored (the subviews are the children).
    public var stack: Stack

    /// A layout with `stack`'s properties.
    public init(_ stack: Stack) {
        self.stack = stack
    }

    /// A layout with the given properties.
    public init(
        axis: LayoutAxis, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
        spacing: Double = 0, margins: DirectionalInsets = .zero
    ) {
        stack = Stack(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing, margins: margins, children: [])
    }

    /// The engine layout this stands for.
    var hosted: HostedLayout { HostedLayout(.stack(stack)) }

    public func makeCache(subviews: Subviews) -> EngineLayoutCache {
        // A stack measures no text of its own: the subviews measure theirs.
        EngineLayoutCache(measurer: FixedMetricsTextMeasurer())
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout EngineLayoutCache) -> CGSize {
        hosted.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout EngineLayoutCache) {
        hosted.placeSubviews(in: bounds, subviews: subviews, cache: &cache)
    }
}
