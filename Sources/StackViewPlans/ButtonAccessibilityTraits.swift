/// The accessibility traits a button's view carries, as a small set of our own so that the plan
/// stays platform-independent; the UIKit and SwiftUI fronts translate each member to theirs
/// (`UIAccessibilityTraits.button`, `.notEnabled`; SwiftUI's `.isButton` and `disabled`).
///
/// Chosen so that what VoiceOver speaks — label, value, then the words of the traits ("dimmed"
/// for not enabled, then "button") — is `ButtonAccessibility`'s documented text:
/// "Save, button"; "Save, dimmed, button"; "Save, loading, dimmed". A loading button therefore
/// has no button trait. It has no "updates frequently" trait either: that trait makes VoiceOver
/// poll a value that keeps changing (a timer, a meter), while a loading button's label and value
/// stay the same until loading ends, when the plan changes and the view is told.
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
