/// Where a value sits in a document, spelt the way a reader finds it:
/// `root.stack.children[2].box.width`.
public struct DocumentPath: Hashable, Sendable, CustomStringConvertible {
    /// One step from a container to a value in it.
    public enum Step: Hashable, Sendable {
        /// A mapping key.
        case key(String)
        /// A list position, from 0.
        case index(Int)
    }

    /// The steps from the top of the document.
    public private(set) var steps: [Step]

    /// The top of the document.
    public static let document = DocumentPath(steps: [])

    /// Creates a path from its steps.
    public init(steps: [Step]) {
        self.steps = steps
    }

    /// The path one key further down.
    public func appending(_ key: String) -> DocumentPath {
        DocumentPath(steps: steps + [.key(key)])
    }

    /// The path one list position further down.
    public func appending(index: Int) -> DocumentPath {
        DocumentPath(steps: steps + [.index(index)])
    }

    /// Paths longer than this are shortened in messages: a path 500 stacks deep is thousands of
    /// characters that nobody reads, and the line and column already pin the place down.
    static let longestSpelledOut = 40

    public var description: String {
        guard !steps.isEmpty else { return "document" }
        if steps.count <= Self.longestSpelledOut { return Self.spell(steps[...]) }
        let head = steps.prefix(12)
        var tail = steps.suffix(12)
        // Start the tail at a key, so that it reads `….stack.children`, not `…[0].stack`.
        if case .index = tail.first { tail = tail.dropFirst() }
        let skipped = steps.count - head.count - tail.count
        return "\(Self.spell(head)) …(\(skipped) steps)… \(Self.spell(tail, continuing: true).dropFirst())"
    }

    private static func spell(_ steps: ArraySlice<Step>, continuing: Bool = false) -> String {
        var text = ""
        for step in steps {
            switch step {
            case .key(let key):
                if !text.isEmpty || continuing { text += "." }
                text += key
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
