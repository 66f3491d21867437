/// Text whose font size adapts to its rectangle: the largest size in `minimumSize … maximumSize`,
/// on a grid of device pixels, at which the string fits the node's frame (inside `margins`) in
/// at most ``TextBlock/lineLimit`` lines without breaking a word. Like a `UILabel` that adjusts
/// its font size, its natural width is the text's at `maximumSize`; checking only the width,
/// its height is the text's at the chosen size, otherwise it has none.
public struct TextFit: Hashable, Sendable {
    /// Which dimensions the text must fit (a size that breaks a word never fits).
    public enum Check: String, Hashable, Sendable, CaseIterable {
        /// The text fits its width in at most the line limit, without truncation.
        case width
        /// The text is no taller than the rectangle.
        case height
        /// Both.
        case both
    }

    /// The smallest font size allowed, in points; used, not fitting, when even it does not fit.
    public var minimumSize: Double
    /// The largest font size, in points.
    public var maximumSize: Double
    /// The bounds as lengths, when proportional; resolved at layout time in place of the sizes.
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
    /// only for width and given no limit is one line (else every size would fit by wrapping).
    public var lineLimit: Int {
        lines == 0 && fit?.check == .width ? 1 : lines
    }
}
