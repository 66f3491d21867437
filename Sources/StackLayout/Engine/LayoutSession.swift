/// Lays one tree out again and again — as a window resizes, as text size changes are tried —
/// keeping what earlier layouts learned.
///
/// A node's measurement at a width never changes, so the session keeps every node's natural
/// width and its last measurement, and every stack's children, gaps and arrangement: after the
/// root width changes by a point, only the nodes whose width actually changed are measured
/// again, only stacks given another length are arranged again, and every node is placed once.
/// Laying out with the same bounds again returns the previous result without any work. The
/// memos cost about 100 bytes per child of a stack, on top of a one-off layout's memory.
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
    private var pass: LayoutPass<Measurer>
    private var last: (width: Double, height: Double?, result: LayoutResult)?
    private var hasLaidOut = false

    /// Creates a session; nothing is measured until the first layout.
    public init(tree: LayoutTree, environment: LayoutEnvironment = LayoutEnvironment(), measurer: Measurer) {
        self.tree = tree
        self.environment = environment
        pass = LayoutPass(tree: tree, environment: environment, measurer: measurer, keepsStackMemos: true)
    }

    /// Lays the tree out for `width` (and `height` when given), as
    /// ``StackLayoutEngine/layout(_:width:height:measurer:)`` does.
    ///
    /// - Throws: ``LayoutError`` for invalid bounds, an invalid display scale
    ///   (``LayoutError/Reason/invalidScale(value:)``) or an unresolvable proportional length.
    public func layout(width: Double, height: Double? = nil) throws(LayoutError) -> LayoutResult {
        if let last, last.width == width, last.height == height { return last.result }
        let engine = StackLayoutEngine(environment: environment)
        if hasLaidOut { pass.prepareForReuse(rootSizeChanged: true) }
        hasLaidOut = true
        let result = try engine.layout(reusing: &pass, width: width, height: height)
        last = (width, height, result)
        return result
    }
}
