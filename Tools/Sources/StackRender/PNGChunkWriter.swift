import CZlib

/// A PNG file being written: the signature, then chunks of length, type, data and CRC
/// (PNG specification, section 5).
struct PNGChunkWriter {
    /// The most image data one `IDAT` chunk holds: 64 KiB. zlib's output blocks
    /// (``DeflateCompressor/blockSize``) are this size, so the files of both compressors are
    /// cut alike.
    static let imageDataChunkSize = 1 << 16

    private(set) var bytes: [UInt8] = []

    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    mutating func writeSignature() {
        bytes += [137, 80, 78, 71, 13, 10, 26, 10]
    }

    /// A chunk whose data `fill` appends to the array it is given.
    mutating func writeChunk(_ type: String, _ fill: (inout [UInt8]) -> Void) {
        var data: [UInt8] = []
        fill(&data)
        data.withUnsafeBufferPointer { writeChunk(type, $0) }
    }

    /// `data`, compressed image data, as `IDAT` chunks of at most ``imageDataChunkSize``
    /// bytes (a decoder joins them again).
    mutating func writeImageData(_ data: UnsafeBufferPointer<UInt8>) {
        for start in stride(from: 0, to: data.count, by: Self.imageDataChunkSize) {
            writeChunk("IDAT", UnsafeBufferPointer(rebasing: data[start..<min(start + Self.imageDataChunkSize, data.count)]))
        }
    }

    /// A chunk with `data`.
    mutating func writeChunk(_ type: String, _ data: UnsafeBufferPointer<UInt8>) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "a PNG chunk type is four letters")
        bytes.appendBigEndian(UInt32(data.count))
        let start = bytes.count
        bytes += typeBytes
        bytes.append(contentsOf: data)
        // The CRC covers the type and the data, not the length.
        let crc = bytes.withUnsafeBufferPointer { all in
            crc32(0, all.baseAddress! + start, uInt(all.count - start))
        }
        bytes.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}

extension [UInt8] {
    /// Appends `value` most significant byte first, as PNG stores integers.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }
}
