/// The colours and corner radius of the design system's buttons, for each kind and state: what
/// the views draw by default, what `stacks render` draws and what the audit checks contrast on
/// (its theme's colour names are these properties' names).
///
/// | kind | fill · content | pressed (highlighted) |
/// |---|---|---|
/// | `default`, `iconOnly` | `button` #E5E5EA · `onButton` #0059C1 (5.23:1) | `buttonPressed` #D8D8DC · `onButtonPressed` #004FAD (5.43:1; `onButton` on it 4.62:1) |
/// | `primary` | `primary` #0A63D1 · `onPrimary` #FFFFFF (5.65:1) | `primaryPressed` #0850A8 · `onPrimary` (7.71:1) |
/// | `tertiary` | none · `tertiary` #0A63D1 on `background` #FFFFFF (5.65:1) | none · `tertiaryPressed` #0850A8 (7.71:1) |
/// | any, disabled or loading | `disabled` #F2F2F7 (tertiary: none) · `onDisabled` #8E8E93 | — |
///
/// Every enabled look passes WCAG 2.1 AA for text (4.5:1), pressed or not, and so does an
/// unpressed title on a pressed fill (what SwiftUI draws: only a button's own style knows it is
/// pressed); disabled and
/// loading buttons are inactive components, which WCAG exempts, and look dimmed. An app gives
/// its own appearance (its brand colours, a radius) and the views draw it; the planned frames
/// do not depend on it.
public struct ButtonAppearance: Hashable, Sendable {
    /// Behind the buttons (what a tertiary button's title is read on).
    public var background: ButtonColor
    /// A default or icon-only button's fill.
    public var button: ButtonColor
    /// A default or icon-only button's title and icon.
    public var onButton: ButtonColor
    /// A default or icon-only button's fill while pressed.
    public var buttonPressed: ButtonColor
    /// A default or icon-only button's title and icon while pressed.
    public var onButtonPressed: ButtonColor
    /// A primary button's fill.
    public var primary: ButtonColor
    /// A primary button's title and icon.
    public var onPrimary: ButtonColor
    /// A primary button's fill while pressed.
    public var primaryPressed: ButtonColor
    /// A tertiary button's title and icon (it has no fill).
    public var tertiary: ButtonColor
    /// A tertiary button's title and icon while pressed.
    public var tertiaryPressed: ButtonColor
    /// A disabled or loading button's fill (a tertiary one has none).
    public var disabled: ButtonColor
    /// A disabled or loading button's title, icon and spinner.
    public var onDisabled: ButtonColor
    /// The radius of every fill's corners, in points.
    public var cornerRadius: Double

    /// The design system's appearance (the table above), corners of 8 pt.
    public static let standard = ButtonAppearance(
        background: hex("#FFFFFF"), button: hex("#E5E5EA"), onButton: hex("#0059C1"), buttonPressed: hex("#D8D8DC"),
        onButtonPressed: hex("#004FAD"), primary: hex("#0A63D1"), onPrimary: hex("#FFFFFF"), primaryPressed: hex("#0850A8"),
        tertiary: hex("#0A63D1"), tertiaryPressed: hex("#0850A8"), disabled: hex("#F2F2F7"), onDisabled: hex("#8E8E93"),
        cornerRadius: 8)

    /// The design system's appearance in dark mode: black behind the buttons, dark grey fills
    /// with light blue titles, the primary blue kept (white on it passes as in light mode), and
    /// a tertiary title light enough for black (the light mode's #0A63D1 reaches only 3.72:1
    /// there). Every enabled look passes WCAG AA (4.5:1), pressed or not:
    ///
    /// | kind | fill · content | pressed |
    /// |---|---|---|
    /// | `default`, `iconOnly` | #2C2C2E · #6CB0FF (6.17:1) | #3A3A3C · #8CC2FF (6.09:1; #6CB0FF on it 5.02:1) |
    /// | `primary` | #0A63D1 · #FFFFFF (5.65:1) | #0850A8 · #FFFFFF (7.71:1) |
    /// | `tertiary` | none · #4DA2FF on #000000 (7.93:1) | none · #7DBBFF (10.42:1) |
    /// | any, disabled or loading | #1C1C1E (tertiary: none) · #8E8E93 | — |
    public static let standardDark = ButtonAppearance(
        background: hex("#000000"), button: hex("#2C2C2E"), onButton: hex("#6CB0FF"), buttonPressed: hex("#3A3A3C"),
        onButtonPressed: hex("#8CC2FF"), primary: hex("#0A63D1"), onPrimary: hex("#FFFFFF"), primaryPressed: hex("#0850A8"),
        tertiary: hex("#4DA2FF"), tertiaryPressed: hex("#7DBBFF"), disabled: hex("#1C1C1E"), onDisabled: hex("#8E8E93"),
        cornerRadius: 8)

    /// The light appearance when the person asks for more contrast (iOS's Increase Contrast):
    /// darker blues, so that every enabled look passes WCAG AAA for text (7:1), pressed or not
    /// — default #00377A on #E5E5EA 9.15:1 (on the pressed #D8D8DC 8.09:1; pressed #002F69
    /// 9.17:1), primary white on #004AAD 8.13:1 (pressed #003B8A 10.54:1), tertiary #004AAD and
    /// #003B8A on white — and disabled titles darker (#636366 on #E5E5EA).
    public static let standardIncreasedContrast = ButtonAppearance(
        background: hex("#FFFFFF"), button: hex("#E5E5EA"), onButton: hex("#00377A"), buttonPressed: hex("#D8D8DC"),
        onButtonPressed: hex("#002F69"), primary: hex("#004AAD"), onPrimary: hex("#FFFFFF"), primaryPressed: hex("#003B8A"),
        tertiary: hex("#004AAD"), tertiaryPressed: hex("#003B8A"), disabled: hex("#E5E5EA"), onDisabled: hex("#636366"),
        cornerRadius: 8)

    /// The dark appearance with increased contrast: every enabled look passes WCAG AAA (7:1) —
    /// default #A6D0FF on #2C2C2E 8.69:1 (on the pressed #3A3A3C 7.07:1; pressed #C2DFFF 8.27:1),
    /// primary white on #004AAD 8.13:1 (pressed #003B8A 10.54:1), tertiary #8CC2FF and #B3D7FF
    /// on black — and disabled titles lighter (#AEAEB2 on #2C2C2E).
    public static let standardDarkIncreasedContrast = ButtonAppearance(
        background: hex("#000000"), button: hex("#2C2C2E"), onButton: hex("#A6D0FF"), buttonPressed: hex("#3A3A3C"),
        onButtonPressed: hex("#C2DFFF"), primary: hex("#004AAD"), onPrimary: hex("#FFFFFF"), primaryPressed: hex("#003B8A"),
        tertiary: hex("#8CC2FF"), tertiaryPressed: hex("#B3D7FF"), disabled: hex("#2C2C2E"), onDisabled: hex("#AEAEB2"),
        cornerRadius: 8)

    /// An appearance of the given colours and radius.
    public init(
        background: ButtonColor, button: ButtonColor, onButton: ButtonColor, buttonPressed: ButtonColor, onButtonPressed: ButtonColor,
        primary: ButtonColor, onPrimary: ButtonColor, primaryPressed: ButtonColor, tertiary: ButtonColor, tertiaryPressed: ButtonColor,
        disabled: ButtonColor, onDisabled: ButtonColor, cornerRadius: Double
    ) {
        self.background = background
        self.button = button
        self.onButton = onButton
        self.buttonPressed = buttonPressed
        self.onButtonPressed = onButtonPressed
        self.primary = primary
        self.onPrimary = onPrimary
        self.primaryPressed = primaryPressed
        self.tertiary = tertiary
        self.tertiaryPressed = tertiaryPressed
        self.disabled = disabled
        self.onDisabled = onDisabled
        self.cornerRadius = cornerRadius
    }

    /// How a button of `kind` in `state` is drawn, pressed or not. A disabled or loading
    /// button is never drawn pressed: it does not respond.
    public func look(kind: ButtonKind, state: ButtonState, isPressed: Bool = false) -> ButtonLook {
        guard state.isInteractive else {
            return ButtonLook(fill: kind == .tertiary ? nil : disabled, content: onDisabled, cornerRadius: cornerRadius)
        }
        switch kind {
        case .default, .iconOnly:
            return ButtonLook(
                fill: isPressed ? buttonPressed : button, content: isPressed ? onButtonPressed : onButton, cornerRadius: cornerRadius)
        case .primary:
            return ButtonLook(fill: isPressed ? primaryPressed : primary, content: onPrimary, cornerRadius: cornerRadius)
        case .tertiary:
            return ButtonLook(fill: nil, content: isPressed ? tertiaryPressed : tertiary, cornerRadius: cornerRadius)
        }
    }

    /// The colour a theme names: each stored colour by its property's name.
    public static let colorNames = colorProperties.map(\.name)

    /// Each stored colour, by the name a theme gives it.
    private static let colorProperties: [(name: String, property: WritableKeyPath<ButtonAppearance, ButtonColor> & Sendable)] = [
        ("background", \.background), ("button", \.button), ("onButton", \.onButton), ("buttonPressed", \.buttonPressed),
        ("onButtonPressed", \.onButtonPressed), ("primary", \.primary), ("onPrimary", \.onPrimary),
        ("primaryPressed", \.primaryPressed), ("tertiary", \.tertiary), ("tertiaryPressed", \.tertiaryPressed),
        ("disabled", \.disabled), ("onDisabled", \.onDisabled),
    ]

    /// The colour named `name` (one of ``colorNames``), or `nil` for another name; setting
    /// `nil`, or a name that is none of them, changes nothing.
    public subscript(colorNamed name: String) -> ButtonColor? {
        get { Self.colorProperties.first { $0.name == name }.map { self[keyPath: $0.property] } }
        set {
            guard let newValue, let property = Self.colorProperties.first(where: { $0.name == name })?.property else { return }
            self[keyPath: property] = newValue
        }
    }

    private static func hex(_ text: String) -> ButtonColor { ButtonColor(hex: text)! }
}
