import StackDocument

/// Where a finding is: the document, the place in it (path, line, column), the node's name
/// (a button stack's or a text's) and the button's id, and the combination it was seen in
/// (none for findings about the document as written, such as titles and colours) or the locale
/// whose translation it is about.
public struct AuditLocation: Hashable, Sendable, CustomStringConvertible {
    /// How the report names the document the finding is in (its path as given or as found
    /// in a folder, or `<stdin>`); empty until ``AuditPlan`` stamps it.
    public var document: String
    /// The place in the document: a button item (`root.stack.children[1].buttons.items[0]`) or
    /// a button stack.
    public var place: DocumentPlace
    /// The node's id, or its tree path (`root/1`) when it has none; empty for a finding about
    /// the document as a whole.
    public var node: String
    /// What kind of node ``node`` is, as messages name it: `buttons` or `text`.
    public var nodeKind = "buttons"
    /// The button's id, when the finding is about one button.
    public var button: String?
    /// The combination the finding was seen in, for findings that depend on the layout.
    public var combination: AuditCombination?
    /// The locale whose translation a finding about the text as written is about (a German
    /// title too long, say); `nil` for the document's own text and for layout findings, whose
    /// combination names the locale.
    public var locale: DocumentLocale?
    /// The id of the node or button the finding is about, when the document gives it one:
    /// fingerprints name the place by it rather than by the position in the tree.
    public var anchor: AuditAnchor?

    /// Creates a location.
    public init(
        document: String = "", place: DocumentPlace, node: String, button: String? = nil, combination: AuditCombination? = nil
    ) {
        self.document = document
        self.place = place
        self.node = node
        self.button = button
        self.combination = combination
    }

    /// `root.buttons.items[0] (line 4, column 9), button save of actions, at 320 pt · large`.
    public var description: String {
        describe(place.description)
    }

    /// The description without line and column, for formats that give them separately:
    /// `root.buttons.items[0], button save of actions, at 320 pt · large`.
    public var descriptionWithoutPosition: String {
        describe(place.path.description)
    }

    private func describe(_ placeText: String) -> String {
        var text = placeText
        if let button {
            text += ", button \(button) of \(node)"
        } else if !node.isEmpty {
            text += ", \(nodeKind) \(node)"
        }
        if let combination { text += ", at \(combination)" }
        if let locale, combination == nil { text += ", in \(locale)" }
        return text
    }
}
