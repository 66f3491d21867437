import Foundation

extension NodeReader {
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
    /// Fractions must be within 0 … 100 % (spacing: -100 … 100 %).
    mutating func readLength(
        _ value: DocumentValue, axis: Axis?, nonNegative: Bool, treePath: String, property: String
    ) throws(DocumentError) -> Length {
        sourceMap.record(property: property, place: value.place, treePath: treePath)
        let expected = (nonNegative ? "a number of points, 0 or more," : "a number of points")
            + " or a proportion (40%, 0.1 root.height, {scaled: N, style: S}, {compact: A, regular: B}, …)"
        switch value.node {
        case .scalar(let scalar):
            if value.tagName == .int || value.tagName == .float {
                return .points(try value.number(nonNegative ? .nonNegativePoints : .points))
            }
            guard value.tagName == .str, let length = Self.parseLength(scalar.string, axis: axis) else {
                throw value.mismatch(expected: expected)
            }
            try Self.checkFraction(length, value: value, nonNegative: nonNegative)
            return length
        case .mapping:
            return try readLengthMapping(value, axis: axis, nonNegative: nonNegative, treePath: treePath, property: property, expected: expected)
        case .sequence:
            throw value.mismatch(expected: expected)
        }
    }

    private mutating func readLengthMapping(
        _ value: DocumentValue, axis: Axis?, nonNegative: Bool, treePath: String, property: String, expected: String
    ) throws(DocumentError) -> Length {
        let mapping = try value.mapping(allowedKeys: ["compact", "regular", "breakpoints", "scaled", "style"])
        if let scaled = mapping["scaled"] {
            return try Self.scaledLength(scaled, style: mapping["style"], nonNegative: nonNegative)
        }
        if let steps = mapping["breakpoints"] {
            guard case .mapping(let entries) = steps.node, !entries.isEmpty else {
                throw steps.mismatch(expected: "a mapping from minimum root width (points) to a length")
            }
            var list: [(minimumWidth: Double, value: Length)] = []
            for (key, entry) in entries {
                let threshold = DocumentValue(node: key, path: steps.path)
                let width = try threshold.number(.nonNegativePoints)
                let length = try readLength(
                    DocumentValue(node: entry, path: steps.path.appending(threshold.node.scalar?.string ?? "?")),
                    axis: axis, nonNegative: nonNegative, treePath: treePath, property: property)
                list.append((width, length))
            }
            return .byWidth(WidthBreakpoints(list))
        }
        guard let compact = mapping["compact"], let regular = mapping["regular"] else {
            throw value.error("expected \(expected); a size-class mapping needs both compact and regular")
        }
        let compactLength = try readLength(compact, axis: axis, nonNegative: nonNegative, treePath: treePath, property: property)
        let regularLength = try readLength(regular, axis: axis, nonNegative: nonNegative, treePath: treePath, property: property)
        sourceMap.record(property: property, place: value.place, treePath: treePath)
        return .byWidth(.compactRegular(compact: compactLength, regular: regularLength))
    }

    /// `{scaled: N, style: S}`: N points at the default text size, scaled with the style S
    /// (body when not given), as `UIFontMetrics.scaledValue(for:)` scales them.
    static func scaledLength(_ scaled: DocumentValue, style: DocumentValue?, nonNegative: Bool) throws(DocumentError) -> Length {
        let points = try scaled.number(nonNegative ? .nonNegativePoints : .points)
        return .scaled(points, relativeTo: try style?.choice(styles) ?? .body)
    }

    /// `40%`, `0.1 root.height`, `25% root.width`, `0.5 container.height`.
    static func parseLength(_ text: String, axis: Axis?) -> Length? {
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

    private static func checkFraction(_ length: Length, value: DocumentValue, nonNegative: Bool) throws(DocumentError) {
        let fraction: Double
        switch length {
        case .container(let f, _), .root(let f, _): fraction = f
        default: return
        }
        let lower = nonNegative ? 0.0 : -1.0
        guard fraction.isFinite, fraction >= lower, fraction <= 1 else {
            throw value.error(
                "a fraction must be from \(nonNegative ? "0" : "-100") % to 100 % of its container or root; found \(value.foundDescription)")
        }
    }

    /// `aspect: 16/9`, `aspect: 1.5` or `aspect: {ratio: 16/9, mode: fit | fill}`.
    func readAspect(_ value: DocumentValue) throws(DocumentError) -> AspectRatio {
        var ratioValue = value
        var mode = AspectRatio.Mode.fit
        if case .mapping = value.node {
            let mapping = try value.mapping(allowedKeys: ["ratio", "mode"])
            ratioValue = try mapping.required("ratio")
            if let modeValue = mapping["mode"] {
                mode = try modeValue.choice(["fit": .fit, "fill": .fill])
            }
        }
        let expected = "a width-to-height ratio from 1/1000 to 1000, such as 16/9 or 1.5"
        let ratio: Double?
        if ratioValue.tagName == .int || ratioValue.tagName == .float {
            ratio = try? ratioValue.number(.positivePoints)
        } else if case .scalar(let scalar) = ratioValue.node {
            let parts = scalar.string.split(separator: "/").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            ratio = parts.count == 2 && parts[0] != nil && parts[1] != nil && parts[1]! > 0 ? parts[0]! / parts[1]! : nil
        } else {
            ratio = nil
        }
        guard let ratio, LayoutTree.aspectRatios.contains(ratio) else { throw ratioValue.mismatch(expected: expected) }
        return AspectRatio(ratio, mode: mode)
    }

    /// `offset: {x: 10%, y: -0.05}`: fractions of the container (percentages or numbers).
    func readOffset(_ value: DocumentValue) throws(DocumentError) -> CenterOffset {
        let mapping = try value.mapping(allowedKeys: ["x", "y"])
        func fraction(_ key: String) throws(DocumentError) -> Double {
            guard let entry = mapping[key] else { return 0 }
            let parsed: Double?
            if entry.tagName == .int || entry.tagName == .float {
                parsed = try entry.number(.points)
            } else if case .scalar(let scalar) = entry.node, scalar.string.hasSuffix("%") {
                parsed = Double(scalar.string.dropLast()).map { $0 / 100 }
            } else {
                parsed = nil
            }
            guard let parsed, parsed.isFinite, abs(parsed) <= 1 else {
                throw entry.mismatch(expected: "a fraction of the container from -1 to 1 (or -100% to 100%)")
            }
            return parsed
        }
        return CenterOffset(x: try fraction("x"), y: try fraction("y"))
    }
}
