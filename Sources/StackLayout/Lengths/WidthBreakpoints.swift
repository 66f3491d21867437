/// Values chosen by the root width: each applies from its minimum width up to the next one's.
/// By default two classes: `compact` below 600 pt and `regular` from 600 pt (as iOS's
/// horizontal size classes split phones from tablets); custom thresholds are allowed.
public struct WidthBreakpoints: Hashable, Sendable, CustomStringConvertible {
    /// The threshold between `compact` and `regular`.
    public static let regularMinimumWidth = 600.0

    /// `(minimumWidth, value)` pairs, ascending by width; the first starts at 0.
    public private(set) var steps: [(minimumWidth: Double, value: Length)]

    /// Breakpoints from `(minimumWidth, value)` pairs; widths below the smallest threshold use
    /// the first value.
    public init(_ steps: [(minimumWidth: Double, value: Length)]) {
        self.steps = steps.sorted { $0.minimumWidth < $1.minimumWidth }
    }

    /// `compact` below 600 pt, `regular` from 600 pt.
    public static func compactRegular(compact: Length, regular: Length) -> WidthBreakpoints {
        WidthBreakpoints([(0, compact), (regularMinimumWidth, regular)])
    }

    /// The value for a root `width`: the last step whose minimum is at most the width (so the
    /// switch happens exactly at the threshold).
    public func value(forRootWidth width: Double) -> Length {
        var chosen = steps.first!.value
        for step in steps where step.minimumWidth <= width { chosen = step.value }
        return chosen
    }

    /// Every value.
    public var values: [Length] { steps.map(\.value) }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.steps.count == rhs.steps.count
            && zip(lhs.steps, rhs.steps).allSatisfy { $0.minimumWidth == $1.minimumWidth && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for step in steps {
            hasher.combine(step.minimumWidth)
            hasher.combine(step.value)
        }
    }

    public var description: String {
        steps.map { "from \($0.minimumWidth) pt: \($0.value)" }.joined(separator: ", ")
    }
}
