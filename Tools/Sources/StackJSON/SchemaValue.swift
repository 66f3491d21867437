/// A JSON value whose objects keep their keys in the order written, so that the generated
/// schema reads in the order of the reader's own tables and comes out byte for byte the same
/// every time (the committed file is compared with it).
indirect enum SchemaValue: Equatable {
    case object([(key: String, value: SchemaValue)])
    case array([SchemaValue])
    case string(String)
    case number(Double)
    case bool(Bool)

    static func == (left: SchemaValue, right: SchemaValue) -> Bool {
        switch (left, right) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        default: false
        }
    }

    /// The value under `key` of an object.
    subscript(key: String) -> SchemaValue? {
        guard case .object(let entries) = self else { return nil }
        return entries.first(where: { $0.key == key })?.value
    }

    /// Pretty-printed JSON, two spaces per level; arrays of scalars stay on one line.
    func text(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let entries):
            if entries.isEmpty { return "{}" }
            let lines = entries.map { "\(inner)\(Self.quoted($0.key)): \($0.value.text(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let items):
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .string(let string): return Self.quoted(string)
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .bool(let bool): return bool ? "true" : "false"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ string: String) -> String {
        var out = JSONOutput()
        out.string(string)
        return out.text
    }
}
