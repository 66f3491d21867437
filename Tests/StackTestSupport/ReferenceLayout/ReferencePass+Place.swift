import StackLayout

/// Placing: every node of the subtree gets its frame, left to right, unrounded, in root
/// coordinates.
extension ReferencePass {
    /// Places `node` in `frame`. A kept aspect ratio first shapes the frame, then a centre
    /// offset moves it by fractions of `container` (the parent's content size; the root's is
    /// its bounds); the subtree is placed inside the result.
    mutating func place(_ node: ReferenceNode, in frame: Rect, container: Size) throws(LayoutError) {
        var frame = frame
        if let aspect = node.node.aspectRatio { frame = Self.shape(frame, keeping: aspect) }
        if let offset = node.node.offset {
            frame.origin.x += offset.x * container.width
            frame.origin.y += offset.y * container.height
        }
        frames[node.number] = frame
        if case .container(let layout, _) = node.node.content {
            // Hidden children, and children the layout leaves unplaced, sit at its origin with
            // no size (docs/layout-semantics.md, "Containers").
            for child in node.children {
                for collapsed in child.subtree { frames[collapsed.number] = Rect(origin: frame.origin, size: .zero) }
            }
            try ReferenceSubviews.with(&self, container: node, size: frame.size) { layout.referencePlace(in: frame, subviews: $0) }
            return
        }
        guard node.arrangement != nil else { return }
        let stack = try arrangement(of: node, width: frame.width)
        // A hidden node and everything under it: zero size at the parent's leading top corner
        // (top-left here; mirroring makes it top-right in right to left).
        for child in node.children where child.isHidden {
            for hidden in child.subtree { frames[hidden.number] = Rect(origin: frame.origin, size: .zero) }
        }
        let own = ContainerExtent(width: frame.width, height: frame.height)
        let margins = try margins(of: node, stack, own: own)
        let content = Rect(
            x: frame.minX + margins.leading, y: frame.minY + margins.top,
            width: max(0, frame.width - margins.leading - margins.trailing),
            height: max(0, frame.height - margins.top - margins.bottom))
        if let anchor = node.listAnchor {
            try placeList(node, stack, anchor: anchor, own: own, content: content)
        } else if stack.axis == .vertical {
            try placeColumn(node, stack, own: own, content: content)
        } else {
            try placeRow(node, stack, own: own, content: content)
        }
    }

    /// The rectangle of the ratio in `frame`, centred on it: the largest inside it (`fit`) or
    /// the smallest covering it (`fill`). A frame with no area has no shape to meet and is kept
    /// as it is (the production engine's choice; the documents do not say).
    static func shape(_ frame: Rect, keeping aspect: AspectRatio) -> Rect {
        guard frame.width > 0, frame.height > 0 else { return frame }
        let widthAtFrameHeight = frame.height * aspect.ratio
        let heightAtFrameWidth = frame.width / aspect.ratio
        // Inside: the smaller of the two candidates that each match one side; covering: the larger.
        let useFrameHeight = aspect.mode == .fit
            ? widthAtFrameHeight <= frame.width : widthAtFrameHeight >= frame.width
        let size = useFrameHeight
            ? Size(width: widthAtFrameHeight, height: frame.height) : Size(width: frame.width, height: heightAtFrameWidth)
        return Rect(
            x: frame.minX + (frame.width - size.width) / 2, y: frame.minY + (frame.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    private mutating func placeColumn(
        _ node: ReferenceNode, _ stack: Stack, own: ContainerExtent, content: Rect
    ) throws(LayoutError) {
        let known = ContainerExtent(width: content.width, height: content.height)
        let column = try column(node, stack, own: own, content: known)
        let arranged = ReferenceDistribution.arrange(
            stack.distribution, items: column.items, gaps: column.gaps, content: content.height)
        let offsets = arranged.offsets
        for i in column.children.indices {
            let x: Double
            switch stack.alignment {
            case .center: x = (content.width - column.widths[i]) / 2
            case .trailing: x = content.width - column.widths[i]
            default: x = 0
            }
            try place(
                column.children[i],
                in: Rect(x: content.minX + x, y: content.minY + offsets[i], width: column.widths[i], height: arranged.lengths[i]),
                container: content.size)
        }
    }

    private mutating func placeRow(
        _ node: ReferenceNode, _ stack: Stack, own: ContainerExtent, content: Rect
    ) throws(LayoutError) {
        let known = ContainerExtent(width: content.width, height: content.height)
        let row = try row(node, stack, own: own, content: known)
        let cross = CrossPlacement(row.measured, alignment: stack.alignment, contentHeight: content.height)
        let offsets = row.arrangement.offsets
        for i in row.children.indices {
            try place(
                row.children[i],
                in: Rect(
                    x: content.minX + offsets[i], y: content.minY + cross.tops[i],
                    width: row.arrangement.lengths[i], height: cross.heights[i]),
                container: content.size)
        }
    }

    /// A list's children are as wide as the list and keep their natural heights; the block
    /// (heights plus gaps) starts at the list's top, or ends at its bottom.
    private mutating func placeList(
        _ node: ReferenceNode, _ stack: Stack, anchor: StackAnchor, own: ContainerExtent, content: Rect
    ) throws(LayoutError) {
        let known = ContainerExtent(width: content.width, height: content.height)
        let column = try column(node, stack, own: own, content: known)
        let lengths = column.measured.map(\.length)
        let offsets = ReferenceDistribution.Arrangement(lengths: lengths, gaps: column.gaps).offsets
        var top = content.minY
        if anchor == .bottom, let last = lengths.indices.last {
            let block = offsets[last] + lengths[last]
            top = content.maxY - block
        }
        for i in column.children.indices {
            try place(
                column.children[i],
                in: Rect(x: content.minX, y: top + offsets[i], width: content.width, height: lengths[i]),
                container: content.size)
        }
    }
}
