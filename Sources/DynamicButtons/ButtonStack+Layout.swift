import StackLayout

extension ButtonStack {
    /// The smallest size that shows every title in full at `width`: the least tall arrangement
    /// that fits the width (and ``heightLimit``), the first of ``ButtonArrangement/measuringOrder``
    /// among equally tall ones. When none fits, the overflow says by how much the chosen one is
    /// too big.
    ///
    /// Pass a `CachedTextMeasurer` and reuse it for ``place(in:environment:measurer:)`` to
    /// measure each title once.
    public func measure(width: Double, environment: LayoutEnvironment, measurer: some TextMeasuring) -> ButtonStackMeasurement {
        ButtonStackLayout(self, context: LayoutContext(environment: environment, measurer: measurer))
            .measure(width: width, heightLimit: heightLimit)
    }

    /// Places the buttons in bounds of `size` (coordinates relative to the stack, left to right,
    /// unrounded; the engine rounds and mirrors when the stack is a node of a tree). With room
    /// to spare, a more expanded arrangement fills it (see ``ButtonArrangement/fillingOrder``).
    public func place(in size: Size, environment: LayoutEnvironment, measurer: some TextMeasuring) -> ButtonStackPlacement {
        ButtonStackLayout(self, context: LayoutContext(environment: environment, measurer: measurer)).place(in: size)
    }

    /// Every arrangement checked at `width`: whether it fits and, if not, which button fails by
    /// how much ("'Add to Favourites' needs 200.5 pt, has 200 pt"), each button against the
    /// room it is judged at (the smallest share of a row). With `height`, the bounds' height,
    /// also the arrangement placed in them: the measured one, or with room to spare the
    /// expanded one (``expandsIntoRoom``).
    public func explain(
        width: Double, height: Double? = nil, environment: LayoutEnvironment, measurer: some TextMeasuring
    ) -> ButtonStackExplanation {
        let layout = ButtonStackLayout(self, context: LayoutContext(environment: environment, measurer: measurer))
        let checks = layout.checks(width: width, heightLimit: heightLimit)
        let chosen = layout.measure(width: width, heightLimit: heightLimit).arrangement
        return ButtonStackExplanation(
            width: width, heightLimit: heightLimit, checks: checks, chosen: chosen, boundsHeight: height,
            placed: height.map { layout.arrangement(for: Size(width: width, height: $0)).arrangement } ?? chosen,
            expansionOrder: layout.expansionOrder)
    }

    /// The node for a layout tree.
    public func node(id: String? = nil) -> LayoutNode {
        LayoutNode(id: id, .container(self, children: []))
    }
}

extension ButtonStack: ContainerLayout {
    public var kindName: String { "buttons" }

    /// The titles measured once per layout.
    public func makeCache(subviews: ContainerSubviews) -> ButtonStackLayout {
        ButtonStackLayout(self, context: subviews.context)
    }

    /// Without a width: the narrowest width, in whole device pixels (exact at scale 0), at
    /// which the most compact arrangement passes the fit test measuring uses (every button's
    /// own row share — the leftover pixels going to the last button, as placement hands them
    /// out — holds its icon, gap and title side by side). At a width: the chosen arrangement's
    /// height.
    public func sizeThatFits(proposal: ProposedSize, subviews: ContainerSubviews, cache: inout ButtonStackLayout) -> ContainerSize {
        let width = proposal.finiteWidth ?? cache.naturalWidth
        let height = cache.measure(width: width, heightLimit: heightLimit).size.height
        // No text baseline is exposed: like a view without text, the baseline is the bottom.
        return ContainerSize(width: width, height: height)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: ContainerSubviews, cache: inout ButtonStackLayout
    ) -> ContainerPlacement<ButtonStackPlacement> {
        let placement = cache.place(in: bounds.size)
        var parts: [ContainerPart] = []
        let environment = subviews.context.environment
        for (item, button) in zip(items, placement.buttons) {
            let parent = parts.count
            parts.append(ContainerPart(id: button.id, role: ButtonPart.button.rawValue, frame: button.frame))
            let loading = item.state == .loading
            // Loading: a spinner replaces the title (or the icon); frames are those of any state.
            parts.append(ContainerPart(id: button.id, role: ButtonPart.image.rawValue, frame: button.image, parent: parent,
                                       iconName: loading && !item.showsTitle ? nil : item.iconName))
            if item.showsTitle {
                let wraps = placement.arrangement == .columnAbove && !item.hugsContent
                let title = TextMeasurementRequest(
                    string: item.title, font: item.font.resolved(for: environment.contentSizeCategory),
                    maximumLines: wraps ? 0 : 1,
                    wrapWidth: wraps || button.isTitleTruncated ? button.title.width : nil)
                parts.append(ContainerPart(id: button.id, role: ButtonPart.title.rawValue, frame: button.title, parent: parent,
                                           text: loading ? nil : title))
            }
            if loading {
                let fontSize = item.font.resolved(for: environment.contentSizeCategory).size
                let replaced = item.showsTitle ? button.title : button.image
                parts.append(ContainerPart(id: button.id, role: ButtonPart.spinner.rawValue,
                                           frame: Self.spinnerFrame(in: replaced, side: fontSize), parent: parent))
            }
        }
        // The layout works in the stack's own coordinates; parts are reported in the root's.
        for i in parts.indices {
            parts[i].frame.origin.x += bounds.minX
            parts[i].frame.origin.y += bounds.minY
        }
        var attributes: [(key: String, value: ContainerAttributeValue)] = [(key: "mode", value: .text(placement.arrangement.rawValue))]
        if placement.overflow != .zero {
            attributes.append((key: "overflow", value: .size(placement.overflow)))
        }
        return ContainerPlacement(parts: parts, attributes: attributes, details: placement)
    }

    /// A loading button's spinner: `side` square centred on what it replaces, no larger than that.
    static func spinnerFrame(in replaced: Rect, side: Double) -> Rect {
        let side = max(0, min(side, replaced.width, replaced.height))
        return Rect(x: replaced.midX - side / 2, y: replaced.midY - side / 2, width: side, height: side)
    }
}
