import StackLayout

/// Why an edit or a configuration of a ``ModelStack`` was refused. A refused edit leaves the
/// stack exactly as it was.
public enum ModelStackError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The cell kind chosen for a model cannot present it.
    case modelNotUnderstood(model: ModelID, kind: String)
    /// Two models in the stack would share an identity.
    case duplicateID(ModelID)
    /// No model in the stack has this identity.
    case unknownID(ModelID)
    /// An index outside the valid range (`0..<count`, or `0...count` for an insertion).
    case indexOutOfRange(index: Int, count: Int)
    /// A cell kind produced content the layout engine rejects.
    case invalidContent(model: ModelID, kind: String, error: LayoutError)
    /// A width, spacing or viewport height that is negative or not finite.
    case invalidConfiguration(property: String, value: Double)

    public var description: String {
        switch self {
        case .modelNotUnderstood(let model, let kind):
            "model \(model) is not understood by cell kind \"\(kind)\""
        case .duplicateID(let model):
            "model \(model) appears more than once; model ids must be unique in a stack"
        case .unknownID(let model):
            "no model \(model) in the stack"
        case .indexOutOfRange(let index, let count):
            "index \(index) is out of range for a stack of \(count) cells"
        case .invalidContent(let model, let kind, let error):
            "cell kind \"\(kind)\" made invalid content for model \(model): \(error)"
        case .invalidConfiguration(let property, let value) where property == "display scale":
            "the engine's display scale is \(value); it must be \(ValueRequirement.scale)"
        case .invalidConfiguration(let property, let value):
            "the stack \(property) is \(value); it must be a finite number of points, 0 or more"
        }
    }
}
