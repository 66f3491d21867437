/// The accessibility traits of a button's view, as a platform-independent set that the fronts
/// translate (`UIAccessibilityTraits.button`, `.notEnabled`; SwiftUI's `.isButton` and `disabled`).
///
/// Chosen so that VoiceOver speaks `ButtonAccessibility`'s documented text ("Save, button";
/// "Save, dimmed, button"; "Save, loading, dimmed"): a loading button has no button trait, nor
/// "updates frequently", which makes VoiceOver poll a value that keeps changing (a loading
/// button's stays the same until loading ends, when the plan changes).
public struct ButtonAccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    /// Creates traits from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The element is a button ("button").
    public static let button = ButtonAccessibilityTraits(rawValue: 1 << 0)
    /// The element does not respond to activation ("dimmed").
    public static let notEnabled = ButtonAccessibilityTraits(rawValue: 1 << 1)

    /// The words VoiceOver speaks for the traits, in the order it speaks them.
    public var spokenWords: [String] {
        (contains(.notEnabled) ? ["dimmed"] : []) + (contains(.button) ? ["button"] : [])
    }

    /// `[button, notEnabled]`, for messages and test failures.
    public var description: String {
        "[" + [(Self.button, "button"), (Self.notEnabled, "notEnabled")].filter { contains($0.0) }.map(\.1)
            .joined(separator: ", ") + "]"
    }
}
