import StackLayout

/// Turns models into cell content (a `LayoutNode` tree) and says which models it understands.
///
/// ```swift
/// let bubble = CellKind("bubble", presenting: ChatMessage.self) { message in
///     MessageBubble(message.text, side: message.isMine ? .trailing : .leading).node()
/// }
/// ```
///
/// A cell kind is a value holding two functions; two kinds are told apart by ``name``, which also
/// names the kind in errors.
public struct CellKind: Sendable, CustomStringConvertible {
    /// The kind's name, used in errors and to tell kinds apart.
    public let name: String
    /// The content for a model, or `nil` when the kind does not understand it.
    private let makeContent: @Sendable (any StackModel) -> LayoutNode?

    /// A kind that understands any model for which `content` returns a node (and no model for
    /// which it returns `nil`).
    public init(_ name: String, content: @escaping @Sendable (any StackModel) -> LayoutNode?) {
        self.name = name
        self.makeContent = content
    }

    /// A kind that understands models of type `Model` for which `accepts` holds.
    public init<Model: StackModel>(
        _ name: String, presenting modelType: Model.Type,
        accepts: @escaping @Sendable (Model) -> Bool = { _ in true },
        content: @escaping @Sendable (Model) -> LayoutNode
    ) {
        self.init(name) { model in
            guard let model = model as? Model, accepts(model) else { return nil }
            return content(model)
        }
    }

    /// Whether this kind can present `model`.
    public func understands(_ model: any StackModel) -> Bool {
        makeContent(model) != nil
    }

    /// The content presenting `model`.
    ///
    /// - Throws: ``ModelStackError/modelNotUnderstood(model:kind:)`` naming the model and the kind.
    public func content(for model: any StackModel) throws(ModelStackError) -> LayoutNode {
        guard let node = makeContent(model) else {
            throw .modelNotUnderstood(model: model.modelID, kind: name)
        }
        return node
    }

    public var description: String { "cell kind \"\(name)\"" }
}
