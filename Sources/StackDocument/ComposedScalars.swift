import Yams

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

    /// Walks `top` for the scalars starting at `marks` (the first in document order at each).
    init(_ top: Node, at marks: Set<Mark>) {
        guard !marks.isEmpty else { return }
        func children(of node: Node) -> [(step: DocumentPath.Step, node: Node)] {
            switch node {
            case .scalar:
                return []
            case .sequence(let sequence):
                return sequence.enumerated().map { (.index($0), $1) }
            case .mapping(let mapping):
                // A key is named by itself, as its value is (``DocumentValue/mapping(allowedKeys:)``).
                return mapping.flatMap { pair in
                    let key = DocumentPath.Step.key(
                        pair.key.scalar?.string ?? DocumentValue(node: pair.key, path: .document).foundDescription)
                    return [(key, pair.key), (key, pair.value)]
                }
            }
        }
        var steps: [DocumentPath.Step] = []
        var stack: [(children: [(step: DocumentPath.Step, node: Node)], next: Int)] = [(children(of: top), 0)]
        note(top, steps: steps, marks: marks)
        while let last = stack.last {
            guard last.next < last.children.count else {
                stack.removeLast()
                if !stack.isEmpty { steps.removeLast() }
                continue
            }
            let child = last.children[last.next]
            stack[stack.count - 1].next += 1
            steps.append(child.step)
            note(child.node, steps: steps, marks: marks)
            if case .scalar = child.node {
                steps.removeLast()
            } else {
                stack.append((children(of: child.node), 0))
            }
        }
    }

    private mutating func note(_ node: Node, steps: [DocumentPath.Step], marks: Set<Mark>) {
        guard case .scalar(let scalar) = node, let mark = scalar.mark else { return }
        let key = Mark(line: mark.line, column: mark.column)
        guard marks.contains(key), found[key] == nil else { return }
        found[key] = Found(path: DocumentPath(steps: steps), isDoubleQuoted: scalar.style == .doubleQuoted)
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
