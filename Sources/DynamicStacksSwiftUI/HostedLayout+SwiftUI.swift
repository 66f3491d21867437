#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIInterface
#endif
import Foundation
import StackLayout
import StackViewPlans

/// The translation between SwiftUI's `Layout` calls and a ``HostedLayout``: proposals to
/// widths, subviews to measured children, frames to `place(at:anchor:proposal:)`.
///
/// Left to right, at scale 0: SwiftUI mirrors a layout's placements for right to left itself
/// (`LayoutSubviews.layoutDirection`), so mirroring here too would mirror twice, and it rounds
/// them to pixels itself.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension HostedLayout {
    /// `sizeThatFits`: as wide as proposed (or the natural width), as tall as the content
    /// needs there. A layout that cannot be laid out (a bad value) takes no room.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout EngineLayoutCache) -> CGSize {
        let width = HostedLayout.engineWidth(proposedWidth: proposal.width.map { Double($0) })
        if let size = cache.sizes[width] { return CGSize(width: size.width, height: size.height) }
        let children = SubviewMeasuring(subviews: subviews).children
        let placement = (try? layout(width: width, children: children, measurer: cache.measurer))
            ?? .empty(childCount: children.count)
        cache.sizes[width] = placement.size
        cache.lastPlacement = placement
        return CGSize(width: placement.size.width, height: placement.size.height)
    }

    /// `placeSubviews`: each subview at its frame moved by the bounds' origin, proposed the
    /// frame's size so it draws at the size the engine gave it.
    func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, cache: inout EngineLayoutCache) {
        let size = Size(width: Double(bounds.width), height: Double(bounds.height))
        let placement: HostedPlacement
        if let last = cache.lastPlacement, last.size == size, last.frames.count == subviews.count {
            placement = last
        } else {
            let children = SubviewMeasuring(subviews: subviews).children
            placement = (try? place(in: size, children: children, measurer: cache.measurer))
                ?? .empty(childCount: children.count)
            cache.lastPlacement = placement
        }
        let frames = placement.frames(at: Point(x: Double(bounds.minX), y: Double(bounds.minY)))
        for (subview, frame) in zip(subviews, frames) {
            subview.place(
                at: CGPoint(x: frame.minX, y: frame.minY), anchor: .topLeading,
                proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }
}
