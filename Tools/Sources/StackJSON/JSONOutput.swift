/// JSON text built as UTF-8 bytes in one growing buffer, and the one JSON string escaper of the
/// tools (frames, the document schema): the frames of a document of 100,000
/// nodes are ten megabytes, and building them from interpolated strings joined together cost
/// several small allocations per number (2.1 µs per node; this is a few hundred nanoseconds).
public struct JSONOutput: Sendable {
    /// The UTF-8 written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    public init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Text written as it is (punctuation, keys known to need no escape).
    public mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A number at full precision: whole numbers without a fraction (`375`, never `375.0` or
    /// `-0`), others in Swift's shortest round-tripping form; the same text as
    /// `NumberText.exact`.
    public mutating func number(_ value: Double) {
        guard value == value.rounded() && abs(value) < 1e15 else {
            bytes.append(contentsOf: value.description.utf8)
            return
        }
        integer(Int(value))
    }

    /// An integer in decimal.
    public mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // 24 bytes hold the 20 digits of the largest magnitude; written backwards, then copied.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: buffer[start...])
        }
    }

    /// A JSON string literal: `"`, `\` and the control characters escaped (`\n`, `\r`, `\t`,
    /// else `\u00XX`), everything else as its UTF-8 bytes. Escaping by byte is escaping by
    /// character: those characters are ASCII, and no byte of a longer UTF-8 sequence is ASCII.
    public mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for (offset, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<offset]))
                start = offset + 1
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case UInt8(ascii: "\n"): raw("\\n")
                case UInt8(ascii: "\r"): raw("\\r")
                case UInt8(ascii: "\t"): raw("\\t")
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    raw("\\u00")
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
