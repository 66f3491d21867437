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
            ],
            required: ["root"])
        guard case .object(let topEntries) = top else { return top }
        var entries: [(key: String, value: SchemaValue)] = [
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("$id", .string(DocumentSchema.publishedURL)),
            ("title", .string("DynamicStacks document")),
            ("description", .string("A layout document read by StackDocument and the stacks tool (docs/document-format.md).")),
        ]
        entries += topEntries
        entries.append(("definitions", .object(definitions())))
        return .object(entries)
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
            ("lengthInsets", lengthInsets()),
            ("insets", insets()),
            ("priorities", priorities()),
            ("aspect", aspect()),
            ("offset", offset()),
            ("auditIgnore", auditIgnore()),
            ("color", color()),
            ("textValue", text()),
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
                "contentSize": choice(DocumentReader.contentSizes.map(\.key)),
                "direction": choice(DocumentReader.directions.map(\.key)), "scale": number(.scale),
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
        .object([
            ("description", .string(
                "Translations per locale (en, de, ar, …): a mapping from string key to its translation; include lists String "
                    + "Catalogs (.xcstrings) and .strings files (LOCALE=FILE for a .strings file outside a LOCALE.lproj folder).")),
            ("type", .string("object")),
            ("properties", .object([
                ("include", .object([
                    ("description", .string("String Catalogs and .strings files to read, relative to the document's folder.")),
                    ("type", .string("array")),
                    ("items", .object([("type", .string("string")), ("minLength", .number(1))])),
                ])),
            ])),
            ("additionalProperties", .object([("type", .string("object")), ("additionalProperties", ref("textValue"))])),
        ])
    }

    private mutating func audit() -> SchemaValue {
        object(
            "audit", keys: DocumentReader.auditKeys,
            shapes: [
                "verbs": .object([("type", .string("array")), ("items", .object([("type", .string("string")), ("pattern", .string("^[^ ]+$"))]))]),
                "builtInVerbs": boolean(), "maxWords": wholeNumber(minimum: 1), "maxCharacters": wholeNumber(minimum: 1),
            ])
    }

    /// A node: a mapping with one key, its kind.
    private func node(inOverlay: Bool) -> SchemaValue {
        let suffix = inOverlay ? "InOverlay" : ""
        return .object([
            ("description", .string("A node: a mapping with one key naming its kind (\(NodeReader.kinds.joined(separator: ", ")))"
                + (inOverlay ? "; as a child of an overlay it may say overlayAlignment." : "."))),
            ("type", .string("object")),
            ("minProperties", .number(1)),
            ("maxProperties", .number(1)),
            ("properties", .object(NodeReader.kinds.map { ($0, ref($0 + suffix)) })),
            ("additionalProperties", .bool(false)),
        ])
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
            shapes["image"] = .object([
                ("description", .string("A PNG or SVG file, relative to the document's folder.")), ("type", .string("string")),
            ])
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

    /// `style`, or `size` with `font` and `weight`: a text's or a button title's font.
    private func fontShapes() -> [String: SchemaValue] {
        [
            "style": choice(NodeReader.styles.map(\.key)), "size": ref("fontSize"),
            "font": .object([("description", .string("A font family; needs size.")), ("type", .string("string")), ("pattern", .string("\\S"))]),
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
        let condition = SchemaValue.object([
            ("description", .string("doesNotFit, {contentSize: accessibility}, {contentSize: {atLeast: CATEGORY}} or {width: {below: POINTS}}")),
            ("anyOf", .array([
                choice(NodeReader.conditionWords),
                .object([
                    ("type", .string("object")), ("minProperties", .number(1)), ("maxProperties", .number(1)),
                    ("properties", .object(NodeReader.conditionKeys.map { key in
                        (key, key == "contentSize"
                            ? .object([("anyOf", .array([
                                choice(NodeReader.contentSizeWords),
                                objectNamed("when.contentSize", keys: NodeReader.contentSizeBoundKeys,
                                            shapes: ["atLeast": choice(DocumentReader.contentSizes.map(\.key))], required: ["atLeast"]),
                            ]))])
                            : objectNamed("when.width", keys: NodeReader.widthBoundKeys,
                                          shapes: ["below": number(.nonNegativePoints)], required: ["below"]))
                    })),
                    ("additionalProperties", .bool(false)),
                ]),
            ])),
        ])
        var shapes = stackShapes()
        shapes["when"] = condition
        return object("variant", keys: NodeReader.variantKeys, shapes: shapes, required: ["when"])
    }

    private mutating func buttonItem() -> SchemaValue {
        var shapes = fontShapes()
        shapes.merge([
            "id": ref("textValue"), "title": ref("textValue"),
            "icon": .object([("anyOf", .array([
                ref("iconName"),
                object(
                    "buttons.items.icon", keys: NodeReader.iconFileKeys,
                    shapes: [
                        "file": .object([
                            ("description", .string("A PNG or SVG file, relative to the document's folder.")),
                            ("type", .string("string")), ("minLength", .number(1)),
                        ]),
                        "template": boolean(),
                    ], required: ["file"]),
            ]))]),
            "image": object(
                "buttons.items.image", keys: NodeReader.imageKeys,
                shapes: ["width": iconLength(), "height": iconLength()], required: ["width", "height"]),
            "kind": choice(NodeReader.buttonKinds.map(\.key)), "state": choice(NodeReader.buttonStates.map(\.key)),
            "accessibilityLabel": ref("textValue"), "accessibilityHint": ref("textValue"), "hug": boolean(),
            "audit": ref("auditIgnore"),
        ]) { $1 }
        guard case .object(var entries) = object("buttons.items", keys: NodeReader.buttonItemKeys, shapes: shapes) else {
            return .object([])
        }
        // A title unless the button is icon-only; an icon or an image size always.
        entries += [
            ("if", .object([("properties", .object([("kind", .object([("const", .string("iconOnly"))]))])), ("required", .array([.string("kind")]))])),
            ("else", .object([("required", .array([.string("title")]))])),
            ("anyOf", .array([
                .object([("required", .array([.string("icon")]))]), .object([("required", .array([.string("image")]))]),
            ])),
        ]
        entries = entries.map { $0.key == "type" ? ($0.key, .string("object")) : $0 }
        return .object(entries)
    }

    private mutating func listItem() -> SchemaValue {
        guard case .object(var entries) = object(
            "list.items", keys: NodeReader.cellKeys,
            shapes: [
                "id": ref("textValue"), "kind": choice(NodeReader.cellKinds.map(\.key)),
                "text": ref("textValue"), "question": ref("textValue"), "answer": ref("textValue"),
            ],
            required: ["kind"])
        else { return .object([]) }
        // What each cell kind presents, and nothing else.
        entries.append(("allOf", .array([
            .object([
                ("if", .object([("properties", .object([("kind", .object([("const", .string("questionAnswer"))]))]))])),
                ("then", .object([
                    ("required", .array([.string("question"), .string("answer")])),
                    ("not", .object([("required", .array([.string("text")]))])),
                ])),
                ("else", .object([
                    ("required", .array([.string("text")])),
                    ("properties", .object([("question", .bool(false)), ("answer", .bool(false))])),
                ])),
            ]),
        ])))
        return .object(entries)
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
                "breakpoints": .object([
                    ("description", .string("From each minimum root width (points) up, a length.")),
                    ("type", .string("object")), ("minProperties", .number(1)),
                    ("propertyNames", .object([("pattern", .string("^" + Self.numberPattern + "$"))])),
                    ("additionalProperties", lengthRef),
                ]),
            ])
        return .object([
            ("description", .string(
                (nonNegative ? "A number of points, 0 or more," : "A number of points")
                    + " or a proportion: 40%, 0.1 root.height, 25% root.width, 0.5 container.height, {scaled: N, style: S}, "
                    + "{compact: A, regular: B} or {breakpoints: {0: A, 600: B}}.")),
            ("anyOf", .array([
                number(requirement),
                .object([("type", .string("string")), ("pattern", .string(Self.proportionPattern))]),
                mapping,
            ])),
        ])
    }

    /// A number as `Double(_:)` reads the ones people write: `12`, `-0.5`, `.25`, `1e3`.
    static let numberPattern = "[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?"

    /// `40%`, `25% root.width`, `0.1 root.height`, `0.5 container.height`
    /// (``NodeReader/parseLength(_:axis:)``).
    static let proportionPattern =
        "^ *(" + numberPattern + "%( +(root|container)\\.(width|height))?|" + numberPattern + " +(root|container)\\.(width|height)) *$"

    /// A font size: points, or a length that is no fraction of a container.
    private func fontSize() -> SchemaValue {
        .object([
            ("description", .string(ValueRequirement.fontSize.description + ", or a length that scales it (0.05 root.height, {compact: 17, regular: 22}, {scaled: 17, style: body})")),
            ("anyOf", .array([number(.fontSize), ref("nonNegativeLength")])),
        ])
    }

    /// One dimension of a button's image: points, or `{scaled: N, style: S}`.
    private mutating func iconLength() -> SchemaValue {
        .object([("anyOf", .array([
            number(.nonNegativePoints),
            object("image size", keys: NodeReader.scaledKeys,
                   shapes: ["scaled": number(.nonNegativePoints), "style": choice(NodeReader.styles.map(\.key))],
                   required: ["scaled"]),
        ]))])
    }

    private mutating func lengthInsets() -> SchemaValue {
        .object([
            ("description", .string("The same length on every edge, or per edge {top, leading, bottom, trailing} (an edge not given is 0).")),
            ("anyOf", .array([
                ref("nonNegativeLength"),
                object("margins", keys: InsetEdge.allCases.map(\.rawValue),
                       shapes: Dictionary(uniqueKeysWithValues: InsetEdge.allCases.map { ($0.rawValue, ref("nonNegativeLength")) })),
            ])),
        ])
    }

    private mutating func insets() -> SchemaValue {
        .object([
            ("description", .string("The same number of points on every edge, or per edge {top, leading, bottom, trailing} (an edge not given is 0).")),
            ("anyOf", .array([
                number(.nonNegativePoints),
                object("insets", keys: InsetEdge.allCases.map(\.rawValue),
                       shapes: Dictionary(uniqueKeysWithValues: InsetEdge.allCases.map { ($0.rawValue, number(.nonNegativePoints)) })),
            ])),
        ])
    }

    private mutating func priorities() -> SchemaValue {
        .object([("anyOf", .array([
            number(.priority),
            object("priorities", keys: NodeReader.axisKeys,
                   shapes: ["horizontal": number(.priority), "vertical": number(.priority)]),
        ]))])
    }

    private mutating func aspect() -> SchemaValue {
        let ratio = SchemaValue.object([("anyOf", .array([
            number(.aspectRatio),
            .object([("type", .string("string")), ("pattern", .string("^ *" + Self.numberPattern + " */ *" + Self.numberPattern + " *$"))]),
        ]))])
        return .object([
            ("description", .string(ValueRequirement.aspectRatio.description + ", such as 16/9 or 1.5, or {ratio, mode: fit | fill}")),
            ("anyOf", .array([
                ratio,
                object("aspect", keys: NodeReader.aspectKeys,
                       shapes: ["ratio": ratio, "mode": choice(NodeReader.aspectModes.map(\.key))], required: ["ratio"]),
            ])),
        ])
    }

    private mutating func offset() -> SchemaValue {
        let fraction = SchemaValue.object([
            ("description", .string(ValueRequirement.offset.description)),
            ("anyOf", .array([
                .object([("type", .string("number")), ("minimum", .number(-1)), ("maximum", .number(1))]),
                .object([("type", .string("string")), ("pattern", .string("^" + Self.numberPattern + "%$"))]),
            ])),
        ])
        return object("offset", keys: NodeReader.offsetKeys, shapes: ["x": fraction, "y": fraction])
    }

    /// `audit: {ignore: [RULE, …], reason: TEXT}` on a node.
    private func auditIgnore() -> SchemaValue {
        .object([
            ("description", .string(
                "Findings of these audit rules about this node (or button) or anything inside it are not reported but listed as "
                    + "suppressed in place, with the reason (stacks rules lists the rule ids).")),
            ("type", .string("object")),
            ("properties", .object([
                ("ignore", .object([
                    ("type", .string("array")), ("minItems", .number(1)),
                    ("items", .object([("type", .string("string")), ("minLength", .number(1))])),
                ])),
                ("reason", .object([("type", .string("string")), ("minLength", .number(1))])),
            ])),
            ("required", .array([.string("ignore"), .string("reason")])),
            ("additionalProperties", .bool(false)),
        ])
    }

    private func color() -> SchemaValue {
        .object([
            ("description", .string("A colour written #RRGGBB or #RRGGBBAA.")),
            ("type", .string("string")),
            ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
        ])
    }

    /// Text: any scalar but null, taken as written.
    private func text() -> SchemaValue {
        .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])
    }

    /// An SF Symbols name, or one of the six older names in any case (DynamicButtons' `SymbolName`).
    private func iconName() -> SchemaValue {
        let aliases = SymbolName.aliases.keys.sorted()
        let anyCase = aliases.map { name in
            name.map { letter in "[\(letter.uppercased())\(letter.lowercased())]" }.joined()
        }
        return .object([
            ("description", .string("An SF Symbols name (docs/icons.md), or one of the older names \(aliases.joined(separator: ", ")).")),
            ("anyOf", .array([
                choice(SymbolName.all),
                .object([("type", .string("string")), ("pattern", .string("^(" + anyCase.joined(separator: "|") + ")$"))]),
            ])),
        ])
    }

    /// A weight by name (any case) or number (``FontWeight/init(name:)``).
    private func weight() -> SchemaValue {
        let names = FontWeight.allCases.map { "\($0)" }
        let anyCase = names.map { name in name.map { "[\($0.uppercased())\($0.lowercased())]" }.joined() }
        return .object([
            ("description", .string("A weight: \(names.joined(separator: ", ")), or 100 … 900 in steps of 100.")),
            ("anyOf", .array([
                choice(names),
                .object([("enum", .array(FontWeight.allCases.map { .number(Double($0.rawValue)) }))]),
                .object([("type", .string("string")), ("pattern", .string("^(" + anyCase.joined(separator: "|") + "|" + FontWeight.allCases.map { String($0.rawValue) }.joined(separator: "|") + ")$"))]),
            ])),
        ])
    }

    // MARK: Building blocks

    private func ref(_ name: String) -> SchemaValue {
        .object([("$ref", .string("#/definitions/\(name)"))])
    }

    private func boolean() -> SchemaValue { .object([("type", .string("boolean"))]) }

    private func choice(_ values: [String]) -> SchemaValue {
        .object([("enum", .array(values.map(SchemaValue.string)))])
    }

    private func list(of item: SchemaValue) -> SchemaValue {
        .object([("type", .string("array")), ("items", item)])
    }

    private func wholeNumber(minimum: Int) -> SchemaValue {
        .object([
            ("description", .string("A whole number, \(minimum) or more.")),
            ("type", .string("integer")), ("minimum", .number(Double(minimum))), ("maximum", .number(Double(Int32.max))),
        ])
    }

    /// A number meeting `requirement`, described in the reader's words.
    private func number(_ requirement: ValueRequirement, integer: Bool = false) -> SchemaValue {
        var entries: [(key: String, value: SchemaValue)] = [
            ("description", .string(requirement.description)),
            ("type", .string(integer ? "integer" : "number")),
        ]
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
        if let (low, high) = bounds {
            // A font size must be greater than 0.
            entries.append((requirement == .fontSize ? "exclusiveMinimum" : "minimum", .number(low)))
            entries.append(("maximum", .number(high)))
        }
        return .object(entries)
    }

    /// A mapping of `keys` (the reader's list for `name`), each with its entry in `shapes`;
    /// no other key; may be null (read as empty) when nothing is required.
    private mutating func object(
        _ name: String, keys: [String], shapes: [String: SchemaValue], required: [String] = []
    ) -> SchemaValue {
        for key in keys where shapes[key] == nil { mismatches.append("\(name).\(key): a key of the reader with no shape") }
        for key in shapes.keys.sorted() where !keys.contains(key) {
            mismatches.append("\(name).\(key): a shape for a key the reader does not have")
        }
        return objectNamed(name, keys: keys, shapes: shapes, required: required)
    }

    /// ``object(_:keys:shapes:required:)`` without the check, for nested mappings built inside
    /// an expression.
    private func objectNamed(_ name: String, keys: [String], shapes: [String: SchemaValue], required: [String] = []) -> SchemaValue {
        var entries: [(key: String, value: SchemaValue)] = [
            ("type", required.isEmpty ? .array([.string("object"), .string("null")]) : .string("object")),
            ("properties", .object(keys.map { ($0, shapes[$0] ?? .object([])) })),
            ("additionalProperties", .bool(false)),
        ]
        if !required.isEmpty { entries.append(("required", .array(required.map(SchemaValue.string)))) }
        return .object(entries)
    }
}
