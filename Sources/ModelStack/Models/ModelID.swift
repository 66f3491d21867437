/// The identity of a model in a ``ModelStack``: the model's type and its `id`. Including the
/// type keeps models of different types apart even when their raw ids are equal.
public struct ModelID: Hashable, Sendable, CustomStringConvertible {
    /// The model type.
    public let modelType: any StackModel.Type
    /// The model's `id`.
    public let value: any Hashable & Sendable
    /// The hash of type and value, worked out once: hashing through the existential is slow.
    private let hash: Int

    /// The identity of the model of type `modelType` whose `id` is `id`.
    public init<Model: StackModel>(_ modelType: Model.Type, _ id: Model.ID) {
        self.modelType = modelType
        self.value = id
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(modelType))
        hasher.combine(id)
        self.hash = hasher.finalize()
    }

    public static func == (lhs: ModelID, rhs: ModelID) -> Bool {
        lhs.hash == rhs.hash && ObjectIdentifier(lhs.modelType) == ObjectIdentifier(rhs.modelType)
            && isEqual(lhs.value, rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    /// The type and the id, as in `ChatMessage("m1")`.
    public var description: String { "\(modelType)(\(String(reflecting: value)))" }

    /// Compares type-erased ids without `AnyHashable`, which is not `Sendable`.
    private static func isEqual<Value: Hashable>(_ value: Value, _ other: any Hashable) -> Bool {
        (other as? Value) == value
    }
}
