import StackLayout

/// A button's title measured on one line, with the font and icon–title gap it resolved to.
/// A title that is not shown (an icon-only button) measures 0 with no gap.
struct ButtonTitleMetrics {
    var font: FontDescriptor
    var gap: Double
    var width: Double
    var height: Double
    var firstBaseline: Double
    var isShown: Bool
}
