/// A value a node rarely has, kept on the heap so that it costs a node a pointer rather than
/// its size inline (``TextBlock/fit``, ``Stack/margins``, and ``RarelySetProperties``).
///
/// Why: a node's content is an enum as large as its largest case, and every node of a tree
/// pays for it and for every property, boxes included. A text's fit (about 80 bytes), a
/// stack's margins (40) and a node's custom spacing, aspect ratio, offset and overlay alignment
/// (48) made every ``LayoutNode`` 248 bytes instead of 128, though few nodes set any; a
/// document of 10⁶ boxes held 120 MB of them. The box is immutable (setting the property makes
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
