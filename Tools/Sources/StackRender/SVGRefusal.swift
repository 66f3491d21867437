/// Why an SVG image is not handed to librsvg: it is past one of ``SVGLimits``, or it asks for
/// something librsvg cannot do without crashing or running without end. The reason names the
/// line and the element or attribute where it can ("line 3: <text> has font-size …").
struct SVGRefusal: Error, Equatable {
    var reason: String

    init(_ reason: String) { self.reason = reason }

    /// The reason located at `line` of the file.
    init(line: Int, _ reason: String) { self.reason = "line \(line): \(reason)" }
}
