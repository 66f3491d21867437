import StackLayout

/// A vertical stack of cells driven by data models, for chat transcripts, feeds and lists.
///
/// The app hands the stack models; each is presented by a cell kind that turns it into a
/// `LayoutNode` tree, laid out by `StackLayoutEngine` at the stack's width. Cells are stacked
/// top to bottom with ``spacing`` between them. Every edit returns a ``StackUpdate`` with the
/// diff and each affected cell's frame before and after.
///
/// Each cell is laid out once per width and content: its height is cached, cell positions are
/// prefix sums of the heights, and an edit recomputes positions only from the first index it
/// touches. Appending one model to a stack of 10,000 lays out one cell
/// (``cellLayoutCount`` counts them).
///
/// Unlike a table view the stack keeps every cell's laid-out content while it is off screen,
/// unless virtualisation is on: then only the cells in the ``visibleRegion`` keep content, and
/// frames of the others still come from the cached heights.
///
/// The stack is a value. It holds the text measurer it was given (a reference), so it is not
/// `Sendable`: use it from one thread or actor, as the measurer requires.
public struct ModelStack {
    /// The width every cell is laid out at.
    public internal(set) var width: Double
    /// The vertical gap between adjacent cells.
    public internal(set) var spacing: Double
    /// Where content shorter than the viewport sits.
    public internal(set) var anchor: StackAnchor
    /// The height of the viewport the stack is shown in (used by bottom anchoring and as the
    /// default visible region).
    public internal(set) var viewportHeight: Double
    /// Whether only the cells in the visible region keep their laid-out content.
    public internal(set) var isVirtualising: Bool
    /// The part of the content (in stack coordinates) that is on screen, set with
    /// ``setVisibleRegion(_:)``; `0 ..< viewportHeight` until then.
    public var visibleRegion: Range<Double> { explicitVisibleRegion ?? 0..<viewportHeight }
    /// The engine that lays out each cell (its environment sets text size, direction and scale).
    public internal(set) var engine: StackLayoutEngine
    /// How many times a cell has been laid out since the stack was made. Tests use it to check
    /// that edits lay out only the cells they must.
    public internal(set) var cellLayoutCount = 0
    /// Called by ``tap(at:)`` with the cell under the point and its model.
    public var onTap: ((StackCell, any StackModel) -> Void)?

    var measurer: any TextMeasuring
    var explicitVisibleRegion: Range<Double>?
    var records: [CellRecord] = []
    /// The top of each cell relative to the top of the content (before anchoring).
    var tops: [Double] = []
    var indexByID: [ModelID: Int] = [:]
    /// Cells holding laid-out content while virtualising (all cells hold it otherwise).
    var cellsWithContent: Set<ModelID> = []

    /// Creates an empty stack.
    ///
    /// - Parameters:
    ///   - width: the width cells are laid out at.
    ///   - spacing: the gap between adjacent cells.
    ///   - anchor: where content shorter than the viewport sits.
    ///   - viewportHeight: the height of the viewport the stack is shown in.
    ///   - isVirtualising: whether cells off screen drop their laid-out content.
    ///   - engine: the engine that lays out each cell.
    ///   - measurer: the text measurer; wrap a real one in `CachedTextMeasurer` so that text
    ///     shared between cells is measured once.
    /// - Throws: ``ModelStackError/invalidConfiguration(property:value:)`` for a negative or
    ///   non-finite width, spacing or viewport height, or an engine whose display scale is
    ///   not within 0 … `LayoutTree/maximumScale`.
    public init(
        width: Double,
        spacing: Double = 0,
        anchor: StackAnchor = .top,
        viewportHeight: Double = 0,
        isVirtualising: Bool = false,
        engine: StackLayoutEngine = StackLayoutEngine(),
        measurer: any TextMeasuring
    ) throws(ModelStackError) {
        try Self.validate(width, "width")
        try Self.validate(spacing, "spacing")
        try Self.validate(viewportHeight, "viewport height")
        // Checked here rather than at the first cell, whose error would blame the cell.
        guard engine.environment.hasValidScale else {
            throw .invalidConfiguration(property: "display scale", value: engine.environment.scale)
        }
        self.width = width
        self.spacing = spacing
        self.anchor = anchor
        self.viewportHeight = viewportHeight
        self.isVirtualising = isVirtualising
        self.engine = engine
        self.measurer = measurer
    }

    /// The number of cells.
    public var count: Int { records.count }
    /// Whether the stack has no cells.
    public var isEmpty: Bool { records.isEmpty }
    /// The models in order.
    public var models: [any StackModel] { records.map(\.model) }
    /// The identities of the models in order.
    public var ids: [ModelID] { records.map(\.id) }

    /// The index of the cell presenting `id`.
    public func index(of id: ModelID) -> Int? { indexByID[id] }

    /// The cell at `index`.
    ///
    /// - Precondition: `index` is in `0..<count`.
    public func cell(at index: Int) -> StackCell {
        let record = records[index]
        return StackCell(
            index: index, model: record.model, kind: record.kind, frame: frame(at: index),
            content: record.content)
    }

    /// The cell presenting `id`, if any.
    public func cell(for id: ModelID) -> StackCell? {
        indexByID[id].map(cell(at:))
    }

    /// Sizes must be finite and not negative: negative spacing would break the ordering of cell
    /// edges that binary search relies on.
    static func validate(_ value: Double, _ property: String) throws(ModelStackError) {
        guard value.isFinite, value >= 0 else { throw .invalidConfiguration(property: property, value: value) }
    }
}
