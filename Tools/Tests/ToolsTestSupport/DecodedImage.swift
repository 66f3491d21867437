import CCairo

/// A PNG decoded by Cairo, as any PNG consumer would read it: its size and its ARGB32 pixels
/// (premultiplied, as Cairo holds them), with un-premultiplied channels by subscript.
public struct DecodedImage: Sendable {
    /// One pixel's un-premultiplied 8-bit channels.
    public struct Pixel: Equatable, Sendable, CustomStringConvertible {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
        public var isWhite: Bool { red == 255 && green == 255 && blue == 255 && alpha == 255 }

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Whether every channel is within `tolerance` of the channels given in 0…1.
        public func matches(red: Double, green: Double, blue: Double, alpha: Double, tolerance: Int = 2) -> Bool {
            let expected = [red, green, blue, alpha].map { Int(($0 * 255).rounded()) }
            return zip([self.red, self.green, self.blue, self.alpha].map(Int.init), expected).allSatisfy { abs($0 - $1) <= tolerance }
        }
    }

    public let width: Int
    public let height: Int
    /// Cairo's ARGB32 words, row by row (an opaque image's alpha byte set to 255).
    public let argb: [UInt32]

    /// Decodes the PNG file at `path`; nil when Cairo cannot read it.
    public init?(path: String) {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        self.init(surface: surface)
    }

    /// Decodes PNG bytes; nil when Cairo cannot read them.
    public init?(png: [UInt8]) {
        var reading = (bytes: png, cursor: 0)
        let surface = withUnsafeMutablePointer(to: &reading) { closure in
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let reading = closure!.assumingMemoryBound(to: (bytes: [UInt8], cursor: Int).self)
                let start = reading.pointee.cursor
                guard let data, start + Int(length) <= reading.pointee.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                for i in 0..<Int(length) { data[i] = reading.pointee.bytes[start + i] }
                reading.pointee.cursor += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, closure)
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        self.init(surface: surface)
    }

    private init?(surface: OpaquePointer) {
        let format = cairo_image_surface_get_format(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let opaque = format == CAIRO_FORMAT_RGB24
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels.append(opaque ? row[x] | 0xFF00_0000 : row[x]) }
        }
        argb = pixels
    }

    /// The un-premultiplied pixel at (x, y).
    public subscript(x: Int, y: Int) -> Pixel {
        let value = argb[y * width + x]
        let alpha = UInt8(value >> 24)
        // Cairo stores premultiplied alpha.
        func channel(_ shift: UInt32) -> UInt8 {
            let c = (value >> shift) & 0xFF
            return alpha == 0 ? 0 : UInt8(min(255, (c * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        return Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// The bounding box (in pixels, inclusive) of every pixel that is not opaque white.
    public var inkBounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<height {
            for x in 0..<width where !self[x, y].isWhite {
                if let b = box {
                    box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                } else {
                    box = (x, y, x, y)
                }
            }
        }
        return box
    }

    /// The non-white pixels (x, y).
    public var inkPixels: [(x: Int, y: Int)] {
        var pixels: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width where !self[x, y].isWhite { pixels.append((x, y)) }
        }
        return pixels
    }

    /// How many pixels differ from `other`'s by more than `tolerance` in some channel.
    public func countDifferentPixels(from other: DecodedImage, tolerance: Int) -> Int {
        var count = 0
        for (a, b) in zip(argb, other.argb) where a != b {
            for shift in stride(from: 0, to: 32, by: 8)
            where abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > tolerance {
                count += 1
                break
            }
        }
        return count
    }
}
