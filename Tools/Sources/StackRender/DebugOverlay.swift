/// Diagnostic marks drawn over a rendered scene.
public struct DebugOverlay: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Creates a set from option bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A hairline outline around every visible node's frame.
    public static let frames = DebugOverlay(rawValue: 1 << 0)
    /// The first and last baselines of every text node (`frame.minY + firstBaseline` and
    /// `frame.minY + lastBaseline` from the layout's text metrics).
    public static let baselines = DebugOverlay(rawValue: 1 << 1)
    /// Touch targets (nodes whose appearance has ``NodeAppearance/isTouchTarget``) smaller
    /// than ``minimumTouchTarget`` in either dimension: tinted red, with the 44 × 44 pt area
    /// they should cover outlined around their centre.
    public static let touchTargets = DebugOverlay(rawValue: 1 << 2)
    /// Everything.
    public static let all: DebugOverlay = [.frames, .baselines, .touchTargets]

    /// The smallest comfortable touch target, in points (Apple's Human Interface Guidelines).
    public static let minimumTouchTarget = 44.0
}
