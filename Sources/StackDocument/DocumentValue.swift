import Yams

/// A value read from a document together with its path, so that every conversion can say
/// where it failed. Each accessor either returns the typed value or throws a
/// ``DocumentError`` naming this value's place and describing what was found.
struct DocumentValue {
    let node: Node
    let path: DocumentPath
    /// The node's tag, resolved once: every accessor asks for it, often more than once, and
    /// each ask made a new name from the tag's text.
    let tagName: Tag.Name

    init(node: Node, path: DocumentPath) {
        self.node = node
        self.path = path
        self.tagName = Self.resolvedTag(of: node)
    }

    /// The node's tag: for a plain scalar without a tag, decided from its text where
    /// ``ImplicitScalarTag`` can (Yams would run up to seven regular expressions on it), else
    /// Yams' resolution.
    private static func resolvedTag(of node: Node) -> Tag.Name {
        if case .scalar(let scalar) = node, scalar.style == .plain, scalar.tag.description.isEmpty,
            let name = ImplicitScalarTag.resolve(scalar.string)
        {
            return name
        }
        return Tag.Name(rawValue: node.tag.description)
    }

    /// Where the value is: its path and the line and column Yams recorded for it.
    var place: DocumentPlace {
        DocumentPlace(path: path, line: node.mark?.line, column: node.mark?.column)
    }

    func error(_ problem: String) -> DocumentError {
        DocumentError(place: place, problem: problem)
    }

    /// `expected …; found …`, the shape of every type error.
    func mismatch(expected: String) -> DocumentError {
        error("expected \(expected); found \(foundDescription)")
    }

    /// What the value is, for messages: the source text of a scalar (quoted when it is a
    /// string), else the kind of collection.
    var foundDescription: String {
        switch node {
        case .scalar(let scalar):
            if isNull { return "nothing (null)" }
            return tagName == .str ? "\"\(scalar.string)\"" : scalar.string
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    var isNull: Bool {
        if case .scalar = node { return tagName == .null }
        return false
    }

    // MARK: Scalars

    /// The value as a number (an integer or a float, including `.nan` and `.inf`, which the
    /// callers reject with a message naming the requirement).
    var number: Double? {
        guard case .scalar(let scalar) = node, tagName == .int || tagName == .float else { return nil }
        if let decimal = Self.plainDecimal(scalar) { return decimal }
        return node.float ?? node.int.map(Double.init)
    }

    /// A plain decimal number (`12`, `-0.5`, `1e3`: only digits, `.`, signs and exponents, as
    /// every JSON number and nearly every YAML one is) read with `Double(String)`, which is what
    /// Yams' constructor ends with; its way there copies the text through Foundation to drop
    /// `_` separators and looks for base-60 colons, and cost a tenth of reading a document.
    /// `nil` for everything else (`0x1F`, `1_000`, `1:30`, `.inf`, quoted numbers), which
    /// Yams reads.
    private static func plainDecimal(_ scalar: Node.Scalar) -> Double? {
        guard scalar.style == .plain || scalar.style == .any else { return nil }
        let text = scalar.string
        var digits = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits = true
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"): break
            default: return nil
            }
        }
        guard digits else { return nil }
        return Double(text)
    }

    /// A number satisfying `requirement`, the engine's own rule, so that a document is refused
    /// exactly what `LayoutTree` would refuse, in the same words (`expected a priority from 0
    /// to 1000; found 1200`).
    func number(_ requirement: ValueRequirement) throws(DocumentError) -> Double {
        guard let value = number else { throw mismatch(expected: requirement.description) }
        if let failed = requirement.violation(by: value) { throw mismatch(expected: failed.description) }
        return value
    }

    /// A whole number, `minimum` or more.
    func wholeNumber(minimum: Int) throws(DocumentError) -> Int {
        guard let value = number, value.isFinite, value == value.rounded(), value >= Double(minimum),
            value <= Double(Int32.max)
        else { throw mismatch(expected: "a whole number, \(minimum) or more") }
        return Int(value)
    }

    /// `true` or `false`.
    func bool() throws(DocumentError) -> Bool {
        guard case .scalar = node, tagName == .bool, let value = node.bool else {
            throw mismatch(expected: "true or false")
        }
        return value
    }

    /// TextBlock: any scalar but null, taken as written. YAML reads `9:41` as a (base 60) number
    /// and `yes` as a boolean; a label means the characters, so the source text is kept.
    func text() throws(DocumentError) -> String {
        guard case .scalar(let scalar) = node, !isNull else { throw mismatch(expected: "a string") }
        return scalar.string
    }

    /// One of `choices`, by exact name.
    func choice<Choice>(_ choices: KeyValuePairs<String, Choice>) throws(DocumentError) -> Choice {
        var allowed: String { choices.map(\.key).joined(separator: ", ") }
        guard case .scalar(let scalar) = node, tagName == .str else {
            throw mismatch(expected: "one of \(allowed)")
        }
        guard let match = choices.first(where: { $0.key == scalar.string }) else {
            throw error(
                "unknown value \"\(scalar.string)\"\(NearestName.hint(for: scalar.string, among: choices.map(\.key))); "
                    + "expected one of \(allowed)")
        }
        return match.value
    }

    // MARK: Collections

    /// The value as a mapping whose keys must all be in `allowedKeys`. A null value (a key
    /// written with nothing after it) counts as an empty mapping.
    func mapping(allowedKeys: [String]) throws(DocumentError) -> DocumentMapping {
        var keyErrors = DocumentErrorCollection()
        let mapping = try self.mapping(allowedKeys: allowedKeys, collectingInto: &keyErrors)
        if let first = keyErrors.errors.first { throw first }
        return mapping
    }

    /// The value as a mapping of its keys in `allowedKeys`: an unknown or duplicate key is
    /// recorded in `errors` and left out, so that reading goes on with the keys that are right
    /// (and reports the next mistake too). A null value counts as an empty mapping.
    func mapping(
        allowedKeys: [String], collectingInto errors: inout DocumentErrorCollection
    ) throws(DocumentError) -> DocumentMapping {
        if isNull { return DocumentMapping(owner: self, entries: []) }
        guard case .mapping(let mapping) = node else { throw mismatch(expected: "a mapping") }
        var entries: [DocumentMapping.Entry] = []
        entries.reserveCapacity(mapping.count)
        var unknownKeys: [DocumentMapping.UnknownKey] = []
        for (keyNode, valueNode) in mapping {
            let keyText = keyNode.scalar?.string ?? DocumentValue(node: keyNode, path: path).foundDescription
            // The key and its value share one path: a mapping entry costs one small allocation.
            let keyPath = path.appending(keyText)
            guard allowedKeys.contains(keyText) else {
                let suggestion = NearestName.suggestion(for: keyText, among: allowedKeys)
                let error = DocumentValue(node: keyNode, path: keyPath).error(
                    "unknown key \"\(keyText)\"\(suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""); "
                        + "allowed keys: \(allowedKeys.joined(separator: ", "))")
                errors.record(error)
                unknownKeys.append(DocumentMapping.UnknownKey(suggestion: suggestion, error: error))
                continue
            }
            if let first = entries.first(where: { $0.key == keyText }) {
                errors.record(
                    DocumentValue(node: keyNode, path: keyPath).error(
                        "duplicate key \"\(keyText)\"; first given at \(first.keyPlace)"))
                continue
            }
            entries.append(DocumentMapping.Entry(key: keyText, keyNode: keyNode, value: DocumentValue(node: valueNode, path: keyPath)))
        }
        return DocumentMapping(owner: self, entries: entries, unknownKeys: unknownKeys)
    }

    /// The value as a list of values.
    func list() throws(DocumentError) -> [DocumentValue] {
        guard case .sequence(let sequence) = node else { throw mismatch(expected: "a list") }
        return sequence.enumerated().map { DocumentValue(node: $1, path: path.appending(index: $0)) }
    }
}
