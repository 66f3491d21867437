/// Composes a YAML or JSON text into its top value: strict JSON by ``JSONComposer``, anything
/// else by ``YAMLEventComposer``, with every problem a located ``DocumentError``. Documents,
/// String Catalogs and the audit's configuration are all read through it, so a mistake in any of
/// them is reported in the same words at the same kind of place.
package struct DocumentComposer: Sendable {
    /// The deepest a text may nest (mappings and lists) before composing stops at the place it
    /// goes deeper: a hostile text ten thousand levels deep would otherwise take minutes.
    package var depthLimit: Int
    /// What the reader of the text allows, ending the message for a text nesting deeper than
    /// ``depthLimit`` (`stacks may nest at most 512 levels`); `nil` says nothing more.
    package var depthRule: String?

    /// A composer refusing texts deeper than `depthLimit` (by default far deeper than any String
    /// Catalog or configuration file is written).
    package init(depthLimit: Int = 2_000, depthRule: String? = nil) {
        self.depthLimit = depthLimit
        self.depthRule = depthRule
    }

    /// The top value of `text` (YAML or JSON), or `nil` when the text holds none (it is empty,
    /// only comments, or null); refuses a text over `longestText` bytes.
    package func compose(_ text: String, longestText: Int = DocumentTreeBuilder.longestText) throws(DocumentError) -> DocumentValue? {
        guard text.utf8.count <= longestText else {
            throw DocumentError(
                place: DocumentPlace(path: .document),
                problem: "the document is \(text.utf8.count) bytes long; stacks reads documents of at most \(longestText) bytes")
        }
        // Strict JSON has a reader of its own; anything it refuses is read (or refused) as YAML.
        if JSONComposer.mayBeJSON(text), let tree = try? JSONComposer(depthLimit: depthLimit).compose(text) {
            return DocumentValue(tree: tree, index: DocumentTree.top, path: .document)
        }
        // A text nesting deeper than the limit is refused where it goes too deep: composing
        // stops there (``YAMLEventComposer``).
        guard let tree = try composeTree(text) else { return nil }
        let top = DocumentValue(tree: tree, index: DocumentTree.top, path: .document)
        return top.isNull ? nil : top
    }

    /// The error for a text that nests too deeply at `line` and `column`.
    private func nestingError(line: Int, column: Int) -> DocumentError {
        DocumentError(
            place: DocumentPlace(path: .document, line: line, column: column),
            problem: "the document nests too deeply (more than \(depthLimit) levels of mappings and lists)"
                + (depthRule.map { "; \($0)" } ?? ""))
    }

    /// Composes `text` from libyaml's events, refusing U+0000 wherever it is and reading the
    /// JSON escapes libyaml refuses (a surrogate pair, `\uD83D\uDE00`) as JSON does, through
    /// ``YAMLStandIns``. Most documents have no backslash and no NUL, and skip all of this.
    private func composeTree(_ text: String) throws(DocumentError) -> DocumentTree? {
        guard text.containsByte(UInt8(ascii: "\\")) || text.containsByte(0) else {
            let tree = try parse(text)
            if let tree { try AliasExpansionGuard.check(tree, text: text) }
            return tree
        }
        let bytes = Array(text.utf8)
        let standIns = YAMLStandIns(bytes)
        let lines = TextLines(bytes)
        let tree: DocumentTree?
        do {
            tree = try parse(standIns.map { String(decoding: $0.prepared, as: UTF8.self) } ?? text)
        } catch {
            // A raw NUL is certain, and may be why the rest does not read.
            if let nul = bytes.firstIndex(of: 0) { throw Self.nulError(at: nul, lines: lines) }
            throw error
        }
        guard let tree else { return nil }
        try AliasExpansionGuard.check(tree, text: text)
        // U+0000 (escaped, or raw in a text that holds the stand-ins itself) and the stand-ins:
        // every scalar is looked at once; the walk that names a value's path runs only for a
        // value that is refused.
        var restored: [Int: String] = [:]
        var problems: [Int: YAMLStandIns.Problem] = [:]
        for index in tree.values.indices where tree.kind(index) == .scalar {
            let scalar = tree.string(index) ?? ""
            let result = standIns?.restore(scalar) ?? (scalar.unicodeScalars.contains("\u{0}") ? .failure(.nul) : .success(scalar))
            switch result {
            case .success(let text): if text != scalar { restored[index] = text }
            case .failure(let problem): problems[index] = problem
            }
        }
        if !problems.isEmpty, let found = tree.firstScalar(where: { problems[$0] != nil }) {
            let mark = (line: tree.line(found.index), column: tree.column(found.index))
            guard problems[found.index] == .loneSurrogate, let standIns else {
                throw DocumentError(
                    place: DocumentPlace(path: Self.visible(found.path), line: mark.line, column: mark.column), problem: Self.nulInText)
            }
            throw Self.loneSurrogateError(in: bytes, after: lines.offset(line: mark.line, column: mark.column), scalar: mark,
                                          escapes: standIns.shiftedEscapes, lines: lines)
        }
        if let nul = standIns?.rawNULs.first ?? bytes.firstIndex(of: 0) {
            // In a comment, or between values.
            throw Self.nulError(at: nul, lines: lines)
        }
        return restored.isEmpty ? tree : tree.replacingScalars { index, _ in restored[index] }
    }

    /// The problem reported for a value holding U+0000 (C text, and so Pango, would end there).
    private static let nulInText = "the text contains the character U+0000 (NUL), which a document may not contain"

    /// The error for U+0000 at byte `offset` outside any value (in a comment, between values).
    private static func nulError(at offset: Int, lines: TextLines) -> DocumentError {
        let place = lines.position(of: offset)
        return DocumentError(
            place: DocumentPlace(path: .document, line: place.line, column: place.column),
            problem: "the document contains the character U+0000 (NUL), which a document may not contain")
    }

    /// `path` with each U+0000 in its keys spelt `\0`, so that the message shows it.
    private static func visible(_ path: DocumentPath) -> DocumentPath {
        DocumentPath(steps: path.steps.map { step in
            guard case .key(let key) = step else { return step }
            return .key(key.replacingOccurrences(of: "\u{0}", with: "\\0")
                .replacingOccurrences(of: String(Character(YAMLStandIns.nulStandIn)), with: "\\0"))
        })
    }

    /// The error for half a surrogate pair in the double-quoted scalar starting at `scalar`
    /// (at byte `start`): at the first escape in it not written beside its other half.
    private static func loneSurrogateError(
        in bytes: [UInt8], after start: Int, scalar: (line: Int, column: Int), escapes: [(offset: Int, isPaired: Bool)],
        lines: TextLines
    ) -> DocumentError {
        let offset = escapes.first { $0.offset >= start && !$0.isPaired }?.offset ?? start
        let escape = String(decoding: bytes[offset..<min(offset + 6, bytes.count)], as: UTF8.self)
        let place = lines.position(of: offset)
        let value = UInt32(escape.dropFirst(2), radix: 16) ?? 0
        return DocumentError(
            place: DocumentPlace(path: .document, line: place.line, column: place.column),
            problem: "invalid YAML: \(loneSurrogateProblem((escape, value))) "
                + "(while parsing a quoted scalar at line \(scalar.line), column \(scalar.column))")
    }

    /// Parses `text` into its top-level node.
    private func parse(_ text: String) throws(DocumentError) -> DocumentTree? {
        do {
            return try YAMLEventComposer.compose(text, depthLimit: depthLimit)
        } catch {
            throw syntaxError(error, in: text)
        }
    }

    /// What libyaml reported as a document error at the position it reported (the stand-ins
    /// keep the document's lines and columns).
    private func syntaxError(_ error: YAMLEventComposer.Failure, in text: String) -> DocumentError {
        switch error {
        case .located(let problem, let line, let column, let context):
            var text = "invalid YAML: \(problem)"
            if let context { text += " (\(context.text) at line \(context.line), column \(context.column))" }
            return DocumentError(place: DocumentPlace(path: .document, line: line, column: column), problem: text)
        case .reader(let problem, let offset):
            // libyaml's reader counts bytes; a user looks for a line and column, and for the
            // character (a control character is invisible in most editors).
            let bytes = Array(text.utf8)
            let place = TextLines(bytes).position(of: min(offset, bytes.count))
            var problem = problem
            if offset < bytes.count, let scalar = String(decoding: bytes[offset...].prefix(4), as: UTF8.self).unicodeScalars.first {
                problem += " (the character U+\(String(format: "%04X", scalar.value)))"
            }
            return DocumentError(place: DocumentPlace(path: .document, line: place.line, column: place.column), problem: problem)
        case .memory:
            return DocumentError(place: DocumentPlace(path: .document), problem: "invalid YAML: Memory error")
        case .tooDeep(let line, let column):
            return nestingError(line: line, column: column)
        }
    }

    /// What is wrong with `escape`, a `\u` escape of a UTF-16 surrogate that is not part of a
    /// pair.
    private static func loneSurrogateProblem(_ escape: (text: String, value: UInt32)) -> String {
        let rule = (0xD800...0xDBFF).contains(escape.value)
            ? "a high surrogate (\\uD800–\\uDBFF) must be followed by a low one (\\uDC00–\\uDFFF)"
            : "a low surrogate (\\uDC00–\\uDFFF) must follow a high one (\\uD800–\\uDBFF)"
        return "\(escape.text) is half of a UTF-16 surrogate pair: \(rule), as JSON writes a character above U+FFFF"
    }
}
