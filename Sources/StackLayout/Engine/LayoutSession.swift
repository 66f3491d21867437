/// Lays one tree out again and again — as a window resizes, as text size changes are tried —
/// keeping what earlier layouts learned.
///
/// A session is the owner of a layout cache that outlives one layout: every node's natural
/// width and last measurement, and every stack's children, gaps and last measurement. After the
/// root width changes by a point, only the nodes whose width actually changed are measured
/// again, only stacks given another width are arranged again, and every node is placed once.
/// Laying out with the same bounds again returns the previous result without any work. What is
/// kept costs about 100 bytes per child of a stack, and the last frames before and after pixel
/// rounding 64 bytes per node, on top of a one-off layout's memory. In trees with proportional
/// lengths (which depend on the root's size) stacks are arranged afresh each time, as are
/// adaptive stacks.
///
/// ```swift
/// let session = LayoutSession(tree: tree, environment: environment, measurer: measurer)
/// let wide = try session.layout(width: 375)
/// let narrower = try session.layout(width: 374)   // re-measures only what changed
/// ```
///
/// A session belongs to one thread at a time (its measurer does too).
public final class LayoutSession<Measurer: TextMeasuring> {
    /// The tree laid out.
    public let tree: LayoutTree
    /// The environment of every layout.
    public let environment: LayoutEnvironment
    private let measurer: Measurer
    /// `nil` only while a layout has it.
    private var cache: LayoutCache?
    private var last: (width: Double, height: Double?, result: LayoutResult)?
    private var hasLaidOut = false

    /// Creates a session; nothing is measured until the first layout.
    public init(tree: LayoutTree, environment: LayoutEnvironment = LayoutEnvironment(), measurer: Measurer) {
        self.tree = tree
        self.environment = environment
        self.measurer = measurer
        cache = LayoutCache(tree: tree, keepsStacks: true)
    }

    /// Lays the tree out for `width` (and `height` when given), as
    /// ``StackLayoutEngine/layout(_:width:height:measurer:)`` does.
    ///
    /// - Throws: ``LayoutError`` for invalid bounds, an invalid display scale
    ///   (``LayoutError/Reason/invalidScale(value:)``) or an unresolvable proportional length.
    public func layout(width: Double, height: Double? = nil) throws(LayoutError) -> LayoutResult {
        if let last, last.width == width, last.height == height { return last.result }
        // Moved into the pass rather than copied, so that its arrays are updated in place.
        var cache = self.cache.take()!
        // Laid out again only for other bounds: the root size changed (even a failed layout
        // may have cached entries for the old one).
        if hasLaidOut { cache.forgetRootDependentEntries() }
        hasLaidOut = true
        var pass = LayoutPass(tree: tree, environment: environment, measurer: measurer, cache: cache)
        defer { self.cache = pass.cache }
        let result = try StackLayoutEngine(environment: environment).layout(reusing: &pass, width: width, height: height)
        last = (width, height, result)
        return result
    }
}
