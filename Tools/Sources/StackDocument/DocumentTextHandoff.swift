/// A document's text handed to the reading thread by its only owner, so that it is freed as
/// soon as it is composed rather than when reading ends.
///
/// Why: composing copies every scalar the readers need into the ``DocumentTree``, so the text
/// is dead weight while the nodes are read, which is when reading holds the most (the tree
/// and the nodes with their source map at once). A file's text is 120 bytes a node of the
/// 10⁶-box benchmark document; a closure capturing the `String`, or the caller's binding,
/// would keep it alive to the end. The handoff is taken once (``take()``) and keeps nothing.
final class DocumentTextHandoff: @unchecked Sendable {
    // @unchecked: the text is set once by the creating thread and taken once by the reading
    // thread, which starts after it (``ReadingThread`` starts the thread after the handoff is
    // made and waits for it to finish); nothing else touches it.
    private var text: String?

    init(_ text: consuming String) {
        self.text = consume text
    }

    /// The text, which the handoff then no longer holds; `nil` when it was taken already (the
    /// reader takes it once).
    func take() -> String? {
        defer { text = nil }
        return text
    }
}
