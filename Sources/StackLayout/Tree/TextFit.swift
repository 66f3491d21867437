/// Text whose font size adapts to its rectangle: the largest size in
/// `minimumSize … maximumSize` at which the string fits the node's frame (inside `margins`)
/// in at most the text's line limit.
///
/// The size is found by bisection over sizes one device pixel apart (`1 / scale` points; 0.01
/// pt when the scale is 0), not by stepping down a point at a time. A node with a fit has no
/// intrinsic width (it takes the width its stack gives it); checking only the width, its height
/// is that of the text at the chosen size, otherwise it has no intrinsic height either.
public struct TextFit: Hashable, Sendable {
    /// Which dimensions the text must fit.
    public enum Check: String, Hashable, Sendable, CaseIterable {
        /// The text fits its width in at most the line limit, without truncation.
        case width
        /// The text is no taller than the rectangle.
        case height
        /// Both.
        case both
    }

    /// The smallest font size allowed, in points. When even this does not fit, it is used and
    /// the layout result says the text does not fit.
    public var minimumSize: Double
    /// The largest font size, in points.
    public var maximumSize: Double
    /// What must fit.
    public var check: Check
    /// Insets inside the node's frame that the text must stay within.
    public var margins: EdgeInsets

    /// Creates a fit.
    public init(minimumSize: Double, maximumSize: Double, check: Check = .both, margins: EdgeInsets = .zero) {
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
        self.check = check
        self.margins = margins
    }
}
