import FileAccess

/// Why a scene could not be rendered or saved. Every case names the file concerned.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output file could not be created or written (missing directory, no permission, a
    /// directory in the way). Nothing is left at `path`.
    case unwritableOutput(path: String, reason: String)
    /// An image a node shows could not be read as a PNG file.
    case unreadableImage(path: String, reason: String)
    /// The output format cannot be told from the file name.
    case unknownFormat(path: String)
    /// The PNG scale is not a finite number greater than 0.
    case invalidScale(Double)
    /// A PDF was asked for with no pages.
    case noPages(path: String?)
    /// Cairo failed while drawing (out of memory, a size it cannot handle).
    case drawingFailed(path: String?, reason: String)
    /// A PNG compression level outside 0 to 9.
    case invalidPNGCompressionLevel(Int)
    /// A libdeflate level outside 0–12 (``PNGEncoding/init(libdeflateLevel:filter:)``).
    case invalidLibdeflateLevel(Int)
    /// A PNG would have more pixels than ``RenderOptions/maximumPixels`` allows.
    case tooManyPixels(path: String?, width: Int, height: Int, limit: Int)
    /// zlib or libdeflate failed while compressing a PNG (out of memory).
    case encodingFailed(path: String?, reason: String)

    /// A one-line message naming the file concerned.
    public var description: String {
        switch self {
        case .unwritableOutput(let path, let reason):
            "cannot write \(path): \(reason)"
        case .unreadableImage(let path, let reason):
            "cannot read image \(path): \(reason)"
        case .unknownFormat(let path):
            "cannot tell the output format of \(path): use a .png, .svg or .pdf file name"
        case .invalidScale(let scale):
            "invalid scale \(scale): use a finite number of device pixels per point greater than 0"
        case .noPages(let path):
            "\(path ?? "the PDF") would have no pages: give at least one scene"
        case .tooManyPixels(let path, let width, let height, let limit):
            "cannot draw \(path ?? "the picture"): it would be \(width) × \(height) pixels, more than the \(limit) a picture may have"
        case .drawingFailed(let path, let reason):
            "drawing \(path ?? "the picture") failed: \(reason)"
        case .invalidPNGCompressionLevel(let level):
            "invalid PNG compression level \(level): use 0 (none) to 9 (smallest)"
        case .invalidLibdeflateLevel(let level):
            "invalid libdeflate compression level \(level): use 0 (none) to 12 (smallest)"
        case .encodingFailed(let path, let reason):
            "encoding \(path ?? "the picture") as PNG failed: \(reason)"
        }
    }
}

extension RenderError {
    /// Writes `bytes` to `path` whole (``AtomicFile``), a failure reported as
    /// ``unwritableOutput(path:reason:)``.
    static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .unwritableOutput(path: error.path, reason: error.reason)
        }
    }
}
