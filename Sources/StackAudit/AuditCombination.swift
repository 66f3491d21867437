import StackDocument

/// One way the audit lays a document out: a width, a text size and a locale.
public struct AuditCombination: Hashable, Sendable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The content size category.
    public var contentSize: TextSizeCategory
    /// The locale whose strings are shown, if any (else the document's own).
    public var locale: DocumentLocale?

    /// Creates a combination.
    public init(width: Double, contentSize: TextSizeCategory, locale: DocumentLocale? = nil) {
        self.width = width
        self.contentSize = contentSize
        self.locale = locale
    }

    /// "375 pt · large · de".
    public var description: String {
        let width = width == width.rounded() && abs(width) < 1e15 ? String(Int(width)) : String(width)
        return ["\(width) pt", contentSize.rawValue, locale?.identifier].compactMap { $0 }.joined(separator: " · ")
    }
}
