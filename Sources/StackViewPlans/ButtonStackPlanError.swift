import StackLayout

/// Why a button stack could not be planned. The message names the place: the item by index and
/// id, or the stack's property, or the bounds.
public enum ButtonStackPlanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two items share an id, so changes between plans could not tell them apart.
    case duplicateID(String, firstIndex: Int, secondIndex: Int)
    /// The engine refused the stack or the bounds (a NaN spacing, a negative width, a scale out
    /// of range); the error names the property.
    case layout(LayoutError)

    public var description: String {
        switch self {
        case .duplicateID(let id, let first, let second):
            "button stack: items[\(first)] and items[\(second)] share the id \"\(id)\"; ids must be unique"
        case .layout(let error):
            "button stack: \(error)"
        }
    }
}
