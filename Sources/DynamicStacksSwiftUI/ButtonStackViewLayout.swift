#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIInterface
#endif
import DynamicButtons
import Foundation
import StackLayout
import StackViewPlans

/// The placement of a ``ButtonStackView``: a `Layout` over the engine's `ButtonStack`. Its
/// subviews are the views of `ButtonFaceSubview/list(for:)` for the stack's items, in that
/// order (each button, then its icon, title and spinner); each goes to its frame of the
/// `ButtonStackFaces` for the bounds, proposed that frame's size — which is also how a title
/// keeps to the lines its frame holds (one line except in the column with icons above) and is
/// cut at its end when it does not fit.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ButtonStackViewLayout: Layout {
    /// The stack.
    public var stack: ButtonStack
    /// Text size and display scale. Always left to right: SwiftUI mirrors placements itself.
    public var environment: LayoutEnvironment
    /// Makes the title measurer, once per view.
    public var makeTextMeasurer: @Sendable () -> any TextMeasuring

    /// A layout for `stack` in `environment` (its direction is ignored: see ``environment``).
    public init(stack: ButtonStack, environment: LayoutEnvironment, makeTextMeasurer: @escaping @Sendable () -> any TextMeasuring) {
        self.stack = stack
        self.environment = LayoutEnvironment(
            direction: .leftToRight, contentSizeCategory: environment.contentSizeCategory, scale: environment.scale)
        self.makeTextMeasurer = makeTextMeasurer
    }

    /// The views' order.
    var subviewList: [ButtonFaceSubview] { ButtonFaceSubview.list(for: stack.items) }

    public func makeCache(subviews: Subviews) -> ButtonStackViewCache {
        ButtonStackViewCache(measurer: makeTextMeasurer())
    }

    /// As wide as proposed (or the stack's natural width), as tall as the arrangement chosen
    /// there; nothing when the stack cannot be laid out (a bad value in it).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ButtonStackViewCache) -> CGSize {
        let width = HostedLayout.engineWidth(proposedWidth: proposal.width.map { Double($0) })
        if let size = cache.sizes[width] { return CGSize(width: size.width, height: size.height) }
        let size = (try? ButtonStackFaces.size(of: stack, proposedWidth: width, environment: environment, measurer: cache.measurer))
            ?? .zero
        cache.sizes[width] = size
        return CGSize(width: size.width, height: size.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ButtonStackViewCache) {
        let size = Size(width: Double(bounds.width), height: Double(bounds.height))
        let faces: ButtonStackFaces?
        if let last = cache.lastFaces, last.size == size {
            faces = last
        } else {
            faces = try? ButtonStackFaces.place(stack, in: size, environment: environment, measurer: cache.measurer)
            cache.lastFaces = faces
        }
        for (subview, entry) in zip(subviews, subviewList) {
            let frame = faces?.frame(of: entry) ?? .zero
            subview.place(
                at: CGPoint(x: Double(bounds.minX) + frame.minX, y: Double(bounds.minY) + frame.minY), anchor: .topLeading,
                proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }
}

/// What a ``ButtonStackViewLayout`` keeps: the title measurer, the sizes answered and the last
/// faces, so that placing in the size just measured does not lay out again.
public struct ButtonStackViewCache {
    let measurer: any TextMeasuring
    var sizes: [Double?: Size] = [:]
    var lastFaces: ButtonStackFaces?

    init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }
}
