import Foundation

extension NodeReader {
    /// The keys of a length written as a mapping: a scaled length (`scaled`, `style`), a
    /// size-class pair (`compact`, `regular`) or `breakpoints`.
    package static let lengthMappingKeys = ["compact", "regular", "breakpoints", "scaled", "style"]
    /// `{scaled: N, style: S}`.
    package static let scaledKeys = ["scaled", "style"]
    package static let aspectKeys = ["ratio", "mode"]
    package static let aspectModes: KeyValuePairs<String, AspectRatio.Mode> = ["fit": .fit, "fill": .fill]
    package static let offsetKeys = ["x", "y"]

    /// The notation for a length, wherever a document accepts one:
    ///
    /// | written | meaning |
    /// |---|---|
    /// | `16` | 16 points |
    /// | `40%` | 40 % of the container along the property's axis |
    /// | `0.1 root.height`, `25% root.width` | a fraction of the root (screen) height or width |
    /// | `0.5 container.height` | a fraction of the container along the named axis |
    /// | `{scaled: 16, style: body}` | 16 pt at the default text size, scaled with the style |
    /// | `{compact: 12, regular: 20}` | 12 below 600 pt of root width, 20 from 600 pt |
    /// | `{breakpoints: {0: 12, 400: 16, 800: 20}}` | by root width, from each threshold up |
    ///
    /// Fractions must be within 0 … 100 % (spacing: -100 … 100 %). The place is recorded as
    /// `property` of node `index`.
    mutating func readLength(
        _ value: DocumentValue, axis: LayoutAxis?, nonNegative: Bool, node index: Int, property: LayoutProperty
    ) throws(DocumentError) -> Length {
        sourceMap.record(property, place: value.place, node: index)
        // Made only for a message: most lengths are plain numbers that need none.
        var expected: String {
            (nonNegative ? "a number of points, 0 or more," : "a number of points")
                + " or a proportion (40%, 0.1 root.height, {scaled: N, style: S}, {compact: A, regular: B}, …)"
        }
        switch value.kind {
        case .scalar:
            if value.isNumberTagged {
                return .points(try value.number(nonNegative ? .nonNegativePoints : .points))
            }
            guard value.tag == .str, let text = value.scalarText, let length = Self.parseLength(text, axis: axis) else {
                throw value.mismatch(expected: expected)
            }
            try Self.checkFraction(length, value: value, nonNegative: nonNegative)
            return length
        case .mapping:
            return try readLengthMapping(value, axis: axis, nonNegative: nonNegative, node: index, property: property, expected: expected)
        case .sequence:
            throw value.mismatch(expected: expected)
        }
    }

    private mutating func readLengthMapping(
        _ value: DocumentValue, axis: LayoutAxis?, nonNegative: Bool, node index: Int, property: LayoutProperty, expected: String
    ) throws(DocumentError) -> Length {
        let mapping = try value.mapping(allowedKeys: Self.lengthMappingKeys, collectingInto: &errors)
        if let scaled = mapping["scaled"] {
            return try Self.scaledLength(scaled, style: mapping["style"], nonNegative: nonNegative)
        }
        if let steps = mapping["breakpoints"] {
            guard let entries = steps.pairs, !entries.isEmpty else {
                throw steps.mismatch(expected: "a mapping from minimum root width (points) to a length")
            }
            var list: [(minimumWidth: Double, value: Length)] = []
            for (threshold, entry) in entries {
                let width = try threshold.number(.nonNegativePoints)
                let length = try readLength(
                    entry.at(steps.path.appending(threshold.scalarText ?? "?")),
                    axis: axis, nonNegative: nonNegative, node: index, property: property)
                list.append((width, length))
            }
            return .byWidth(WidthBreakpoints(list))
        }
        guard let compact = mapping["compact"], let regular = mapping["regular"] else {
            throw value.error("expected \(expected); a size-class mapping needs both compact and regular")
        }
        let compactLength = try readLength(compact, axis: axis, nonNegative: nonNegative, node: index, property: property)
        let regularLength = try readLength(regular, axis: axis, nonNegative: nonNegative, node: index, property: property)
        sourceMap.record(property, place: value.place, node: index)
        return .byWidth(.compactRegular(compact: compactLength, regular: regularLength))
    }

    /// `{scaled: N, style: S}`: N points at the default text size, scaled with the style S
    /// (body when not given), as `UIFontMetrics.scaledValue(for:)` scales them.
    static func scaledLength(_ scaled: DocumentValue, style: DocumentValue?, nonNegative: Bool) throws(DocumentError) -> Length {
        let points = try scaled.number(nonNegative ? .nonNegativePoints : .points)
        return .scaled(points, relativeTo: try style?.choice(styles) ?? .body)
    }

    /// `40%`, `0.1 root.height`, `25% root.width`, `0.5 container.height`.
    static func parseLength(_ text: String, axis: LayoutAxis?) -> Length? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let first = parts.first, parts.count <= 2 else { return nil }
        let fraction: Double
        if first.hasSuffix("%") {
            guard let percent = Double(first.dropLast()) else { return nil }
            fraction = percent / 100
        } else {
            guard parts.count == 2, let number = Double(first) else { return nil }
            fraction = number
        }
        guard parts.count == 2 else { return .container(fraction, axis) }
        switch parts[1] {
        case "root.width": return .root(fraction, .horizontal)
        case "root.height": return .root(fraction, .vertical)
        case "container.width": return .container(fraction, .horizontal)
        case "container.height": return .container(fraction, .vertical)
        default: return nil
        }
    }

    /// Refuses a fraction outside the engine's range (``ValueRequirement/fraction(nonNegative:)``).
    private static func checkFraction(_ length: Length, value: DocumentValue, nonNegative: Bool) throws(DocumentError) {
        switch length {
        case .container(let fraction, _), .root(let fraction, _):
            if let failed = ValueRequirement.fraction(nonNegative: nonNegative).violation(by: fraction) {
                throw value.mismatch(expected: failed.description)
            }
        default:
            return
        }
    }

    /// `aspect: 16/9`, `aspect: 1.5` or `aspect: {ratio: 16/9, mode: fit | fill}`.
    func readAspect(_ value: DocumentValue) throws(DocumentError) -> AspectRatio {
        var ratioValue = value
        var mode = AspectRatio.Mode.fit
        if value.isMapping {
            let mapping = try value.mapping(allowedKeys: Self.aspectKeys)
            ratioValue = try mapping.required("ratio")
            if let modeValue = mapping["mode"] {
                mode = try modeValue.choice(Self.aspectModes)
            }
        }
        let expected = "\(ValueRequirement.aspectRatio), such as 16/9 or 1.5"
        let ratio: Double?
        if ratioValue.isNumberTagged {
            ratio = ratioValue.number
        } else if let text = ratioValue.scalarText {
            let parts = text.split(separator: "/").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            ratio = parts.count == 2 && parts[0] != nil && parts[1] != nil && parts[1]! > 0 ? parts[0]! / parts[1]! : nil
        } else {
            ratio = nil
        }
        guard let ratio, ValueRequirement.aspectRatio.accepts(ratio) else { throw ratioValue.mismatch(expected: expected) }
        return AspectRatio(ratio, mode: mode)
    }

    /// `offset: {x: 10%, y: -0.05}`: fractions of the container (percentages or numbers), each
    /// recorded as the offset property of node `index` along its axis.
    mutating func readOffset(_ value: DocumentValue, node index: Int) throws(DocumentError) -> CenterOffset {
        let mapping = try value.mapping(allowedKeys: Self.offsetKeys, collectingInto: &errors)
        var offset = CenterOffset()
        for (key, axis) in [("x", LayoutAxis.horizontal), ("y", .vertical)] {
            guard let entry = mapping[key] else { continue }
            let parsed: Double?
            if entry.isNumberTagged {
                parsed = entry.number
            } else if let text = entry.scalarText, text.hasSuffix("%") {
                parsed = Double(text.dropLast()).map { $0 / 100 }
            } else {
                parsed = nil
            }
            guard let parsed, ValueRequirement.offset.accepts(parsed) else {
                throw entry.mismatch(expected: ValueRequirement.offset.description)
            }
            sourceMap.record(.offset(axis), place: entry.place, node: index)
            if axis == .horizontal { offset.x = parsed } else { offset.y = parsed }
        }
        return offset
    }
}
