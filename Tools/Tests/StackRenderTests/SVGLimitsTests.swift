import Foundation
import StackTestSupport
import Testing

@testable import StackRender

/// SVG images checked before librsvg reads them: every value found to abort librsvg (a Rust
/// panic), to run without end or to take gigabytes is refused with the line and the reason,
/// whether written as an attribute, a style, a style sheet rule, an entity or a DTD default;
/// ordinary icons pass.
@Suite("SVG image limits")
struct SVGLimitsTests {
    /// `body` in a 24 × 24 SVG document, all on line 1.
    static func svg(_ body: String) -> Data {
        Data((#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="24" height="24">"#
            + body + "</svg>").utf8)
    }

    /// The reason `data` is refused, or nil when it passes.
    static func refusal(_ data: Data) -> String? {
        do {
            _ = try SVGLimits.check(data)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test("an icon as Illustrator writes it passes: a DTD, entities for namespaces, a class rule")
    func illustratorIcon() throws {
        let icon = """
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
              <!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
            ]>
            <svg version="1.1" xmlns:x="&ns_extend;" xmlns="http://www.w3.org/2000/svg" width="24px" height="24px" viewBox="0 0 24 24">
            <style type="text/css">.st0{fill:#0000FF;font-size:14px}</style>
            <rect class="st0" width="24" height="24"/><text class="st0" y="20">Go</text>
            </svg>
            """
        #expect(try SVGLimits.check(Data(icon.utf8)) == SVGLimits.Cost(layers: 0))
    }

    // MARK: Font sizes (librsvg aborts from about 2 million px)

    @Test("a huge font size is refused with its line and value")
    func hugeFontSize() {
        #expect(Self.refusal(Self.svg(#"<text font-size="1000000000">A</text>"#))
            == #"line 1: text in <text> may be 1000000000 px tall (font-size "1000000000" on line 1); an image's text may be at most 100000 px"#)
    }

    @Test("100,000 px passes; just over it does not")
    func fontSizeBoundary() {
        #expect(Self.refusal(Self.svg(#"<text font-size="100000">A</text>"#)) == nil)
        #expect(Self.refusal(Self.svg(#"<text font-size="100001px">A</text>"#))?.contains("may be 100001 px tall") == true)
    }

    @Test("a font size is found wherever librsvg would find it", arguments: [
        // A style attribute, in capitals and with a sign.
        (#"<text style="font-size:+1E9PX">A</text>"#, "1000000000"),
        // The shorthand: the size among the other words.
        (#"<text style="font: bold 300000px serif">A</text>"#, "300000"),
        // A style sheet rule by class, and one whose property name is escaped.
        (#"<style>.big{font-size:2000000px}</style><text class="big">A</text>"#, "2000000"),
        (#"<style>text{font\-size:1e9px}</style><text>A</text>"#, "1000000000"),
        // em multiplies down the tree: 12 × 1000 × 1000 × 10.
        (#"<g font-size="1000em"><g font-size="1000em"><text font-size="10em">A</text></g></g>"#, "120000000"),
        // Inherited from a group, even into a tspan with an unreadable size of its own.
        (#"<g font-size="1e9"><text><tspan font-size="10px foo">A</tspan></text></g>"#, "1000000000"),
        // A <use> passes its font to the text it draws from elsewhere.
        (##"<defs><text id="t">A</text></defs><g font-size="1e9"><use xlink:href="#t"/></g>"##, "1000000000"),
        // Whitespace alone is laid out too when it is preserved.
        (#"<text font-size="1e9" xml:space="preserve">  </text>"#, "1000000000"),
    ])
    func fontSizeFound(body: String, size: String) {
        #expect(Self.refusal(Self.svg(body))?.contains("may be \(size) px tall") == true, "\(body)")
    }

    @Test("a size hidden in an entity or a DTD default attribute is seen as librsvg sees it")
    func fontSizeInDTD() {
        let entity = """
            <!DOCTYPE svg [ <!ENTITY big "1000000000"> <!ENTITY t "<text font-size='&big;'>A</text>"> ]>
            <svg xmlns="http://www.w3.org/2000/svg">&t;</svg>
            """
        #expect(Self.refusal(Data(entity.utf8))?.contains("may be 1000000000 px tall") == true)
        let attributeDefault = """
            <!DOCTYPE svg [ <!ATTLIST text font-size CDATA "1000000000"> ]>
            <svg xmlns="http://www.w3.org/2000/svg"><text>A</text></svg>
            """
        #expect(Self.refusal(Data(attributeDefault.utf8))?.contains("may be 1000000000 px tall") == true)
    }

    @Test("a size that surely replaces a huge inherited one passes, and a huge size over no text does not matter")
    func fontSizeReplaced() {
        #expect(Self.refusal(Self.svg(#"<g font-size="1e9"><text font-size="12">A</text></g>"#)) == nil)
        #expect(Self.refusal(Self.svg(#"<g font-size="1e9"><text style="font-size:2em" font-size="1e9">A</text></g>"#))?
            .contains("may be 2000000000 px tall") == true)
        #expect(Self.refusal(Self.svg(#"<g font-size="1e9"><rect width="2" height="2"/></g>"#)) == nil)
    }

    // MARK: Filters

    @Test("numOctaves past 24 is refused; 24 passes")
    func octaves() {
        let turbulence = { (octaves: String) in
            Self.svg(#"<filter id="f"><feTurbulence baseFrequency="0.1" numOctaves="\#(octaves)"/></filter><rect width="9" height="9" filter="url(#f)"/>"#)
        }
        #expect(Self.refusal(turbulence("1000000000"))
            == #"line 1: <feTurbulence> has numOctaves="1000000000"; an image may ask for at most 24 octaves (each costs as much time as the first and adds half the detail)"#)
        #expect(Self.refusal(turbulence("25"))?.hasPrefix("line 1: <feTurbulence> has numOctaves=\"25\"") == true)
        #expect(Self.refusal(turbulence("24")) == nil)
    }

    @Test("a convolution kernel of more than 400 values is refused (librsvg aborts on it)", arguments: [
        ("21", false), ("20", true), ("4 101", false), ("4 100", true),
    ])
    func kernel(order: String, passes: Bool) {
        let reason = Self.refusal(Self.svg(
            #"<filter id="f"><feConvolveMatrix order="\#(order)" kernelMatrix="1"/></filter><rect width="9" height="9" filter="url(#f)"/>"#))
        if passes {
            #expect(reason == nil)
        } else {
            #expect(reason == "line 1: <feConvolveMatrix> has order=\"\(order)\", a kernel of more than 400 values, the most librsvg takes")
        }
    }

    @Test("<feTile> is refused: librsvg aborts on a tile of an empty region")
    func tile() {
        #expect(Self.refusal(Self.svg(#"<filter id="f"><feFlood width="0"/><feTile/></filter>"#))
            == "line 1: <feTile> is not supported in images: librsvg aborts on a tile whose input is empty, which depends on where the image is drawn")
    }

    // MARK: What librsvg would read from elsewhere

    @Test("XInclude and data: documents are refused: they hold XML these checks would not see")
    func embeddedDocuments() {
        let include = #"<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="data:application/xml;base64,PHRleHQvPg==" parse="xml"/>"#
        #expect(Self.refusal(Self.svg(include)) == "line 1: <include> (XInclude) is not supported in images")
        #expect(Self.refusal(Self.svg(#"<image width="9" height="9" href="data:image/svg+xml;base64,PHN2Zy8+"/>"#))
            == "line 1: <image>: an embedded picture (a data: URL) must be base64 PNG or JPEG with a readable header")
        #expect(Self.refusal(Self.svg(#"<rect style="fill:url(data:image/svg+xml;base64,AA==#p)"/>"#))?
            .hasSuffix("a data: URL (an embedded document), which images may not") == true)
        #expect(Self.refusal(Self.svg(#"<style>rect{fill:url("data:x")}</style>"#))
            == "line 1: a style sheet refers to a data: URL (an embedded document), which images may not")
    }

    /// The first 24 bytes of a PNG declaring `width` × `height`: the signature and the IHDR chunk's start.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            + withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init) + [8, 6, 0, 0, 0]
    }

    /// A JPEG's start: SOI, an APP0 segment, and a baseline frame header declaring `width` × `height`.
    static func jpegHeader(width: UInt16, height: UInt16) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x06, 0x4A, 0x46, 0x49, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08]
            + withUnsafeBytes(of: height.bigEndian, Array.init) + withUnsafeBytes(of: width.bigEndian, Array.init) + [3]
    }

    static func embedding(_ pictures: [[UInt8]]) -> Data {
        svg(pictures.map { #"<image width="9" height="9" href="data:image/png;base64,\#(Data($0).base64EncodedString())"/>"# }.joined())
    }

    @Test("embedded PNG and JPEG pictures may have 4096 × 4096 pixels in all, read from their headers")
    func embeddedPictures() {
        #expect(Self.refusal(Self.embedding([Self.pngHeader(width: 20000, height: 20000)]))
            == "line 1: <image> embeds a picture of 20000 × 20000 pixels; an image's embedded pictures may have at most 16777216 in all")
        #expect(Self.refusal(Self.embedding([Self.pngHeader(width: 4096, height: 4096)])) == nil)
        #expect(Self.refusal(Self.embedding([Self.pngHeader(width: 4096, height: 4096), Self.pngHeader(width: 1, height: 1)]))?
            .contains("embeds a picture of 1 × 1 pixels") == true)
        // 5,000 × 4,000 = 20 million; the frame header gives the height first.
        #expect(Self.refusal(Self.embedding([Self.jpegHeader(width: 5000, height: 4000)]))?
            .contains("embeds a picture of 5000 × 4000 pixels") == true)
        #expect(Self.refusal(Self.embedding([Self.jpegHeader(width: 640, height: 480)])) == nil)
        // A GIF, whatever the URL claims.
        #expect(Self.refusal(Self.embedding([Array("GIF89a\u{10}\u{27}\u{10}\u{27}".utf8)]))?
            .hasSuffix("must be base64 PNG or JPEG with a readable header") == true)
    }

    // MARK: Size

    @Test("a file over 8 MiB is refused before it is parsed")
    func bytes() {
        let padding = String(repeating: " ", count: (8 << 20) + 1 - Self.svg("").count)
        #expect(Self.refusal(Self.svg(padding)) == "it is 8388609 bytes; an SVG image may have at most 8388608 (8 MiB)")
        #expect(Self.refusal(Self.svg(String(padding.dropFirst()))) == nil)
    }

    @Test("entities may expand what is read to 16 MiB: a 100 KB entity named in 200 attributes is 20 MB")
    func entityExpansion() {
        let entity = String(repeating: "a", count: 100_000)
        let text = ##"<!DOCTYPE svg [ <!ENTITY e "\##(entity)"> ]><svg xmlns="http://www.w3.org/2000/svg">"##
            + String(repeating: ##"<g class="&e;"/>"##, count: 200) + "</svg>"
        // 16,777,216 bytes are passed within the 168th attribute.
        #expect(Self.refusal(Data(text.utf8))
            == "line 1: its attribute values and text, with entities expanded, are more than 16777216 bytes, the most an image may have")
    }

    @Test("50,000 elements pass; one more does not")
    func elements() {
        // The root and 49,999 groups.
        #expect(Self.refusal(Self.svg(String(repeating: "<g/>", count: 49_999))) == nil)
        #expect(Self.refusal(Self.svg(String(repeating: "<g/>", count: 50_000)))
            == "it has more than 50000 elements, the most an image may have")
    }

    @Test("copies drawn by <use> count: ten levels of ten copies are 10 billion elements")
    func useCopies() {
        var body = #"<defs><rect id="u0" width="1" height="1"/>"#
        for level in 1...10 {
            body += #"<g id="u\#(level)">"# + String(repeating: ##"<use href="#u\##(level - 1)"/>"##, count: 10) + "</g>"
        }
        body += ##"</defs><use href="#u10"/>"##
        #expect(Self.refusal(Self.svg(body))
            == "it draws more than 50000 elements, counting each copy a <use>, mask, pattern, marker or filter draws, the most an image may have")
    }

    @Test("elements nest at most 128 levels, the root the first")
    func nesting() {
        let nested = { (groups: Int) in
            Self.svg(String(repeating: "<g>", count: groups) + #"<rect width="1" height="1"/>"# + String(repeating: "</g>", count: groups))
        }
        // The root, 126 groups and the rect: 128 levels.
        #expect(Self.refusal(nested(126)) == nil)
        #expect(Self.refusal(nested(127))
            == "line 1: <rect> is more than 128 levels deep, counting each reference (<use>, url(#…)) as a level, the most an image may nest")
    }

    @Test("a chain of masks nests too: the root, a rect, and 71 masks of a rect each are 144 levels")
    func maskChain() {
        var body = #"<mask id="m0"><rect width="9" height="9" fill="white"/></mask>"#
        for index in 1...70 {
            body += #"<mask id="m\#(index)"><rect width="9" height="9" fill="white" mask="url(#m\#(index - 1))"/></mask>"#
        }
        body += #"<rect width="9" height="9" mask="url(#m70)"/>"#
        // The root, the rect, then mask and rect in turn: level 129 is a mask.
        #expect(Self.refusal(Self.svg(body))?.hasPrefix("line 1: <mask> is more than 128 levels deep") == true)
    }

    @Test("a run of text has at most 2,000 characters, all text at most 20,000")
    func text() {
        let run = String(repeating: "é", count: 2000)
        #expect(Self.refusal(Self.svg("<text>\(run)</text>")) == nil)
        #expect(Self.refusal(Self.svg("<text>\(run)<![CDATA[x]]></text>"))
            == "line 1: a run of text in <text> has more than 2000 characters, the most an image's text runs may have")
        #expect(Self.refusal(Self.svg(String(repeating: "<text>\(run)</text>", count: 10))) == nil)
        #expect(Self.refusal(Self.svg(String(repeating: "<text>\(run)</text>", count: 10) + "<text>x</text>"))
            == "line 1: its text has more than 20000 characters, the most an image may have")
        // Characters outside <text> are not drawn, and not counted.
        #expect(Self.refusal(Self.svg("<desc>\(run)\(run)</desc>")) == nil)
    }

    @Test("path data has at most 1,000,000 numbers and commands")
    func pathData() {
        // M0 0 is 3 items, each h1 2 more.
        #expect(Self.refusal(Self.svg(#"<path d="M0 0\#(String(repeating: "h1", count: 499_998))"/>"#)) == nil)
        #expect(Self.refusal(Self.svg(#"<path d="M0 0\#(String(repeating: "h1", count: 499_999))"/>"#))
            == "line 1: its path data has more than 1000000 numbers and commands, the most an image may have")
    }

    @Test("path items: every number (1.5.5 is two) and every command letter, exponents not")
    func pathItems() {
        #expect(SVGOutline.pathItems("M1.5.5 2e-3-4Z") == 6)
        #expect(SVGOutline.pathItems("ZZZ") == 3)
        #expect(SVGOutline.pathItems("10,20 30 40") == 4)
    }

    // MARK: Dashes (Cairo makes a shape of every dash)

    @Test("a path dashed every 0.01 px over 2 million px is refused; an ordinary dashed line passes")
    func dashes() {
        // Magnitudes 1e6 + 1 + 1e6 + 20: an outline up to 2π × 2,000,021 = 12,566,503 px; an
        // odd dash array repeats, so the period is 0.02 px.
        #expect(Self.refusal(Self.svg(#"<path d="M-1e6 1L1e6 20" stroke="red" stroke-dasharray="0.01"/>"#))
            == "line 1: <path> may be stroked in more than 1000000 dashes (an outline up to 12566503 px long, a stroke-dasharray period as short as 0.02 px); an image's dashed strokes may have at most 1000000 dashes in all")
        #expect(Self.refusal(Self.svg(#"<path d="M0 0L100 0" stroke="black" stroke-dasharray="4 2"/>"#)) == nil)
    }

    @Test("a dash array is inherited, and lengths in em count as nothing")
    func inheritedDashes() {
        #expect(Self.refusal(Self.svg(#"<g stroke-dasharray="0.001"><circle r="1000" stroke="red"/></g>"#))?
            .hasPrefix("line 1: <circle> may be stroked in more than 1000000 dashes") == true)
        #expect(Self.refusal(Self.svg(#"<path d="M0 0h10" stroke="red" stroke-dasharray="1em"/>"#))?
            .contains("a stroke-dasharray period as short as 0 px") == true)
        #expect(Self.refusal(Self.svg(#"<g stroke-dasharray="0.001"><circle r="1000" stroke-dasharray="none"/></g>"#)) == nil)
    }

    @Test("dashes count for every copy drawn: a dashed path 1000 px long, 318 copies pass, 319 do not")
    func dashedCopies() {
        // 2π × 1000 / 2 (the odd array "1" repeats) = 3141.6 dashes a copy: 318 copies are
        // 999,026, 319 are 1,002,168.
        let copies = { (count: Int) in
            Self.svg(##"<defs><path id="p" d="M0 0h1000" stroke="red" stroke-dasharray="1"/></defs>"##
                + String(repeating: ##"<use href="#p"/>"##, count: count))
        }
        #expect(Self.refusal(copies(318)) == nil)
        #expect(Self.refusal(copies(319))?.hasPrefix("line 1: <path> may be stroked in more than 1000000 dashes") == true)
    }

    // MARK: Layers

    @Test("layers count masks, filters and group opacity drawn inside one another")
    func layers() throws {
        let twoMasks = #"<mask id="m"><rect mask="url(#n)"/></mask><mask id="n"><rect/></mask><rect mask="url(#m)"/>"#
        #expect(try SVGLimits.check(Self.svg(twoMasks)).layers == 2)
        #expect(try SVGLimits.check(Self.svg(#"<g opacity="0.5"><g opacity="1"><rect/></g></g>"#)).layers == 1)
        #expect(try SVGLimits.check(Self.svg(#"<style>.x{filter:url(#f)}</style><filter id="f"/><g class="x"><rect class="x"/></g>"#)).layers == 2)
        // A mask that is never used draws nothing.
        #expect(try SVGLimits.check(Self.svg(#"<mask id="m"><rect opacity="0.5"/></mask><rect/>"#)).layers == 0)
    }

    @Test("a file that is not well-formed XML is refused with libxml2's reason and line")
    func notXML() {
        #expect(Self.refusal(Data("<svg this is not".utf8))?.hasPrefix("not an SVG image (line 1: ") == true)
        #expect(Self.refusal(Data()) == "not an SVG image (the file is empty)")
    }

    // MARK: Robustness

    /// Images the checks read in every way they can: a DTD with entities and defaults, a style
    /// sheet with escapes, at-rules and strings, text, paths, references, dashes, embedded
    /// pictures.
    static let seeds = [
        ##"<!DOCTYPE svg [ <!ENTITY a "12px"> <!ATTLIST text font-size CDATA "2em"> ]><svg xmlns="http://www.w3.org/2000/svg"><text font-size="&a;" x="1 2 3%">A<tspan dy="1em">b</tspan></text></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg"><style>@media x { .a, g > #b:hover { font: bold 9px/2 serif; mask: url("#m") } } text{font\-size:1e2px!important}/* } */</style><g class="a"><text>x</text></g><mask id="m"><rect opacity="50%"/></mask></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><path id="p" d="M1.5.5e2-3L4 5Z a1 1 0 011 1" stroke-dasharray="1 2em 3%"/><use xlink:href="#p"/><polyline points="1,2 3,4"/></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feTurbulence numOctaves="3"/><feConvolveMatrix order="3 3"/></filter><image href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ"/><circle r="5%" filter="url(#f)" style="font-size:larger;stroke-dasharray:none"/></svg>"##,
    ]

    @Test("mutated images are refused or passed, never crash the checks")
    func mutations() {
        var generator = SeededChoices(seed: 0x5EED)
        let tokens = ["<", ">", "/>", "\"", "'", "&a;", "&#65;", "e", "-", ".", "%", "em", "url(#", "#", ")", ";", ":", "{", "}", "\\", "1e999", "-1e999", "0", "\u{0}", "é", " "]
        for seed in Self.seeds {
            for _ in 0..<400 {
                var bytes = Array(seed.utf8)
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let at = Int.random(in: 0...bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes.insert(contentsOf: tokens.randomElement(using: &generator)!.utf8, at: at)
                    case 1 where at < bytes.count: bytes.remove(at: at)
                    default: bytes = Array(bytes[..<at])
                    }
                }
                _ = Self.refusal(Data(bytes))
            }
        }
    }
}
