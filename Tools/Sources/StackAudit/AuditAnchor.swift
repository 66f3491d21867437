import StackDocument

/// The id a finding's node or button has, and where that node or button is: what the
/// finding's fingerprint names its place by (``AuditFingerprint``), so that inserting,
/// removing or reordering the siblings of a node with an id keeps its findings' identity.
public struct AuditAnchor: Hashable, Sendable {
    /// The id the document gives the node or button.
    public var id: String
    /// The place of the node or button with the id (`root.stack.children[2]`); the finding's
    /// own place is this or a place inside it.
    public var path: DocumentPath

    /// Creates an anchor.
    public init(id: String, path: DocumentPath) {
        self.id = id
        self.path = path
    }

    /// `place` named by the id: `#save` for the node or button itself, `#intro.text.lines` for
    /// a place inside it; `nil` when `place` is not inside it.
    public func name(of place: DocumentPath) -> String? {
        let own = path.description
        let text = place.description
        guard text.hasPrefix(own) else { return nil }
        let rest = text.dropFirst(own.count)
        // `items[1]` is not inside `items[10]`'s anchor, nor `children[1]` inside `children[10]`.
        guard rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[") else { return nil }
        return "#" + id + rest
    }
}
