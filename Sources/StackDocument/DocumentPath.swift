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

    /// The last step and the path before it. Every value of a document has a path, and a
    /// child's path is its parent's plus one step: sharing the parent's steps makes that one
    /// small allocation instead of a copy of the whole array (reading a document spent a tenth
    /// of its time copying paths).
    private final class Link: Sendable {
        let parent: Link?
        let step: Step
        let count: Int

        init(parent: Link?, step: Step) {
            self.parent = parent
            self.step = step
            self.count = (parent?.count ?? 0) + 1
        }
    }

    private let last: Link?

    /// The steps from the top of the document.
    public var steps: [Step] {
        var steps: [Step] = []
        steps.reserveCapacity(last?.count ?? 0)
        var link = last
        while let current = link {
            steps.append(current.step)
            link = current.parent
        }
        return steps.reversed()
    }

    /// The top of the document.
    public static let document = DocumentPath(last: nil)

    private init(last: Link?) {
        self.last = last
    }

    /// Creates a path from its steps.
    public init(steps: [Step]) {
        var last: Link?
        for step in steps { last = Link(parent: last, step: step) }
        self.last = last
    }

    /// The path one key further down.
    public func appending(_ key: String) -> DocumentPath {
        DocumentPath(last: Link(parent: last, step: .key(key)))
    }

    /// The path one list position further down.
    public func appending(index: Int) -> DocumentPath {
        DocumentPath(last: Link(parent: last, step: .index(index)))
    }

    public static func == (lhs: DocumentPath, rhs: DocumentPath) -> Bool {
        var left = lhs.last, right = rhs.last
        while let l = left, let r = right {
            if l === r { return true }
            guard l.count == r.count, l.step == r.step else { return false }
            left = l.parent
            right = r.parent
        }
        return left == nil && right == nil
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(steps)
    }

    /// Paths longer than this are shortened in messages: a path 500 stacks deep is thousands of
    /// characters that nobody reads, and the line and column already pin the place down.
    static let longestSpelledOut = 40

    public var description: String {
        let steps = self.steps
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
