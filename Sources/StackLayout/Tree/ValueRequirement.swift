/// What a number given to a layout must be: the one place where each range the engine accepts
/// is decided and described.
///
/// ``LayoutTree`` checks every node with these rules, a ``ContainerLayout`` checks its own numbers
/// with them (through ``InvalidValue``), and the document reader checks what a document writes
/// with the same ones, so a priority of 1200 is refused by the same test and in the same words
/// (`a priority from 0 to 1000`) wherever it comes from.
public enum ValueRequirement: Hashable, Sendable, CustomStringConvertible {
    /// A finite number of points within ±``LayoutTree/maximumLength`` (spacing, bounds' offsets).
    case points
    /// A finite number of points, 0 or more, at most ``LayoutTree/maximumLength`` (sizes, margins).
    case nonNegativePoints
    /// The bound ``points`` and ``nonNegativePoints`` add, ±``LayoutTree/maximumLength``.
    case lengthRange(nonNegative: Bool)
    /// A fraction of the container or root: 0 … 1 for sizes and margins, -1 … 1 for spacing.
    case fraction(nonNegative: Bool)
    /// A centre offset: a fraction of the container from -1 to 1.
    case offset
    /// A layout priority, 0 … 1000, as Auto Layout's.
    case priority
    /// A line limit: a whole number, 0 (no limit) or more.
    case lineLimit
    /// A font size in points: greater than 0 and at most ``LayoutTree/maximumFontSize``.
    case fontSize
    /// A font size given as a ``Length``: not a fraction of the container, and in points a ``fontSize``.
    case fontSizeLength
    /// The largest size of fitting text: from its smallest, `minimum`, to ``LayoutTree/maximumFontSize``.
    case fitMaximum(minimum: Double)
    /// A width-to-height ratio within ``LayoutTree/aspectRatios`` (1/1000 … 1000).
    case aspectRatio
    /// A display scale: 0 (no rounding) up to ``LayoutTree/maximumScale`` pixels per point.
    case scale
    /// A requirement a ``ContainerLayout`` states itself; no number is checked against it here.
    case custom(String)

    /// The requirement `value` fails (this one, or for a length of absurd size its
    /// ``lengthRange(nonNegative:)``), or `nil` when it meets this one. NaN and infinities fail
    /// every requirement.
    public func violation(by value: Double) -> ValueRequirement? {
        guard value.isFinite else { return self }
        switch self {
        case .points, .lengthRange(nonNegative: false):
            return abs(value) > LayoutTree.maximumLength ? .lengthRange(nonNegative: false) : nil
        case .nonNegativePoints, .lengthRange(nonNegative: true):
            if value < 0 { return self }
            return value > LayoutTree.maximumLength ? .lengthRange(nonNegative: true) : nil
        case .fraction(let nonNegative):
            return (nonNegative ? 0...1 : -1...1).contains(value) ? nil : self
        case .offset:
            return abs(value) <= 1 ? nil : self
        case .priority:
            return (0...1000).contains(value) ? nil : self
        case .lineLimit:
            return value == value.rounded() && (0...Double(Int32.max)).contains(value) ? nil : self
        case .fontSize, .fontSizeLength:
            return value > 0 && value <= LayoutTree.maximumFontSize ? nil : self
        case .fitMaximum(let minimum):
            return value >= minimum && value <= LayoutTree.maximumFontSize ? nil : self
        case .aspectRatio:
            return LayoutTree.aspectRatios.contains(value) ? nil : self
        case .scale:
            return value >= 0 && value <= LayoutTree.maximumScale ? nil : self
        case .custom:
            return nil
        }
    }

    /// Whether `value` meets the requirement.
    public func accepts(_ value: Double) -> Bool { violation(by: value) == nil }

    /// What the value must be, completing "it must be …" and "expected …".
    public var description: String {
        let largestLength = NumberText.exact(LayoutTree.maximumLength)
        let largestFont = NumberText.exact(LayoutTree.maximumFontSize)
        return switch self {
        case .points: "a number of points"
        case .nonNegativePoints: "a number of points, 0 or more"
        case .lengthRange(let nonNegative): "a number of points from \(nonNegative ? "0" : "-\(largestLength)") to \(largestLength)"
        case .fraction(let nonNegative):
            "a fraction of the container or root from \(nonNegative ? "0" : "-1") to 1 (\(nonNegative ? "0" : "-100")% to 100%)"
        case .offset: "a fraction of the container from -1 to 1 (-100% to 100%)"
        case .priority: "a priority from 0 to 1000"
        case .lineLimit: "a whole number, 0 (no limit) or more"
        case .fontSize: "a font size greater than 0 and at most \(largestFont) points"
        case .fontSizeLength:
            "a font size in points, a fraction of the root, or a scaled or per-width value (not a fraction of the container)"
        case .fitMaximum(let minimum): "a font size from fit.min (\(NumberText.exact(minimum))) to \(largestFont) points"
        case .aspectRatio: "a width-to-height ratio from 1/1000 to 1000"
        case .scale: "0 (no rounding) or a number of pixels per point up to \(NumberText.exact(LayoutTree.maximumScale))"
        case .custom(let text): text
        }
    }
}
