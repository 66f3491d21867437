extension NodeReader {
    static let textKeys = ["string", "style", "size", "font", "weight", "lines"]

    static let styles: KeyValuePairs<String, TextStyle> = [
        "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3,
        "headline": .headline, "body": .body, "callout": .callout, "subheadline": .subheadline,
        "footnote": .footnote, "caption1": .caption1, "caption2": .caption2,
    ]

    /// `text: {string, style | size [font] [weight], lines}`. A text follows a Dynamic Type
    /// style (body by default) unless it gives a fixed `size`; `font` and `weight` only make
    /// sense with a fixed size, since a style brings its own.
    mutating func readText(_ mapping: DocumentMapping, treePath: String) throws(DocumentError) -> Text {
        let string = try mapping.required("string").text()
        var text = Text(string)
        if let lines = mapping["lines"] {
            text.lines = try lines.wholeNumber(minimum: 0)
            sourceMap.record(property: "lines", place: lines.place, treePath: treePath)
        }
        let style = mapping["style"]
        if let size = mapping["size"] {
            if let style {
                throw style.error("a text has either a style or a fixed size, not both")
            }
            let points = try size.number(.positivePoints)
            sourceMap.record(property: "size", place: size.place, treePath: treePath)
            let family = try mapping["font"]?.text() ?? TextFont.systemFamily
            let weight = try mapping["weight"].map { value throws(DocumentError) in try Self.readWeight(value) }
            text.font = .fixed(family: family, size: points, weight: weight ?? .regular)
        } else {
            for key in ["font", "weight"] {
                if let value = mapping[key] {
                    throw value.error("\(key) needs a fixed size (add size, or remove \(key): a style sets its own font)")
                }
            }
            if let style {
                text.font = .style(try style.choice(Self.styles))
            }
        }
        return text
    }

    /// A weight by name (`semibold`) or by number (`600`).
    private static func readWeight(_ value: DocumentValue) throws(DocumentError) -> FontWeight {
        let allowed = FontWeight.allCases.map { "\($0)" } + FontWeight.allCases.map { String($0.rawValue) }
        guard case .scalar(let scalar) = value.node, !value.isNull else {
            throw value.mismatch(expected: "a weight, one of \(allowed.joined(separator: ", "))")
        }
        guard let weight = FontWeight(name: scalar.string) else {
            throw value.error("unknown weight \(value.foundDescription); expected one of \(allowed.joined(separator: ", "))")
        }
        return weight
    }
}
