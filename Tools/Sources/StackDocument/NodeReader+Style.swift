import DynamicButtons

extension NodeReader {
    /// Appearance keys a box or a stack may carry.
    package static let shapeStyleKeys = ["fill", "stroke", "strokeWidth", "cornerRadius"]
    /// Appearance keys of a box only.
    package static let boxStyleKeys = ["icon", "image", "template", "color"]
    /// The keys of an icon drawn from a file (`icon: {file: badge.svg, template: true}`).
    package static let iconFileKeys = ["file", "template"]
    /// Appearance keys of a text.
    package static let textStyleKeys = ["color"]

    /// Reads whichever appearance keys `mapping` has into the style of the node at `treePath`.
    mutating func readStyle(_ mapping: DocumentMapping, treePath: String) throws(DocumentError) {
        guard mapping.mayHave(anyOf: Self.styleKeySignature) else { return }
        var style = NodeStyle()
        if let fill = mapping["fill"] { style.fill = try Self.readColor(fill) }
        if let stroke = mapping["stroke"] { style.stroke = try Self.readColor(stroke) }
        if let width = mapping["strokeWidth"] { style.strokeWidth = try width.number(.nonNegativePoints) }
        if let radius = mapping["cornerRadius"] { style.cornerRadius = try radius.number(.nonNegativePoints) }
        if let color = mapping["color"] { style.color = try Self.readColor(color) }
        if let icon = mapping["icon"] { style.icon = try readIcon(icon) }
        if let image = mapping["image"] { style.image = try image.text() }
        if let template = mapping["template"] { style.template = try template.bool() }
        if !style.isEmpty { styles[treePath] = style }
    }

    /// The keys ``readStyle(_:treePath:)`` reads, as one signature: most nodes have none.
    private static let styleKeySignature = DocumentMapping.signature(of: shapeStyleKeys + boxStyleKeys)

    /// A colour written `#RRGGBB` or `#RRGGBBAA`.
    static func readColor(_ value: DocumentValue) throws(DocumentError) -> String {
        let text = try value.text()
        guard ButtonColor(hex: text) != nil else {
            throw value.error("expected a colour written #RRGGBB or #RRGGBBAA; found \(value.foundDescription)")
        }
        return text.uppercased()
    }
}

extension NodeReader {
    /// The SF Symbols name an `icon` value names (an alias translated, case ignored). An
    /// unknown name is recorded as an error naming the nearest known one, and reading goes on,
    /// so that every unknown icon of a document is reported at once.
    mutating func readIcon(_ value: DocumentValue) throws(DocumentError) -> String? {
        let name = try value.text()
        if let systemName = SymbolName.systemName(for: name) { return systemName }
        let nearest = NearestName.suggestion(for: name, among: SymbolName.all + SymbolName.aliases.keys.sorted())
        errors.record(value.error(
            "unknown icon \"\(name)\"" + (nearest.map { " (did you mean \"\($0)\"?)" } ?? "")
                + "; icons are SF Symbols names, \(SymbolName.all.count) of them known (docs/icons.md)"))
        return nil
    }

    /// A button's icon drawn from an image file: `{file: PATH, template: BOOL}`.
    mutating func readIconFile(_ value: DocumentValue) throws(DocumentError) -> IconFile {
        let mapping = try value.mapping(allowedKeys: Self.iconFileKeys, collectingInto: &errors)
        let fileValue = try mapping.required("file")
        let file = try fileValue.text()
        guard !file.isEmpty else { throw fileValue.error("an icon file's path may not be empty") }
        return IconFile(path: file, isTemplate: try mapping["template"]?.bool() ?? false)
    }
}
