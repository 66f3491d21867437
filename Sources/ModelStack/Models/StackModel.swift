import StackLayout

/// A data model an app hands to a ``ModelStack``. Each model type names the cell kind that
/// presents it; a single insertion can choose another (see ``ModelStack/insert(_:at:kind:)``).
///
/// Models are identified by their `id` (unique within one stack, and distinct across model
/// types: a `Message` with id 1 and a `Question` with id 1 are two different cells) and compared
/// with `==` to tell an update (same id, changed content) from an unchanged model.
public protocol StackModel: Identifiable, Equatable, Sendable where ID: Sendable {
    /// The cell kind that presents models of this type unless an insertion overrides it.
    static var cellKind: CellKind { get }
}

extension StackModel {
    /// The model's identity within a stack: its type together with its `id`.
    public var modelID: ModelID { ModelID(Self.self, id) }

    /// Whether `other` is a model of the same type with equal content (opening the existential).
    func hasSameContent(as other: any StackModel) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
