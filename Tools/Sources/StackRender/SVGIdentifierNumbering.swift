/// Makes Cairo's SVG output independent of what the process drew before.
///
/// Cairo names an SVG's top-level group and its embedded images after the surfaces behind
/// them (`id="surface3"`, `id="image6"`, referenced as `#image6`), and surface numbers come
/// from a process-wide counter, so the second rendering of a scene would differ from the
/// first. This renumbers those identifiers in order of first appearance (`surface1`,
/// `image1`, `image2`, …). Cairo's other identifiers (glyphs, clips, patterns) are already
/// numbered per document.
enum SVGIdentifierNumbering {
    /// The identifier stems numbered by the global counter.
    private static let stems: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")

    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var numbers: [[UInt8]: [ArraySlice<UInt8>: Int]] = [:]
        var index = 0
        while index < svg.count {
            let byte = svg[index]
            output.append(byte)
            index += 1
            // An identifier only ever follows an attribute's opening quote (`id="…`) or a
            // reference's hash (`href="#…`, `url(#…`); neither occurs in base64 image data or
            // path data.
            guard byte == quote || byte == hash else { continue }
            for stem in stems where svg[index...].starts(with: stem) {
                let digitsStart = index + stem.count
                var digitsEnd = digitsStart
                while digitsEnd < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[digitsEnd]) {
                    digitsEnd += 1
                }
                guard digitsEnd > digitsStart else { continue }
                let original = svg[digitsStart..<digitsEnd]
                let assigned = numbers[stem, default: [:]][original] ?? (numbers[stem]?.count ?? 0) + 1
                numbers[stem, default: [:]][original] = assigned
                output.append(contentsOf: stem)
                output.append(contentsOf: Array(String(assigned).utf8))
                index = digitsEnd
                break
            }
        }
        return output
    }
}
