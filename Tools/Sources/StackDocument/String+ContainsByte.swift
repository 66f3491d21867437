import Foundation

extension String {
    /// Whether the text's UTF-8 bytes include `byte`, by `memchr`: walking `String.UTF8View`
    /// a byte at a time (`utf8.contains`) was a twentieth of reading a large YAML document
    /// for each byte looked for.
    func containsByte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, Int32(byte), bytes.count) != nil
        }
    }
}
