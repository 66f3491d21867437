/// Children on top of each other, as SwiftUI's `ZStack`: the overlay is as large as its largest
/// child, and every child keeps its own size inside it, put in one of nine positions by its own
/// ``LayoutNode/overlayAlignment`` or, without one, by the overlay's ``alignment``. Later
/// children are drawn over earlier ones.
///
/// ```swift
/// // A 12 × 12 badge on the top trailing corner of a 60 × 60 icon.
/// var badge = LayoutNode.box(id: "badge", width: .points(12), height: .points(12))
/// badge.overlayAlignment = .topTrailing
/// let icon = LayoutNode.overlay(id: "icon", [.box(id: "image", width: .points(60), height: .points(60)), badge])
/// ```
///
/// The rules (docs/layout-semantics.md, "Overlays"), for the visible children (hidden ones take
/// no space and get a zero-size frame at the overlay's origin, as in a stack):
///
/// 1. **Natural width**: the largest natural width among the children that have one. When
///    none has one (every child is flexible in width) the overlay has none either and takes
///    the width it is given, like a flexible box; with no visible child it is 0.
/// 2. **A child's width** in an overlay `W` wide: its natural width capped at `W`; a child
///    without one is `W` wide.
/// 3. **Height at a width `W`**: the largest height among the children that have one, each
///    measured at its width (rule 2), so text narrower than its natural width wraps and grows
///    taller. When no child has a height the overlay has none (it takes the height it is
///    given); with no visible child it is 0.
/// 4. **Placing** in a frame `W × H`: a child is as wide as rule 2 says and as tall as it needs
///    at that width, capped at `H`; a child without a height is `H` tall. The room left over
///    goes before the child by its alignment's fractions: `x = minX + (W − w) ×`
///    ``OverlayAlignment/horizontalFraction``, `y = minY + (H − h) ×`
///    ``OverlayAlignment/verticalFraction`` (left to right; the engine mirrors for right to left
///    and rounds to pixels afterwards).
/// 5. **Baselines**: those of the first visible child, where rule 4 puts it in the overlay at
///    its measured size (`W` and the height of rule 3). With no visible child, or no height,
///    the baselines are the bottom edge.
public struct Overlay: ContainerLayout {
    /// Where children without an alignment of their own go (default `center`).
    public var alignment: OverlayAlignment

    /// Creates an overlay whose children go to `alignment` unless they say otherwise.
    public init(alignment: OverlayAlignment = .center) {
        self.alignment = alignment
    }

    public var kindName: String { "overlay" }

    public func sizeThatFits(proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Void) -> ContainerSize {
        guard !subviews.isEmpty else { return ContainerSize(width: 0, height: 0) }
        // Rule 1.
        let naturalWidth = subviews.compactMap(\.naturalWidth).max()
        let width = proposal.finiteWidth ?? naturalWidth ?? 0
        // Rule 3.
        let height = subviews.compactMap { $0.height(atWidth: Self.width(of: $0, in: width)) }.max()
        guard let height else { return ContainerSize(width: naturalWidth, height: nil) }
        // Rule 5.
        let first = subviews[0]
        let frame = self.frame(of: first, in: Rect(x: 0, y: 0, width: width, height: height))
        let dimensions = first.dimensions(in: ProposedSize(width: frame.width, height: frame.height))
        return ContainerSize(
            width: naturalWidth, height: height, firstBaseline: frame.minY + dimensions.firstBaseline,
            lastBaseline: frame.minY + dimensions.lastBaseline)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Void
    ) -> ContainerPlacement<Void> {
        for subview in subviews {
            subview.place(in: frame(of: subview, in: bounds))
        }
        return ContainerPlacement()
    }

    /// Rule 2: a child's width in an overlay `width` wide.
    private static func width(of subview: ContainerSubview, in width: Double) -> Double {
        subview.naturalWidth.map { min($0, width) } ?? width
    }

    /// Rule 4: a child's frame in an overlay whose frame is `bounds`.
    private func frame(of subview: ContainerSubview, in bounds: Rect) -> Rect {
        let width = Self.width(of: subview, in: bounds.width)
        let height = subview.height(atWidth: width).map { min($0, bounds.height) } ?? bounds.height
        let alignment = subview.overlayAlignment ?? self.alignment
        return Rect(
            x: bounds.minX + (bounds.width - width) * alignment.horizontalFraction,
            y: bounds.minY + (bounds.height - height) * alignment.verticalFraction,
            width: width, height: height)
    }
}

extension LayoutNode {
    /// An ``Overlay`` of `children`: on top of each other, each put by its own
    /// ``overlayAlignment`` or else by `alignment`.
    public static func overlay(
        id: String? = nil, alignment: OverlayAlignment = .center, _ children: [LayoutNode]
    ) -> LayoutNode {
        .container(id: id, Overlay(alignment: alignment), children: children)
    }
}
