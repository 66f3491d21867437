extension PNGEncoding.RowFilter {
    /// The filter-type byte that precedes a row filtered this way (PNG specification, 9.2).
    var typeByte: UInt8 {
        switch self {
        case .none, .adaptive: 0
        case .sub: 1
        case .up: 2
        case .average: 3
        case .paeth: 4
        }
    }

    /// The filters `adaptive` chooses between, in the order ties go.
    static let fixedFilters: [PNGEncoding.RowFilter] = [.none, .sub, .up, .average, .paeth]

    /// Writes `row` filtered with this (fixed) filter into `output` and returns the adaptive
    /// heuristic's cost of the result: the sum of the bytes read as signed values, made positive.
    ///
    /// `previous` is the unfiltered row above (all zeros for the first row), `count` the bytes
    /// in a row and `pixelBytes` the bytes per pixel (the distance to the left neighbour).
    @discardableResult
    func apply(
        row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, pixelBytes: Int,
        into output: UnsafeMutablePointer<UInt8>, measuringCost: Bool
    ) -> Int {
        // The first pixel has no left neighbour: the left byte (and the upper left) count as 0.
        switch self {
        case .none, .adaptive:
            output.update(from: row, count: count)
        case .sub:
            for i in 0..<min(pixelBytes, count) { output[i] = row[i] }
            for i in pixelBytes..<max(pixelBytes, count) { output[i] = row[i] &- row[i - pixelBytes] }
        case .up:
            for i in 0..<count { output[i] = row[i] &- previous[i] }
        case .average:
            for i in 0..<min(pixelBytes, count) { output[i] = row[i] &- previous[i] / 2 }
            for i in pixelBytes..<max(pixelBytes, count) {
                output[i] = row[i] &- UInt8(truncatingIfNeeded: (UInt16(row[i - pixelBytes]) &+ UInt16(previous[i])) >> 1)
            }
        case .paeth:
            // With no left neighbour the predictor is the upper byte.
            for i in 0..<min(pixelBytes, count) { output[i] = row[i] &- previous[i] }
            for i in pixelBytes..<max(pixelBytes, count) {
                output[i] = row[i] &- Self.paethPredictor(
                    left: row[i - pixelBytes], up: previous[i], upLeft: previous[i - pixelBytes])
            }
        }
        guard measuringCost else { return 0 }
        // Wrapping arithmetic throughout: overflow checks would keep these loops from being
        // vectorised (a row's sum cannot overflow: at most 128 per byte).
        var cost = 0
        for i in 0..<count {
            let byte = Int(output[i])
            cost &+= byte < 128 ? byte : 256 &- byte
        }
        return cost
    }

    /// The neighbour closest to `left + up − upLeft`; ties go to left, then up (PNG
    /// specification, 9.4).
    @inline(__always)
    static func paethPredictor(left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
        let (a, b, c) = (Int32(left), Int32(up), Int32(upLeft))
        let distanceLeft = magnitude(b &- c)
        let distanceUp = magnitude(a &- c)
        let distanceUpLeft = magnitude(a &+ b &- 2 &* c)
        if distanceLeft <= distanceUp && distanceLeft <= distanceUpLeft { return left }
        return distanceUp <= distanceUpLeft ? up : upLeft
    }

    /// |x| without the overflow check of `abs` (x is far from Int32.min here).
    @inline(__always)
    private static func magnitude(_ x: Int32) -> Int32 { x < 0 ? 0 &- x : x }
}
