import CLibxml2
import Foundation

/// An SVG document reduced to what its limits are checked on, read with libxml2 as librsvg will
/// read it (entities expanded, DTD default attributes filled in): its elements with their ids,
/// classes, style facts and references, and its style sheets.
///
/// What can be judged from one element alone is checked while reading (element count, path
/// data, text runs, filter values, embedded pictures and documents), so that a huge file is
/// refused early, never held whole.
struct SVGOutline {
    struct Element {
        /// The local name, as written (`text`, `feTurbulence`).
        var name: String
        var line: Int
        /// The index of the parent element; -1 for the root.
        var parent: Int
        /// `id` and `xml:id`.
        var ids: [String] = []
        var classes: [String] = []
        /// What the presentation attributes say.
        var attributes = SVGStyleFacts()
        /// What the `style` attribute says (it wins over style sheets, unless `!important`).
        var style = SVGStyleFacts()
        /// The ids an `href` draws here (`<use>`, a pattern's template, an `<feImage>`, a `<tref>`'s text).
        var links: [String] = []
        /// Whether librsvg lays out text with this element's font: it has characters inside a
        /// `<text>`, or it is a `<tref>`.
        var holdsText = false
        /// The characters of text it holds.
        var characters = 0
        /// The sum of the magnitudes of its geometry (coordinates, sizes, path data), by unit:
        /// in pixels, in percent of a viewport, and in `em` or `ex`. The length of its outline
        /// is at most 2π times as much.
        var extent = (pixels: 0.0, percent: 0.0, ems: 0.0)
    }

    /// The elements in document order: a parent comes before its children.
    private(set) var elements: [Element] = []
    /// The text of every `<style>` element, one after the other.
    private(set) var styleSheet = ""
    /// The pixels of every embedded picture.
    private(set) var embeddedPixels = 0
    /// The largest number of any `width`, `height` or `viewBox`: what a percentage may be of.
    private(set) var viewportExtent = 0.0

    private var pathItems = 0
    private var textCharacters = 0
    private var expandedBytes = 0

    /// Reads `data`.
    ///
    /// - Throws: ``SVGRefusal`` for the first limit passed or value refused, or when it is not
    ///   well-formed XML.
    init(_ data: Data) throws(SVGRefusal) {
        _ = Self.parserReady
        let outcome: Result<Void, SVGRefusal> = data.withUnsafeBytes { bytes in
            let options = XML_PARSE_NOENT.rawValue | XML_PARSE_DTDATTR.rawValue | XML_PARSE_NONET.rawValue
                | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue
            guard let reader = xmlReaderForMemory(
                bytes.bindMemory(to: CChar.self).baseAddress, Int32(bytes.count), nil, nil, Int32(options))
            else {
                return .failure(SVGRefusal("not an SVG image (libxml2 cannot read it)"))
            }
            defer { xmlFreeTextReader(reader) }
            do throws(SVGRefusal) {
                try read(reader)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try outcome.get()
    }

    /// libxml2 set up once, before any thread reads with it, with a loader for external
    /// entities and DTDs that loads nothing: librsvg expands only the entities a file declares
    /// itself, and a file named by one (`SYSTEM "/dev/zero"`) would otherwise be read without end.
    /// The loader is the process's, and nothing else in it asks libxml2 for external files.
    private static let parserReady: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    private mutating func read(_ reader: xmlTextReaderPtr) throws(SVGRefusal) {
        // The open elements, innermost last, and whether each is inside a <text>.
        var open: [(index: Int, inText: Bool)] = []
        var run = 0
        while true {
            xmlResetLastError()
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status > 0 else { throw Self.parseError(reader) }
            // The node's own line: the parser may have read ahead of it.
            let line = xmlTextReaderCurrentNode(reader).map { Int(xmlGetLineNo($0)) } ?? Int(xmlTextReaderGetParserLineNumber(reader))
            switch UInt32(xmlTextReaderNodeType(reader)) {
            case XML_READER_TYPE_ELEMENT.rawValue:
                run = 0
                let name = Self.string(xmlTextReaderConstLocalName(reader))
                let inText = (open.last?.inText ?? false) || name == "text"
                try addElement(name, line: line, parent: open.last?.index ?? -1, reader)
                if xmlTextReaderIsEmptyElement(reader) == 0 { open.append((elements.count - 1, inText)) }
            case XML_READER_TYPE_END_ELEMENT.rawValue:
                run = 0
                open.removeLast()
            case XML_READER_TYPE_TEXT.rawValue, XML_READER_TYPE_CDATA.rawValue, XML_READER_TYPE_WHITESPACE.rawValue,
                XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue:
                guard let value = xmlTextReaderConstValue(reader), let (index, inText) = open.last else { continue }
                try count(bytes: strlen(value), line: line)
                if elements[index].name == "style" {
                    let css = String(cString: value)
                    if Self.mentionsDataURL(css) {
                        throw SVGRefusal(line: line, "a style sheet refers to a data: URL (an embedded document), which images may not")
                    }
                    styleSheet += css + "\n"
                } else if inText {
                    // Characters, not bytes: UTF-8 continuation bytes are not counted.
                    var characters = 0
                    var byte = value
                    while byte.pointee != 0 {
                        if byte.pointee & 0xC0 != 0x80 { characters += 1 }
                        byte += 1
                    }
                    elements[index].holdsText = true
                    elements[index].characters += characters
                    run += characters
                    textCharacters += characters
                    if run > SVGLimits.maximumTextRun {
                        throw SVGRefusal(
                            line: line,
                            "a run of text in <\(elements[index].name)> has more than \(SVGLimits.maximumTextRun) characters, the most an image's text runs may have")
                    }
                    if textCharacters > SVGLimits.maximumText {
                        throw SVGRefusal(line: line, "its text has more than \(SVGLimits.maximumText) characters, the most an image may have")
                    }
                }
            default:
                break
            }
        }
    }

    private mutating func addElement(_ name: String, line: Int, parent: Int, _ reader: xmlTextReaderPtr) throws(SVGRefusal) {
        guard elements.count < SVGLimits.maximumElements else {
            throw SVGRefusal("it has more than \(SVGLimits.maximumElements) elements, the most an image may have")
        }
        let namespace = Self.string(xmlTextReaderConstNamespaceUri(reader))
        if name == "include", namespace != Self.svgNamespace {
            // XInclude pulls in text or XML (from a data: URL) that these checks never see.
            throw SVGRefusal(line: line, "<\(name)> (XInclude) is not supported in images")
        }
        if name == "feTile" {
            throw SVGRefusal(
                line: line,
                "<feTile> is not supported in images: librsvg aborts on a tile whose input is empty, which depends on where the image is drawn")
        }
        var element = Element(name: name, line: line, parent: parent)
        // A <tref> draws the text of the element it names in its own font.
        element.holdsText = name == "tref"
        while xmlTextReaderMoveToNextAttribute(reader) == 1 {
            let attribute = Self.string(xmlTextReaderConstLocalName(reader))
            let value = Self.string(xmlTextReaderConstValue(reader))
            try count(bytes: value.utf8.count, line: line)
            try add(attribute, value, to: &element)
        }
        xmlTextReaderMoveToElement(reader)
        elements.append(element)
    }

    private mutating func add(_ attribute: String, _ value: String, to element: inout Element) throws(SVGRefusal) {
        let line = element.line
        let name = element.name
        switch attribute {
        case "id":
            element.ids.append(value)
        case "class":
            // Split as bytes: a value may be megabytes.
            element.classes += value.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
                .map { String(decoding: $0, as: UTF8.self) }
        case "style":
            for declaration in CSSStyleSheet.declarations(value) {
                element.style.add(declaration.name, declaration.value, isImportant: declaration.isImportant)
            }
        case "href":
            let target = value.trimmingSpaces
            if target.hasPrefix("#") {
                element.links.append(String(target.dropFirst()))
            } else if target.lowercased().hasPrefix("data:"), name == "image" || name == "feImage" {
                let picture: EmbeddedImage
                do throws(SVGRefusal) {
                    picture = try EmbeddedImage(dataURL: target)
                } catch {
                    throw SVGRefusal(line: line, "<\(name)>: \(error.reason)")
                }
                embeddedPixels += picture.pixels
                if embeddedPixels > SVGLimits.maximumEmbeddedPixels {
                    throw SVGRefusal(
                        line: line,
                        "<\(name)> embeds a picture of \(picture.width) × \(picture.height) pixels; an image's embedded pictures may have at most \(SVGLimits.maximumEmbeddedPixels) in all")
                }
                return
            }
        case "d", "points", "path":
            element.extent.pixels += CSSNumber.magnitudeSum(value)
            pathItems += Self.pathItems(value)
            if pathItems > SVGLimits.maximumPathItems {
                throw SVGRefusal(
                    line: line, "its path data has more than \(SVGLimits.maximumPathItems) numbers and commands, the most an image may have")
            }
        case "numOctaves":
            if let octaves = Self.numbers(value).max(), octaves > Double(SVGLimits.maximumOctaves) {
                throw SVGRefusal(
                    line: line,
                    "<\(name)> has numOctaves=\"\(value)\"; an image may ask for at most \(SVGLimits.maximumOctaves) octaves (each costs as much time as the first and adds half the detail)")
            }
        case "order":
            let order = Self.numbers(value)
            if let across = order.first, across * (order.count > 1 ? order[1] : across) > Double(SVGLimits.maximumKernelValues) {
                throw SVGRefusal(
                    line: line,
                    "<\(name)> has order=\"\(value)\", a kernel of more than \(SVGLimits.maximumKernelValues) values, the most librsvg takes")
            }
        case "x", "y", "width", "height", "rx", "ry", "r", "cx", "cy", "x1", "y1", "x2", "y2", "dx", "dy", "viewBox":
            if attribute == "width" || attribute == "height" || attribute == "viewBox" {
                viewportExtent = max(viewportExtent, CSSNumber.magnitudeSum(value))
            }
            for word in value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init) {
                guard let number = CSSNumber.leading(word) else { continue }
                switch word[number.end...].lowercased() {
                case "", "px": element.extent.pixels += abs(number.value)
                case "%": element.extent.percent += abs(number.value)
                case "em", "ex": element.extent.ems += abs(number.value)
                // Other units at the largest, the inch (96 px).
                default: element.extent.pixels += abs(number.value) * 96
                }
            }
        default:
            element.attributes.add(attribute.lowercased(), value)
        }
        if Self.mentionsDataURL(value) {
            // A long value by its start and its length, as messages quote long values.
            let shown = value.count > 40 ? "\(value.prefix(40))… (\(value.count) characters)" : value
            throw SVGRefusal(
                line: line, "<\(name)> has \(attribute)=\"\(shown)\", a data: URL (an embedded document), which images may not")
        }
    }

    static let svgNamespace = "http://www.w3.org/2000/svg"

    /// Whether `text` has `data:` in it, in any case (a byte scan: attribute values may be
    /// megabytes).
    static func mentionsDataURL(_ text: String) -> Bool {
        let pattern = Array("data:".utf8)
        var matched = 0
        for byte in text.utf8 {
            // ASCII letters compared in lower case.
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            matched = lower == pattern[matched] ? matched + 1 : (lower == pattern[0] ? 1 : 0)
            if matched == pattern.count { return true }
        }
        return false
    }

    /// Counts `bytes` more of attribute values and text, refusing past ``SVGLimits/maximumExpandedBytes``.
    private mutating func count(bytes: Int, line: Int) throws(SVGRefusal) {
        expandedBytes += bytes
        if expandedBytes > SVGLimits.maximumExpandedBytes {
            throw SVGRefusal(
                line: line,
                "its attribute values and text, with entities expanded, are more than \(SVGLimits.maximumExpandedBytes) bytes, the most an image may have")
        }
    }

    /// How many numbers and commands path data has: every number (`1.5.5` is two) and every
    /// letter that is not an exponent.
    static func pathItems(_ data: String) -> Int {
        var count = 0
        var inNumber = false, hasDot = false, afterExponent = false
        for byte in data.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if !inNumber { count += 1 }
                inNumber = true
                afterExponent = false
            case UInt8(ascii: "."):
                if !inNumber || hasDot { count += 1 }
                inNumber = true
                hasDot = true
                afterExponent = false
            case UInt8(ascii: "e") where inNumber, UInt8(ascii: "E") where inNumber:
                afterExponent = true
                hasDot = true
            case UInt8(ascii: "+") where afterExponent, UInt8(ascii: "-") where afterExponent:
                afterExponent = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
                count += 1
                inNumber = false
                hasDot = false
                afterExponent = false
            default:
                inNumber = false
                hasDot = false
                afterExponent = false
            }
        }
        return count
    }

    /// The numbers in `text` (`"3 4"`, `"1e9"`), as librsvg would read them at most.
    static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map { word in
            Double(word) ?? (word.contains(where: \.isNumber) ? .greatestFiniteMagnitude : 0)
        }
    }

    private static func string(_ text: UnsafePointer<xmlChar>?) -> String {
        text.map { String(cString: $0) } ?? ""
    }

    /// libxml2's reason for the failure of `reader`, as librsvg's error would give it.
    private static func parseError(_ reader: xmlTextReaderPtr) -> SVGRefusal {
        guard let error = xmlGetLastError(), let message = error.pointee.message else {
            return SVGRefusal("not an SVG image (it is not well-formed XML)")
        }
        let reason = String(cString: message).trimmingSpaces
        return SVGRefusal("not an SVG image (line \(error.pointee.line): \(reason))")
    }
}
