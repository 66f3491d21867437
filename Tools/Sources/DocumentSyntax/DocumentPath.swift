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

    /// The last step and the path before it: a child's path shares its parent's steps, one
    /// small allocation rather than a copy of the whole array per value read.
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
    /// A last key step kept out of a link, saving its allocation: a scalar's path
    /// (`….box.width`), which nothing extends.
    private let leafKey: String?

    /// The number of steps.
    private var count: Int { (last?.count ?? 0) + (leafKey == nil ? 0 : 1) }

    /// The steps from the top of the document.
    public var steps: [Step] {
        var steps: [Step] = []
        steps.reserveCapacity(count)
        if let leafKey { steps.append(.key(leafKey)) }
        var link = last
        while let current = link {
            steps.append(current.step)
            link = current.parent
        }
        return steps.reversed()
    }

    /// The top of the document.
    public static let document = DocumentPath(last: nil)

    private init(last: Link?, leafKey: String? = nil) {
        self.last = last
        self.leafKey = leafKey
    }

    /// Creates a path from its steps.
    public init(steps: [Step]) {
        var last: Link?
        for step in steps { last = Link(parent: last, step: step) }
        self.last = last
        self.leafKey = nil
    }

    /// The steps as links only, for a path to extend.
    private var linked: Link? {
        guard let leafKey else { return last }
        return Link(parent: last, step: .key(leafKey))
    }

    /// The path one key further down.
    public func appending(_ key: String) -> DocumentPath {
        DocumentPath(last: Link(parent: linked, step: .key(key)))
    }

    /// The path one key further down, to a value no path extends (a scalar): the same path
    /// as ``appending(_:)``, without allocating its last step.
    package func appendingLeaf(_ key: String) -> DocumentPath {
        DocumentPath(last: linked, leafKey: key)
    }

    /// This path's leaf key and the key before it when the path is `parent` (then list position
    /// `item`, if given), one key and a leaf key (`….children[3].box.width` under
    /// `….children` and item 3); else `nil`. Answered without walking the path, by the identity
    /// of `parent`'s last step: StackDocument's source map so keeps a property's place as two keys
    /// under its node's place.
    package func leafKeys(under parent: DocumentPath, item: Int? = nil) -> (key: String, leaf: String)? {
        guard let leafKey, let last, parent.leafKey == nil, case .key(let key) = last.step else { return nil }
        if let item {
            guard let itemLink = last.parent, itemLink.step == .index(item), itemLink.parent === parent.last else { return nil }
        } else {
            guard last.parent === parent.last else { return nil }
        }
        return (key, leafKey)
    }

    /// The path before this one's last step and that step's list position, when the last step
    /// is a list position (`….children` and 3 for `….children[3]`); else `nil`.
    package var listAndPosition: (list: DocumentPath, position: Int)? {
        guard leafKey == nil, let last, case .index(let position) = last.step else { return nil }
        return (DocumentPath(last: last.parent), position)
    }

    /// The path one list position further down.
    public func appending(index: Int) -> DocumentPath {
        DocumentPath(last: Link(parent: linked, step: .index(index)))
    }

    public static func == (lhs: DocumentPath, rhs: DocumentPath) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var left = lhs.last, right = rhs.last
        // Match a leaf key against the other's leaf key or last link first.
        switch (lhs.leafKey, rhs.leafKey) {
        case (let l?, let r?):
            guard l == r else { return false }
        case (let l?, nil):
            guard let r = right, r.step == .key(l) else { return false }
            right = r.parent
        case (nil, let r?):
            guard let l = left, l.step == .key(r) else { return false }
            left = l.parent
        case (nil, nil):
            break
        }
        while let l = left, let r = right {
            if l === r { return true }
            guard l.step == r.step else { return false }
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
