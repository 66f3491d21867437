import StackLayout

/// What to draw: a layout result plus how its nodes look.
///
/// Appearances are keyed by node index (document order, as in `LayoutResult/frames`); nodes
/// without one take the ``theme``'s default for their kind, so a bare layout result renders
/// legibly as it is.
public struct RenderScene: Sendable {
    /// The laid-out tree.
    public var result: LayoutResult
    /// Appearances of individual nodes, by node index.
    public var appearances: [Int: NodeAppearance]
    /// The background and the per-kind defaults.
    public var theme: RenderTheme
    /// Appearances of individual parts of custom nodes (the buttons of a button stack), by part
    /// id; parts without one take ``RenderTheme/button(kind:state:)`` (an enabled default
    /// button's). A part's appearance colours the button shape and every part that belongs to it
    /// (icon, title, spinner).
    public var partAppearances: [String: NodeAppearance] = [:]

    /// Creates a scene.
    public init(result: LayoutResult, appearances: [Int: NodeAppearance] = [:], theme: RenderTheme = .standard) {
        self.result = result
        self.appearances = appearances
        self.theme = theme
    }

    /// The appearance node `index` is drawn with.
    public func appearance(at index: Int) -> NodeAppearance {
        appearances[index] ?? theme.appearance(for: result.tree.kind(at: index))
    }

    /// Gives the first node with `id` an appearance (as `LayoutResult/frame(of:)` finds
    /// nodes). Returns `false`, changing nothing, when no node has that id.
    @discardableResult
    public mutating func setAppearance(_ appearance: NodeAppearance, forID id: String) -> Bool {
        guard let index = result.tree.indices.first(where: { result.tree.id(at: $0) == id }) else { return false }
        appearances[index] = appearance
        return true
    }
}
