/// Turns an image's rows, top first, into PNG's filtered rows: each converted to PNG bytes
/// (``PNGEncoder/convertRow(_:width:opaque:into:)``) and filtered with the encoding's filter (for
/// `adaptive`, the cheapest of the five by libpng's heuristic), its type byte first. It keeps
/// the previous row, which the filters predict from, so rows may come from separate buffers.
final class PNGRowFilter {
    private let width: Int
    private let opaque: Bool
    private let pixelBytes: Int
    private let rowBytes: Int
    private let candidates: [PNGEncoding.RowFilter]
    /// The unfiltered current and previous rows, and one filtered row (its type byte first) per
    /// candidate filter.
    private let buffer: UnsafeMutablePointer<UInt8>
    private var current: UnsafeMutablePointer<UInt8>
    private var previous: UnsafeMutablePointer<UInt8>

    /// A filter for rows of `width` pixels, RGB when `opaque`, else RGBA.
    init(encoding: PNGEncoding, width: Int, opaque: Bool) {
        self.width = width
        self.opaque = opaque
        pixelBytes = opaque ? 3 : 4
        rowBytes = width * pixelBytes
        candidates = encoding.filter == .adaptive ? PNGEncoding.RowFilter.fixedFilters : [encoding.filter]
        let size = 2 * rowBytes + candidates.count * (rowBytes + 1)
        buffer = .allocate(capacity: size)
        // The row above the first is all zeros, as PNG defines it.
        buffer.initialize(repeating: 0, count: size)
        current = buffer
        previous = buffer + rowBytes
    }

    deinit { buffer.deallocate() }

    /// The next row, from `source`'s ARGB32 pixels, filtered; valid until the next call.
    func next(_ source: UnsafeRawPointer) -> UnsafeBufferPointer<UInt8> {
        PNGEncoder.convertRow(source, width: width, opaque: opaque, into: current)
        let filtered = buffer + 2 * rowBytes
        var best = 0
        var bestCost = Int.max
        for (index, filter) in candidates.enumerated() {
            let output = filtered + index * (rowBytes + 1)
            output[0] = filter.typeByte
            let cost = filter.apply(
                row: current, previous: previous, count: rowBytes, pixelBytes: pixelBytes, into: output + 1,
                measuringCost: candidates.count > 1)
            if cost < bestCost { (best, bestCost) = (index, cost) }
        }
        swap(&current, &previous)
        return UnsafeBufferPointer(start: filtered + best * (rowBytes + 1), count: rowBytes + 1)
    }
}
