/// The reading direction of a layout, which decides where leading and trailing are.
public enum ReadingDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right, as in English.
    case leftToRight = "ltr"
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = "rtl"
}
