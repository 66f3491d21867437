import StackLayout

/// A JSON value whose objects keep their keys in the order written, so that the generated
/// schema reads in the order of the reader's own tables and comes out byte for byte the same
/// every time (the committed file is compared with it). Written as literals: `["type": "object"]`.
indirect enum SchemaValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral,
    ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    case object([(key: String, value: SchemaValue)])
    case array([SchemaValue])
    case string(String)
    case number(Double)
    case bool(Bool)

    init(dictionaryLiteral elements: (String, SchemaValue)...) { self = .object(elements.map { (key: $0, value: $1) }) }
    init(arrayLiteral elements: SchemaValue...) { self = .array(elements) }
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }

    /// An object with `other`'s entries after its own.
    func adding(_ other: SchemaValue) -> SchemaValue {
        guard case .object(let entries) = self, case .object(let more) = other else { return self }
        return .object(entries + more)
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
        case .number(let number): return NumberText.exact(number)
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
