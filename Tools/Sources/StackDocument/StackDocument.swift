import FileAccess
import Foundation

/// A layout document read from YAML or JSON (one schema; JSON is read as YAML): the
/// environment it suggests and its root node.
///
/// ```swift
/// let document = try StackDocument(yaml: """
///     environment: {width: 375}
///     root:
///       stack:
///         axis: vertical
///         children:
///           - box: {id: icon, width: 60, height: 60}
///     """)
/// let tree = try document.layoutTree()
/// ```
///
/// Every problem is a `DocumentError` naming the place: the path to the value and its line
/// and column.
public struct StackDocument: Sendable {
    /// The settings under `environment:`; all optional.
    public var environment: DocumentEnvironment
    /// The root node, converted to the engine's node type.
    public var root: LayoutNode
    /// Where each node of the tree came from, by node index, to report engine errors at their
    /// source.
    public var sourceMap: DocumentSourceMap
    /// How nodes ask to look, by tree path (`root/2/0`); only styled nodes appear.
    public var styles: [String: NodeStyle] = [:]
    /// The nodes' `audit: {ignore, reason}`: findings the audit reports as suppressed in place.
    public var auditIgnores: [AuditIgnore] = []
    /// Buttons' icons drawn from image files (`icon: {file: …}`), by button id.
    public var iconFiles: [String: IconFile] = [:]
    /// The document-level theme.
    public var theme = DocumentTheme()
    /// Translations of texts and button titles, per locale.
    public var strings = StringTables()
    /// The settings of the design-system audit (`audit:`).
    public var audit = DocumentAuditSettings()
    /// The language the document's own texts and titles are written in (`language: de`, a
    /// BCP 47 tag), which the audit's title rules follow; `nil` when the document does not say
    /// (then its String Catalog's source language, else English).
    public var language: String?

    /// Creates a document from values, with no source places.
    public init(environment: DocumentEnvironment = DocumentEnvironment(), root: LayoutNode) {
        self.environment = environment
        self.root = root
        self.sourceMap = DocumentSourceMap()
    }

    /// Reads a document from YAML or JSON text. Files its `strings: {include: […]}` names are
    /// read relative to `folder` (the current folder when `nil`).
    ///
    /// The text is freed once composed when the caller passes its last copy (the nodes are
    /// then read without it).
    public init(yaml text: consuming String, folder: String? = nil) throws(DocumentError) {
        try self.init(reading: DocumentTextHandoff(consume text), folder: folder)
    }

    /// Reads the text in `handoff`, which is freed once composed (the caller keeps no copy).
    private init(reading handoff: DocumentTextHandoff, folder: String?) throws(DocumentError) {
        // On a thread with a large stack: reading recurses per nesting level (``ReadingThread``).
        let result = ReadingThread.run { () -> Result<StackDocument, DocumentError> in
            Result { () throws(DocumentError) in
                let top: DocumentValue
                do {
                    // The text's only reference ends with this scope: the tree has what the
                    // readers need of it.
                    guard let text = handoff.take() else { preconditionFailure("a document's text is read once") }
                    top = try DocumentReader.compose(text)
                }
                return try DocumentReader.read(top, folder: folder)
            }
        }
        self = try result.get()
    }

    /// Reads a document from UTF-8 encoded YAML or JSON; included string files are read
    /// relative to `folder` (the current folder when `nil`).
    public init(data: Data, folder: String? = nil) throws(DocumentError) {
        // The standard library's validation first (it is several times faster); only invalid
        // text is walked again to name the place.
        if let handoff = String(validating: data, as: UTF8.self).map(DocumentTextHandoff.init) {
            try self.init(reading: handoff, folder: folder)
            return
        }
        if let invalid = InvalidUTF8.firstInvalidByte(in: data) {
            let hex = String(invalid.byte, radix: 16, uppercase: true)
            throw DocumentError(
                place: DocumentPlace(path: .document, line: invalid.line, column: invalid.column),
                problem: "the document is not valid UTF-8 text: byte 0x\(hex.count == 1 ? "0" : "")\(hex) "
                    + "at offset \(invalid.offset) does not start or continue a character")
        }
        let text = String(decoding: data, as: UTF8.self)
        try self.init(reading: DocumentTextHandoff(consume text), folder: folder)
    }

    /// Reads the document in the file at `path`; the string files it includes are read relative
    /// to the document's folder.
    public init(contentsOf path: String) throws(DocumentError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw DocumentError(
                place: DocumentPlace(path: .document), problem: "cannot read \(path): it is a folder, not a document file")
        }
        if let problem = InputFile.problem(at: path, limit: InputFile.documentLimit) {
            throw DocumentError(place: DocumentPlace(path: .document), problem: "cannot read \(path): \(problem)")
        }
        // The text goes straight into a handoff, with no binding here to keep it alive while
        // the nodes are read.
        if let handoff = DocumentFileText.read(path).map(DocumentTextHandoff.init) {
            try self.init(reading: handoff, folder: URL(fileURLWithPath: path).deletingLastPathComponent().path)
            return
        }
        let data: Data
        do {
            data = try InputFile.read(path, limit: InputFile.documentLimit)
        } catch {
            throw DocumentError(place: DocumentPlace(path: .document), problem: "cannot read \(path): \(error)")
        }
        try self.init(data: data, folder: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// The validated tree of ``root``, ready to lay out. The reader already checks what
    /// `LayoutTree` checks, so this only fails on limits a caller lowers; the error then
    /// names the document place.
    public func layoutTree(
        maximumDepth: Int = LayoutTree.defaultMaximumDepth,
        maximumNodeCount: Int = LayoutTree.defaultMaximumNodeCount
    ) throws(DocumentError) -> LayoutTree {
        do {
            return try LayoutTree(root, maximumDepth: maximumDepth, maximumNodeCount: maximumNodeCount)
        } catch {
            throw sourceMap.documentError(for: error)
        }
    }

    /// `error`, from laying out this document's tree, reported at its document place.
    public func documentError(for error: LayoutError) -> DocumentError {
        sourceMap.documentError(for: error)
    }
}

extension StackDocument {
    /// How many values `text` holds, composed by the JSON reader alone (no checks, no
    /// conversion into nodes): what `stacks-benchmark` compares with Python's `json.loads`.
    /// `nil` when the text is not strict JSON.
    @_spi(Benchmarks) public static func countJSONValues(_ text: String) -> Int? {
        guard text.utf8.count <= DocumentTreeBuilder.longestText else { return nil }
        return (try? JSONComposer().compose(text))?.count
    }
}
