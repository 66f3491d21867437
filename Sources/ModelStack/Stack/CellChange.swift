import StackLayout

/// One cell affected by an update, with its frame before and after so that a front end can
/// animate it: inserted cells have only `after`, removed cells only `before`, the others both.
public struct CellChange: Hashable, Sendable {
    /// Why a cell is in an update. A cell can have several reasons (moved and updated).
    public struct Reasons: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates reasons from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The cell is new.
        public static let inserted = Reasons(rawValue: 1 << 0)
        /// The cell is gone.
        public static let removed = Reasons(rawValue: 1 << 1)
        /// The cell changed its place relative to the other kept cells.
        public static let moved = Reasons(rawValue: 1 << 2)
        /// The cell's model changed content (or the cell got another kind).
        public static let updated = Reasons(rawValue: 1 << 3)
        /// The cell's frame changed only because of other cells or of the stack's geometry.
        public static let shifted = Reasons(rawValue: 1 << 4)
    }

    /// The cell's model.
    public var id: ModelID
    /// Why the cell is in the update.
    public var reasons: Reasons
    /// The cell's index before the update (`nil` for an inserted cell).
    public var oldIndex: Int?
    /// The cell's index after the update (`nil` for a removed cell).
    public var newIndex: Int?
    /// The frame before the update, in stack coordinates (`nil` for an inserted cell).
    public var before: Rect?
    /// The frame after the update, in stack coordinates (`nil` for a removed cell).
    public var after: Rect?

    /// Creates a change.
    public init(id: ModelID, reasons: Reasons, oldIndex: Int?, newIndex: Int?, before: Rect?, after: Rect?) {
        self.id = id
        self.reasons = reasons
        self.oldIndex = oldIndex
        self.newIndex = newIndex
        self.before = before
        self.after = after
    }
}
