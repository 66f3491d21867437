import CZlib

/// One zlib deflate stream (a PNG's image data) fed in pieces, handing out the compressed
/// bytes in blocks as they are produced.
final class DeflateCompressor {
    /// zlib keeps a pointer back to its stream, so the stream lives at a fixed address.
    private let stream: UnsafeMutablePointer<z_stream>
    /// Where deflate writes; each time it fills (and at the end) its bytes become one block.
    private let block: UnsafeMutablePointer<UInt8>
    /// A block is one `IDAT` chunk.
    static let blockSize = PNGChunkWriter.imageDataChunkSize
    private let path: String?

    /// A stream compressing with `encoding`'s level and strategy.
    ///
    /// - Throws: ``RenderError/encodingFailed(path:reason:)`` naming `path` when zlib cannot
    ///   start (out of memory).
    init(encoding: PNGEncoding, path: String?) throws(RenderError) {
        self.path = path
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        block = .allocate(capacity: Self.blockSize)
        let status = dynamicstacks_deflate_init(stream, Int32(encoding.level), encoding.strategy.zlibStrategy)
        guard status == Z_OK else {
            stream.deallocate()
            block.deallocate()
            throw .encodingFailed(path: path, reason: Self.message(status, stream: nil))
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
        block.deallocate()
    }

    /// Compresses `input`; with `finish`, ends the stream. `emit` receives every full block
    /// (and, at the end, the last one), in order.
    func compress(
        _ input: UnsafeBufferPointer<UInt8>, finish: Bool, emit: (UnsafeBufferPointer<UInt8>) -> Void
    ) throws(RenderError) {
        // zlib does not write through next_in; its declaration is not const only for old compilers.
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.pointee.avail_in = uInt(input.count)
        let flush = finish ? Z_FINISH : Z_NO_FLUSH
        while true {
            if stream.pointee.next_out == nil || stream.pointee.avail_out == 0 {
                if let next = stream.pointee.next_out, next != block {
                    emit(UnsafeBufferPointer(start: block, count: Self.blockSize))
                }
                stream.pointee.next_out = block
                stream.pointee.avail_out = uInt(Self.blockSize)
            }
            let status = deflate(stream, flush)
            if status == Z_STREAM_END {
                let count = Self.blockSize - Int(stream.pointee.avail_out)
                if count > 0 { emit(UnsafeBufferPointer(start: block, count: count)) }
                return
            }
            // Z_BUF_ERROR only says no progress was possible, which cannot happen with input or
            // room left; anything else is a failure.
            guard status == Z_OK || status == Z_BUF_ERROR else {
                throw .encodingFailed(path: path, reason: Self.message(status, stream: stream))
            }
            if stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 && !finish { return }
        }
    }

    private static func message(_ status: Int32, stream: UnsafeMutablePointer<z_stream>?) -> String {
        if let text = stream?.pointee.msg { return String(cString: text) }
        return status == Z_MEM_ERROR ? "zlib is out of memory" : "zlib error \(status)"
    }
}

extension PNGEncoding.Strategy {
    var zlibStrategy: Int32 {
        switch self {
        case .default: Z_DEFAULT_STRATEGY
        case .filtered: Z_FILTERED
        case .rle: Z_RLE
        }
    }
}
