/// A container's typed placement details that hold frames (a button stack's buttons, their
/// icons and titles). A container returns them as it returns its parts, in left-to-right root
/// coordinates, unrounded; the engine then maps them as it maps every frame (rounded to the
/// display scale, mirrored for right to left), so that ``LayoutResult/placements(of:)`` gives
/// them ready to draw, export or audit, equal to the parts they describe.
public protocol PlacementFrames: Sendable {
    /// The details with `transform` applied to every frame they hold.
    func mappingFrames(_ transform: (Rect) -> Rect) -> Self
}
