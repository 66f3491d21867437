/// Text whose font size adapts to its rectangle: the largest size in
/// `minimumSize … maximumSize` at which the string fits the node's frame (inside `margins`)
/// in at most the text's line limit (``TextBlock/lineLimit``), without breaking a word between its
/// characters.
///
/// The size is found by bisection over sizes one device pixel apart (`1 / scale` points; 0.01
/// pt when the scale is 0), not by stepping down a point at a time. Like a `UILabel` that
/// adjusts its font size, a node with a fit is measured at its largest size: its intrinsic
/// width is the text's unwrapped width at `maximumSize` plus the horizontal margins, and given
/// less it shrinks to fit the width it gets. Checking only the width, its height is that of the
/// text at the chosen size; otherwise it has no intrinsic height.
public struct TextFit: Hashable, Sendable {
    /// Which dimensions the text must fit. Whatever is checked, a size that breaks a word
    /// between its characters does not fit.
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
    /// The bounds as lengths, when they are proportional (a fraction of the root height, a
    /// value per width class); resolved at layout time in place of the sizes in points.
    public var sizeLengths: (minimum: Length, maximum: Length)?
    /// What must fit.
    public var check: Check
    /// Insets inside the node's frame that the text must stay within.
    public var margins: DirectionalInsets

    /// Creates a fit.
    public init(minimumSize: Double, maximumSize: Double, check: Check = .both, margins: DirectionalInsets = .zero) {
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
        self.check = check
        self.margins = margins
    }

    /// Creates a fit whose bounds are lengths resolved at layout time (`.root(0.05, of: .vertical)`).
    public init(minimum: Length, maximum: Length, check: Check = .both, margins: DirectionalInsets = .zero) {
        self.init(minimumSize: minimum.points ?? 1, maximumSize: maximum.points ?? 1, check: check, margins: margins)
        if minimum.points == nil || maximum.points == nil { sizeLengths = (minimum, maximum) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.minimumSize == rhs.minimumSize && lhs.maximumSize == rhs.maximumSize && lhs.check == rhs.check
            && lhs.margins == rhs.margins && lhs.sizeLengths?.minimum == rhs.sizeLengths?.minimum
            && lhs.sizeLengths?.maximum == rhs.sizeLengths?.maximum
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(minimumSize)
        hasher.combine(maximumSize)
        hasher.combine(check)
        hasher.combine(margins)
        hasher.combine(sizeLengths?.minimum)
        hasher.combine(sizeLengths?.maximum)
    }
}

extension TextBlock {
    /// The line limit the text is laid out with: ``lines``, except that a fitting text checked
    /// only for width and given no limit (`lines: 0`) is one line, as a `UILabel` shrinks its
    /// text to fit the width of one line. (Without a limit, wrapping alone would keep the
    /// text inside any width, so every size would fit the width.)
    public var lineLimit: Int {
        lines == 0 && fit?.check == .width ? 1 : lines
    }
}
