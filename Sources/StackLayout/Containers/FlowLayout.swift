/// Children in lines that wrap, like words in a paragraph or tags in a tag cloud: each child
/// keeps its natural width, a line takes children while they fit, and the next child starts a
/// new line below. The rules for fixed-size children are CSS flexbox's for a row with
/// `flex-wrap: wrap`, `column-gap: spacing`, `row-gap: lineSpacing`, `justify-content` from
/// ``alignment``, `align-items` from ``lineAlignment`` and children `flex: none`
/// (docs/layout-semantics.md, "Flow", has them in full and the cases where CSS differs).
///
/// ```swift
/// let tags = LayoutNode.container(
///     id: "tags", FlowLayout(spacing: 8, lineSpacing: 8, alignment: .leading),
///     children: ["Swift", "Layout", "Right to left", "Dynamic Type"].map { LayoutNode.text($0) })
/// ```
///
/// The flow's natural width has every child on one line; at a width, it is as tall as its
/// lines. Given a taller frame its lines stay at the top (CSS `align-content: flex-start`).
/// Right to left, everything is mirrored: lines fill from the right, as with CSS
/// `direction: rtl`.
public struct FlowLayout: Hashable, Sendable {
    /// The horizontal space between neighbouring children of a line, in points (0 or more).
    public var spacing: Double
    /// The vertical space between lines, in points (0 or more).
    public var lineSpacing: Double
    /// Where each line's children sit along the line.
    public var alignment: FlowAlignment
    /// Where each child sits within the height of its line.
    public var lineAlignment: FlowLineAlignment

    /// Creates a flow. Spacing defaults to 0, as a stack's (and CSS's `gap`).
    public init(
        spacing: Double = 0, lineSpacing: Double = 0, alignment: FlowAlignment = .leading,
        lineAlignment: FlowLineAlignment = .top
    ) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.lineAlignment = lineAlignment
    }

    /// What a flow keeps during one layout: its children's natural widths, and the
    /// arrangement last computed (measuring at a width and then placing at it arranges once).
    public struct Cache: Sendable {
        var naturalWidths: [Double?]
        var last: FlowArrangement?
    }
}

extension FlowLayout: ContainerLayout {
    /// `flow`.
    public var kindName: String { "flow" }

    /// The children's natural widths, asked once per layout.
    public func makeCache(subviews: ContainerSubviews) -> Cache {
        Cache(naturalWidths: subviews.map(\.naturalWidth), last: nil)
    }

    /// Without a width: the natural width
    /// (``FlowLineBreaking/naturalWidth(naturalWidths:spacing:)``: every child on one line,
    /// each flexible child on a line of its own; `nil` when every child is flexible), and the
    /// height at it. At a width: the height of the lines at that width. The baselines are the
    /// first line's and the last line's (``FlowArrangement``); without children there are none
    /// and the flow is 0 high.
    public func sizeThatFits(proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Cache) -> ContainerSize {
        let natural = proposal.finiteWidth == nil
            ? FlowLineBreaking.naturalWidth(naturalWidths: cache.naturalWidths, spacing: spacing) : nil
        let width = proposal.finiteWidth ?? natural ?? 0
        let arrangement = arrangement(width: width, subviews: subviews, cache: &cache)
        return ContainerSize(
            width: proposal.finiteWidth ?? natural, height: arrangement.height,
            firstBaseline: arrangement.firstBaseline, lastBaseline: arrangement.lastBaseline)
    }

    /// Places the children where ``FlowArrangement`` puts them at the bounds' width, lines
    /// from the bounds' top whatever their height.
    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Cache
    ) -> ContainerPlacement<FlowArrangement> {
        let arrangement = arrangement(width: bounds.width, subviews: subviews, cache: &cache)
        for (subview, frame) in zip(subviews, arrangement.frames) {
            subview.place(in: Rect(
                x: bounds.minX + frame.minX, y: bounds.minY + frame.minY, width: frame.width, height: frame.height))
        }
        return ContainerPlacement(details: arrangement)
    }

    /// Spacing and line spacing: finite numbers of points, 0 or more (at most
    /// ``LayoutTree/maximumLength``).
    public func invalidValue() -> InvalidValue? {
        InvalidValue.checking(spacing, .spacing, .nonNegativePoints)
            ?? InvalidValue.checking(lineSpacing, Self.lineSpacingProperty, .nonNegativePoints)
    }

    /// The flow's own property `lineSpacing`, as its errors and a document's places name it.
    public static let lineSpacingProperty = LayoutProperty.custom("lineSpacing")

    private func arrangement(width: Double, subviews: ContainerSubviews, cache: inout Cache) -> FlowArrangement {
        if let last = cache.last, last.width == max(0, width) { return last }
        let arrangement = FlowArrangement(naturalWidths: cache.naturalWidths, width: width, flow: self) { index, width in
            subviews[index].dimensions(in: ProposedSize(width: width, height: nil))
        }
        cache.last = arrangement
        return arrangement
    }
}
