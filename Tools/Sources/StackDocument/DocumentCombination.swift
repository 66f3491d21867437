/// One way to show a document: the bounds, text size, direction, scale and locale to lay it
/// out in. Every value is optional; an absent one falls back to the document's `environment:`
/// and then to the engine's default (``StackDocument/setup(for:)`` says exactly how).
///
/// Every command of `stacks` that lays a document out (frames, explain, render, audit) turns
/// its options into combinations and hands them to ``StackDocument/layout(_:measurer:)``, so an
/// option means the same to all of them.
public struct DocumentCombination: Hashable, Sendable {
    /// The width to lay the root out in, in points.
    public var width: Double?
    /// The height to place the root in, in points; absent (here and in the document) means the
    /// height the root needs at the width.
    public var height: Double?
    /// The Dynamic Type setting.
    public var contentSize: TextSizeCategory?
    /// The reading direction for a locale that does not decide it (see ``StackDocument/setup(for:)``).
    public var direction: ReadingDirection?
    /// Device pixels per point; `0` turns pixel rounding off.
    public var scale: Double?
    /// The locale whose strings the document is shown in; absent means the document's own text.
    public var locale: DocumentLocale?

    /// Creates a combination; each absent value falls back to the document's.
    public init(
        width: Double? = nil, height: Double? = nil, contentSize: TextSizeCategory? = nil,
        direction: ReadingDirection? = nil, scale: Double? = nil, locale: DocumentLocale? = nil
    ) {
        self.width = width
        self.height = height
        self.contentSize = contentSize
        self.direction = direction
        self.scale = scale
        self.locale = locale
    }

    /// The language text is measured and shaped in: the locale's (`en` for the pseudo-locales
    /// and when there is no locale).
    public var language: String { locale?.language ?? "en" }
}
