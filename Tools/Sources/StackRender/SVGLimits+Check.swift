import Foundation

extension SVGLimits {
    /// What drawing a checked SVG image costs beyond its elements.
    struct Cost: Equatable {
        /// The most layers (masks, filters, group opacity, blend modes) drawn one inside
        /// another: librsvg draws each on a surface as large as the image's frame.
        var layers: Int
    }

    /// Checks `data`, an SVG file, against the limits before librsvg reads it.
    ///
    /// - Throws: ``SVGRefusal`` naming the first limit passed (and the line, where there is
    ///   one), or libxml2's reason when it is not well-formed XML.
    static func check(_ data: Data) throws(SVGRefusal) -> Cost {
        guard data.count <= maximumBytes else {
            throw SVGRefusal("it is \(data.count) bytes; an SVG image may have at most \(maximumBytes) (\(maximumBytes >> 20) MiB)")
        }
        // libxml2 calls an empty file "extra content at the end of the document".
        guard !data.isEmpty else { throw SVGRefusal("not an SVG image (the file is empty)") }
        let outline = try SVGOutline(data)
        guard !outline.elements.isEmpty else { throw SVGRefusal("not an SVG image (it has no elements)") }
        let graph = SVGElementGraph(outline)
        let fonts = graph.inherited(fontBound(graph))
        try checkFontSizes(graph, fonts)
        let layers = try checkDrawing(graph)
        try checkDashes(graph, fontSizes: fonts.map(\.size), viewport: outline.viewportExtent)
        return Cost(layers: layers)
    }

    /// Refuses an image that draws more than ``maximumElements`` elements (copies included) or
    /// nests deeper than ``maximumDepth``; returns the most layers drawn one inside another.
    private static func checkDrawing(_ graph: SVGElementGraph) throws(SVGRefusal) -> Int {
        let elements = graph.elements
        // Each element counts once for every time it is drawn: copies multiply down a chain.
        var drawn = SVGGraphFold<(copies: Int, depth: Int, layers: Int)>(
            count: elements.count, edges: { graph.drawnInside[$0] },
            combine: { index, inside in
                (
                    copies: inside.reduce(1) { min(maximumElements + 1, $0 + $1.copies) },
                    depth: 1 + (inside.map(\.depth).max() ?? 0),
                    layers: (graph.facts[index].makesLayer ? 1 : 0) + (inside.map(\.layers).max() ?? 0)
                )
            })
        let root = drawn.value(of: 0)
        if root.copies > maximumElements {
            throw SVGRefusal(
                "it draws more than \(maximumElements) elements, counting each copy a <use>, mask, pattern, marker or filter draws, the most an image may have")
        }
        if root.depth > maximumDepth {
            // Down the deepest chain to the first element past the limit.
            var element = 0
            for _ in 1..<(maximumDepth + 1) {
                guard let next = graph.drawnInside[element].max(by: {
                    (drawn.values[$0]?.depth ?? 0) < (drawn.values[$1]?.depth ?? 0)
                }) else { break }
                element = next
            }
            throw SVGRefusal(
                line: elements[element].line,
                "<\(elements[element].name)> is more than \(maximumDepth) levels deep, counting each reference (<use>, url(#…)) as a level, the most an image may nest")
        }
        return root.layers
    }
}

extension SVGLimits {
    /// The largest font size an element's text may have, and where it comes from.
    struct FontBound {
        var size: Double
        /// The declaration that sets it (`font-size "1e9" on line 3`); empty for the default.
        var origin: String
    }

    /// An element's largest font size from those it may inherit: the largest its `style`
    /// attribute, its presentation attributes and the style sheet rules that may match can
    /// give, and the inherited one when none of them surely applies.
    private static func fontBound(_ graph: SVGElementGraph) -> (Int, [FontBound]) -> FontBound {
        { index, inherited in
            let parent = inherited.max(by: { $0.size < $1.size }) ?? FontBound(size: SVGFontSize.initial, origin: "")
            let element = graph.elements[index]
            let own = element.style.fontSizes + element.style.importantFontSizes + element.attributes.fontSizes
            let sheet = graph.sheet[index].fontSizes + graph.sheet[index].importantFontSizes
            var surelySet = false
            var largest: FontBound?
            for (position, size) in (own + sheet).enumerated() {
                let (value, surelyApplies) = size.largestSize(parent: parent.size)
                if position < own.count, surelyApplies { surelySet = true }
                if value > largest?.size ?? -1 {
                    let name = size.isShorthand ? "font" : "font-size"
                    largest = FontBound(size: value, origin: "\(name) \"\(size.value.prefix(40))\" on line \(element.line)")
                }
            }
            guard let largest, surelySet || largest.size > parent.size else { return parent }
            return largest
        }
    }

    /// Refuses the first element holding text whose font may be larger than ``maximumFontSize``.
    private static func checkFontSizes(_ graph: SVGElementGraph, _ fonts: [FontBound]) throws(SVGRefusal) {
        for (index, element) in graph.elements.enumerated() where element.holdsText {
            let bound = fonts[index]
            if bound.size > maximumFontSize {
                throw SVGRefusal(
                    line: element.line,
                    "text in <\(element.name)> may be \(number(bound.size)) px tall (\(bound.origin)); an image's text may be at most \(Int(maximumFontSize)) px")
            }
        }
    }
}
