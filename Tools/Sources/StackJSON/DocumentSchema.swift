import DynamicButtons
import StackDocument

/// The JSON Schema (draft-07) of documents, for editors: with the line
/// `# yaml-language-server: $schema=PATH` at the top of a document, VS Code's YAML extension
/// completes keys and values, shows each one's description and marks mistakes as you type.
///
/// It is generated from the reader's own tables, so that it cannot drift from what the
/// reader accepts: the allowed keys of every mapping are the very lists the reader checks
/// (`NodeReader.keys(of:)`, `DocumentReader.topLevelKeys`, …), the values of every choice
/// the reader's tables (`axes`, `distributions`, the text styles, …) and the bounds of every
/// number the engine's `ValueRequirement`s, whose descriptions become the hover text. What
/// the generator adds is the shape of each key's value (a length, a colour, a list of nodes);
/// a key without one, or a shape for a key the reader does not have, is a `mismatches`
/// entry, which a test requires to be empty. `stacks schema` prints it; the repository keeps
/// the output in `docs/stacks-document.schema.json`, which a test compares with it.
///
/// The schema is as strict as the reader where JSON Schema can say it (unknown keys, types,
/// choices, ranges, required keys, one kind per node) and looser where the rule needs more
/// than the document's shape: unique ids, a baseline alignment only in a horizontal stack,
/// what a fraction is of. Those the reader still reports.
public enum DocumentSchema {
    /// Where the schema is published (the repository's `docs/stacks-document.schema.json` on
    /// its main branch): its `$id`, and what an editor is pointed at from any folder.
    public static let publishedURL = "https://raw.githubusercontent.com/dynamicstacks/DynamicStacks/main/docs/stacks-document.schema.json"

    /// The schema as JSON text, ending with a line break.
    public static var json: String {
        var generator = SchemaGenerator()
        return generator.schema().text() + "\n"
    }

    /// Keys the schema gives no shape and shapes for keys the reader does not have, as
    /// `mapping.key: problem`; empty when the schema covers exactly the reader's keys.
    static var mismatches: [String] {
        var generator = SchemaGenerator()
        _ = generator.schema()
        return generator.mismatches
    }
}

/// Builds ``DocumentSchema``, keeping the list of mismatches between the reader's keys and
/// the shapes given for them.
struct SchemaGenerator {
    private(set) var mismatches: [String] = []

    /// The whole schema: the top level and the definitions it refers to.
    mutating func schema() -> SchemaValue {
        let top = object(
            "document", keys: DocumentReader.topLevelKeys,
            shapes: [
                "environment": ref("environment"), "theme": ref("theme"), "strings": ref("strings"),
                "audit": ref("audit"), "root": ref("node"),
                "language": [
                    "description": .string(
                        "The language tag of the document's own texts and titles (de, fr, pt_BR, ja), whose conventions "
                            + "the audit's title rules follow; English when absent."),
                    "type": "string", "pattern": "^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$",
                ],
            ],
            required: ["root"])
        let header: SchemaValue = [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$id": .string(DocumentSchema.publishedURL),
            "title": "DynamicStacks document",
            "description": "A layout document read by StackDocument and the stacks tool (docs/document-format.md).",
        ]
        return header.adding(top).adding(["definitions": .object(definitions())])
    }

    // MARK: Definitions

    private mutating func definitions() -> [(key: String, value: SchemaValue)] {
        var definitions: [(key: String, value: SchemaValue)] = [
            ("environment", environment()),
            ("theme", theme()),
            ("strings", strings()),
            ("audit", audit()),
            ("node", node(inOverlay: false)),
            ("overlayChild", node(inOverlay: true)),
        ]
        for kind in NodeReader.kinds {
            definitions.append((kind, properties(of: kind, inOverlay: false)))
            definitions.append((kind + "InOverlay", properties(of: kind, inOverlay: true)))
        }
        definitions += [
            ("buttonItem", buttonItem()),
            ("listItem", listItem()),
            ("variant", variant()),
            ("length", length(nonNegative: false)),
            ("nonNegativeLength", length(nonNegative: true)),
            ("fontSize", fontSize()),
            ("lengthInsets", insets("margins", edge: ref("nonNegativeLength"), of: "length")),
            ("insets", insets("insets", edge: number(.nonNegativePoints), of: "number of points")),
            ("priorities", priorities()),
            ("aspect", aspect()),
            ("offset", offset()),
            ("auditIgnore", auditIgnore()),
            ("color", color()),
            ("textValue", ["type": ["string", "number", "boolean"]]),
            ("iconName", iconName()),
            ("weight", weight()),
        ]
        return definitions
    }

    private mutating func environment() -> SchemaValue {
        object(
            "environment", keys: DocumentReader.environmentKeys,
            shapes: [
                "width": number(.nonNegativePoints), "height": number(.nonNegativePoints),
                "contentSize": choice(TextSizeCategory.names),
                "direction": choice(ReadingDirection.names), "scale": number(.scale),
            ])
    }

    private mutating func theme() -> SchemaValue {
        var shapes = Dictionary(uniqueKeysWithValues: DocumentTheme.colorNames.map { ($0, ref("color")) })
        shapes["cornerRadius"] = number(.nonNegativePoints)
        return object("theme", keys: DocumentReader.themeKeys, shapes: shapes)
    }

    /// `{include: [FILE, LOCALE=FILE, …], LOCALE: {KEY: TRANSLATION}}`: the files to read and
    /// any locale and key.
    private func strings() -> SchemaValue {
        [
            "description": .string(
                "Translations per locale (en, de, ar, …): a mapping from string key to its translation; include lists String "
                    + "Catalogs (.xcstrings) and .strings files (LOCALE=FILE for a .strings file outside a LOCALE.lproj folder)."),
            "type": "object",
            "properties": [
                "include": [
                    "description": "String Catalogs and .strings files to read, relative to the document's folder.",
                    "type": "array", "items": ["type": "string", "minLength": 1],
                ],
            ],
            "additionalProperties": ["type": "object", "additionalProperties": ref("textValue")],
        ]
    }

    private mutating func audit() -> SchemaValue {
        object(
            "audit", keys: DocumentReader.auditKeys,
            shapes: [
                "verbs": ["type": "array", "items": ["type": "string", "pattern": "^[^ ]+$"]],
                "builtInVerbs": boolean(), "maxWords": wholeNumber(minimum: 1), "maxCharacters": wholeNumber(minimum: 1),
            ])
    }

    /// A node: a mapping with one key, its kind.
    private func node(inOverlay: Bool) -> SchemaValue {
        let suffix = inOverlay ? "InOverlay" : ""
        return [
            "description": .string("A node: a mapping with one key naming its kind (\(NodeReader.kinds.joined(separator: ", ")))"
                + (inOverlay ? "; as a child of an overlay it may say overlayAlignment." : ".")),
            "type": "object",
            "minProperties": 1,
            "maxProperties": 1,
            "properties": .object(NodeReader.kinds.map { ($0, ref($0 + suffix)) }),
            "additionalProperties": false,
        ]
    }

    /// The properties of a node of `kind`, with `overlayAlignment` for a child of an overlay.
    private mutating func properties(of kind: String, inOverlay: Bool) -> SchemaValue {
        var shapes: [String: SchemaValue] = [
            // Common to every kind.
            "id": ref("textValue"), "hidden": boolean(), "spacingAfter": ref("length"),
            "hugging": ref("priorities"), "compressionResistance": ref("priorities"),
            "aspect": ref("aspect"), "offset": ref("offset"), "audit": ref("auditIgnore"),
            // Appearance.
            "fill": ref("color"), "stroke": ref("color"), "strokeWidth": number(.nonNegativePoints),
            "cornerRadius": number(.nonNegativePoints), "color": ref("color"),
        ]
        var required: [String] = []
        switch kind {
        case "box":
            shapes["width"] = ref("nonNegativeLength")
            shapes["height"] = ref("nonNegativeLength")
            shapes["icon"] = ref("iconName")
            shapes["image"] = ["description": Self.imageFileDescription, "type": "string"]
            shapes["template"] = boolean()
        case "text":
            shapes.merge(fontShapes()) { $1 }
            shapes["string"] = ref("textValue")
            shapes["lines"] = number(.lineLimit, integer: true)
            shapes["fit"] = object(
                "text.fit", keys: NodeReader.fitKeys,
                shapes: [
                    "min": ref("fontSize"), "max": ref("fontSize"),
                    "check": choice(NodeReader.fitChecks.map(\.key)), "margins": ref("insets"),
                ],
                required: ["min", "max"])
            required = ["string"]
        case "list":
            shapes["spacing"] = ref("nonNegativeLength")
            shapes["anchor"] = choice(NodeReader.anchors.map(\.key))
            shapes["items"] = list(of: ref("listItem"))
            required = ["items"]
        case "buttons":
            shapes["spacing"] = number(.nonNegativePoints)
            shapes["insets"] = ref("insets")
            shapes["heightLimit"] = number(.nonNegativePoints)
            shapes["parallel"] = boolean()
            shapes["expandsIntoRoom"] = boolean()
            shapes["items"] = list(of: ref("buttonItem"))
            required = ["items"]
        case "flow":
            shapes["spacing"] = number(.nonNegativePoints)
            shapes["lineSpacing"] = number(.nonNegativePoints)
            shapes["alignment"] = choice(NodeReader.flowAlignments.map(\.key))
            shapes["lineAlignment"] = choice(NodeReader.flowLineAlignments.map(\.key))
            shapes["children"] = list(of: ref("node"))
        case "overlay":
            shapes["alignment"] = choice(NodeReader.overlayAlignments.map(\.key))
            shapes["children"] = list(of: ref("overlayChild"))
        default:
            shapes.merge(stackShapes()) { $1 }
            shapes["marginsRelative"] = boolean()
            shapes["variants"] = list(of: ref("variant"))
            shapes["children"] = list(of: ref("node"))
            required = ["axis"]
        }
        var keys = NodeReader.keys(of: kind)
        if inOverlay {
            keys.append("overlayAlignment")
            shapes["overlayAlignment"] = choice(NodeReader.overlayAlignments.map(\.key))
        }
        // Each kind takes only some of the appearance keys: the others are no mismatch.
        let unused = Set(shapes.keys).subtracting(keys)
        shapes = shapes.filter { !unused.contains($0.key) || !Self.sharedShapeKeys.contains($0.key) }
        return object(kind + (inOverlay ? " (in an overlay)" : ""), keys: keys, shapes: shapes, required: required)
    }

    /// Keys given a shape for every kind, of which each kind takes some.
    private static let sharedShapeKeys: Set<String> = Set(NodeReader.commonKeys + NodeReader.shapeStyleKeys + NodeReader.boxStyleKeys + NodeReader.textStyleKeys)

    private static let imageFileDescription: SchemaValue = "A PNG or SVG file, relative to the document's folder."

    /// `style`, or `size` with `font` and `weight`: a text's or a button title's font.
    private func fontShapes() -> [String: SchemaValue] {
        [
            "style": choice(NodeReader.styles.map(\.key)), "size": ref("fontSize"),
            "font": ["description": "A font family; needs size.", "type": "string", "pattern": "\\S"],
            "weight": ref("weight"),
        ]
    }

    /// What a stack and its variants share.
    private func stackShapes() -> [String: SchemaValue] {
        [
            "axis": choice(NodeReader.axes.map(\.key)), "distribution": choice(NodeReader.distributions.map(\.key)),
            "alignment": choice(NodeReader.alignments.map(\.key)), "spacing": ref("length"),
            "margins": ref("lengthInsets"), "baselineRelative": boolean(),
        ]
    }

    private mutating func variant() -> SchemaValue {
        let contentSize = anyOf(
            choice(NodeReader.contentSizeWords),
            objectNamed("when.contentSize", keys: NodeReader.contentSizeBoundKeys,
                        shapes: ["atLeast": choice(TextSizeCategory.names)], required: ["atLeast"]))
        let width = objectNamed("when.width", keys: NodeReader.widthBoundKeys,
                                shapes: ["below": number(.nonNegativePoints)], required: ["below"])
        let condition = anyOf(
            choice(NodeReader.conditionWords),
            [
                "type": "object", "minProperties": 1, "maxProperties": 1,
                "properties": .object(NodeReader.conditionKeys.map { ($0, $0 == "contentSize" ? contentSize : width) }),
                "additionalProperties": false,
            ],
            description: "doesNotFit, {contentSize: accessibility}, {contentSize: {atLeast: CATEGORY}} or {width: {below: POINTS}}")
        var shapes = stackShapes()
        shapes["when"] = condition
        return object("variant", keys: NodeReader.variantKeys, shapes: shapes, required: ["when"])
    }

    private mutating func buttonItem() -> SchemaValue {
        var shapes = fontShapes()
        shapes.merge([
            "id": ref("textValue"), "title": ref("textValue"),
            "icon": anyOf(
                ref("iconName"),
                object(
                    "buttons.items.icon", keys: NodeReader.iconFileKeys,
                    shapes: [
                        "file": ["description": Self.imageFileDescription, "type": "string", "minLength": 1],
                        "template": boolean(),
                    ], required: ["file"])),
            "image": object(
                "buttons.items.image", keys: NodeReader.imageKeys,
                shapes: ["width": iconLength(), "height": iconLength()], required: ["width", "height"]),
            "kind": choice(NodeReader.buttonKinds.map(\.key)), "state": choice(NodeReader.buttonStates.map(\.key)),
            "accessibilityLabel": ref("textValue"), "accessibilityHint": ref("textValue"), "hug": boolean(),
            "navigation": choice(NodeReader.buttonNavigations.map(\.key)).adding([
                "description": .string(
                    "The way the button navigates through a sequence (Back: back, Next: forward): it keeps the group in "
                        + "a row, in this natural order."),
            ]),
            "audit": ref("auditIgnore"),
        ]) { $1 }
        // A title unless the button is icon-only; an icon or an image size always.
        return object("buttons.items", keys: NodeReader.buttonItemKeys, shapes: shapes, mayBeNull: false).adding([
            "if": ["properties": ["kind": ["const": "iconOnly"]], "required": ["kind"]],
            "else": ["required": ["title"]],
            "anyOf": [["required": ["icon"]], ["required": ["image"]]],
        ])
    }

    private mutating func listItem() -> SchemaValue {
        let item = object(
            "list.items", keys: NodeReader.cellKeys,
            shapes: [
                "id": ref("textValue"), "kind": choice(NodeReader.cellKinds.map(\.key)),
                "text": ref("textValue"), "question": ref("textValue"), "answer": ref("textValue"),
            ],
            required: ["kind"])
        // What each cell kind presents, and nothing else.
        return item.adding([
            "allOf": [[
                "if": ["properties": ["kind": ["const": "questionAnswer"]]],
                "then": ["required": ["question", "answer"], "not": ["required": ["text"]]],
                "else": ["required": ["text"], "properties": ["question": false, "answer": false]],
            ]],
        ])
    }

    /// A length: points, a proportion written as text, or a mapping (scaled, size classes,
    /// breakpoints).
    private mutating func length(nonNegative: Bool) -> SchemaValue {
        let requirement: ValueRequirement = nonNegative ? .nonNegativePoints : .points
        let lengthRef = ref(nonNegative ? "nonNegativeLength" : "length")
        let mapping = object(
            "length", keys: NodeReader.lengthMappingKeys,
            shapes: [
                "scaled": number(requirement), "style": choice(NodeReader.styles.map(\.key)),
                "compact": lengthRef, "regular": lengthRef,
                "breakpoints": [
                    "description": "From each minimum root width (points) up, a length.",
                    "type": "object", "minProperties": 1,
                    "propertyNames": ["pattern": .string("^" + Self.numberPattern + "$")],
                    "additionalProperties": lengthRef,
                ],
            ])
        return anyOf(
            number(requirement), ["type": "string", "pattern": .string(Self.proportionPattern)], mapping,
            description: (nonNegative ? "A number of points, 0 or more," : "A number of points")
                + " or a proportion: 40%, 0.1 root.height, 25% root.width, 0.5 container.height, {scaled: N, style: S}, "
                + "{compact: A, regular: B} or {breakpoints: {0: A, 600: B}}.")
    }

    /// A number as `Double(_:)` reads the ones people write: `12`, `-0.5`, `.25`, `1e3`.
    static let numberPattern = "[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?"

    /// `40%`, `25% root.width`, `0.1 root.height`, `0.5 container.height`
    /// (``NodeReader/parseLength(_:axis:)``).
    static let proportionPattern =
        "^ *(" + numberPattern + "%( +(root|container)\\.(width|height))?|" + numberPattern + " +(root|container)\\.(width|height)) *$"

    /// A font size: points, or a length that is no fraction of a container.
    private func fontSize() -> SchemaValue {
        anyOf(
            number(.fontSize), ref("nonNegativeLength"),
            description: ValueRequirement.fontSize.description
                + ", or a length that scales it (0.05 root.height, {compact: 17, regular: 22}, {scaled: 17, style: body})")
    }

    /// One dimension of a button's image: points, or `{scaled: N, style: S}`.
    private mutating func iconLength() -> SchemaValue {
        anyOf(
            number(.nonNegativePoints),
            object("image size", keys: NodeReader.scaledKeys,
                   shapes: ["scaled": number(.nonNegativePoints), "style": choice(NodeReader.styles.map(\.key))],
                   required: ["scaled"]))
    }

    /// The same `edge` on every edge, or a mapping `name` of edges.
    private mutating func insets(_ name: String, edge: SchemaValue, of what: String) -> SchemaValue {
        let edges = InsetEdge.allCases.map(\.rawValue)
        return anyOf(
            edge, object(name, keys: edges, shapes: Dictionary(uniqueKeysWithValues: edges.map { ($0, edge) })),
            description: "The same \(what) on every edge, or per edge {top, leading, bottom, trailing} (an edge not given is 0).")
    }

    private mutating func priorities() -> SchemaValue {
        anyOf(
            number(.priority),
            object("priorities", keys: NodeReader.axisKeys, shapes: ["horizontal": number(.priority), "vertical": number(.priority)]))
    }

    private mutating func aspect() -> SchemaValue {
        let ratio = anyOf(
            number(.aspectRatio),
            ["type": "string", "pattern": .string("^ *" + Self.numberPattern + " */ *" + Self.numberPattern + " *$")])
        return anyOf(
            ratio,
            object("aspect", keys: NodeReader.aspectKeys,
                   shapes: ["ratio": ratio, "mode": choice(NodeReader.aspectModes.map(\.key))], required: ["ratio"]),
            description: ValueRequirement.aspectRatio.description + ", such as 16/9 or 1.5, or {ratio, mode: fit | fill}")
    }

    private mutating func offset() -> SchemaValue {
        let fraction = anyOf(
            ["type": "number", "minimum": -1, "maximum": 1],
            ["type": "string", "pattern": .string("^" + Self.numberPattern + "%$")],
            description: ValueRequirement.offset.description)
        return object("offset", keys: NodeReader.offsetKeys, shapes: ["x": fraction, "y": fraction])
    }

    /// `audit: {ignore: [RULE, …], reason: TEXT}` on a node.
    private func auditIgnore() -> SchemaValue {
        [
            "description": .string(
                "Findings of these audit rules about this node (or button) or anything inside it are not reported but listed as "
                    + "suppressed in place, with the reason (stacks rules lists the rule ids)."),
            "type": "object",
            "properties": [
                "ignore": ["type": "array", "minItems": 1, "items": ["type": "string", "minLength": 1]],
                "reason": ["type": "string", "minLength": 1],
            ],
            "required": ["ignore", "reason"],
            "additionalProperties": false,
        ]
    }

    private func color() -> SchemaValue {
        [
            "description": "A colour written #RRGGBB or #RRGGBBAA.",
            "type": "string",
            "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$",
        ]
    }

    /// An SF Symbols name, or one of the six older names in any case (DynamicButtons' `SymbolName`).
    private func iconName() -> SchemaValue {
        let aliases = SymbolName.aliases.keys.sorted()
        return anyOf(
            choice(SymbolName.all),
            ["type": "string", "pattern": .string("^(" + aliases.map(Self.anyCase).joined(separator: "|") + ")$")],
            description: "An SF Symbols name (docs/icons.md), or one of the older names \(aliases.joined(separator: ", ")).")
    }

    /// A weight by name (any case) or number (``FontWeight/init(name:)``).
    private func weight() -> SchemaValue {
        let names = FontWeight.allCases.map { "\($0)" }
        let numbers = FontWeight.allCases.map { String($0.rawValue) }
        return anyOf(
            choice(names),
            ["enum": .array(FontWeight.allCases.map { .number(Double($0.rawValue)) })],
            ["type": "string", "pattern": .string("^(" + (names.map(Self.anyCase) + numbers).joined(separator: "|") + ")$")],
            description: "A weight: \(names.joined(separator: ", ")), or 100 … 900 in steps of 100.")
    }

    // MARK: Building blocks

    /// A pattern matching `name` in any case: `[Ss][Tt][Aa][Rr]`.
    private static func anyCase(_ name: String) -> String {
        name.map { letter in "[\(letter.uppercased())\(letter.lowercased())]" }.joined()
    }

    private func ref(_ name: String) -> SchemaValue { ["$ref": "#/definitions/\(name)"] }

    private func boolean() -> SchemaValue { ["type": "boolean"] }

    private func choice(_ values: [String]) -> SchemaValue { ["enum": .array(values.map(SchemaValue.string))] }

    private func list(of item: SchemaValue) -> SchemaValue { ["type": "array", "items": item] }

    /// Any of `options`, after `description` when there is one.
    private func anyOf(_ options: SchemaValue..., description: String? = nil) -> SchemaValue {
        let described: SchemaValue = description.map { ["description": .string($0)] } ?? [:]
        return described.adding(["anyOf": .array(options)])
    }

    private func wholeNumber(minimum: Int) -> SchemaValue {
        [
            "description": "A whole number, \(minimum) or more.",
            "type": "integer", "minimum": .number(Double(minimum)), "maximum": .number(Double(Int32.max)),
        ]
    }

    /// A number meeting `requirement`, described in the reader's words.
    private func number(_ requirement: ValueRequirement, integer: Bool = false) -> SchemaValue {
        let schema: SchemaValue = ["description": .string(requirement.description), "type": integer ? "integer" : "number"]
        let bounds: (Double, Double)? = switch requirement {
        case .points: (-LayoutTree.maximumLength, LayoutTree.maximumLength)
        case .nonNegativePoints: (0, LayoutTree.maximumLength)
        case .priority: (0, 1000)
        case .lineLimit: (0, Double(Int32.max))
        case .scale: (0, LayoutTree.maximumScale)
        case .aspectRatio: (LayoutTree.aspectRatios.lowerBound, LayoutTree.aspectRatios.upperBound)
        case .fontSize: (0, LayoutTree.maximumFontSize)
        default: nil
        }
        guard let (low, high) = bounds else { return schema }
        // A font size must be greater than 0.
        let minimum = requirement == .fontSize ? "exclusiveMinimum" : "minimum"
        return schema.adding([minimum: .number(low), "maximum": .number(high)])
    }

    /// A mapping of `keys` (the reader's list for `name`), each with its entry in `shapes`;
    /// no other key; may be null (read as empty) when nothing is required, unless `mayBeNull`
    /// is false.
    private mutating func object(
        _ name: String, keys: [String], shapes: [String: SchemaValue], required: [String] = [], mayBeNull: Bool = true
    ) -> SchemaValue {
        for key in keys where shapes[key] == nil { mismatches.append("\(name).\(key): a key of the reader with no shape") }
        for key in shapes.keys.sorted() where !keys.contains(key) {
            mismatches.append("\(name).\(key): a shape for a key the reader does not have")
        }
        return objectNamed(name, keys: keys, shapes: shapes, required: required, mayBeNull: mayBeNull)
    }

    /// ``object(_:keys:shapes:required:mayBeNull:)`` without the check, for nested mappings
    /// built inside an expression.
    private func objectNamed(
        _ name: String, keys: [String], shapes: [String: SchemaValue], required: [String] = [], mayBeNull: Bool = true
    ) -> SchemaValue {
        let schema: SchemaValue = [
            "type": required.isEmpty && mayBeNull ? ["object", "null"] : "object",
            "properties": .object(keys.map { ($0, shapes[$0] ?? [:]) }),
            "additionalProperties": false,
        ]
        return required.isEmpty ? schema : schema.adding(["required": .array(required.map(SchemaValue.string))])
    }
}
