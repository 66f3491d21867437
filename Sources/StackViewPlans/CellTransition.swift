import ModelStack
import StackLayout

/// What happens to one cell view when a model stack view goes from one plan to the next: the
/// view creates it (or finds the one it has), sets the start values without animation, and
/// animates to the end values; afterwards it removes the view when told to.
///
/// | cell | start | end | then |
/// |---|---|---|---|
/// | inserted | new view at its frame *after*, alpha 0, configured | same frame, alpha 1 | – |
/// | removed | its view at its frame *before*, alpha 1 | same frame, alpha 0 | remove the view |
/// | moved, shifted | its view at *before* | *after* | – |
/// | updated | its view, configured with the new model, at *before* | *after* | – |
/// | kind changed | old view fades out at *before*, a new view fades in at *after* | | remove the old |
/// | scrolled into the region | new view at its frame, configured | same | – |
/// | moved out of the region | its view, *before* → *after* | | remove the view |
public struct CellTransition: Hashable, Sendable {
    /// The cell's model.
    public var id: ModelID
    /// The kind of cell view (its reuse identifier).
    public var kindName: String
    /// The cell's index after the change; `nil` when its view goes away.
    public var index: Int?
    /// The frame to put the view at before animating.
    public var start: Rect
    /// The frame to animate to.
    public var end: Rect
    /// The alpha to put the view at before animating.
    public var startAlpha: Double
    /// The alpha to animate to.
    public var endAlpha: Double
    /// Whether to make a new cell view of `kindName` (otherwise the view has one for `id`).
    public var createsView: Bool
    /// Whether to hand the view its (new) model to configure itself.
    public var configures: Bool
    /// Whether to remove the view when the animation ends.
    public var removesViewAtEnd: Bool

    /// Creates a transition.
    public init(id: ModelID, kindName: String, index: Int?, start: Rect, end: Rect, startAlpha: Double, endAlpha: Double,
                createsView: Bool, configures: Bool, removesViewAtEnd: Bool) {
        self.id = id
        self.kindName = kindName
        self.index = index
        self.start = start
        self.end = end
        self.startAlpha = startAlpha
        self.endAlpha = endAlpha
        self.createsView = createsView
        self.configures = configures
        self.removesViewAtEnd = removesViewAtEnd
    }
}
