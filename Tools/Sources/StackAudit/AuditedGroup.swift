import DynamicButtons
import StackDocument
import StackLayout

/// A visible button stack of a document as the audit sees it: where it is in the tree and in
/// the text.
struct AuditedGroup {
    /// The node's index in the layout tree (the same in every localised copy).
    var index: Int
    /// The node's id, or its tree path.
    var name: String
    /// The node's id, when the document gives it one.
    var id: String?
    /// The node's tree path (`root/1`), of which buttons without an id make theirs.
    var treePath: String
    /// The buttons.
    var stack: ButtonStack
    /// The node's place in the document.
    var place: DocumentPlace
    /// The document's source map, for the places of items.
    var sourceMap: DocumentSourceMap

    /// Every visible button stack of `tree`, which was built from `document`.
    static func all(in tree: LayoutTree, document: StackDocument) -> [AuditedGroup] {
        tree.containerLayouts(of: ButtonStack.self).compactMap { index, stack in
            guard !tree.isHidden(at: index) else { return nil }
            return AuditedGroup(
                index: index, name: tree.name(at: index), id: tree.id(at: index), treePath: tree.path(at: index), stack: stack,
                place: document.sourceMap.place(ofNode: index) ?? DocumentPlace(path: .document), sourceMap: document.sourceMap)
        }
    }

    /// The location of the group as a whole, or of button `button`, anchored to the button's
    /// id when the document gives it one, else to the node's (``AuditAnchor``).
    func location(button: Int? = nil, combination: AuditCombination? = nil) -> AuditLocation {
        let nodeAnchor = id.map { AuditAnchor(id: $0, path: place.path) }
        guard let button else {
            var location = AuditLocation(place: place, node: name, combination: combination)
            location.anchor = nodeAnchor
            return location
        }
        let itemPlace = sourceMap.place(of: .custom("items[\(button)]"), inNode: index) ?? place
        let buttonID = stack.items[button].id
        var location = AuditLocation(place: itemPlace, node: name, button: buttonID, combination: combination)
        // A button without an id is given its tree path and position (`root/1/2`), which
        // names no more than its position does.
        let hasOwnID = buttonID != "\(treePath)/\(button)"
        location.anchor = hasOwnID ? AuditAnchor(id: buttonID, path: itemPlace.path) : nodeAnchor
        return location
    }

    /// A finding of `rule` about button `button` (or the whole group).
    func finding(_ rule: AuditRule, button: Int? = nil, combination: AuditCombination? = nil, _ message: String) -> AuditFinding {
        AuditFinding(rule: rule, location: location(button: button, combination: combination), message: message)
    }
}

extension ButtonItem {
    /// How messages name the button: its title, else its accessibility label, else its id.
    var displayName: String {
        let name = title.isEmpty ? accessibilityLabel ?? "" : title
        return name.isEmpty ? id : "'\(name)'"
    }
}
