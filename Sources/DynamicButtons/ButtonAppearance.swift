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
