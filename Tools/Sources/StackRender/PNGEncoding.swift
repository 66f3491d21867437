/// How a PNG's image data is compressed: the DEFLATE implementation and its level, the row
/// filter applied before deflating, and (zlib only) deflate's strategy. Every setting gives a
/// valid PNG with the same pixels; they trade encoding time against file size
/// (docs/performance.md, "PNG encoding").
///
/// ```swift
/// let encoding = try PNGEncoding(level: 1, filter: .up, strategy: .rle)       // zlib
/// let faster = try PNGEncoding(libdeflateLevel: 6, filter: .none)            // libdeflate
/// let options = RenderOptions(pngEncoding: faster)
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

    /// The DEFLATE implementation that compresses the image data. Both write the zlib format
    /// PNG requires; any PNG reader decodes either.
    public enum Compressor: String, CaseIterable, Hashable, Sendable {
        /// zlib's streaming deflate, levels 0–9, with a ``Strategy``: what libpng, and so Cairo's
        /// own writer, uses. Rows are compressed as they are converted.
        case zlib
        /// libdeflate's whole-buffer compressor, levels 0–12: on the gallery about three times as
        /// fast as zlib for files of the same size. The image data is compressed in one piece,
        /// so it is held in memory whole (3 or 4 bytes a pixel, beside the surface's 4).
        case libdeflate
    }

    /// zlib's deflate strategy (libdeflate has none: its settings are all ``Strategy/default``).
    public enum Strategy: String, CaseIterable, Hashable, Sendable {
        /// `Z_DEFAULT_STRATEGY`: string matching as the level says.
        case `default`
        /// `Z_FILTERED`: favours short literals, for filtered data; libpng's choice when rows
        /// are filtered.
        case filtered
        /// `Z_RLE`: matches only runs of the same byte at distance one (fast; good on flat areas).
        case rle
    }

    /// The DEFLATE implementation.
    public let compressor: Compressor
    /// The deflate level, 0 (stored, no compression) to 9 (zlib) or 12 (libdeflate), the
    /// smallest and slowest.
    public let level: Int
    /// The row filter.
    public let filter: RowFilter
    /// The deflate strategy.
    public let strategy: Strategy

    /// Creates a setting compressing with zlib.
    ///
    /// - Throws: ``RenderError/invalidPNGCompressionLevel(_:)`` unless `level` is 0 to 9.
    public init(level: Int, filter: RowFilter, strategy: Strategy) throws(RenderError) {
        guard (0...9).contains(level) else { throw .invalidPNGCompressionLevel(level) }
        self.init(uncheckedLevel: level, filter: filter, strategy: strategy)
    }

    /// Creates a setting compressing with libdeflate.
    ///
    /// - Throws: ``RenderError/invalidLibdeflateLevel(_:)`` unless `level` is 0 to 12.
    public init(libdeflateLevel level: Int, filter: RowFilter) throws(RenderError) {
        guard (0...12).contains(level) else { throw .invalidLibdeflateLevel(level) }
        self.init(uncheckedLibdeflateLevel: level, filter: filter)
    }

    /// What Cairo's own PNG writer (`cairo_surface_write_to_png`) gets from libpng's defaults:
    /// level 6, adaptive filtering, the filtered strategy.
    public static let libpngDefault = PNGEncoding(uncheckedLevel: 6, filter: .adaptive, strategy: .filtered)

    /// `level 6, adaptive, filtered` (zlib) or `libdeflate 6, none`: the setting in a form the
    /// benchmark prints.
    public var description: String {
        switch compressor {
        case .zlib: "level \(level), \(filter.rawValue), \(strategy.rawValue)"
        case .libdeflate: "libdeflate \(level), \(filter.rawValue)"
        }
    }

    /// A zlib setting whose level is known to be valid.
    init(uncheckedLevel level: Int, filter: RowFilter, strategy: Strategy) {
        self.compressor = .zlib
        self.level = level
        self.filter = filter
        self.strategy = strategy
    }

    /// A libdeflate setting whose level is known to be valid.
    init(uncheckedLibdeflateLevel level: Int, filter: RowFilter) {
        self.compressor = .libdeflate
        self.level = level
        self.filter = filter
        self.strategy = .default
    }
}
