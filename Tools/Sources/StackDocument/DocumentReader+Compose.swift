extension DocumentReader {
    /// Parses `text` (YAML or JSON) into its top-level node.
    /// Texts longer than `longestText` bytes are refused (``DocumentTreeBuilder/longestText``,
    /// 1 GiB).
    static func compose(_ text: String, longestText: Int = DocumentTreeBuilder.longestText) throws(DocumentError) -> DocumentValue {
        guard text.utf8.count <= longestText else {
            throw DocumentError(
                place: DocumentPlace(path: .document),
                problem: "the document is \(text.utf8.count) bytes long; stacks reads documents of at most \(longestText) bytes")
        }
        // Strict JSON has a reader of its own; anything it refuses is read as YAML below, which
        // reads it or reports the mistake as it always has.
        if JSONComposer.mayBeJSON(text), let tree = try? JSONComposer().compose(text) {
            return DocumentValue(tree: tree, index: DocumentTree.top, path: .document)
        }
        // A text nesting deeper than the limit is refused where it goes too deep: composing
        // stops there, and the place is ``NestingDepthScan``'s, which the reader has always
        // given. The scan (a quarter of the time of reading a large YAML document when it ran
        // on every text) runs only when composing fails: a deep text reports its depth before
        // any syntax error, as it always has.
        let tree: DocumentTree?
        do {
            tree = try composeTree(text)
        } catch {
            try checkNesting(text)
            throw error
        }
        guard let tree, !DocumentValue(tree: tree, index: DocumentTree.top, path: .document).isNull else {
            throw DocumentError(
                place: DocumentPlace(path: .document), problem: "the document is empty; expected a mapping with a root node")
        }
        return DocumentValue(tree: tree, index: DocumentTree.top, path: .document)
    }

    /// Refuses a text that nests deeper than ``maximumTextNesting`` levels by the estimate of
    /// ``NestingDepthScan``, at the place it finds.
    private static func checkNesting(_ text: String) throws(DocumentError) {
        guard let excess = NestingDepthScan.firstExcess(in: text, limit: maximumTextNesting) else { return }
        throw nestingError(line: excess.line, column: excess.column)
    }

    /// The error for a text that nests too deeply at `line` and `column`.
    private static func nestingError(line: Int, column: Int) -> DocumentError {
        DocumentError(
            place: DocumentPlace(path: .document, line: line, column: column),
            problem: "the document nests too deeply (more than \(maximumTextNesting) levels of mappings and lists); "
                + "stacks may nest at most \(LayoutTree.defaultMaximumDepth) levels")
    }

    /// Composes `text` from libyaml's events, refusing U+0000 wherever it is and reading the JSON escapes
    /// libyaml refuses (a surrogate pair, `\uD83D\uDE00`) as JSON does.
    ///
    /// ``YAMLScalarScan`` finds both in the text and ``PreparedYAMLText`` rewrites the pairs for
    /// libyaml. The scan models libyaml's scanner, so its findings are checked against the
    /// composed document: a pair counts only in a scalar libyaml also read as double-quoted,
    /// and if the scan mistook something else for one, the text is composed again without
    /// touching it. Most documents have no backslash and no NUL, and skip all of this.
    private static func composeTree(_ text: String) throws(DocumentError) -> DocumentTree? {
        guard text.containsByte(UInt8(ascii: "\\")) || text.containsByte(0) else {
            let tree = try parse(text, source: nil)
            if let tree { try AliasExpansionGuard.check(tree, text: text) }
            return tree
        }
        let bytes = Array(text.utf8)
        let scan = YAMLScalarScan(bytes)
        var rewriting = scan.doubleQuoted
        while true {
            let prepared = PreparedYAMLText(bytes, scan: scan, rewriting: rewriting)
            let tree: DocumentTree?
            do {
                tree = try parse(prepared.text, source: (scan, prepared))
            } catch {
                // A raw NUL is certain, and may be why the rest does not read.
                if let nul = NULCharacter.firstError(in: scan, confirmed: [], scalars: nil) { throw nul }
                throw error
            }
            if let tree { try AliasExpansionGuard.check(tree, text: text) }
            let starts = scan.doubleQuoted.map(\.start) + scan.rawNULs.compactMap(\.token)
            let scalars = tree.map { ComposedScalars($0, at: Set(starts.flatMap(ComposedScalars.marks(of:)))) }
            let confirmed = scan.doubleQuoted.filter { scalars?[$0.start]?.isDoubleQuoted == true }
            if rewriting.contains(where: { scalars?[$0.start]?.isDoubleQuoted != true && !$0.pairs.isEmpty }) {
                // Fewer each time: this ends.
                rewriting = rewriting.filter { scalars?[$0.start]?.isDoubleQuoted == true }
                continue
            }
            if let nul = NULCharacter.firstError(in: scan, confirmed: confirmed, scalars: scalars) { throw nul }
            return tree
        }
    }

    /// Parses `text` into its top-level node; `source` is the scan of the document's own text
    /// and how `text` was prepared from it, to report errors at the document's columns.
    private static func parse(_ text: String, source: (scan: YAMLScalarScan, prepared: PreparedYAMLText)?) throws(DocumentError)
        -> DocumentTree?
    {
        do {
            return try YAMLEventComposer.compose(text, depthLimit: maximumTextNesting)
        } catch {
            throw syntaxError(error, source: source)
        }
    }

    /// What libyaml reported as a document error at the position it reported, in the document's
    /// own columns.
    private static func syntaxError(_ error: YAMLEventComposer.Failure, source: (scan: YAMLScalarScan, prepared: PreparedYAMLText)?)
        -> DocumentError
    {
        func column(line: Int, column: Int) -> Int {
            source?.prepared.originalColumn(line: line, column: column) ?? column
        }
        func located(
            _ problem: String, line: Int, column mark: Int, _ context: (text: String, line: Int, column: Int)?
        ) -> DocumentError {
            var place = column(line: line, column: mark)
            var problem = problem
            // libyaml stops at the digits of a `\u` escape it refuses: for half a surrogate pair,
            // point at the escape and say what JSON expects.
            if problem == "found invalid Unicode character escape code",
                let escape = source?.scan.surrogateEscape(line: line, column: place - 2)
            {
                place -= 2
                problem = loneSurrogateProblem(escape)
            }
            var text = "invalid YAML: \(problem)"
            if let context {
                text += " (\(context.text) at line \(context.line), column \(column(line: context.line, column: context.column)))"
            }
            return DocumentError(place: DocumentPlace(path: .document, line: line, column: place), problem: text)
        }
        switch error {
        case .located(let problem, let line, let column, let context):
            return located(problem, line: line, column: column, context)
        case .reader(let problem, let offset):
            return DocumentError(place: DocumentPlace(path: .document), problem: "cannot read the text at byte \(offset): \(problem)")
        case .memory:
            return DocumentError(place: DocumentPlace(path: .document), problem: "invalid YAML: Memory error")
        case .tooDeep(let line, let mark):
            // Composing stopped where the text goes too deep, which the scan (a line-by-line
            // estimate) missed: a text broken by lone `\r`, say.
            return nestingError(line: line, column: column(line: line, column: mark))
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
