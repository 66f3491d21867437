import Foundation

/// A picture an SVG image embeds as a `data:` URL (`<image href="data:image/png;base64,…">`),
/// and the pixels it declares. librsvg decodes it whole, whatever size it is drawn at, so a
/// small file can hold a huge picture (a 1.5 MB SVG embedding a 20,000 × 20,000 PNG took
/// 2.8 GB); the size is read from the picture's header before librsvg sees it
/// (``SVGLimits/maximumEmbeddedPixels``).
///
/// Only base64 PNG and JPEG are accepted, told by their bytes (not by the media type the URL
/// claims): other formats would need their own header readers, and an embedded SVG would be a
/// document these checks do not see.
struct EmbeddedImage {
    /// Width and height in pixels, as the header declares them.
    var width: Int
    var height: Int

    /// Reads the header of the picture in `url`, a `data:` URL.
    ///
    /// - Throws: the reason, when it is not base64 PNG or JPEG or its header cannot be read.
    init(dataURL url: String) throws(SVGRefusal) {
        let text = url.trimmingSpaces
        guard let comma = text.firstIndex(of: ","),
            text[..<comma].lowercased().hasSuffix(";base64"),
            let bytes = Data(base64Encoded: String(text[text.index(after: comma)...]), options: .ignoreUnknownCharacters)
        else {
            throw SVGRefusal("an embedded picture (a data: URL) must be base64 PNG or JPEG")
        }
        let header = [UInt8](bytes.prefix(Self.headerBytes))
        if let size = Self.pngSize(header) ?? Self.jpegSize([UInt8](bytes)) {
            (width, height) = size
        } else {
            throw SVGRefusal("an embedded picture (a data: URL) must be base64 PNG or JPEG with a readable header")
        }
    }

    /// The pixels the picture declares.
    var pixels: Int { width * height }

    private static let headerBytes = 24

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The size in a PNG's first chunk (IHDR, which must come first).
    private static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, bytes.starts(with: pngSignature), bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        return (bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }

    /// The size in a JPEG's frame header (the first SOF marker), found by walking the
    /// segments after the start-of-image marker.
    private static func jpegSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            // Fill bytes, and markers without a length (TEM, RSTn).
            if marker == 0xFF || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                offset += marker == 0xFF ? 1 : 2
                continue
            }
            // The pixels start (SOS) or the image ends (EOI) before any frame header.
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = bigEndian(bytes, at: offset + 2, count: 2)
            // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { return nil }
                let height = bigEndian(bytes, at: offset + 5, count: 2)
                let width = bigEndian(bytes, at: offset + 7, count: 2)
                // A height of 0 is given later (a DNL marker): not read here.
                return height > 0 && width > 0 ? (width, height) : nil
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
