import StackDocument

/// One way the audit lays a document out: a width, a text size, a locale and, when the run
/// audits several, a reading direction.
public struct AuditCombination: Hashable, Sendable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The content size category.
    public var contentSize: TextSizeCategory
    /// The locale whose strings are shown, if any (else the document's own).
    public var locale: DocumentLocale?
    /// The reading direction for a locale that does not decide it, when the combination sets
    /// one (else the run's, else the document's).
    public var direction: ReadingDirection?

    /// Creates a combination.
    public init(width: Double, contentSize: TextSizeCategory, locale: DocumentLocale? = nil, direction: ReadingDirection? = nil) {
        self.width = width
        self.contentSize = contentSize
        self.locale = locale
        self.direction = direction
    }

    /// "375 pt · large · de", "375 pt · large · rtl".
    public var description: String {
        let width = width == width.rounded() && abs(width) < 1e15 ? String(Int(width)) : String(width)
        return ["\(width) pt", contentSize.rawValue, locale?.identifier, direction?.rawValue].compactMap { $0 }
            .joined(separator: " · ")
    }
}
