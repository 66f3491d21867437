/// One node of a layout tree, as an app or a document describes it: a box, a piece of text,
/// a stack or a list of further nodes, plus the properties every arranged view has in UIKit
/// (hidden, custom spacing after it, content hugging and compression resistance).
///
/// Nodes are plain values. Build a tree of them, then turn it into a validated
/// ``LayoutTree`` once and lay that out as often as needed.
public struct LayoutNode: Sendable {
    /// What the node is.
    public enum Content: Sendable {
        /// A rectangle with an optional intrinsic size.
        case box(Box)
        /// Text measured by the engine's text measurer.
        case text(TextBlock)
        /// A stack of child nodes.
        case stack(Stack)
        /// Child nodes one below the other at their natural heights (see ``AnchoredList``).
        case list(AnchoredList)
        /// Child nodes (possibly none) arranged by a ``ContainerLayout``.
        case container(any ContainerLayout, children: [LayoutNode])
    }

    /// An optional identifier, reported with the node's frame. Nodes without one are named
    /// by their path (`root/2/0`).
    public var id: String?
    /// What the node is.
    public var content: Content
    /// Hidden nodes take neither space nor spacing in their stack, as in `UIStackView`.
    public var isHidden: Bool
    /// Spacing between this node and the next visible sibling, replacing the stack's spacing
    /// (`UIStackView.setCustomSpacing(_:after:)`); a container fraction is of the parent's length.
    public var spacingAfter: Length? {
        get { rarelySet?.value.spacingAfter }
        set { changeRarelySet { $0.spacingAfter = newValue } }
    }
    /// A width-to-height ratio the node keeps, if any.
    public var aspectRatio: AspectRatio? {
        get { rarelySet?.value.aspectRatio }
        set { changeRarelySet { $0.aspectRatio = newValue } }
    }
    /// A shift of the node's centre, as fractions of its container, applied after placement.
    public var offset: CenterOffset? {
        get { rarelySet?.value.offset }
        set { changeRarelySet { $0.offset = newValue } }
    }
    /// Where an ``Overlay`` puts this node, instead of the overlay's own alignment. Only an
    /// overlay's children use it; elsewhere it is ignored.
    public var overlayAlignment: OverlayAlignment? {
        get { rarelySet?.value.overlayAlignment }
        set { changeRarelySet { $0.overlayAlignment = newValue } }
    }
    /// ``spacingAfter``, ``aspectRatio``, ``offset`` and ``overlayAlignment``, boxed when any is set.
    var rarelySet: RarelySetValue<RarelySetProperties>?
    /// Resistance to growing beyond the intrinsic size.
    public var contentHugging: AxisPriorities
    /// Resistance to shrinking below the intrinsic size.
    public var compressionResistance: AxisPriorities

    /// Creates a node. Hugging defaults to 251 for text (as `UILabel`) and 250 otherwise;
    /// compression resistance defaults to 750.
    public init(
        id: String? = nil,
        _ content: Content,
        isHidden: Bool = false,
        spacingAfter: Length? = nil,
        contentHugging: AxisPriorities? = nil,
        compressionResistance: AxisPriorities = AxisPriorities(.defaultHigh)
    ) {
        self.id = id
        self.content = content
        self.isHidden = isHidden
        self.rarelySet = spacingAfter.map { RarelySetValue(RarelySetProperties(spacingAfter: $0)) }
        if let contentHugging {
            self.contentHugging = contentHugging
        } else if case .text = content {
            self.contentHugging = AxisPriorities(.textHugging)
        } else {
            self.contentHugging = AxisPriorities(.defaultLow)
        }
        self.compressionResistance = compressionResistance
    }

    /// A box; a missing intrinsic dimension makes the box flexible in it.
    public static func box(id: String? = nil, width: Length? = nil, height: Length? = nil) -> LayoutNode {
        LayoutNode(id: id, .box(Box(width: width, height: height)))
    }

    /// A piece of text.
    public static func text(
        id: String? = nil, _ string: String, font: TextFont = .style(.body), lines: Int = 1
    ) -> LayoutNode {
        LayoutNode(id: id, .text(TextBlock(string, font: font, lines: lines)))
    }

    /// A stack of `children`.
    public static func stack(id: String? = nil, _ stack: Stack) -> LayoutNode {
        LayoutNode(id: id, .stack(stack))
    }

    /// A list of `children` (see ``AnchoredList``).
    public static func list(id: String? = nil, _ list: AnchoredList) -> LayoutNode {
        LayoutNode(id: id, .list(list))
    }

    /// A node whose `children` are arranged by `layout`.
    public static func container(
        id: String? = nil, _ layout: some ContainerLayout, children: [LayoutNode] = []
    ) -> LayoutNode {
        LayoutNode(id: id, .container(layout, children: children))
    }

    /// A short name for the node's kind: `box`, `text`, `stack`, `list`, or a container layout's own.
    public var kindName: String {
        switch content {
        case .box: "box"
        case .text: "text"
        case .stack: "stack"
        case .list: "list"
        case .container(let layout, _): layout.kindName
        }
    }
}

/// A rectangle with an optional intrinsic size. A dimension without one is flexible: its
/// natural length is zero and it absorbs spare room before any child that has one. A container
/// fraction (``Length``) is of the parent stack's content box.
public struct Box: Hashable, Sendable {
    /// The intrinsic width, or `nil` for none.
    public var width: Length?
    /// The intrinsic height, or `nil` for none.
    public var height: Length?

    /// Creates a box.
    public init(width: Length? = nil, height: Length? = nil) {
        self.width = width
        self.height = height
    }
}

/// Text with a font and a line limit.
public struct TextBlock: Hashable, Sendable {
    /// The string to show.
    public var string: String
    /// The font. With ``fit`` its family and weight are kept and its size is chosen.
    public var font: TextFont
    /// The maximum number of lines; `0` means no limit. Defaults to 1, as `UILabel`.
    public var lines: Int
    /// When set, the font size is the largest that fits the node's rectangle (see ``TextFit``).
    public var fit: TextFit? {
        get { fitStorage?.value }
        set { fitStorage = newValue.map(RarelySetValue.init) }
    }
    /// ``fit``, on the heap: few texts fit their size, and inline it made every node larger.
    private var fitStorage: RarelySetValue<TextFit>?

    /// Creates a text.
    public init(_ string: String, font: TextFont = .style(.body), lines: Int = 1, fit: TextFit? = nil) {
        self.string = string
        self.font = font
        self.lines = lines
        self.fitStorage = fit.map(RarelySetValue.init)
    }
}

/// A stack: children arranged along an axis with `UIStackView` semantics.
public struct Stack: Sendable {
    /// The axis children are arranged along.
    public var axis: LayoutAxis
    /// How children are sized and positioned along the axis.
    public var distribution: StackDistribution
    /// How children are sized and positioned across the axis.
    public var alignment: StackAlignment
    /// Spacing between adjacent visible children (exact for the fill family, a minimum for
    /// equal spacing and equal centering; negative values overlap children). A container
    /// fraction is of the stack's own length along its axis.
    public var spacing: Length
    /// Layout margins; container fractions are of the stack's own width (leading, trailing)
    /// or height (top, bottom).
    public var margins: LengthInsets {
        get { marginStorage?.value ?? .zero }
        set { marginStorage = newValue == .zero ? nil : RarelySetValue(newValue) }
    }
    /// ``margins`` when not zero, on the heap: inline, they made every node larger.
    private var marginStorage: RarelySetValue<LengthInsets>?
    /// Whether children are arranged inside the margins (`isLayoutMarginsRelativeArrangement`).
    /// Unlike UIKit, where it is off by default and margins are then ignored, it defaults to
    /// on: margins default to zero, so it only matters once margins are given.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// Vertical stacks only: spacing is measured from one child's last baseline to the next
    /// child's first baseline (`isBaselineRelativeArrangement`).
    public var isBaselineRelativeArrangement: Bool
    /// Other configurations the stack switches to when their condition holds (an adaptive
    /// stack; see ``StackVariant``): the first that holds wins.
    public var variants: [StackVariant]
    /// The arranged children.
    public var children: [LayoutNode]

    /// Creates a stack.
    public init(
        axis: LayoutAxis,
        distribution: StackDistribution = .fill,
        alignment: StackAlignment = .fill,
        spacing: Length = 0,
        margins: LengthInsets = .zero,
        isLayoutMarginsRelativeArrangement: Bool = true,
        isBaselineRelativeArrangement: Bool = false,
        variants: [StackVariant] = [],
        children: [LayoutNode]
    ) {
        self.variants = variants
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.marginStorage = margins == .zero ? nil : RarelySetValue(margins)
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.children = children
    }

    /// Creates a stack with spacing and margins in points.
    public init(
        axis: LayoutAxis,
        distribution: StackDistribution = .fill,
        alignment: StackAlignment = .fill,
        spacing: Double = 0,
        margins: DirectionalInsets,
        isLayoutMarginsRelativeArrangement: Bool = true,
        isBaselineRelativeArrangement: Bool = false,
        variants: [StackVariant] = [],
        children: [LayoutNode]
    ) {
        self.init(
            axis: axis, distribution: distribution, alignment: alignment, spacing: .points(spacing),
            margins: LengthInsets(margins), isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement,
            isBaselineRelativeArrangement: isBaselineRelativeArrangement, variants: variants, children: children)
    }
}
