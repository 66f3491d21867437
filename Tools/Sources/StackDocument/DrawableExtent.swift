import StackLayout

/// How far a document's layout may reach: every frame, and every part a container places,
/// within ±``LayoutTree/maximumLength`` points of the origin. Past that a picture cannot be
/// drawn: Cairo keeps coordinates in 24.8 fixed point, and Pango keeps text positions in 32-bit
/// units of 1/1024 pt (about ±2,097,151 pt), so a larger text is not even laid out right.
enum DrawableExtent {
    /// The node that reaches furthest down the tree past the limit: the last one in document
    /// order, which, of a chain of nested nodes that all pass it (a text and the stacks around
    /// it), is the innermost. `nil` when the layout stays within it.
    static func firstOffender(in result: LayoutResult) -> (node: Int, frame: Rect)? {
        var offender: (node: Int, frame: Rect)?
        for (node, frame) in result.frames.enumerated().reversed() where !isDrawable(frame) {
            offender = (node, frame)
            break
        }
        for (node, placement) in result.containerPlacements where node > (offender?.node ?? -1) {
            if let part = placement.parts.first(where: { !isDrawable($0.frame) }) { offender = (node, part.frame) }
        }
        return offender
    }

    /// Whether every edge of `frame` is finite and within the limit.
    static func isDrawable(_ frame: Rect) -> Bool {
        let limit = LayoutTree.maximumLength
        return [frame.minX, frame.maxX, frame.minY, frame.maxY].allSatisfy { $0.isFinite && abs($0) <= limit }
    }

    /// The problem, without its place: `laid out 375 × 2207062.67 pt at (0, 0); …`.
    static func problem(_ frame: Rect) -> String {
        "laid out \(NumberText.readable(frame.width)) × \(NumberText.readable(frame.height)) pt at "
            + "(\(NumberText.readable(frame.minX)), \(NumberText.readable(frame.minY))); a layout can be drawn only within "
            + "±\(NumberText.exact(LayoutTree.maximumLength)) pt of its origin"
    }
}
