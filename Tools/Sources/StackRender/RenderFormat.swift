/// An output file format.
public enum RenderFormat: String, CaseIterable, Hashable, Sendable {
    /// A raster image, in device pixels (points × scale).
    case png
    /// A vector image, in points.
    case svg
    /// A vector document, in points, one page per scene.
    case pdf

    /// The format a file name's extension names (`.png`, `.svg`, `.pdf`, any case), if any.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
