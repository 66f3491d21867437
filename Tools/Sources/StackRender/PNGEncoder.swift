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
        let pixelBytes = opaque ? 3 : 4
        let rowBytes = width * pixelBytes
        var file = PNGChunkWriter()
        file.reserve(rowBytes * height / 8)
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

        switch encoding.compressor {
        case .zlib:
            // Each row is compressed as soon as it is filtered: only two rows are held.
            let compressor = try DeflateCompressor(encoding: encoding, path: path)
            try filterRows(pixels, width: width, height: height, stride: stride, opaque: opaque) { row, y throws(RenderError) in
                try compressor.compress(row, finish: y == height - 1) { compressed in file.writeImageData(compressed) }
            }
        case .libdeflate:
            let compressed = try libdeflateImageData(pixels, width: width, height: height, stride: stride, opaque: opaque, path: path)
            compressed.withUnsafeBufferPointer { file.writeImageData($0) }
        }
        file.writeChunk("IEND") { _ in }
        return file.bytes
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
            try filterRows(pixels, width: width, height: height, stride: stride, opaque: opaque) { row, y in
                (imageData + y * (rowBytes + 1)).update(from: row.baseAddress!, count: row.count)
            }
        }
        return try LibdeflateCompression.compress(
            UnsafeBufferPointer(start: imageData, count: imageBytes), level: encoding.level, path: path)
    }

    /// Converts each row to PNG bytes, filters it with ``encoding``'s filter (for `adaptive`, the
    /// cheapest of the five by libpng's heuristic), and hands it to `emit` with its type byte
    /// first, top row first, with the row's index.
    private func filterRows(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool,
        emit: (UnsafeBufferPointer<UInt8>, Int) throws(RenderError) -> Void
    ) throws(RenderError) {
        let pixelBytes = opaque ? 3 : 4
        let rowBytes = width * pixelBytes
        // The unfiltered current and previous rows, and one filtered row (its type byte first)
        // per candidate filter.
        let candidates = encoding.filter == .adaptive ? PNGEncoding.RowFilter.fixedFilters : [encoding.filter]
        let size = 2 * rowBytes + candidates.count * (rowBytes + 1)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: 0, count: size)
        var current = buffer
        var previous = buffer + rowBytes
        let filtered = buffer + 2 * rowBytes
        for y in 0..<height {
            Self.convertRow(pixels + y * stride, width: width, opaque: opaque, into: current)
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
            try emit(UnsafeBufferPointer(start: filtered + best * (rowBytes + 1), count: rowBytes + 1), y)
            swap(&current, &previous)
        }
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
