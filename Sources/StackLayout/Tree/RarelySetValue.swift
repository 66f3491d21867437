/// A value a node rarely has, kept on the heap so that it costs a node a pointer rather than
/// its size inline (``TextBlock/fit``, ``Stack/margins``).
///
/// Why: a node's content is an enum as large as its largest case, and every node of a tree
/// pays for it, boxes included. A text's fit (about 80 bytes) and a stack's margins (40 bytes)
/// made every ``LayoutNode`` 72 bytes larger, 248 bytes, though few nodes set either; a
/// document of 10⁶ boxes held 72 MB of them. The box is immutable (setting the property makes
/// a new one), so copies of a node share it safely; equality and hashing are the value's.
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
