import Foundation

extension String {
    /// Whether the text's UTF-8 bytes include `byte`, by `memchr`, much faster than
    /// `utf8.contains` on a large document.
    func containsByte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, Int32(byte), bytes.count) != nil
        }
    }
}
