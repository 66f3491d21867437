import Foundation

/// Where a byte sequence stops being UTF-8, for the error that names the place.
package enum InvalidUTF8 {
    /// The first byte that cannot start or continue a character: its offset from 0, value and
    /// line and column (from 1; the column counts the characters before it on its line, as
    /// libyaml counts columns, in Unicode scalars). `nil` when `data` is valid UTF-8.
    package static func firstInvalidByte(in data: Data) -> (offset: Int, byte: UInt8, line: Int, column: Int)? {
        let bytes = [UInt8](data)
        var line = 1
        var column = 1
        var offset = 0
        while offset < bytes.count {
            let length = sequenceLength(bytes, at: offset)
            guard length > 0 else { return (offset, bytes[offset], line, column) }
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            offset += length
        }
        return nil
    }

    /// Whether `bytes` are well-formed UTF-8 throughout. Eight bytes at a time while they are
    /// ASCII (documents mostly are), a character at a time otherwise.
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        let count = bytes.count
        var offset = 0
        while offset < count {
            if offset + 8 <= count,
               UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                offset += 8
                continue
            }
            let length = sequenceLength(bytes, at: offset)
            guard length > 0 else { return false }
            offset += length
        }
        return true
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (the Unicode Standard's table
    /// 3-7: no overlong forms, no surrogates, nothing above U+10FFFF), or 0.
    private static func sequenceLength<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: Int) -> Int
    where Bytes.Index == Int {
        let first = bytes[offset]
        let (length, secondRange): (Int, ClosedRange<UInt8>)
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return 0
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return 0 }
        for index in offset + 2 ..< offset + length where !(0x80...0xBF).contains(bytes[index]) {
            return 0
        }
        return length
    }
}
