import StackLayout

/// A button's title measured on one line, with the font and icon–title gap it resolved to.
struct ButtonTitleMetrics {
    var font: FontDescriptor
    var gap: Double
    var width: Double
    var height: Double
    var firstBaseline: Double
}
