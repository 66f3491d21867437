import DynamicButtons

/// The colours a button is drawn with, resolved from a ``DocumentTheme`` by the button's kind
/// and state, as `#RRGGBB` strings. Renderers draw with them and the audit checks their
/// contrast, so both see the same colours.
///
/// | kind, state | fill | title and icon |
/// |---|---|---|
/// | default, iconOnly | `button` (#E5E5EA) | `onButton` (#0059C1, 5.2:1 on the fill) |
/// | primary | `primary` (#0A63D1) | `onPrimary` (#FFFFFF) |
/// | tertiary | none (the background shows) | `tertiary` (#0A63D1) |
/// | any kind disabled or loading | `disabled` (#F2F2F7; tertiary: none) | `onDisabled` (#8E8E93) |
///
/// The background defaults to `background` (#FFFFFF).
public struct ButtonPalette: Hashable, Sendable {
    /// The button's fill, or `nil` when it has none (tertiary buttons).
    public var fill: String?
    /// The colour of its title and icon.
    public var content: String
    /// The colour behind the button.
    public var background: String

    /// The default colour for each theme name: the design system's own
    /// (DynamicButtons' `ButtonAppearance.standard`, which the Apple views draw too).
    public static let defaults: [String: String] = Dictionary(
        uniqueKeysWithValues: ["background", "button", "onButton", "primary", "onPrimary", "tertiary", "disabled", "onDisabled"]
            .map { ($0, ButtonAppearance.standard[colorNamed: $0]!.hex) })

    /// The palette of a button of `kind` in `state` under `theme`.
    public init(kind: ButtonKind, state: ButtonState, theme: DocumentTheme) {
        func color(_ name: String) -> String { theme.colors[name] ?? Self.defaults[name]! }
        background = color("background")
        if !state.isInteractive {
            fill = kind == .tertiary ? nil : color("disabled")
            content = color("onDisabled")
            return
        }
        switch kind {
        case .default, .iconOnly:
            fill = color("button")
            content = color("onButton")
        case .primary:
            fill = color("primary")
            content = color("onPrimary")
        case .tertiary:
            fill = nil
            content = color("tertiary")
        }
    }
}
