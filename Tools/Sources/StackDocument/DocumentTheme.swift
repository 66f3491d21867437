import DynamicButtons

/// The document-level `theme`: named colours (`#RRGGBB`) and a corner radius that renderers
/// use for node kinds and button kinds, so that documents stay free of per-node styling.
///
/// ```yaml
/// theme: {background: "#FFFFFF", text: "#1C1C1E", primary: "#0A63D1", onPrimary: "#FFFFFF",
///         button: "#E5E5EA", onButton: "#0059C1", cornerRadius: 12}
/// ```
public struct DocumentTheme: Hashable, Sendable {
    /// The colour names a theme may set.
    public static let colorNames = [
        "background", "text", "box", "boxStroke", "button", "onButton", "primary", "onPrimary", "tertiary", "disabled",
        "onDisabled",
    ]

    /// The colours given, by name.
    public var colors: [String: String]
    /// The corner radius for buttons, if given.
    public var cornerRadius: Double?

    /// Creates a theme.
    public init(colors: [String: String] = [:], cornerRadius: Double? = nil) {
        self.colors = colors
        self.cornerRadius = cornerRadius
    }

    /// How the document's buttons look, by kind and state, as the renderer draws them and the
    /// audit checks their contrast: the design system's `ButtonAppearance.standard` with the
    /// colours and the corner radius this theme gives in place of its own (the colours named as
    /// `ButtonAppearance`'s properties; `text`, `box` and `boxStroke` are not a button's).
    public var buttonAppearance: ButtonAppearance {
        var appearance = ButtonAppearance.standard
        for (name, hex) in colors { appearance[colorNamed: name] = ButtonColor(hex: hex) }
        appearance.cornerRadius = cornerRadius ?? appearance.cornerRadius
        return appearance
    }
}
