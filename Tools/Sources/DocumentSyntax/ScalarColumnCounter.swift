/// Counts columns as libyaml does (Unicode scalars since the line's start, plus one), carrying
/// on from the last position asked on the same line: the values of a long line then cost one
/// pass over it, not one each. ``JSONComposer`` marks values with it.
struct ScalarColumnCounter {
    private var countedOffset = 0
    private var countedColumn = 1

    /// The column of byte `position` of `bytes`, on the line that starts at `lineStart`.
    mutating func column(of position: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if countedOffset < lineStart || countedOffset > position {
            countedOffset = lineStart
            countedColumn = 1
        }
        while countedOffset < position {
            // A byte that does not continue a character starts one.
            if bytes[countedOffset] & 0xC0 != 0x80 { countedColumn += 1 }
            countedOffset += 1
        }
        return countedColumn
    }
}
