import DynamicButtons

extension NodeReader {
    static let buttonsKeys = ["spacing", "insets", "heightLimit", "parallel", "expandsIntoRoom", "items"]
    package static let buttonItemKeys = [
        "id", "title", "image", "icon", "style", "size", "font", "weight", "kind", "state", "accessibilityLabel",
        "accessibilityHint", "hug", "navigation", "audit",
    ]
    package static let buttonKinds: KeyValuePairs<String, ButtonKind> = [
        "default": .default, "primary": .primary, "tertiary": .tertiary, "iconOnly": .iconOnly,
    ]
    package static let buttonNavigations: KeyValuePairs<String, ButtonNavigation> = ["back": .back, "forward": .forward]
    package static let buttonStates: KeyValuePairs<String, ButtonState> = ["enabled": .enabled, "disabled": .disabled, "loading": .loading]
    package static let imageKeys = ["width", "height"]

    /// `buttons: {spacing, insets, heightLimit, parallel, expandsIntoRoom, items: [{id, title, image: {width,
    /// height} | icon: NAME, style | size [font] [weight], kind, state, accessibilityLabel,
    /// accessibilityHint, hug, navigation, audit}]}`: a dynamic button stack, node `index` at `treePath`. Places are
    /// recorded under the names ``ButtonStack/invalidValue()`` gives its properties: each item's
    /// as the property `items[N]` (its title as `items[N].title`). An item without `image` gets
    /// the standard icon (``ButtonIconSize/standard(for:)``: 24 pt scaled with the title's
    /// style); `image` sizes are fixed points or `{scaled: N, style: S}`.
    mutating func readButtons(_ mapping: DocumentMapping, node index: Int, treePath: String) throws(DocumentError) -> ButtonStack {
        var stack = ButtonStack(items: [])
        if let spacing = mapping["spacing"] {
            stack.spacing = try spacing.number(.nonNegativePoints)
            sourceMap.record(.spacing, place: spacing.place, node: index)
        }
        if let insets = mapping["insets"] {
            stack.insets = try readInsets(insets, as: { .custom("insets.\($0.rawValue)") }, node: index)
        }
        if let limit = mapping["heightLimit"] {
            stack.heightLimit = try limit.number(.nonNegativePoints)
            sourceMap.record(.custom("heightLimit"), place: limit.place, node: index)
        }
        if let parallel = mapping["parallel"] {
            stack.isParallel = try parallel.bool()
            sourceMap.record(.custom("parallel"), place: parallel.place, node: index)
        }
        if let expands = mapping["expandsIntoRoom"] {
            stack.expandsIntoRoom = try expands.bool()
            sourceMap.record(.custom("expandsIntoRoom"), place: expands.place, node: index)
        }
        let items = try mapping.required("items")
        // Every item is read even after a mistake in one, so that all of them are reported at
        // once; the document is refused, so the stack is never laid out short of an item.
        var failed = false
        for (position, itemValue) in try items.list().enumerated() {
            sourceMap.record(.custom("items[\(position)]"), place: itemValue.place, node: index)
            do {
                stack.items.append(try readButtonItem(itemValue, position: position, defaultID: "\(treePath)/\(position)", node: index))
            } catch {
                errors.record(error)
                failed = true
            }
        }
        if failed, let first = errors.combined { throw first }
        return stack
    }

    /// Reads item `position` of the button stack of node `index`.
    private mutating func readButtonItem(
        _ value: DocumentValue, position: Int, defaultID: String, node index: Int
    ) throws(DocumentError) -> ButtonItem {
        let mapping = try value.mapping(allowedKeys: Self.buttonItemKeys, collectingInto: &errors)
        let id = try claimItemID(in: mapping, of: value, defaultID: defaultID)
        let kind = try mapping["kind"]?.choice(Self.buttonKinds) ?? .default
        // An icon-only button shows no title, so it may leave it out.
        let titleValue = kind == .iconOnly ? mapping["title"] : try mapping.required("title")
        let title = try titleValue?.text() ?? ""
        // Places are recorded under the engine's names for the item's properties (see
        // `ButtonStack.invalidValue()`), so its errors point at the line the author wrote.
        let prefix = "items[\(position)]."
        if let titleValue { sourceMap.record(.custom(prefix + "title"), place: titleValue.place, node: index) }
        var size: ButtonIconSize?
        if let image = mapping["image"] {
            let imageMapping = try image.mapping(allowedKeys: Self.imageKeys, collectingInto: &errors)
            let width = try imageMapping.required("width")
            let height = try imageMapping.required("height")
            size = ButtonIconSize(
                width: try readIconLength(width, node: index, property: .custom(prefix + "image.width")),
                height: try readIconLength(height, node: index, property: .custom(prefix + "image.height")))
        }
        var iconName: String?
        if let icon = mapping["icon"] {
            if icon.kind == .mapping {
                iconFiles[id] = try readIconFile(icon)
            } else {
                iconName = try readIcon(icon)
            }
        }
        guard size != nil || mapping["icon"] != nil else {
            throw value.error("a button needs an icon (icon: NAME) or an image size (image: {width, height})")
        }
        let font = try readFont(mapping, node: index, sizeProperty: .custom(prefix + "size"))
        if case .sized(_, let size, _) = font, size.points == nil, let sizeValue = mapping["size"] {
            throw sizeValue.mismatch(expected: ButtonStack.titleSizeRequirement.description)
        }
        if let audit = mapping["audit"] {
            auditIgnores.append(try readAuditIgnore(audit, of: .buttonItem))
        }
        return ButtonItem(
            id: id, title: title, font: font,
            iconSize: size, iconName: iconName, kind: kind,
            state: try mapping["state"]?.choice(Self.buttonStates) ?? .enabled,
            accessibilityLabel: try mapping["accessibilityLabel"]?.text(),
            accessibilityHint: try mapping["accessibilityHint"]?.text(),
            hugsTitle: try mapping["hug"]?.bool() ?? false,
            navigation: try mapping["navigation"]?.choice(Self.buttonNavigations))
    }

    /// One dimension of a button's `image`: a number of points, fixed at every text size, or
    /// `{scaled: N, style: S}`, N points at the default text size scaled with S (body when not
    /// given). Proportions of the container, the root or the width are refused: a button stack
    /// resolves its icons without them.
    private mutating func readIconLength(_ value: DocumentValue, node index: Int, property: LayoutProperty) throws(DocumentError) -> Length {
        sourceMap.record(property, place: value.place, node: index)
        if value.isMapping {
            let mapping = try value.mapping(allowedKeys: Self.scaledKeys, collectingInto: &errors)
            return try Self.scaledLength(try mapping.required("scaled"), style: mapping["style"], nonNegative: true)
        }
        guard value.isNumberTagged else {
            throw value.mismatch(expected: "a number of points, 0 or more, or a scaled length {scaled: N, style: S}")
        }
        return .points(try value.number(.nonNegativePoints))
    }
}
