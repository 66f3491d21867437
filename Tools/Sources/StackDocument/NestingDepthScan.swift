/// A quick look at how deeply a YAML or JSON text nests, taken on the text itself.
///
/// It was written to run before Yams' recursive composer, which crashed on ten thousand nested
/// `[`; the composer is now iterative (``YAMLEventComposer``), and the scan gives the located
/// message for a text that nests too deeply (``DocumentReader``, which runs it only where its
/// verdict can matter). It walks the text once, without recursion, and estimates the nesting
/// depth of every line: flow collections by their brackets (outside quotes and comments), block
/// collections by an indentation stack plus the `- ` and `? ` indicators at the start of a line.
/// The estimate errs on the high side for ordinary documents (a scalar after `- ` counts as a
/// level), and its limit is set well above what the deepest document the engine accepts needs,
/// so it only ever rejects documents that the stack-depth check would reject anyway.
struct NestingDepthScan {
    /// Where the estimated nesting first exceeds the limit (1-based), if it does.
    struct Excess: Equatable {
        var line: Int
        var column: Int
    }

    let limit: Int

    private var flowDepth = 0
    private var quote: UInt8?  // `"` or `'` while inside a quoted scalar
    private var blockScalarParentIndent: Int?
    /// Open block collections: their indentation and whether they are sequences.
    private var blocks: [(indent: Int, isSequence: Bool)] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Scans `text` and returns the first place where the nesting exceeds the limit.
    static func firstExcess(in text: String, limit: Int) -> Excess? {
        var scan = NestingDepthScan(limit: limit)
        var lineNumber = 0
        var bytes = Array(text.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var lineStart = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lineNumber += 1
            var end = index
            if end > lineStart && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if let column = scan.scanLine(bytes[lineStart..<end]) {
                return Excess(line: lineNumber, column: column)
            }
            lineStart = index + 1
        }
        return nil
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    /// Scans one line; returns the 1-based column where the depth goes over the limit.
    private mutating func scanLine(_ line: ArraySlice<UInt8>) -> Int? {
        let start = line.startIndex
        let indent = line.prefix(while: { $0 == Self.space }).count
        let isBlank = line.allSatisfy { $0 == Self.space || $0 == Self.tab }

        if let parentIndent = blockScalarParentIndent {
            if isBlank || indent > parentIndent { return nil }
            blockScalarParentIndent = nil
        }
        var position = start + indent
        if quote == nil && flowDepth == 0 {
            if isBlank || line[position] == UInt8(ascii: "#") { return nil }
            if indent == 0 && (line.starts(with: "---".utf8) || line.starts(with: "...".utf8)) {
                blocks.removeAll()
                return nil
            }
            position = openBlocks(in: line, indent: indent)
            if blocks.count > limit { return indent + 1 }
        }
        return scanFlow(line, from: position)
    }

    /// Updates the indentation stack for a line starting a block entry at `indent`; returns
    /// where the line's content starts after any `- ` / `? ` indicators.
    private mutating func openBlocks(in line: ArraySlice<UInt8>, indent: Int) -> Int {
        let start = line.startIndex
        func isIndicator(at offset: Int) -> Bool {
            let at = start + offset
            guard at < line.endIndex, line[at] == UInt8(ascii: "-") || line[at] == UInt8(ascii: "?") else {
                return false
            }
            return at + 1 == line.endIndex || line[at + 1] == Self.space
        }
        let startsSequence = isIndicator(at: indent)
        while let last = blocks.last, last.indent > indent { blocks.removeLast() }
        if let last = blocks.last, last.indent == indent {
            // A sequence may sit at its parent key's indentation (`key:` then `- item`).
            if startsSequence && !last.isSequence {
                blocks.append((indent, true))
            } else if !startsSequence && last.isSequence {
                blocks.removeLast()
                if blocks.last?.indent != indent { blocks.append((indent, false)) }
            }
        } else {
            blocks.append((indent, startsSequence))
        }
        // Compact nesting on one line: `- - item`, `- key: value`.
        var offset = indent
        while isIndicator(at: offset) {
            offset += 1
            while start + offset < line.endIndex && line[start + offset] == Self.space { offset += 1 }
            if start + offset < line.endIndex && line[start + offset] != UInt8(ascii: "#") {
                blocks.append((offset, isIndicator(at: offset)))
            }
        }
        return start + offset
    }

    /// Follows flow brackets, quotes and comments from `position` to the end of the line.
    private mutating func scanFlow(_ line: ArraySlice<UInt8>, from position: Int) -> Int? {
        var index = position
        // The last character that is not a space; a quote or bracket only opens a scalar or a
        // collection where a value can start (`a[b` and `it's` are plain text).
        var previous: UInt8? = nil
        var previousWasSpace = true
        while index < line.endIndex {
            let byte = line[index]
            defer {
                index += 1
            }
            if let open = quote {
                if open == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == open {
                    if open == UInt8(ascii: "'") && index + 1 < line.endIndex && line[index + 1] == open {
                        index += 1
                    } else {
                        quote = nil
                        previous = byte
                        previousWasSpace = false
                    }
                }
                continue
            }
            if byte == Self.space || byte == Self.tab {
                previousWasSpace = true
                continue
            }
            let valueCanStart =
                previous == nil
                || (previousWasSpace && [":", "-", "?", ",", "[", "{"].map { UInt8(ascii: $0) }.contains(previous!))
                || [",", "[", "{"].map { UInt8(ascii: $0) }.contains(previous!)
            switch byte {
            case UInt8(ascii: "#") where previousWasSpace:
                return nil
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if valueCanStart { quote = byte }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if flowDepth > 0 || valueCanStart {
                    flowDepth += 1
                    if blocks.count + flowDepth > limit { return index - line.startIndex + 1 }
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if flowDepth > 0 { flowDepth -= 1 }
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                if flowDepth == 0 && valueCanStart {
                    blockScalarParentIndent = line.prefix(while: { $0 == Self.space }).count
                    return nil
                }
            default:
                break
            }
            previous = byte
            previousWasSpace = false
        }
        return nil
    }
}
