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
        let elements = outline.elements
        guard !elements.isEmpty else { throw SVGRefusal("not an SVG image (it has no elements)") }
        // What the style sheet may say of each element, and everything said of it.
        let sheet = sheetFacts(outline)
        let facts = elements.indices.map { index in
            var facts = sheet[index]
            facts.merge(elements[index].attributes)
            facts.merge(elements[index].style)
            return facts
        }

        var byID: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            for id in element.ids where byID[id] == nil { byID[id] = index }
        }
        var children = Array(repeating: [Int](), count: elements.count)
        var users = Array(repeating: [Int](), count: elements.count)
        for (index, element) in elements.enumerated() {
            // Children drawn where they are; masks, patterns, symbols… are drawn where referenced.
            if element.parent >= 0, !drawnWhereReferenced.contains(element.name) { children[element.parent].append(index) }
            if element.name == "use" {
                for target in element.links.compactMap({ byID[$0] }) { users[target].append(index) }
            }
        }
        let references = elements.indices.map { index in
            (facts[index].references + elements[index].links).compactMap { byID[$0] }
        }

        try checkFontSizes(elements, sheet: sheet, parents: { index in
            (elements[index].parent >= 0 ? [elements[index].parent] : []) + users[index]
        })

        // Each element counts once for every time it is drawn: copies multiply down a chain.
        var drawn = SVGGraphFold<(copies: Int, depth: Int, layers: Int)>(
            count: elements.count, edges: { children[$0] + references[$0] },
            combine: { index, below in
                (
                    copies: min(maximumElements + 1, below.reduce(1) { min(maximumElements + 1, $0 + $1.copies) }),
                    depth: 1 + (below.map(\.depth).max() ?? 0),
                    layers: (facts[index].makesLayer ? 1 : 0) + (below.map(\.layers).max() ?? 0)
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
                guard let next = (children[element] + references[element]).max(by: {
                    (drawn.values[$0]?.depth ?? 0) < (drawn.values[$1]?.depth ?? 0)
                }) else { break }
                element = next
            }
            throw SVGRefusal(
                line: elements[element].line,
                "<\(elements[element].name)> is more than \(maximumDepth) levels deep, counting each reference (<use>, url(#…)) as a level, the most an image may nest")
        }
        return Cost(layers: root.layers)
    }

    /// Elements drawn only where something refers to them (or never), not where they are.
    private static let drawnWhereReferenced: Set<String> = [
        "defs", "symbol", "mask", "clipPath", "pattern", "marker", "filter", "linearGradient", "radialGradient", "style",
        "title", "desc", "metadata", "script",
    ]

    /// What the style sheet rules that may match each element say.
    private static func sheetFacts(_ outline: SVGOutline) -> [SVGStyleFacts] {
        var bySubject: [CSSStyleSheet.Subject: SVGStyleFacts] = [:]
        for rule in CSSStyleSheet(outline.styleSheet).rules {
            var facts = SVGStyleFacts()
            for declaration in rule.declarations {
                facts.add(declaration.name, declaration.value, isImportant: declaration.isImportant)
            }
            for subject in rule.subjects { bySubject[subject, default: SVGStyleFacts()].merge(facts) }
        }
        return outline.elements.map { element in
            var facts = SVGStyleFacts()
            let subjects = [CSSStyleSheet.Subject.any, .element(element.name.lowercased())]
                + element.ids.map { .id($0.lowercased()) } + element.classes.map { .className($0.lowercased()) }
            for subject in subjects { if let matched = bySubject[subject] { facts.merge(matched) } }
            return facts
        }
    }
}

extension SVGLimits {
    /// The largest font size an element's text may have, and where it comes from.
    private struct FontBound {
        var size: Double
        /// The declaration that sets it (`font-size="1e9" on line 3`), or the default.
        var origin: String
    }

    /// Refuses the first element holding text whose font may be larger than ``maximumFontSize``.
    ///
    /// An element's size comes from its parent's (and from each `<use>` that draws it, which
    /// passes on its own font): the largest its `style` attribute, its presentation attributes
    /// and the style sheet rules that may match can give, and the parent's when none of them
    /// surely applies.
    private static func checkFontSizes(
        _ elements: [SVGOutline.Element], sheet sheetFacts: [SVGStyleFacts], parents: @escaping (Int) -> [Int]
    ) throws(SVGRefusal) {
        guard elements.contains(where: \.holdsText) else { return }
        var bounds = SVGGraphFold<FontBound>(count: elements.count, edges: parents) { index, inherited in
            let parent = inherited.max(by: { $0.size < $1.size }) ?? FontBound(size: SVGFontSize.initial, origin: "")
            let element = elements[index]
            var bound = parent
            var surelySet = false
            let own = element.style.fontSizes + element.style.importantFontSizes + element.attributes.fontSizes
            let sheet = sheetFacts[index].fontSizes + sheetFacts[index].importantFontSizes
            var largest: FontBound?
            for (position, size) in (own + sheet).enumerated() {
                let (value, surelyApplies) = size.largestSize(parent: parent.size)
                if position < own.count, surelyApplies { surelySet = true }
                if value > largest?.size ?? -1 {
                    let name = size.isShorthand ? "font" : "font-size"
                    largest = FontBound(
                        size: value, origin: "\(name) \"\(size.value.prefix(40))\" on line \(element.line)")
                }
            }
            if let largest, surelySet || largest.size > parent.size { bound = largest }
            return bound
        }
        for (index, element) in elements.enumerated() where element.holdsText {
            let bound = bounds.value(of: index)
            if bound.size > maximumFontSize {
                let size = bound.size < 1e15 ? String(Int(bound.size)) : String(format: "%.3g", bound.size)
                throw SVGRefusal(
                    line: element.line,
                    "text in <\(element.name)> may be \(size) px tall (\(bound.origin)); an image's text may be at most \(Int(maximumFontSize)) px")
            }
        }
    }
}
