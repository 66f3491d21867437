/// How a PNG's image data is compressed: the deflate level, the row filter applied before
/// deflating, and deflate's strategy. Every setting gives a valid PNG with the same pixels;
/// they trade encoding time against file size (docs/performance.md, "PNG encoding").
///
/// ```swift
/// let encoding = try PNGEncoding(level: 1, filter: .up, strategy: .rle)
/// let options = RenderOptions(pngEncoding: encoding)
/// ```
///
/// Most callers choose a ``PNGCompression`` instead, which names a tested setting.
public struct PNGEncoding: Hashable, Sendable, CustomStringConvertible {
    /// A PNG row filter (PNG specification, section 9): what each byte is stored as, relative
    /// to its neighbours, so that deflate finds more repetition.
    public enum RowFilter: String, CaseIterable, Hashable, Sendable {
        /// Bytes as they are.
        case none
        /// Difference from the byte one pixel to the left.
        case sub
        /// Difference from the byte one row up.
        case up
        /// Difference from the mean of the left and upper bytes.
        case average
        /// Difference from the Paeth predictor of the left, upper and upper-left bytes.
        case paeth
        /// Per row, the filter whose output has the smallest sum of absolute (signed) byte
        /// values, libpng's heuristic when all filters are allowed (its default for 8-bit colour).
        case adaptive
    }

    /// zlib's deflate strategy.
    public enum Strategy: String, CaseIterable, Hashable, Sendable {
        /// `Z_DEFAULT_STRATEGY`: string matching as the level says.
        case `default`
        /// `Z_FILTERED`: favours short literals, for filtered data; libpng's choice when rows
        /// are filtered.
        case filtered
        /// `Z_RLE`: matches only runs of the same byte at distance one (fast; good on flat areas).
        case rle
    }

    /// The deflate level, 0 (stored, no compression) to 9 (smallest, slowest).
    public let level: Int
    /// The row filter.
    public let filter: RowFilter
    /// The deflate strategy.
    public let strategy: Strategy

    /// Creates a setting.
    ///
    /// - Throws: ``RenderError/invalidPNGCompressionLevel(_:)`` unless `level` is 0 to 9.
    public init(level: Int, filter: RowFilter, strategy: Strategy) throws(RenderError) {
        guard (0...9).contains(level) else { throw .invalidPNGCompressionLevel(level) }
        self.level = level
        self.filter = filter
        self.strategy = strategy
    }

    /// What Cairo's own PNG writer (`cairo_surface_write_to_png`) gets from libpng's defaults:
    /// level 6, adaptive filtering, the filtered strategy.
    public static let libpngDefault = PNGEncoding(uncheckedLevel: 6, filter: .adaptive, strategy: .filtered)

    /// `level 6, adaptive, filtered`: the setting in a form the benchmark prints.
    public var description: String { "level \(level), \(filter.rawValue), \(strategy.rawValue)" }

    /// For constants whose level is known to be valid.
    init(uncheckedLevel level: Int, filter: RowFilter, strategy: Strategy) {
        self.level = level
        self.filter = filter
        self.strategy = strategy
    }
}
