/// Values folded over the elements of an SVG image and the references between them (an
/// element's children and what it draws from elsewhere; or its parents and the `<use>`s that
/// draw it), without recursion: a chain of references may be as long as the image has elements.
///
/// An edge back to an element still being folded closes a cycle; it is left out, as librsvg
/// refuses to draw a reference cycle.
struct SVGGraphFold<Value> {
    /// The value of each element folded so far.
    private(set) var values: [Value?]
    private let edges: (Int) -> [Int]
    private let combine: (Int, [Value]) -> Value

    /// A fold over `count` elements, where `combine(element, valuesOfItsEdges)` gives an
    /// element's value from those of the elements its `edges` lead to.
    init(count: Int, edges: @escaping (Int) -> [Int], combine: @escaping (Int, [Value]) -> Value) {
        values = Array(repeating: nil, count: count)
        self.edges = edges
        self.combine = combine
    }

    /// The value of `element`, folding whatever it depends on first.
    mutating func value(of element: Int) -> Value {
        if let value = values[element] { return value }
        var open = Set([element])
        var stack = [(element: element, next: 0)]
        while let (current, next) = stack.last {
            let targets = edges(current)
            if next < targets.count {
                stack[stack.count - 1].next += 1
                let target = targets[next]
                if values[target] == nil, !open.contains(target) {
                    open.insert(target)
                    stack.append((target, 0))
                }
            } else {
                values[current] = combine(current, targets.compactMap { values[$0] })
                open.remove(current)
                stack.removeLast()
            }
        }
        return values[element]!
    }
}
