// PNG encoding: the gallery's pictures encoded by Cairo's own writer (libpng's
// defaults) and by `PNGEncoder` with each setting, timed and sized, and checked to decode to
// the same pixels.
import CCairo
import Foundation
import StackRender

/// One decoded picture: Cairo's ARGB32 surface of a gallery PNG.
private final class GalleryPicture {
    let name: String
    let surface: OpaquePointer

    init(path: String) throws {
        guard let surface = cairo_image_surface_create_from_png(path), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw BenchmarkError.usage("cannot read \(path) as PNG") }
        self.name = URL(fileURLWithPath: path).lastPathComponent
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }

    var width: Int { Int(cairo_image_surface_get_width(surface)) }
    var height: Int { Int(cairo_image_surface_get_height(surface)) }

    /// The file `cairo_surface_write_to_png_stream` writes (what `stacks` wrote before).
    func cairoPNG() -> [UInt8] {
        var bytes: [UInt8] = []
        withUnsafeMutablePointer(to: &bytes) { pointer in
            _ = cairo_surface_write_to_png_stream(surface, { closure, data, length in
                closure!.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        return bytes
    }

    func encoded(_ encoding: PNGEncoding) throws -> [UInt8] {
        try PNGEncoder(encoding: encoding).encode(
            argb32: cairo_image_surface_get_data(surface)!, width: width, height: height,
            stride: Int(cairo_image_surface_get_stride(surface)))
    }
}

/// The decoded pixels of a PNG file, row by row without padding.
private func decodedPixels(_ png: [UInt8]) -> [UInt32]? {
    var cursor = 0
    let surface = withUnsafeMutablePointer(to: &cursor) { cursorPointer in
        png.withUnsafeBufferPointer { file in
            var reading = (file: file, cursor: cursorPointer)
            return withUnsafeMutablePointer(to: &reading) { closure in
                cairo_image_surface_create_from_png_stream({ closure, data, length in
                    let reading = closure!.assumingMemoryBound(to: (file: UnsafeBufferPointer<UInt8>, cursor: UnsafeMutablePointer<Int>).self).pointee
                    let start = reading.cursor.pointee
                    guard start + Int(length) <= reading.file.count else { return CAIRO_STATUS_READ_ERROR }
                    data!.update(from: reading.file.baseAddress! + start, count: Int(length))
                    reading.cursor.pointee += Int(length)
                    return CAIRO_STATUS_SUCCESS
                }, closure)
            }
        }
    }
    guard let surface else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
    let (width, height, stride) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)),
                                   Int(cairo_image_surface_get_stride(surface)))
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride)
        for x in 0..<width { pixels.append(row.load(fromByteOffset: 4 * x, as: UInt32.self)) }
    }
    return pixels
}

/// The settings the sweep measures: libpng's filtering (adaptive, filtered strategy) at the
/// levels around its default, no filter with both strategies at every level from 3 (below 4
/// zlib does no lazy matching and files grow by a fifth), and every fixed filter with every
/// strategy at level 1 (the fastest); then libdeflate at every level without a filter, and with
/// the `up` and adaptive filters at levels 1 and 6.
func pngSweepSettings() throws -> [PNGEncoding] {
    var settings: [PNGEncoding] = []
    func add(_ setting: PNGEncoding) { if !settings.contains(setting) { settings.append(setting) } }
    for level in [1, 4, 6, 9] { add(try PNGEncoding(level: level, filter: .adaptive, strategy: .filtered)) }
    for level in 3...9 {
        for strategy in [PNGEncoding.Strategy.default, .filtered] { add(try PNGEncoding(level: level, filter: .none, strategy: strategy)) }
    }
    for filter in PNGEncoding.RowFilter.allCases {
        for strategy in PNGEncoding.Strategy.allCases { add(try PNGEncoding(level: 1, filter: filter, strategy: strategy)) }
    }
    for level in 1...12 { add(try PNGEncoding(libdeflateLevel: level, filter: .none)) }
    for level in [1, 6] {
        for filter in [PNGEncoding.RowFilter.up, .adaptive] { add(try PNGEncoding(libdeflateLevel: level, filter: filter)) }
    }
    for choice in PNGCompression.allCases { add(choice.encoding) }
    return settings
}

/// Like `sample`, but in CPU time of the calling thread: the machine this runs on is shared,
/// and time spent waiting for a core says nothing about the encoder.
private func sampleCPU(_ budget: Budget, _ body: () throws -> Void) rethrows -> Samples {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
    var samples: [Double] = []
    let start = clock.now
    repeat {
        let began = now()
        try body()
        samples.append(now() - began)
    } while samples.count < budget.maximumRuns && (clock.now - start < budget.duration || samples.count < budget.minimumRuns)
    return Samples(nanoseconds: samples)
}

func pngWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    let folder = locate("docs/gallery")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    guard !names.isEmpty else { throw BenchmarkError.usage("no PNG files in \(folder)") }
    let pictures = try names.map { try GalleryPicture(path: folder + "/" + $0) }
    var result = WorkloadResult(name: "png", title: "PNG encoding of the \(pictures.count) gallery pictures (\(folder))")
    let megapixels = Double(pictures.reduce(0) { $0 + $1.width * $1.height }) / 1e6
    // A round encodes every picture once; fewer rounds than other workloads, as a round of
    // the slow settings takes a second.
    let budget = Budget(duration: context.budget.duration, minimumRuns: 3, maximumRuns: 1000)

    let reference = pictures.map { $0.cairoPNG() }
    let referencePixels = reference.map { decodedPixels($0) }
    let cairoBytes = reference.reduce(0) { $0 + $1.count }
    let cairoTime = sampleCPU(budget) { for picture in pictures { blackHole(picture.cairoPNG()) } }.median
    result.details.append("CPU time of the encoding thread per round (all pictures once), median of the rounds")
    result.details.append(String(format: "%.1f megapixels; Cairo's writer (libpng defaults: level 6, adaptive, filtered): %.1f ms, %d bytes",
                                 megapixels, cairoTime / 1e6, cairoBytes))
    result.details.append("setting                          ms   speed vs Cairo      bytes   size vs Cairo   same pixels")
    result.metrics.append(("cairo_ms", .number(cairoTime / 1e6)))
    result.metrics.append(("cairo_bytes", .integer(cairoBytes)))
    let chosen = Dictionary(uniqueKeysWithValues: PNGCompression.allCases.map { ($0.encoding, $0) })
    for setting in try pngSweepSettings() {
        let files = try pictures.map { try $0.encoded(setting) }
        let samePixels = zip(files, referencePixels).allSatisfy { file, expected in expected != nil && decodedPixels(file) == expected }
        let bytes = files.reduce(0) { $0 + $1.count }
        let time = try sampleCPU(budget) { for picture in pictures { blackHole(try picture.encoded(setting)) } }.median
        let label = setting.description + (chosen[setting].map { " (\($0.rawValue))" } ?? "")
        result.details.append(String(format: "%@ %8.1f %10.2f× %14d %12.1f %%   %@",
                                     label.padded(30), time / 1e6, cairoTime / time, bytes,
                                     100 * Double(bytes) / Double(cairoBytes), samePixels ? "yes" : "NO"))
        result.metrics.append(("\(setting.description) ms", .number(time / 1e6)))
        result.metrics.append(("\(setting.description) bytes", .integer(bytes)))
        if let choice = chosen[setting] {
            result.checks.append(TargetCheck(
                name: "--png-compression \(choice.rawValue): same pixels as Cairo's writer", target: "all \(pictures.count)",
                measured: samePixels ? "all" : "not all", met: samePixels))
            if choice == .default {
                result.checks.append(TargetCheck(
                    name: "--png-compression default: encoding ≥ 2× Cairo's speed", target: "≥ 2×",
                    measured: String(format: "%.2f×", cairoTime / time), met: cairoTime / time >= 2))
                result.checks.append(TargetCheck(
                    name: "--png-compression default: files ≤ 1.15× Cairo's", target: "≤ 1.15×",
                    measured: String(format: "%.3f×", Double(bytes) / Double(cairoBytes)), met: Double(bytes) <= 1.15 * Double(cairoBytes)))
            }
        }
    }
    return result
}
