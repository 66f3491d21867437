/// Placing a stack in a frame, steps 7–10 of "The stack algorithm, step by step" in
/// `docs/layout-semantics.md`: its content box, the lengths along its axis and across it, and its
/// children placed in their frames.
extension LayoutPass {
    /// Steps 7–10 for a stack or list placed in `frame`.
    mutating func placeStack(_ index: Int, in frame: Rect) {
        let (style, variant) = chosenStyle(index, width: frame.width)
        if tree.variantStyles(of: index) != nil {
            variantChoices[index] = variantChoice(index, width: frame.width, chosen: variant)
        }
        // Step 7. Hidden children collapse; the content box is the frame less the margins.
        if tree.nodes[index].hasHiddenChildren { placeHiddenChildren(of: index, at: frame.origin) }
        let margins = self.margins(of: index, style, width: frame.width, height: frame.height, along: nil)
        let box = Rect(
            x: frame.minX + margins.leading, y: frame.minY + margins.top,
            width: max(0, frame.width - margins.total(along: .horizontal)),
            height: max(0, frame.height - margins.total(along: .vertical)))
        let content = stackContent(index, style: style, ownLength: style.axis == .horizontal ? frame.width : frame.height)
        let measurement = stackMeasurement(
            index, style: style, content: content, contentWidth: box.width, contentHeight: box.height)
        if let anchor = style.anchor {
            placeList(measurement, anchor: anchor, in: box)
        } else if style.axis == .vertical {
            placeVertical(measurement, style: style, in: box)
        } else {
            placeHorizontal(measurement, style: style, in: box)
        }
    }

    /// Steps 8–10 for a vertical stack.
    private mutating func placeVertical(_ measurement: StackMeasurement, style: LayoutTree.StackStyle, in box: Rect) {
        // Step 8.
        let arrangement = AxisDistribution.arrange(
            style.distribution, items: measurement.items, gaps: measurement.gaps, available: box.height)
        for (i, child) in measurement.children.enumerated() {
            // Step 9.
            let width = measurement.widths[i]
            let x: Double
            switch style.alignment {
            case .center: x = (box.width - width) / 2
            case .trailing: x = box.width - width
            default: x = 0
            }
            // Step 10.
            place(child, in: Rect(
                x: box.minX + x, y: box.minY + arrangement.offsets[i],
                width: width, height: arrangement.lengths[i]), container: box.size)
        }
    }

    /// Step 8 for a list: its children keep their natural heights, from the top or, anchored to
    /// the bottom, with the last one's bottom on the list's (see ``AnchoredList``).
    private mutating func placeList(_ measurement: StackMeasurement, anchor: StackAnchor, in box: Rect) {
        let lengths = measurement.items.map(\.length)
        let offsets = AxisDistribution.offsets(lengths: lengths, gaps: measurement.gaps)
        var top = box.minY
        if anchor == .bottom, let last = lengths.indices.last {
            top = box.maxY - (offsets[last] + lengths[last])
        }
        for (i, child) in measurement.children.enumerated() {
            place(child, in: Rect(x: box.minX, y: top + offsets[i], width: measurement.widths[i], height: lengths[i]),
                  container: box.size)
        }
    }

    /// Steps 9–10 for a horizontal stack (the offsets along the axis come from step 3).
    private mutating func placeHorizontal(_ measurement: StackMeasurement, style: LayoutTree.StackStyle, in box: Rect) {
        // Step 9. At the natural height the measurement has the positions already.
        let cross = measurement.naturalCross.height == box.height
            ? measurement.naturalCross
            : Self.horizontalCross(measurement.measured, alignment: style.alignment, available: box.height)
        let leavesOnly = !tree.hasProportions
        for (i, child) in measurement.children.enumerated() {
            let frame = Rect(
                x: box.minX + measurement.offsets[i], y: box.minY + cross.tops[i],
                width: measurement.widths[i], height: cross.heights[i])
            // Step 10. A box has nothing inside: its frame is written here (most nodes of
            // large trees are such leaves).
            if leavesOnly && tree.nodes[child].kind == .box {
                setFrame(frame, of: child)
            } else {
                place(child, in: frame, container: box.size)
            }
        }
    }
}
