import Yams

@testable import DocumentSyntax
@testable import StackDocument

/// A composed document as text: kind, tag, scalar text and mark, children indented. A
/// ``DocumentTree`` and the Yams `Node` tree composed from the same text print equally when
/// they hold the same values, so Yams is the reference model for the project's composers.
enum DocumentTreeOutline {
    /// The outline of value `index` of `tree` (an alias's value is printed where it is used,
    /// as Yams copies it there).
    static func outline(_ tree: DocumentTree, _ index: Int = DocumentTree.top, indent: String = "") -> String {
        let head = "\(indent)\(tree.tagName(index).rawValue) @\(tree.line(index)):\(tree.column(index))"
        switch tree.kind(index) {
        case .scalar:
            return "\(head) \((tree.string(index) ?? "").debugDescription) \(style(tree.style(index)))\n"
        case .mapping:
            return "\(head)\n"
                + (0..<tree.childCount(index)).map { position in
                    let (key, value) = tree.pair(position, of: index)
                    return outline(tree, key, indent: indent + "  ") + outline(tree, value, indent: indent + "    ")
                }.joined()
        case .sequence:
            return "\(head)\n"
                + (0..<tree.childCount(index)).map { outline(tree, tree.item($0, of: index), indent: indent + "  ") }.joined()
        }
    }

    /// The outline of `node`, as Yams composed it.
    static func outline(_ node: Node, indent: String = "") -> String {
        let mark = node.mark.map { "@\($0.line):\($0.column)" } ?? "@?"
        switch node {
        case .scalar(let scalar):
            return "\(indent)\(node.tag.description) \(mark) \(scalar.string.debugDescription) \(style(scalar.style))\n"
        case .mapping(let mapping):
            return "\(indent)\(node.tag.description) \(mark)\n"
                + mapping.map { outline($0.key, indent: indent + "  ") + outline($0.value, indent: indent + "    ") }.joined()
        case .sequence(let sequence):
            return "\(indent)\(node.tag.description) \(mark)\n" + sequence.map { outline($0, indent: indent + "  ") }.joined()
        }
    }

    private static func style(_ style: DocumentTree.Style) -> String {
        switch style {
        case .any, .plain: "plain"
        case .singleQuoted: "single"
        case .doubleQuoted: "double"
        case .literal: "literal"
        case .folded: "folded"
        }
    }

    /// Yams' style by the tree's name for it (both number their styles as libyaml does).
    private static func style(_ style: Node.Scalar.Style) -> String {
        self.style(DocumentTree.Style(rawValue: UInt8(style.rawValue)) ?? .any)
    }
}
