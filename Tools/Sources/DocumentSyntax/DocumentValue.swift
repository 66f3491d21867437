import Yams

/// A value read from a document together with its path, so that every conversion can say
/// where it failed. Each accessor either returns the typed value or throws a
/// ``DocumentError`` naming this value's place and describing what was found.
///
/// The value itself is a number in a ``DocumentTree``; nothing is copied out of the tree
/// until an accessor asks for it.
package struct DocumentValue {
    package let tree: DocumentTree
    package let index: Int
    package let path: DocumentPath
    /// A key this value's mapping is read without, as if it were not there: the key a reader
    /// has already taken out (an overlay child's `overlayAlignment`, read before its node).
    private(set) var omittedKey: String?

    package init(tree: DocumentTree, index: Int, path: DocumentPath) {
        self.tree = tree
        self.index = index
        self.path = path
    }

    /// The value `index` of the same tree at `path`.
    package func value(_ index: Int, at path: DocumentPath) -> DocumentValue {
        DocumentValue(tree: tree, index: index, path: path)
    }

    /// The same value at `path` (a value from ``pairs`` named by its key), its omitted key
    /// kept.
    package func at(_ path: DocumentPath) -> DocumentValue {
        var moved = value(index, at: path)
        moved.omittedKey = omittedKey
        return moved
    }

    /// The same value, its mapping read without `key`.
    package func omitting(_ key: String) -> DocumentValue {
        var value = self
        value.omittedKey = key
        return value
    }

    package var kind: DocumentTree.Kind { tree.kind(index) }
    package var isScalar: Bool { kind == .scalar }
    package var isMapping: Bool { kind == .mapping }
    package var isSequence: Bool { kind == .sequence }

    /// The value's tag, resolved when the document was composed.
    package var tag: DocumentTree.Tag { tree.tag(index) }

    /// Whether the value is a number (its tag is `int` or `float`).
    package var isNumberTagged: Bool { tag == .int || tag == .float }

    /// A scalar's text as written (after escapes and folding); `nil` for a collection.
    package var scalarText: String? { tree.string(index) }

    /// Where the value is: its path and the line and column it starts at.
    package var place: DocumentPlace {
        DocumentPlace(path: path, line: tree.line(index), column: tree.column(index))
    }

    package func error(_ problem: String) -> DocumentError {
        DocumentError(place: place, problem: problem)
    }

    /// `expected …; found …`, the shape of every type error.
    package func mismatch(expected: String) -> DocumentError {
        error("expected \(expected); found \(foundDescription)")
    }

    /// What the value is, for messages: the source text of a scalar (quoted when it is a
    /// string; past ``quotedLimit`` characters, its start and its length), else the kind of
    /// collection.
    package var foundDescription: String {
        switch kind {
        case .scalar:
            if isNull { return "nothing (null)" }
            var text = scalarText ?? ""
            // A megabyte of digits is one wrong number: a message quotes enough to find it.
            if text.count > Self.quotedLimit {
                text = "\(text.prefix(Self.quotedLimit))… (\(text.count) characters)"
            }
            return tag == .str ? "\"\(text)\"" : text
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    /// The most characters of a value a message quotes.
    package static let quotedLimit = 40

    package var isNull: Bool { kind == .scalar && tag == .null }

    /// The text of a mapping key as paths spell it: its text, or what it is when it is no
    /// scalar.
    package static func keyText(_ key: DocumentValue) -> String {
        key.scalarText ?? key.foundDescription
    }

    // MARK: Scalars

    /// The value as a number (an integer or a float, including `.nan` and `.inf`, which the
    /// callers reject with a message naming the requirement).
    package var number: Double? {
        guard kind == .scalar, isNumberTagged else { return nil }
        if let decimal = plainDecimal() { return decimal }
        return yamsNode.float ?? yamsNode.int.map(Double.init)
    }

    /// The scalar as a Yams node, for the rare forms Yams' constructors read (`0x1F`, `1_000`,
    /// `1:30`, `.inf`, `yes`), with its tag and its style: Yams' constructors read numbers and
    /// bools only from plain scalars, so `!!int "7"` stays refused.
    private var yamsNode: Node {
        let style = Node.Scalar.Style(rawValue: UInt32(tree.style(index).rawValue)) ?? .any
        return .scalar(Node.Scalar(scalarText ?? "", Yams.Tag(tree.tagName(index)), style))
    }

    /// A plain decimal number (`12`, `-0.5`, `1e3`, as every JSON number and nearly every YAML
    /// one is) read with `Double(String)`, where Yams' constructor ends, without its slow way
    /// there (copying the text to drop `_`, looking for base-60 colons). `nil` for everything
    /// else (`0x1F`, `1_000`, `1:30`, `.inf`, quoted numbers), which Yams reads.
    private func plainDecimal() -> Double? {
        let style = tree.style(index)
        guard style == .plain || style == .any else { return nil }
        enum Form { case exact(Double), decimal, other }
        let form = tree.withBytes(of: index) { bytes -> Form in
            if let value = Self.shortDecimal(bytes) { return .exact(value) }
            var digits = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digits = true
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"): break
                default: return .other
                }
            }
            return digits ? .decimal : .other
        }
        switch form {
        case .exact(let value): return value
        case .decimal: return scalarText.flatMap { Double($0) }
        case .other: return nil
        }
    }

    /// `-?digits(.digits)?` with at most 15 digits in all (`10`, `-12.5`, `0.25`: the lengths
    /// documents are written in), read without making a string: the digits as a whole number
    /// are exact in a `Double` (below 2⁵³), and so is 10^k for the k ≤ 15 fraction digits, so
    /// the one division rounds exactly as `Double(String)` (strtod) does: the same value, bit
    /// for bit. `nil` for anything longer or of another form, which `Double(String)` reads.
    package static func shortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var position = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { position = 1 }
        var mantissa: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var integerDigits = 0
        var sawPoint = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digitCount += 1
                if sawPoint { fractionDigits += 1 } else { integerDigits += 1 }
                guard digitCount <= 15 else { return nil }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
            position += 1
        }
        // `.5`, `5.` and `-` are left to strtod, which reads the first two.
        guard integerDigits > 0, !sawPoint || fractionDigits > 0 else { return nil }
        let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰ … 10¹⁵, each exact in a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// A whole number, `minimum` or more.
    package func wholeNumber(minimum: Int) throws(DocumentError) -> Int {
        guard let value = number, value.isFinite, value == value.rounded(), value >= Double(minimum),
            value <= Double(Int32.max)
        else { throw mismatch(expected: "a whole number, \(minimum) or more") }
        return Int(value)
    }

    /// `true` or `false`.
    package func bool() throws(DocumentError) -> Bool {
        guard kind == .scalar, tag == .bool, let value = boolValue else {
            throw mismatch(expected: "true or false")
        }
        return value
    }

    /// A bool scalar's value: `true` and `false` without asking Yams (every JSON bool and
    /// nearly every YAML one).
    private var boolValue: Bool? {
        if tree.scalar(index, equals: "true") { return true }
        if tree.scalar(index, equals: "false") { return false }
        return yamsNode.bool
    }

    /// TextBlock: any scalar but null, taken as written. YAML reads `9:41` as a (base 60) number
    /// and `yes` as a boolean; a label means the characters, so the source text is kept.
    package func text() throws(DocumentError) -> String {
        guard kind == .scalar, !isNull, let text = scalarText else { throw mismatch(expected: "a string") }
        return text
    }

    /// One of `choices`, by exact name.
    package func choice<Choice>(_ choices: KeyValuePairs<String, Choice>) throws(DocumentError) -> Choice {
        guard kind == .scalar, tag == .str else {
            throw mismatch(expected: "one of \(choices.map(\.key).joined(separator: ", "))")
        }
        guard let match = choices.first(where: { tree.scalar(index, equals: $0.key) }) else {
            throw error(Self.unknownValue(scalarText ?? "", among: choices.map(\.key)))
        }
        return match.value
    }

    /// `unknown value "TEXT" (did you mean "NAME"?); expected one of A, B, …`: how a name that is
    /// none of `names` is refused, in documents and wherever names are read as documents read them.
    package static func unknownValue(_ text: String, among names: [String]) -> String {
        "unknown value \"\(text)\"\(NearestName.hint(for: text, among: names)); expected one of \(names.joined(separator: ", "))"
    }

    // MARK: Collections

    /// The value as a mapping whose keys must all be in `allowedKeys`. A null value (a key
    /// written with nothing after it) counts as an empty mapping.
    package func mapping(allowedKeys: [String]) throws(DocumentError) -> DocumentMapping {
        var keyErrors = DocumentErrorCollection()
        let mapping = try self.mapping(allowedKeys: allowedKeys, collectingInto: &keyErrors)
        if let first = keyErrors.errors.first { throw first }
        return mapping
    }

    /// The value as a mapping of its keys in `allowedKeys`: an unknown or duplicate key is
    /// recorded in `errors` and left out, so that reading goes on with the keys that are right
    /// (and reports the next mistake too). A null value counts as an empty mapping.
    package func mapping(
        allowedKeys: [String], collectingInto errors: inout DocumentErrorCollection
    ) throws(DocumentError) -> DocumentMapping {
        if isNull { return DocumentMapping(owner: self, entries: []) }
        guard kind == .mapping else { throw mismatch(expected: "a mapping") }
        let pairCount = tree.childCount(index)
        var entries: [DocumentMapping.Entry] = []
        entries.reserveCapacity(pairCount)
        var unknownKeys: [DocumentMapping.UnknownKey] = []
        for position in 0..<pairCount {
            let (keyIndex, valueIndex) = tree.pair(position, of: index)
            if let omittedKey, tree.scalar(keyIndex, equals: omittedKey) { continue }
            // An allowed key is matched by its bytes and named by the allowed key's own string:
            // nothing is copied out of the tree for it.
            guard let allowed = tree.firstMatch(of: keyIndex, in: allowedKeys).map({ allowedKeys[$0] }) else {
                let key = value(keyIndex, at: path)
                let keyText = Self.keyText(key)
                let suggestion = NearestName.suggestion(for: keyText, among: allowedKeys)
                let error = value(keyIndex, at: path.appending(keyText)).error(
                    "unknown key \"\(keyText)\"\(suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""); "
                        + "allowed keys: \(allowedKeys.joined(separator: ", "))")
                errors.record(error)
                unknownKeys.append(DocumentMapping.UnknownKey(suggestion: suggestion, error: error))
                continue
            }
            // The key and its value share one path: a mapping entry costs at most one small
            // allocation, none for a scalar value.
            let keyPath = tree.kind(valueIndex) == .scalar ? path.appendingLeaf(allowed) : path.appending(allowed)
            if let first = entries.indices.first(where: { entries[$0].key == allowed }) {
                errors.record(
                    value(keyIndex, at: keyPath).error("duplicate key \"\(allowed)\"; first given at \(entries[first].keyPlace)"))
                continue
            }
            entries.append(DocumentMapping.Entry(key: allowed, keyIndex: keyIndex, value: value(valueIndex, at: keyPath)))
        }
        return DocumentMapping(owner: self, entries: entries, unknownKeys: unknownKeys)
    }

    /// A mapping's keys and values in document order, as values at this value's path (callers
    /// name each value's path from its key as they read it); `nil` when this is no mapping.
    package var pairs: [(key: DocumentValue, value: DocumentValue)]? {
        guard kind == .mapping else { return nil }
        return (0..<tree.childCount(index)).compactMap { position in
            let (key, item) = tree.pair(position, of: index)
            if let omittedKey, tree.scalar(key, equals: omittedKey) { return nil }
            return (value(key, at: path), value(item, at: path))
        }
    }

    /// The value as a list of values.
    package func list() throws(DocumentError) -> [DocumentValue] {
        guard kind == .sequence else { throw mismatch(expected: "a list") }
        return (0..<tree.childCount(index)).map { value(tree.item($0, of: index), at: path.appending(index: $0)) }
    }
}
