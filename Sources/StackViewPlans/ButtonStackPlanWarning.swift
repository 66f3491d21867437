import DynamicButtons

/// Something a plan was made despite, which the app should fix: the stack shows, but what a
/// person hears is wrong. The views keep the latest plan's warnings (`planningWarnings`).
public enum ButtonStackPlanWarning: Hashable, Sendable, CustomStringConvertible {
    /// The button at `index` shows no title (icon-only, or an empty one) and has no
    /// accessibility label: VoiceOver has no name to say for it, only "button" (never its
    /// symbol's name).
    case missingAccessibilityLabel(id: String, index: Int)

    /// The warnings for `items`.
    public static func warnings(for items: [ButtonItem]) -> [ButtonStackPlanWarning] {
        items.enumerated().compactMap { index, item in
            ButtonAccessibilityPlan.name(of: item).isEmpty ? .missingAccessibilityLabel(id: item.id, index: index) : nil
        }
    }

    public var description: String {
        switch self {
        case .missingAccessibilityLabel(let id, let index):
            "button stack: items[\(index)] (\"\(id)\") shows no title and has no accessibility label; VoiceOver can only say "
                + "\"button\" for it: give it an accessibilityLabel"
        }
    }
}
