#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIInterface
#endif
import DynamicButtons
import Foundation

/// A `ButtonStyle` that draws a button in a `ButtonAppearance`'s look for its kind and state:
/// the fill (none for tertiary buttons) in a rounded rectangle of the appearance's radius,
/// darker while pressed. ``ButtonStackView`` gives it to each of its buttons; an app may give it
/// to buttons of its own so they match.
///
/// ```swift
/// Button("Done") { finish() }
///     .buttonStyle(ButtonAppearanceStyle(appearance: .standard, kind: .primary))
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ButtonAppearanceStyle: ButtonStyle {
    /// The colours and radius.
    public var appearance: ButtonAppearance
    /// The design-system kind.
    public var kind: ButtonKind
    /// Enabled, disabled or loading.
    public var state: ButtonState

    /// A style drawing `kind` in `state` in `appearance`.
    public init(appearance: ButtonAppearance = .standard, kind: ButtonKind, state: ButtonState = .enabled) {
        self.appearance = appearance
        self.kind = kind
        self.state = state
    }

    /// The look drawn, pressed or not.
    public func look(isPressed: Bool) -> ButtonLook {
        appearance.look(kind: kind, state: state, isPressed: isPressed)
    }

    public func makeBody(configuration: Configuration) -> some View {
        let look = look(isPressed: configuration.isPressed)
        configuration.label
            .foregroundStyle(Color(planned: look.content))
            .background(look.fill.map { Color(planned: $0) } ?? .clear, in: RoundedRectangle(cornerRadius: CGFloat(look.cornerRadius)))
    }
}
