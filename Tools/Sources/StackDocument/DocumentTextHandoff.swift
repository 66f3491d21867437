/// A document's text handed to the reading thread by its only owner, so that it is freed as
/// soon as it is composed rather than when reading ends.
///
/// Why: once composed into the `DocumentTree` the text is dead weight while the nodes are
/// read, when reading holds the most (120 bytes a node of the 10⁶-box benchmark document); a
/// closure capturing the `String`, or the caller's binding, would keep it alive to the end.
final class DocumentTextHandoff: @unchecked Sendable {
    // @unchecked: the text is set once by the creating thread and taken once by the reading
    // thread, which starts after it (``ReadingThread`` starts the thread after the handoff is
    // made and waits for it to finish); nothing else touches it.
    private var text: String?

    init(_ text: consuming String) {
        self.text = consume text
    }

    /// The text, which the handoff then drops; `nil` when it was taken already.
    func take() -> String? {
        defer { text = nil }
        return text
    }
}
