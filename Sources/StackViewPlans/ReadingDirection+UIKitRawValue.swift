import StackLayout

extension ReadingDirection {
    /// The direction of a UIKit layout direction's raw value: `UIUserInterfaceLayoutDirection`
    /// (`leftToRight` 0, `rightToLeft` 1, what `effectiveUserInterfaceLayoutDirection` answers) or
    /// `UITraitEnvironmentLayoutDirection` (the same, and `unspecified` −1). `nil` for
    /// `unspecified` and any other value.
    public init?(uiLayoutDirectionRawValue rawValue: Int) {
        switch rawValue {
        case 0: self = .leftToRight
        case 1: self = .rightToLeft
        default: return nil
        }
    }
}
