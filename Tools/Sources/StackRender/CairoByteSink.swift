import CCairo

/// Collects what a Cairo stream surface (or PNG encoder) writes, so output is produced in
/// memory and reaches the file system only whole (see ``AtomicFile``).
final class CairoByteSink {
    private(set) var bytes: [UInt8] = []

    /// The `cairo_write_func_t` that appends to the sink passed as its closure pointer.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<CairoByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }

    /// The closure pointer to hand Cairo with ``write``. The sink must outlive every use.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
