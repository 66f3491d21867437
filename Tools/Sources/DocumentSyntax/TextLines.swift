/// Lines and columns of a UTF-8 text as libyaml counts them: lines from 1, each ended by
/// `\r\n`, `\n`, `\r`, U+0085, U+2028 or U+2029; columns from 1, one per Unicode scalar. The
/// reader uses it to name the place of what libyaml does not see (a U+0000 byte, a surrogate
/// escape it was given a stand-in for).
struct TextLines {
    private let bytes: [UInt8]
    /// The offset of each line's first byte.
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let length = Self.breakLength(bytes, at: index)
            index += max(length, 1)
            if length > 0 { starts.append(index) }
        }
        self.starts = starts
    }

    /// The length of the line break at `index`, or 0 when there is none.
    private static func breakLength(_ bytes: [UInt8], at index: Int) -> Int {
        switch bytes[index] {
        case UInt8(ascii: "\n"): return 1
        case UInt8(ascii: "\r"): return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            return 3
        default: return 0
        }
    }

    /// The line and column of byte `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        // The last line starting at or before the offset.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = bytes[starts[low]..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return (low + 1, column)
    }

    /// The byte offset of `line` and `column` (the end of the text when there is no such place).
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= starts.count else { return bytes.count }
        var offset = starts[line - 1], counted = 1
        while offset < bytes.count, counted < column {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            counted += 1
        }
        return offset
    }
}
