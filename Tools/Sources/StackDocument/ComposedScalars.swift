/// The scalars of a composed document that start at given lines and columns: their paths, as
/// the reader spells them (`root.text.string`), and whether they were written in double quotes.
///
/// The reader uses it to check what ``YAMLScalarScan`` found in the text against what libyaml
/// made of it, and to name the value a U+0000 is in. The walk is iterative (the document may
/// nest deeply) and runs after ``AliasExpansionGuard``, so the tree it walks is bounded.
struct ComposedScalars {
    /// A scalar found: where it is and how it was written.
    struct Found {
        var path: DocumentPath
        var isDoubleQuoted: Bool
    }

    /// A line and column, from 1.
    struct Mark: Hashable {
        var line: Int
        var column: Int
    }

    private var found: [Mark: Found] = [:]

    /// Walks `tree` for the scalars starting at `marks` (the first in document order at each).
    init(_ tree: DocumentTree, at marks: Set<Mark>) {
        guard !marks.isEmpty else { return }
        func children(of index: Int) -> [(step: DocumentPath.Step, index: Int)] {
            switch tree.kind(index) {
            case .scalar:
                return []
            case .sequence:
                return (0..<tree.childCount(index)).map { (.index($0), tree.item($0, of: index)) }
            case .mapping:
                // A key is named by itself, as its value is (``DocumentValue/mapping(allowedKeys:)``).
                return (0..<tree.childCount(index)).flatMap { position in
                    let (key, value) = tree.pair(position, of: index)
                    let step = DocumentPath.Step.key(
                        DocumentValue.keyText(DocumentValue(tree: tree, index: key, path: .document)))
                    return [(step, key), (step, value)]
                }
            }
        }
        var steps: [DocumentPath.Step] = []
        var stack: [(children: [(step: DocumentPath.Step, index: Int)], next: Int)] = [(children(of: DocumentTree.top), 0)]
        note(DocumentTree.top, in: tree, steps: steps, marks: marks)
        while let last = stack.last {
            guard last.next < last.children.count else {
                stack.removeLast()
                if !stack.isEmpty { steps.removeLast() }
                continue
            }
            let child = last.children[last.next]
            stack[stack.count - 1].next += 1
            steps.append(child.step)
            note(child.index, in: tree, steps: steps, marks: marks)
            if tree.kind(child.index) == .scalar {
                steps.removeLast()
            } else {
                stack.append((children(of: child.index), 0))
            }
        }
    }

    private mutating func note(_ index: Int, in tree: DocumentTree, steps: [DocumentPath.Step], marks: Set<Mark>) {
        guard tree.kind(index) == .scalar else { return }
        let key = Mark(line: tree.line(index), column: tree.column(index))
        guard marks.contains(key), found[key] == nil else { return }
        found[key] = Found(path: DocumentPath(steps: steps), isDoubleQuoted: tree.style(index) == .doubleQuoted)
    }

    /// The scalar of the token starting at `start`: libyaml's node starts at its anchor or
    /// tag, or at the token itself when those belong to a collection (or there are none).
    subscript(_ start: YAMLScalarScan.TokenStart) -> Found? {
        Self.marks(of: start).lazy.compactMap { found[$0] }.first
    }

    /// Where the node of a token starting at `start` may start.
    static func marks(of start: YAMLScalarScan.TokenStart) -> [Mark] {
        [start.properties, start.position].compactMap { $0.map { Mark(line: $0.line, column: $0.column) } }
    }
}
