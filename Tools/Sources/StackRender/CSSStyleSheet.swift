/// The rules and declarations of CSS text (an SVG image's `<style>` elements and `style`
/// attributes), read far enough to check an image's limits: which properties a rule sets and
/// to which elements it may apply.
///
/// It errs on the side of seeing more: a selector it cannot narrow down applies to every
/// element, and the blocks of at-rules (`@media`) are read as if they were not inside one.
struct CSSStyleSheet {
    /// One `name: value` of a declaration block, its name unescaped and lowercased.
    struct Declaration: Equatable {
        var name: String
        var value: String
        /// Whether it ends with `!important` (which is not part of ``value``).
        var isImportant: Bool
    }

    /// The elements a rule may apply to, from the last compound of one of its selectors
    /// (`g .icon > path.a` applies at most to paths of class `a`): an element matching the
    /// whole selector matches this too.
    enum Subject: Hashable {
        case id(String)
        case className(String)
        case element(String)
        case any
    }

    /// A rule: the elements it may apply to and what it declares.
    struct Rule {
        var subjects: [Subject]
        var declarations: [Declaration]
    }

    var rules: [Rule] = []

    /// Reads `text`, a style sheet.
    init(_ text: String) {
        rules = Self.rules(in: Array(text.unicodeScalars)[...])
    }

    private static func rules(in text: ArraySlice<Unicode.Scalar>) -> [Rule] {
        var rules: [Rule] = []
        var index = text.startIndex
        while index < text.endIndex {
            let preludeStart = index
            // The prelude runs to the block that follows it, or to `;` (`@import …;`).
            while index < text.endIndex, text[index] != "{", text[index] != ";" { index = skipToken(text, from: index) }
            let prelude = text[preludeStart..<index]
            guard index < text.endIndex, text[index] == "{" else {
                index = min(index + 1, text.endIndex)
                continue
            }
            let blockEnd = matchingBrace(text, from: index)
            let block = text[(index + 1)..<blockEnd]
            index = min(blockEnd + 1, text.endIndex)
            let selector = String(String.UnicodeScalarView(withoutComments(prelude))).trimmingSpaces
            if selector.hasPrefix("@") {
                rules += Self.rules(in: block)
            } else {
                rules.append(Rule(subjects: subjects(of: selector), declarations: declarations(in: block)))
            }
        }
        return rules
    }

    /// The declarations of a block (or of a `style` attribute), in order.
    static func declarations(_ text: String) -> [Declaration] {
        declarations(in: Array(text.unicodeScalars)[...])
    }

    private static func declarations(in text: ArraySlice<Unicode.Scalar>) -> [Declaration] {
        var declarations: [Declaration] = []
        var index = text.startIndex
        while index < text.endIndex {
            let start = index
            while index < text.endIndex, text[index] != ";" { index = skipToken(text, from: index) }
            let part = withoutComments(text[start..<index])
            index = min(index + 1, text.endIndex)
            guard let colon = part.firstIndex(of: ":") else { continue }
            let name = unescaped(String(String.UnicodeScalarView(part[..<colon])).trimmingSpaces).lowercased()
            var value = unescaped(String(String.UnicodeScalarView(part[(colon + 1)...]))).trimmingSpaces
            var isImportant = false
            if let bang = value.lastIndex(of: "!"),
                value[value.index(after: bang)...].trimmingSpaces.lowercased() == "important"
            {
                isImportant = true
                value = String(value[..<bang]).trimmingSpaces
            }
            if !name.isEmpty { declarations.append(Declaration(name: name, value: value, isImportant: isImportant)) }
        }
        return declarations
    }

    /// The subjects of a selector list: one per selector, ``Subject/any`` where the last compound
    /// names no id, class or element.
    private static func subjects(of selectors: String) -> [Subject] {
        selectors.split(separator: ",").map { selector in
            // Brackets, parentheses and quotes may hide a combinator or a comma: such a
            // selector is not narrowed down.
            guard !selector.contains(where: { "[(\"'".contains($0) }) else { return .any }
            // The last compound: after the last combinator (a space, >, + or ~).
            let compound = selector.trimmingSpaces.split(whereSeparator: { " \t\n\r\u{0C}>+~".contains($0) }).last.map(String.init) ?? ""
            var id: String?, className: String?, element: String?
            var index = compound.startIndex
            func name() -> String {
                let start = index
                while index < compound.endIndex, !".#[:".contains(compound[index]) {
                    // An escaped character is part of the name.
                    if compound[index] == "\\" { index = compound.index(after: index) }
                    if index < compound.endIndex { index = compound.index(after: index) }
                }
                return unescaped(String(compound[start..<index]))
            }
            if index < compound.endIndex, !".#[:".contains(compound[index]) {
                let type = name()
                // `svg|rect`: the element's local name.
                element = type.split(separator: "|").last.map(String.init)
            }
            while index < compound.endIndex {
                let mark = compound[index]
                index = compound.index(after: index)
                switch mark {
                case "#": id = id ?? name()
                case ".": className = className ?? name()
                default:
                    // Attribute selectors and pseudo-classes narrow the match; leaving them out
                    // keeps every element the rule applies to.
                    while index < compound.endIndex, !".#".contains(compound[index]) { index = compound.index(after: index) }
                }
            }
            // Compared without case: an element that differs only in case still counts.
            if let id, !id.isEmpty { return .id(id.lowercased()) }
            if let className, !className.isEmpty { return .className(className.lowercased()) }
            if let element, !element.isEmpty, element != "*" { return .element(element.lowercased()) }
            return .any
        }
    }

    /// `text` with CSS escapes replaced by the characters they stand for (`\66 ont` is `font`).
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\", index < scalars.count else {
                result.append(scalar)
                continue
            }
            var hex = ""
            while hex.count < 6, index < scalars.count, scalars[index].properties.isASCIIHexDigit {
                hex.unicodeScalars.append(scalars[index])
                index += 1
            }
            if hex.isEmpty {
                // `\` before a newline continues a string; before anything else it is that character.
                if scalars[index] != "\n" { result.append(scalars[index]) }
                index += 1
                continue
            }
            if index < scalars.count, " \t\n".unicodeScalars.contains(scalars[index]) { index += 1 }
            result.append(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
        }
        return String(result)
    }

    /// The index after the token at `index`: a comment, a quoted string, an escape, a bracketed
    /// group, or one character.
    private static func skipToken(_ text: ArraySlice<Unicode.Scalar>, from index: Int) -> Int {
        switch text[index] {
        case "/" where index + 1 < text.endIndex && text[index + 1] == "*":
            var end = index + 2
            while end + 1 < text.endIndex, !(text[end] == "*" && text[end + 1] == "/") { end += 1 }
            return min(end + 2, text.endIndex)
        case "\"", "'":
            let quote = text[index]
            var end = index + 1
            while end < text.endIndex, text[end] != quote {
                end += text[end] == "\\" ? 2 : 1
            }
            return min(end + 1, text.endIndex)
        case "\\":
            return min(index + 2, text.endIndex)
        case "(":
            var end = index + 1
            while end < text.endIndex, text[end] != ")" { end = skipToken(text, from: end) }
            return min(end + 1, text.endIndex)
        default:
            return index + 1
        }
    }

    /// The index of the `}` closing the block opened at `index` (or the end of the text).
    private static func matchingBrace(_ text: ArraySlice<Unicode.Scalar>, from index: Int) -> Int {
        var depth = 0
        var end = index
        while end < text.endIndex {
            switch text[end] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return end }
            default: break
            }
            end = skipToken(text, from: end)
        }
        return text.endIndex
    }

    /// `text` without its comments.
    private static func withoutComments(_ text: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        guard text.contains("*") else { return text }
        var result: [Unicode.Scalar] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = skipToken(text, from: index)
            if !(text[index] == "/" && index + 1 < text.endIndex && text[index + 1] == "*") {
                result += text[index..<next]
            }
            index = next
        }
        return result[...]
    }
}

extension StringProtocol {
    /// The text without the spaces, tabs and line breaks around it.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
