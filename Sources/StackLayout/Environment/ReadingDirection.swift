/// The reading direction of a layout. Leading and trailing are left and right in
/// left-to-right layouts and the other way round in right-to-left layouts.
public enum ReadingDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right, as in English.
    case leftToRight = "ltr"
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = "rtl"
}
