/// A value a node rarely has (``TextBlock/fit``, ``Stack/margins``, ``RarelySetProperties``),
/// kept on the heap so that it costs every node a pointer rather than its size: inline they
/// made every ``LayoutNode`` 248 bytes instead of 128 (120 MB more for 10⁶ boxes). Immutable,
/// so copies of a node share it safely.
final class RarelySetValue<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: RarelySetValue, rhs: RarelySetValue) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
