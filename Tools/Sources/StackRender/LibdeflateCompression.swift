import CDeflate

/// libdeflate's whole-buffer compression: a PNG's image data (every filtered row, in one piece)
/// to one zlib stream. Faster than zlib's streaming deflate for files of the same size because
/// it sees the whole input at once and uses better-tuned matchfinders (docs/performance.md,
/// "PNG encoding").
enum LibdeflateCompression {
    /// `input` compressed at `level` (0–12) in the zlib format.
    ///
    /// - Throws: ``RenderError/encodingFailed(path:reason:)`` naming `path` when libdeflate cannot
    ///   make a compressor (out of memory).
    static func compress(_ input: UnsafeBufferPointer<UInt8>, level: Int, path: String?) throws(RenderError) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            throw .encodingFailed(path: path, reason: "libdeflate cannot make a level-\(level) compressor (out of memory)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        // With room for the bound, libdeflate always succeeds (its documentation); 0 would mean
        // the bound was wrong.
        let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            count = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, buffer.baseAddress, bound)
        }
        guard !output.isEmpty else {
            throw .encodingFailed(path: path, reason: "libdeflate's output did not fit its own bound")
        }
        return output
    }
}
