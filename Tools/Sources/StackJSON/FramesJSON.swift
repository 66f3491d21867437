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
/// `"truncated": true` when their title is cut off (`"wordBroken": true` when it wraps with a
/// word broken across lines), and each button's node line adds what a
/// screen reader says: `"accessibility": {"label": "Save, dimmed, button", "hint": "…"}`.
public struct FramesJSON: Sendable {
    /// The laid-out tree whose frames are written.
    public var result: LayoutResult

    /// Frames of `result`.
    public init(result: LayoutResult) { self.result = result }

    /// The JSON as text.
    public var text: String { bytes.text }

    /// The JSON as UTF-8, written into one buffer (``JSONOutput``): for a large document this
    /// is most of what `stacks frames` does after layout, so nothing is built per node but the
    /// bytes themselves.
    public var bytes: JSONOutput {
        let tree = result.tree
        // About 100 bytes a node.
        var out = JSONOutput(reservingCapacity: 64 + 112 * tree.count)
        out.raw("{\n  \"size\": {\"width\": ")
        out.number(result.size.width)
        out.raw(", \"height\": ")
        out.number(result.size.height)
        out.raw("},\n  \"nodes\": ")
        var first = true
        func startNode(_ out: inout JSONOutput) {
            out.raw(first ? "[\n    {" : ",\n    {")
            first = false
        }
        let buttonStacks = Dictionary(uniqueKeysWithValues: result.placements(of: ButtonStack.self).map { ($0.node, $0) })
        for index in tree.indices {
            startNode(&out)
            out.raw("\"id\": ")
            out.string(tree.name(at: index))
            out.raw(", \"kind\": ")
            out.string(tree.kindName(at: index))
            out.raw(", \"frame\": ")
            Self.write(result.frames[index], to: &out)
            if tree.isHidden(at: index) { out.raw(", \"hidden\": true") }
            if !tree.variantConditions(at: index).isEmpty {
                // An adaptive stack: the index of the variant it was placed with, or null.
                out.raw(", \"variant\": ")
                if let variant = result.variantChoices[index]?.variant { out.integer(variant) } else { out.raw("null") }
            }
            guard let placement = result.containerPlacements[index] else {
                out.raw("}")
                continue
            }
            let buttonStack = buttonStacks[index]
            let buttons = buttonStack.map(Self.buttonFacts) ?? [:]
            for attribute in placement.attributes {
                out.raw(", ")
                out.string(attribute.key)
                out.raw(": ")
                Self.write(attribute.value, to: &out)
            }
            let groups = Self.groups(placement)
            // Only a button stack has buttons; other containers (a flow, an overlay) report their
            // children as nodes of their own.
            if buttonStack != nil {
                out.raw(", \"buttons\": [")
                for (offset, group) in groups.enumerated() {
                    out.raw(offset == 0 ? "{\"id\": " : ", {\"id\": ")
                    out.string(group.id)
                    out.raw(", \"frame\": ")
                    Self.write(group.frame, to: &out)
                    for child in group.children {
                        out.raw(", ")
                        out.string(child.role.rawValue)
                        out.raw(": ")
                        Self.write(child.frame, to: &out)
                    }
                    if buttons[group.id]?.truncated == true { out.raw(", \"truncated\": true") }
                    if buttons[group.id]?.wordBroken == true { out.raw(", \"wordBroken\": true") }
                    out.raw("}")
                }
                out.raw("]")
            }
            out.raw("}")
            // Each top-level part (a button) is also a node of its own.
            for group in groups {
                startNode(&out)
                out.raw("\"id\": ")
                out.string(group.id)
                out.raw(", \"kind\": ")
                out.string(group.role.rawValue)
                out.raw(", \"frame\": ")
                Self.write(group.frame, to: &out)
                if let facts = buttons[group.id] {
                    out.raw(", \"accessibility\": {\"label\": ")
                    out.string(facts.accessibility.label)
                    if let hint = facts.accessibility.hint {
                        out.raw(", \"hint\": ")
                        out.string(hint)
                    }
                    out.raw("}")
                    if facts.truncated { out.raw(", \"truncated\": true") }
                    if facts.wordBroken { out.raw(", \"wordBroken\": true") }
                }
                out.raw("}")
            }
        }
        out.raw(first ? "[]\n}" : "\n  ]\n}")
        return out
    }

    /// For a button stack's node, each button's accessibility and whether its title is
    /// truncated or broken inside a word, by button id.
    static func buttonFacts(_ stack: PlacedLayout<ButtonStack>)
        -> [String: (accessibility: ButtonAccessibility, truncated: Bool, wordBroken: Bool)]
    {
        var facts: [String: (accessibility: ButtonAccessibility, truncated: Bool, wordBroken: Bool)] = [:]
        for (item, button) in zip(stack.layout.items, stack.details.buttons) {
            facts[item.id] = (item.accessibility, button.isTitleTruncated, button.isTitleWordBroken)
        }
        return facts
    }

    /// The top-level parts of a placement with the parts that belong to each.
    static func groups(_ placement: PlacedContainer) -> [(id: String, role: PartRole, frame: Rect, children: [ContainerPart])] {
        // One pass over the parts: looking for each top-level part's children among all of
        // them made a stack of thousands of buttons quadratic to export.
        var children: [Int: [ContainerPart]] = [:]
        for part in placement.parts { if let parent = part.parent { children[parent, default: []].append(part) } }
        return placement.parts.enumerated().filter { $0.element.parent == nil }.map { index, part in
            (part.id, part.role, part.frame, children[index] ?? [])
        }
    }

    /// A custom node's fact: a string, or a size as numbers at full precision
    /// (`"overflow": {"width": 4.100000000000001, "height": 0}`).
    static func write(_ value: ContainerAttributeValue, to out: inout JSONOutput) {
        switch value {
        case .text(let text): out.string(text)
        case .size(let size):
            out.raw("{\"width\": ")
            out.number(size.width)
            out.raw(", \"height\": ")
            out.number(size.height)
            out.raw("}")
        }
    }

    static func write(_ rect: Rect, to out: inout JSONOutput) {
        out.raw("{\"x\": ")
        out.number(rect.minX)
        out.raw(", \"y\": ")
        out.number(rect.minY)
        out.raw(", \"width\": ")
        out.number(rect.width)
        out.raw(", \"height\": ")
        out.number(rect.height)
        out.raw("}")
    }

    /// Whole numbers without a fraction (`375`, never `375.0` or `-0`); others in Swift's
    /// shortest round-tripping form, which is valid JSON.
    public static func number(_ value: Double) -> String { NumberText.exact(value) }
}
