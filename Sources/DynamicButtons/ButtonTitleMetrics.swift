import StackLayout

/// A button's one-line title metrics, font and icon gap (0 and no gap when not shown).
struct ButtonTitleMetrics {
    var font: FontDescriptor
    var gap: Double
    var width: Double
    var height: Double
    var firstBaseline: Double
    var isShown: Bool
}
