#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIInterface
#endif
import DynamicButtons
import Foundation

/// A `ButtonStyle` that draws a button in an `AdaptiveButtonAppearance`'s look for its kind and
/// state: the fill (none for tertiary buttons) in a rounded rectangle of the appearance's
/// radius, darker while pressed, in the appearance for the environment's colour scheme and
/// contrast (dark mode, Increase Contrast). A button the environment disables
/// (`.disabled(true)` on it or an ancestor: `isEnabled` false) is drawn disabled whatever
/// `state` says. ``ButtonStackView`` gives it to each of its buttons; an app may give it to
/// buttons of its own so they match.
///
/// ```swift
/// Button("Done") { finish() }
///     .buttonStyle(ButtonAppearanceStyle(appearance: .standard, kind: .primary))
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ButtonAppearanceStyle: ButtonStyle {
    /// The colours and radius, per colour scheme and contrast.
    public var appearance: AdaptiveButtonAppearance
    /// The design-system kind.
    public var kind: ButtonKind
    /// Enabled, disabled or loading.
    public var state: ButtonState

    /// A style drawing `kind` in `state` in `appearance`.
    public init(appearance: AdaptiveButtonAppearance = .standard, kind: ButtonKind, state: ButtonState = .enabled) {
        self.appearance = appearance
        self.kind = kind
        self.state = state
    }

    /// A style drawing `kind` in `state` in `appearance` whatever the colour scheme.
    public init(appearance: ButtonAppearance, kind: ButtonKind, state: ButtonState = .enabled) {
        self.init(appearance: AdaptiveButtonAppearance(appearance), kind: kind, state: state)
    }

    /// The look drawn, pressed or not, in `colorScheme` at `contrast` (light and standard by
    /// default), enabled by the environment or not.
    public func look(
        isPressed: Bool, colorScheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard, isEnabled: Bool = true
    ) -> ButtonLook {
        appearance.resolved(for: ButtonColorScheme(colorScheme), contrast: ButtonContrast(contrast))
            .look(kind: kind, state: isEnabled ? state : .disabled, isPressed: isPressed)
    }

    public func makeBody(configuration: Configuration) -> some View {
        AppearanceStyleBody(style: self, configuration: configuration)
    }
}

/// A style's body: reads the environment the look depends on.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
private struct AppearanceStyleBody: View {
    let style: ButtonAppearanceStyle
    let configuration: ButtonStyleConfiguration
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let look = style.look(isPressed: configuration.isPressed, colorScheme: colorScheme, contrast: contrast, isEnabled: isEnabled)
        configuration.label
            .foregroundStyle(Color(planned: look.content))
            .background(look.fill.map { Color(planned: $0) } ?? .clear, in: RoundedRectangle(cornerRadius: CGFloat(look.cornerRadius)))
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension ButtonColorScheme {
    /// The scheme of SwiftUI's colour scheme (a scheme SwiftUI adds later reads as light).
    init(_ scheme: ColorScheme) {
        self = scheme == .dark ? .dark : .light
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension ButtonContrast {
    /// The contrast of SwiftUI's colour-scheme contrast.
    init(_ contrast: ColorSchemeContrast) {
        self = contrast == .increased ? .increased : .standard
    }
}
