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
        // The layout works in the stack's own coordinates; a container reports in the root's.
        let placement = cache.place(in: bounds.size).mappingFrames {
            Rect(x: $0.minX + bounds.minX, y: $0.minY + bounds.minY, width: $0.width, height: $0.height)
        }
        var parts: [ContainerPart] = []
        for (item, button) in zip(items, placement.buttons) {
            let parent = parts.count
            parts.append(ContainerPart(id: button.id, role: ButtonPart.button.role, frame: button.frame))
            parts.append(ContainerPart(id: button.id, role: ButtonPart.image.role, frame: button.image, parent: parent, iconName: button.iconName))
            if item.showsTitle {
                parts.append(ContainerPart(id: button.id, role: ButtonPart.title.role, frame: button.title, parent: parent, text: button.titleText))
            }
            if let spinner = button.spinner {
                parts.append(ContainerPart(id: button.id, role: ButtonPart.spinner.role, frame: spinner, parent: parent))
            }
        }
        var attributes: [(key: String, value: ContainerAttributeValue)] = [(key: "mode", value: .text(placement.arrangement.rawValue))]
        if placement.overflow != .zero {
            attributes.append((key: "overflow", value: .size(placement.overflow)))
        }
        return ContainerPlacement(parts: parts, attributes: attributes, details: placement)
    }

    /// Every title and accessibility text passed through `translate`; an icon-only button's
    /// empty title stays empty.
    public func translatingText(_ translate: (String) -> String) -> ButtonStack {
        var translated = self
        for index in items.indices {
            if !items[index].title.isEmpty { translated.items[index].title = translate(items[index].title) }
            translated.items[index].accessibilityLabel = items[index].accessibilityLabel.map(translate)
            translated.items[index].accessibilityHint = items[index].accessibilityHint.map(translate)
        }
        return translated
    }
}
