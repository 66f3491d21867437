import DynamicButtons
import StackLayout

/// The JSON `stacks frames` prints, written by hand so that key order and number formatting
/// are fixed (Foundation's encoder orders keys only alphabetically and prints `375.0`):
///
/// ```json
/// {
///   "size": {"width": 375, "height": 812},
///   "nodes": [
///     {"id": "home", "kind": "stack", "frame": {"x": 0, "y": 0, "width": 375, "height": 812}},
///     {"id": "root/1", "kind": "box", "frame": {"x": 0, "y": 0, "width": 0, "height": 0}, "hidden": true}
///   ]
/// }
/// ```
///
/// An adaptive stack (one with `variants`) adds `"variant": N`, the index of the variant it was
/// placed with, or `"variant": null` when it kept its own properties.
///
/// One node per line keeps the output easy to diff and to grep. A button stack's buttons add
/// `"truncated": true` when their title is cut off, and each button's node line adds what a
/// screen reader says: `"accessibility": {"label": "Save, dimmed, button", "hint": "…"}`.
struct FramesJSON {
    var result: LayoutResult

    var text: String {
        let tree = result.tree
        var nodes: [String] = []
        for index in tree.indices {
            var fields = [
                "\"id\": \(Self.string(tree.name(at: index)))",
                "\"kind\": \(Self.string(tree.kindName(at: index)))",
                "\"frame\": \(Self.frame(result.frames[index]))",
            ]
            if tree.isHidden(at: index) { fields.append("\"hidden\": true") }
            if !tree.variantConditions(at: index).isEmpty {
                // An adaptive stack: the index of the variant it was placed with, or null.
                fields.append("\"variant\": " + (result.variantChoices[index]?.variant.map(String.init) ?? "null"))
            }
            let placement = result.containerPlacements[index]
            let buttons = Self.buttonFacts(tree.containerLayout(at: index), placement)
            if let placement {
                fields += placement.attributes.map { "\(Self.string($0.key)): \(Self.attribute($0.value))" }
                fields.append("\"buttons\": [" + Self.groups(placement).map { group in
                    "{" + (["\"id\": \(Self.string(group.id)), \"frame\": \(Self.frame(group.frame))"]
                        + group.children.map { "\(Self.string($0.role)): \(Self.frame($0.frame))" }
                        + (buttons[group.id]?.truncated == true ? ["\"truncated\": true"] : []))
                        .joined(separator: ", ") + "}"
                }.joined(separator: ", ") + "]")
            }
            nodes.append("    {" + fields.joined(separator: ", ") + "}")
            // Each top-level part (a button) is also a node of its own.
            for group in placement.map(Self.groups) ?? [] {
                var line = "    {\"id\": \(Self.string(group.id)), \"kind\": \(Self.string(group.role)), "
                    + "\"frame\": \(Self.frame(group.frame))"
                if let facts = buttons[group.id] {
                    line += ", \"accessibility\": {\"label\": \(Self.string(facts.accessibility.label))"
                        + (facts.accessibility.hint.map { ", \"hint\": \(Self.string($0))" } ?? "") + "}"
                    if facts.truncated { line += ", \"truncated\": true" }
                }
                nodes.append(line + "}")
            }
        }
        let size = "{\"width\": \(Self.number(result.size.width)), \"height\": \(Self.number(result.size.height))}"
        let list = nodes.isEmpty ? "[]" : "[\n" + nodes.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"size\": \(size),\n  \"nodes\": \(list)\n}"
    }

    /// For a button stack's node, each button's accessibility and whether its title is
    /// truncated, by button id.
    static func buttonFacts(_ layout: (any ContainerLayout)?, _ placement: PlacedContainer?)
        -> [String: (accessibility: ButtonAccessibility, truncated: Bool)]
    {
        guard let stack = layout as? ButtonStack else { return [:] }
        let placed = placement?.details(for: ButtonStack.self)
        var facts: [String: (accessibility: ButtonAccessibility, truncated: Bool)] = [:]
        for (offset, item) in stack.items.enumerated() {
            let truncated = placed.map { offset < $0.buttons.count && $0.buttons[offset].isTitleTruncated } ?? false
            facts[item.id] = (item.accessibility, truncated)
        }
        return facts
    }

    /// The top-level parts of a placement with the parts that belong to each.
    static func groups(_ placement: PlacedContainer) -> [(id: String, role: String, frame: Rect, children: [ContainerPart])] {
        placement.parts.enumerated().filter { $0.element.parent == nil }.map { index, part in
            (part.id, part.role, part.frame, placement.parts.filter { $0.parent == index })
        }
    }

    /// A custom node's fact: a string, or a size as numbers at full precision
    /// (`"overflow": {"width": 4.100000000000001, "height": 0}`).
    static func attribute(_ value: ContainerAttributeValue) -> String {
        switch value {
        case .text(let text): string(text)
        case .size(let size): "{\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
        }
    }

    static func frame(_ rect: Rect) -> String {
        "{\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), "
            + "\"width\": \(number(rect.width)), \"height\": \(number(rect.height))}"
    }

    /// Whole numbers without a fraction (`375`, never `375.0` or `-0`); others in Swift's
    /// shortest round-tripping form, which is valid JSON.
    static func number(_ value: Double) -> String { NumberText.exact(value) }

    /// A JSON string literal.
    static func string(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
