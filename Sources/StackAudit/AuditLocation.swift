import StackDocument

/// Where a finding is: the place in the document (path, line, column), the button stack's
/// name and the button's id, and the combination it was seen in (none for findings about the
/// document as written, such as titles and colours).
public struct AuditLocation: Hashable, Sendable, CustomStringConvertible {
    /// How the report names the document the finding is in (a path as given, or `<stdin>`);
    /// empty until ``DocumentAudit`` stamps it.
    public var document: String
    /// The place in the document: a button item (`root.stack.children[1].buttons.items[0]`) or
    /// a button stack.
    public var place: DocumentPlace
    /// The button stack's id, or its tree path (`root/1`) when it has none.
    public var node: String
    /// The button's id, when the finding is about one button.
    public var button: String?
    /// The combination the finding was seen in, for findings that depend on the layout.
    public var combination: AuditCombination?

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
        text += button.map { ", button \($0) of \(node)" } ?? ", buttons \(node)"
        if let combination { text += ", at \(combination)" }
        return text
    }
}
