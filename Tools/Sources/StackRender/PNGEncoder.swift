/// Writes Cairo's ARGB32 pixels as a PNG file with a chosen ``PNGEncoding``.
///
/// ```swift
/// let data = cairo_image_surface_get_data(surface)!
/// let png = try PNGEncoder(encoding: PNGCompression.best.encoding).encode(
///     argb32: data, width: 750, height: 424, stride: Int(cairo_image_surface_get_stride(surface)))
/// ```
///
/// The pixels it stores are exactly those `cairo_surface_write_to_png` stores (Cairo 1.16's
/// `write_png`): an image whose every pixel is opaque becomes 8-bit RGB, any other 8-bit RGBA
/// with the colours un-premultiplied by the same integer rounding, `(c × 255 + a / 2) / a`,
/// and fully transparent pixels all zero. A white background (`bKGD`) is recorded as Cairo
/// does. Only the compression differs, so a file decodes to the same pixels whatever the
/// setting.
public struct PNGEncoder: Sendable {
    /// How the image data is compressed.
    public var encoding: PNGEncoding

    /// An encoder compressing with `encoding`.
    public init(encoding: PNGEncoding) {
        self.encoding = encoding
    }

    /// The PNG file of `height` rows of `width` native-endian premultiplied ARGB32 pixels,
    /// each row `stride` bytes after the one before (Cairo's image-surface layout).
    ///
    /// `pixels` must hold `height × stride` bytes, `stride ≥ 4 × width`, aligned for 32-bit
    /// reads (as Cairo's data is).
    ///
    /// - Throws: ``RenderError/encodingFailed(path:reason:)`` naming `path` (the file the PNG is
    ///   for, if any) when zlib or libdeflate fails (out of memory).
    public func encode(
        argb32 pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, path: String? = nil
    ) throws(RenderError) -> [UInt8] {
        let opaque = Self.isOpaque(pixels, width: width, height: height, stride: stride)
        var file = Self.header(width: width, height: height, opaque: opaque)
        switch encoding.compressor {
        case .zlib:
            // Each row is compressed as soon as it is filtered: only two rows are held.
            try Self.writeZlibImageData(
                into: &file, encoding: encoding, width: width, height: height, bandHeight: height, opaque: opaque, path: path
            ) { _, _ in (pixels, stride) }
        case .libdeflate:
            let compressed = try libdeflateImageData(pixels, width: width, height: height, stride: stride, opaque: opaque, path: path)
            compressed.withUnsafeBufferPointer { file.writeImageData($0) }
        }
        file.writeChunk("IEND") { _ in }
        return file.bytes
    }

    /// The PNG file of an opaque image too large to hold at once, drawn band by band:
    /// `drawBand(top, rows)` draws rows `top ..< top + rows` and returns their native-endian
    /// premultiplied ARGB32 pixels, every alpha 255, and the stride between rows (valid until
    /// the next call). Each band is filtered and compressed before the next is drawn, so only
    /// one band and the compressed file are held.
    ///
    /// The stream is zlib's, which takes its input in pieces (libdeflate compresses one buffer):
    /// a libdeflate encoding is carried over as zlib's level nearest it (at most 9) with the same
    /// filter. The pixels are those ``encode(argb32:width:height:stride:path:)`` stores.
    ///
    /// - Throws: what `drawBand` throws, or ``RenderError/encodingFailed(path:reason:)``.
    func encodeOpaqueInBands(
        width: Int, height: Int, bandHeight: Int, path: String? = nil,
        drawBand: (_ top: Int, _ rows: Int) throws(RenderError) -> (pixels: UnsafeRawPointer, stride: Int)
    ) throws(RenderError) -> [UInt8] {
        var file = Self.header(width: width, height: height, opaque: true)
        let streamed = encoding.compressor == .zlib
            ? encoding : PNGEncoding(uncheckedLevel: min(encoding.level, 9), filter: encoding.filter, strategy: .default)
        try Self.writeZlibImageData(
            into: &file, encoding: streamed, width: width, height: height, bandHeight: bandHeight, opaque: true, path: path,
            drawBand: drawBand)
        file.writeChunk("IEND") { _ in }
        return file.bytes
    }

    /// Filters and compresses with zlib the rows `drawBand` gives, a band of `bandHeight` rows
    /// at a time, into `file`'s `IDAT` chunks.
    private static func writeZlibImageData(
        into file: inout PNGChunkWriter, encoding: PNGEncoding, width: Int, height: Int, bandHeight: Int, opaque: Bool,
        path: String?, drawBand: (_ top: Int, _ rows: Int) throws(RenderError) -> (pixels: UnsafeRawPointer, stride: Int)
    ) throws(RenderError) {
        let compressor = try DeflateCompressor(encoding: encoding, path: path)
        let filter = PNGRowFilter(encoding: encoding, width: width, opaque: opaque)
        for top in stride(from: 0, to: height, by: max(1, bandHeight)) {
            let rows = min(max(1, bandHeight), height - top)
            let band = try drawBand(top, rows)
            for row in 0..<rows {
                try compressor.compress(filter.next(band.pixels + row * band.stride), finish: top + row == height - 1) {
                    file.writeImageData($0)
                }
            }
        }
    }

    /// The signature, `IHDR` and `bKGD` of an image of `width` × `height` pixels, RGB when
    /// `opaque`, else RGBA.
    private static func header(width: Int, height: Int, opaque: Bool) -> PNGChunkWriter {
        var file = PNGChunkWriter()
        file.reserve(width * (opaque ? 3 : 4) * height / 8)
        file.writeSignature()
        file.writeChunk("IHDR") { data in
            data.appendBigEndian(UInt32(width))
            data.appendBigEndian(UInt32(height))
            // 8 bits per channel, colour type 2 (RGB) or 6 (RGBA), deflate, filters of
            // method 0, not interlaced.
            data += [8, opaque ? 2 : 6, 0, 0, 0]
        }
        // A white background, 16 bits per sample as the chunk stores them.
        file.writeChunk("bKGD") { data in data += [0, 255, 0, 255, 0, 255] }
        return file
    }

    /// The image's rows filtered and compressed by libdeflate, which compresses one buffer: every
    /// filtered row is gathered first.
    private func libdeflateImageData(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool, path: String?
    ) throws(RenderError) -> [UInt8] {
        let rowBytes = width * (opaque ? 3 : 4)
        let imageBytes = height * (rowBytes + 1)
        let imageData = UnsafeMutablePointer<UInt8>.allocate(capacity: imageBytes)
        defer { imageData.deallocate() }
        if encoding.filter == .none {
            // Unfiltered rows are the converted pixels after a 0 type byte: converted in place.
            for y in 0..<height {
                let row = imageData + y * (rowBytes + 1)
                row[0] = PNGEncoding.RowFilter.none.typeByte
                Self.convertRow(pixels + y * stride, width: width, opaque: opaque, into: row + 1)
            }
        } else {
            let filter = PNGRowFilter(encoding: encoding, width: width, opaque: opaque)
            for y in 0..<height {
                let row = filter.next(pixels + y * stride)
                (imageData + y * (rowBytes + 1)).update(from: row.baseAddress!, count: row.count)
            }
        }
        return try LibdeflateCompression.compress(
            UnsafeBufferPointer(start: imageData, count: imageBytes), level: encoding.level, path: path)
    }

    /// Whether every pixel's alpha is 255 (Cairo then writes RGB without alpha).
    static func isOpaque(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xFF { return false }
        }
        return true
    }

    /// One row of ARGB32 pixels as RGB bytes (`opaque`) or un-premultiplied RGBA bytes, with
    /// Cairo's rounding.
    static func convertRow(_ source: UnsafeRawPointer, width: Int, opaque: Bool, into row: UnsafeMutablePointer<UInt8>) {
        let pixels = source.assumingMemoryBound(to: UInt32.self)
        if opaque {
            for x in 0..<width {
                let pixel = pixels[x]
                row[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                row[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                row[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
            }
            return
        }
        for x in 0..<width {
            let pixel = pixels[x]
            let alpha = pixel >> 24
            let out = row + 4 * x
            switch alpha {
            case 0:
                out[0] = 0; out[1] = 0; out[2] = 0; out[3] = 0
            case 0xFF:
                // (c × 255 + 127) / 255 is c: no division needed.
                out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                out[2] = UInt8(truncatingIfNeeded: pixel)
                out[3] = 0xFF
            default:
                out[0] = UInt8(truncatingIfNeeded: (((pixel >> 16) & 0xFF) * 255 + alpha / 2) / alpha)
                out[1] = UInt8(truncatingIfNeeded: (((pixel >> 8) & 0xFF) * 255 + alpha / 2) / alpha)
                out[2] = UInt8(truncatingIfNeeded: ((pixel & 0xFF) * 255 + alpha / 2) / alpha)
                out[3] = UInt8(truncatingIfNeeded: alpha)
            }
        }
    }
}
