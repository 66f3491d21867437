import CYaml
import Yams

/// Composes a YAML text into a ``DocumentTree`` straight from libyaml's events: the tree Yams'
/// `compose(yaml:)` would give (the same values, tags, texts and marks, aliases resolved,
/// the same errors), without a `Node` per value.
///
/// Tags follow Yams: a quoted or block scalar without a tag is a string; a plain one without a
/// tag is resolved by the YAML 1.1 rules of Yams' default resolver (``ImplicitScalarTag``
/// decides nearly all without Yams' regular expressions); `!` is the kind's own tag (`str`,
/// `map`, `seq`); any other tag is kept. An anchor names its value once the value is complete,
/// so an alias inside the anchored collection is undefined, as in Yams, and the tree has no
/// cycles. `YAMLEventComposerTests` checks the result against Yams' own composition.
struct YAMLEventComposer {
    /// Why libyaml stopped, with what it reported; ``DocumentComposer`` turns it into a located
    /// ``DocumentError``.
    enum Failure: Error {
        /// A scanner, parser or composer error: libyaml's problem at a line and column (from 1),
        /// and the construct it was reading, if it said.
        case located(problem: String, line: Int, column: Int, context: (text: String, line: Int, column: Int)?)
        /// The text could not be read (a control character libyaml refuses); the offset counts
        /// bytes (Yams counted characters, though its message said bytes).
        case reader(problem: String, offset: Int)
        /// libyaml ran out of memory.
        case memory
        /// A collection starting at this line and column is more than the depth limit deep.
        case tooDeep(line: Int, column: Int)
    }

    /// The composed document of `text`, or `nil` when the text holds no document. A collection
    /// `depthLimit` deep stops composing (``Failure/tooDeep(line:column:)``): libyaml
    /// checks every open level at every token, so a hostile text ten thousand levels deep
    /// would take minutes.
    static func compose(_ text: String, depthLimit: Int = .max) throws(Failure) -> DocumentTree? {
        var text = text
        let result: Result<DocumentTree?, Failure> = text.withUTF8 { bytes in
            var composition = Composition(bytes: bytes, depthLimit: depthLimit)
            do throws(Failure) {
                return .success(try composition.run())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

extension YAMLEventComposer {
    /// One run of libyaml over a text. libyaml's parser keeps a pointer to itself, so it lives
    /// at an address of its own, allocated once; the composition itself is a noncopyable
    /// struct rather than a class, so that its state is not checked for exclusive access at
    /// every event (the runtime's checks of a class's stored properties were a tenth of reading
    /// a large YAML document). The parser keeps the text's address too, so a composition lives
    /// only inside the `withUTF8` call that gives it (``compose(_:depthLimit:)``).
    private struct Composition: ~Copyable {
        private let parser: UnsafeMutablePointer<yaml_parser_t>
        private let event: UnsafeMutablePointer<yaml_event_t>
        private var builder: DocumentTreeBuilder
        private let depthLimit: Int
        /// The anchored values by name.
        private var anchors: [String: Int] = [:]
        /// The anchors of the open collections, innermost last, to name them when they close.
        private var openAnchors: [String?] = []

        init(bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) {
            builder = DocumentTreeBuilder(expectedTextBytes: bytes.count)
            self.depthLimit = depthLimit
            parser = .allocate(capacity: 1)
            parser.initialize(to: yaml_parser_t())
            event = .allocate(capacity: 1)
            event.initialize(to: yaml_event_t())
            yaml_parser_initialize(parser)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
        }

        deinit {
            yaml_event_delete(event)
            yaml_parser_delete(parser)
            event.deallocate()
            parser.deallocate()
        }

        mutating func run() throws(Failure) -> DocumentTree? {
            try next()  // the stream's start
            try next()
            guard event.pointee.type != YAML_STREAM_END_EVENT else { return nil }
            // A document start: its values follow, up to the document's end.
            try next()
            repeat {
                try add()
                try next()
            } while !openAnchors.isEmpty
            // The document's end; then the stream must end.
            try next()
            if event.pointee.type != YAML_STREAM_END_EVENT {
                throw .located(
                    problem: "but found another document", line: Int(event.pointee.start_mark.line) + 1,
                    column: Int(event.pointee.start_mark.column) + 1, context: ("expected a single document in the stream", 1, 1))
            }
            return builder.finish()
        }

        /// Reads the next event into `event`, freeing the previous one.
        private mutating func next() throws(Failure) {
            yaml_event_delete(event)
            guard yaml_parser_parse(parser, event) == 1 else { throw failure() }
        }

        /// Adds the value (or the end of a collection) the current event starts.
        private mutating func add() throws(Failure) {
            let line = Int(event.pointee.start_mark.line) + 1, column = Int(event.pointee.start_mark.column) + 1
            switch event.pointee.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.pointee.data.scalar
                let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
                let style = DocumentTree.Style(rawValue: UInt8(truncatingIfNeeded: scalar.style.rawValue)) ?? .any
                var tagName: String? = scalar.quoted_implicit == 1 ? nil : Self.string(scalar.tag)
                let tag: DocumentTree.Tag
                if scalar.quoted_implicit == 1 {
                    tag = .str
                } else if let explicitTag = tagName {
                    tag = explicitTag == Yams.Tag.Name.nonSpecific.rawValue ? .str : DocumentTree.Tag(name: .init(rawValue: explicitTag))
                } else {
                    (tag, tagName) = ImplicitScalarTag.resolveWithName(bytes)
                }
                let index = builder.addScalar(bytes, tag: tag, style: style, line: line, column: column)
                if tag == .other, let tagName { builder.setOtherTagName(tagName, of: index) }
                if let anchor = Self.string(scalar.anchor) { anchors[anchor] = index }
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.pointee.type == YAML_MAPPING_START_EVENT
                let explicitTag: String? =
                    isMapping
                    ? (event.pointee.data.mapping_start.implicit != 0 ? nil : Self.string(event.pointee.data.mapping_start.tag))
                    : (event.pointee.data.sequence_start.implicit != 0 ? nil : Self.string(event.pointee.data.sequence_start.tag))
                let ownTag: DocumentTree.Tag = isMapping ? .map : .seq
                let tag =
                    explicitTag.map { $0 == Yams.Tag.Name.nonSpecific.rawValue ? ownTag : DocumentTree.Tag(name: .init(rawValue: $0)) }
                    ?? ownTag
                // At most `depthLimit - 1` open, as ``JSONComposer`` allows.
                guard builder.depth + 1 < depthLimit else { throw .tooDeep(line: line, column: column) }
                let index = builder.open(isMapping ? .mapping : .sequence, tag: tag, line: line, column: column)
                if tag == .other, let explicitTag { builder.setOtherTagName(explicitTag, of: index) }
                openAnchors.append(
                    Self.string(isMapping ? event.pointee.data.mapping_start.anchor : event.pointee.data.sequence_start.anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let index = builder.close()
                if let anchor = openAnchors.removeLast() { anchors[anchor] = index }
            case YAML_ALIAS_EVENT:
                guard let name = Self.string(event.pointee.data.alias.anchor), let index = anchors[name] else {
                    throw .located(problem: "found undefined alias", line: line, column: column, context: nil)
                }
                builder.addAgain(index)
            default:
                // libyaml gives only these events between a document's start and end.
                preconditionFailure("unexpected libyaml event \(event.pointee.type) inside a document")
            }
        }

        /// What libyaml reported, as Yams reports it.
        private func failure() -> Failure {
            let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unknown problem"
            switch parser.pointee.error {
            case YAML_READER_ERROR:
                return .reader(problem: problem, offset: parser.pointee.problem_offset)
            case YAML_SCANNER_ERROR, YAML_PARSER_ERROR, YAML_COMPOSER_ERROR:
                let context = parser.pointee.context.map {
                    (String(cString: $0), Int(parser.pointee.context_mark.line) + 1, Int(parser.pointee.context_mark.column) + 1)
                }
                return .located(
                    problem: problem, line: Int(parser.pointee.problem_mark.line) + 1, column: Int(parser.pointee.problem_mark.column) + 1,
                    context: context)
            case YAML_MEMORY_ERROR:
                return .memory
            default:
                // libyaml reports only the errors above while parsing.
                return .located(
                    problem: problem, line: Int(parser.pointee.problem_mark.line) + 1, column: Int(parser.pointee.problem_mark.column) + 1,
                    context: nil)
            }
        }

        private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
            pointer.map { String(cString: $0) }
        }
    }
}
