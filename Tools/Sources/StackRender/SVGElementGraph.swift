/// An SVG image's elements as librsvg draws them: what each draws inside itself (its children
/// drawn in place, and the elements it refers to), what each inherits its style from (its
/// parent, and every `<use>` that draws it), and everything its style says.
struct SVGElementGraph {
    let elements: [SVGOutline.Element]
    /// What the style sheet rules that may match each element say.
    let sheet: [SVGStyleFacts]
    /// Everything said of each element: style sheet, presentation attributes, `style`.
    let facts: [SVGStyleFacts]
    /// For each element, the elements drawn inside it.
    let drawnInside: [[Int]]
    /// For each element, the elements that draw it inside themselves.
    let drawnBy: [[Int]]
    /// For each element, the elements it inherits from.
    let inheritsFrom: [[Int]]

    /// Elements drawn only where something refers to them (or never), not where they are.
    static let drawnWhereReferenced: Set<String> = [
        "defs", "symbol", "mask", "clipPath", "pattern", "marker", "filter", "linearGradient", "radialGradient", "style",
        "title", "desc", "metadata", "script",
    ]

    init(_ outline: SVGOutline) {
        elements = outline.elements
        sheet = Self.sheetFacts(outline)
        let elements = elements
        let sheet = sheet
        facts = elements.indices.map { index in
            var facts = sheet[index]
            facts.merge(elements[index].attributes)
            facts.merge(elements[index].style)
            return facts
        }
        var byID: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            for id in element.ids where byID[id] == nil { byID[id] = index }
        }
        var drawnInside = Array(repeating: [Int](), count: elements.count)
        var drawnBy = Array(repeating: [Int](), count: elements.count)
        var inheritsFrom = elements.map { $0.parent >= 0 ? [$0.parent] : [] }
        for (index, element) in elements.enumerated() {
            if element.parent >= 0, !Self.drawnWhereReferenced.contains(element.name) {
                drawnInside[element.parent].append(index)
                drawnBy[index].append(element.parent)
            }
            for target in (facts[index].references + element.links).compactMap({ byID[$0] }) {
                drawnInside[index].append(target)
                drawnBy[target].append(index)
            }
            // A <use> passes its own style on to what it draws.
            if element.name == "use" {
                for target in element.links.compactMap({ byID[$0] }) { inheritsFrom[target].append(index) }
            }
        }
        self.drawnInside = drawnInside
        self.drawnBy = drawnBy
        self.inheritsFrom = inheritsFrom
    }

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

    /// The value of an inherited property for every element: `own(element, inherited)` gives
    /// an element's from what it may inherit (the values of its parent and of the `<use>`s that
    /// draw it); the root inherits nothing.
    func inherited<Value>(_ own: @escaping (Int, [Value]) -> Value) -> [Value] {
        var fold = SVGGraphFold<Value>(count: elements.count, edges: { inheritsFrom[$0] }, combine: own)
        return elements.indices.map { fold.value(of: $0) }
    }

    /// How many times each element is drawn: once for the root, and for every other element
    /// as many times as the elements drawing it are drawn, in all (up to `cap`).
    func timesDrawn(cap: Double) -> [Double] {
        var fold = SVGGraphFold<Double>(count: elements.count, edges: { drawnBy[$0] }) { index, drawers in
            min(cap, index == 0 ? 1 : drawers.reduce(0, +))
        }
        return elements.indices.map { fold.value(of: $0) }
    }
}
