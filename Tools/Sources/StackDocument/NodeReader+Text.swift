extension NodeReader {
    static let textKeys = ["string", "style", "size", "font", "weight", "lines", "fit"]
    package static let fitKeys = ["min", "max", "check", "margins"]
    package static let fitChecks: KeyValuePairs<String, TextFit.Check> = ["width": .width, "height": .height, "both": .both]

    package static let styles: KeyValuePairs<String, TextStyle> = [
        "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3,
        "headline": .headline, "body": .body, "callout": .callout, "subheadline": .subheadline,
        "footnote": .footnote, "caption1": .caption1, "caption2": .caption2,
    ]

    /// `text: {string, style | size [font] [weight], lines, fit}`. A text follows a Dynamic
    /// Type style (body by default) unless it gives a fixed `size`; `font` and `weight` only
    /// make sense with a fixed size, since a style brings its own. Places are recorded for node
    /// `index`.
    mutating func readText(_ mapping: DocumentMapping, node index: Int) throws(DocumentError) -> TextBlock {
        let string = try mapping.required("string").text()
        var text = TextBlock(string)
        if let lines = mapping["lines"] {
            text.lines = Int(try lines.number(.lineLimit))
            sourceMap.record(.lineLimit, place: lines.place, node: index)
        }
        text.font = try readFont(mapping, node: index)
        if let fit = mapping["fit"] {
            text.fit = try readFit(fit, node: index)
        }
        return text
    }

    /// `fit: {min, max, check: width | height | both, margins}`: the font size is the largest
    /// in min … max at which the text fits its frame (check defaults to both).
    private mutating func readFit(_ value: DocumentValue, node index: Int) throws(DocumentError) -> TextFit {
        let mapping = try value.mapping(allowedKeys: Self.fitKeys, collectingInto: &errors)
        let minimum = try mapping.required("min")
        let maximum = try mapping.required("max")
        var fit: TextFit
        if !minimum.isNumberTagged || !maximum.isNumberTagged {
            // Proportional bounds (`0.05 root.height`, `{compact: 24, regular: 40}`): checked
            // against each other at layout time.
            let low = try readFontLength(minimum, node: index, property: .fitMinimum)
            fit = TextFit(minimum: low, maximum: try readFontLength(maximum, node: index, property: .fitMaximum))
        } else {
            let minimumSize = try minimum.number(.fontSize)
            fit = TextFit(minimumSize: minimumSize, maximumSize: try maximum.number(.fitMaximum(minimum: minimumSize)))
            sourceMap.record(.fitMinimum, place: minimum.place, node: index)
            sourceMap.record(.fitMaximum, place: maximum.place, node: index)
        }
        if let check = mapping["check"] { fit.check = try check.choice(Self.fitChecks) }
        if let margins = mapping["margins"] { fit.margins = try readInsets(margins, as: LayoutProperty.fitMargin, node: index) }
        return fit
    }

    /// The font keys of a text or a button title: `style`, or `size` with optional `font` and
    /// `weight`; body when none is given. The size's place is recorded as `sizeProperty` of node
    /// `index` (a button title's as `items[2].size`), the name the engine's errors use.
    mutating func readFont(
        _ mapping: DocumentMapping, node index: Int, sizeProperty: LayoutProperty = .fontSize
    ) throws(DocumentError) -> TextFont {
        let style = mapping["style"]
        if let size = mapping["size"] {
            if let style {
                throw style.error("a text or title has either a style or a fixed size, not both")
            }
            var family = TextFont.systemFamily
            if let font = mapping["font"] {
                family = try font.text()
                if family.allSatisfy(\.isWhitespace) {
                    throw font.error("a font family may not be empty; leave font out for the system family (\(TextFont.systemFamily))")
                }
                sourceMap.record(fontFamily: family, place: font.place)
            }
            let weight = try mapping["weight"].map { value throws(DocumentError) in try Self.readWeight(value) }
            if !size.isNumberTagged {
                // `size: 0.05 root.height`, `{compact: 17, regular: 22}`: resolved per layout.
                let length = try readFontLength(size, node: index, property: sizeProperty)
                return .sized(family: family, size: length, weight: weight ?? .regular)
            }
            let points = try size.number(.fontSize)
            sourceMap.record(sizeProperty, place: size.place, node: index)
            return .fixed(family: family, size: points, weight: weight ?? .regular)
        }
        for key in ["font", "weight"] {
            if let value = mapping[key] {
                throw value.error("\(key) needs a fixed size (add size, or remove \(key): a style sets its own font)")
            }
        }
        return .style(try style?.choice(Self.styles) ?? .body)
    }

    /// A font size as a length: anything but a fraction of the container (a font has none),
    /// as ``ValueRequirement/fontSizeLength`` says.
    private mutating func readFontLength(_ value: DocumentValue, node index: Int, property: LayoutProperty) throws(DocumentError) -> Length {
        let length = try readLength(value, axis: .vertical, nonNegative: true, node: index, property: property)
        if length.dependsOnContainer {
            throw value.mismatch(expected: ValueRequirement.fontSizeLength.description)
        }
        return length
    }

    /// A weight by name (`semibold`) or by number (`600`).
    private static func readWeight(_ value: DocumentValue) throws(DocumentError) -> FontWeight {
        let allowed = FontWeight.allCases.map { "\($0)" } + FontWeight.allCases.map { String($0.rawValue) }
        guard let text = value.scalarText, !value.isNull else {
            throw value.mismatch(expected: "a weight, one of \(allowed.joined(separator: ", "))")
        }
        guard let weight = FontWeight(name: text) else {
            throw value.error(
                "unknown weight \(value.foundDescription)\(NearestName.hint(for: text, among: allowed)); "
                    + "expected one of \(allowed.joined(separator: ", "))")
        }
        return weight
    }
}
