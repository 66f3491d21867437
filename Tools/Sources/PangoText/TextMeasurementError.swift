/// Why Pango text measurement cannot start.
public enum TextMeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path names no configuration file a tool may read, and why: it is missing, a folder,
    /// a FIFO, a device, larger than the 1 MiB a configuration may have, or not readable.
    case unreadableConfiguration(path: String, reason: String)
    /// fontconfig rejected the configuration file.
    case invalidConfiguration(path: String)
    /// The configuration loaded but names no usable font files.
    case noFonts(path: String)

    public var description: String {
        switch self {
        case .unreadableConfiguration(let path, let reason):
            "font configuration \(path): cannot read it: \(reason)"
        case .invalidConfiguration(let path):
            "font configuration \(path): fontconfig could not parse it"
        case .noFonts(let path):
            "font configuration \(path): no font files found (are fonts-dejavu-core and fonts-wqy-microhei installed? run scripts/setup)"
        }
    }
}
