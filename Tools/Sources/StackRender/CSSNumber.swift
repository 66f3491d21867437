/// The numbers of CSS and SVG values, read as librsvg reads them.
enum CSSNumber {
    /// The CSS number `word` starts with (`+1.5e3` in `+1.5e3px`), and where it ends.
    static func leading(_ word: String) -> (value: Double, end: String.Index)? {
        var end = word.startIndex
        func skipDigits() -> Bool {
            let start = end
            while end < word.endIndex, word[end].isASCII, word[end].isNumber { end = word.index(after: end) }
            return end > start
        }
        if end < word.endIndex, word[end] == "+" || word[end] == "-" { end = word.index(after: end) }
        var hasDigits = skipDigits()
        // CSS wants digits after a dot (`5.` is not a number): without them the dot is not read.
        if end < word.endIndex, word[end] == ".", word.index(after: end) < word.endIndex,
            word[word.index(after: end)].isASCII, word[word.index(after: end)].isNumber
        {
            end = word.index(after: end)
            hasDigits = skipDigits() || hasDigits
        }
        guard hasDigits else { return nil }
        if end < word.endIndex, word[end] == "e" {
            // An exponent only when digits follow (`1em` is 1 em).
            var exponentEnd = word.index(after: end)
            if exponentEnd < word.endIndex, word[exponentEnd] == "+" || word[exponentEnd] == "-" {
                exponentEnd = word.index(after: exponentEnd)
            }
            if exponentEnd < word.endIndex, word[exponentEnd].isASCII, word[exponentEnd].isNumber {
                end = exponentEnd
                _ = skipDigits()
            }
        }
        guard let value = Double(word[word.startIndex..<end]), value.isFinite else {
            // Past Double's range: larger than any limit.
            return (word[word.startIndex..<end].hasPrefix("-") ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude, end)
        }
        return (value, end)
    }

    /// The sum of the magnitudes of every number in `text` (path data, a list of points):
    /// a bound on how far its points reach, and so on the length of the lines through them.
    static func magnitudeSum(_ text: String) -> Double {
        var sum = 0.0
        var token = ""
        func flush() {
            if let number = leading(token) { sum += abs(number.value) }
            token = ""
        }
        for character in text {
            switch character {
            case "0"..."9", ".":
                // A second dot starts a new number (`1.5.5` is 1.5 and .5).
                if character == ".", token.contains("."), !token.contains("e") { flush() }
                token.append(character)
            case "e", "E":
                if token.isEmpty { flush() } else { token.append("e") }
            case "+", "-":
                if token.hasSuffix("e") { token.append(character) } else { flush(); token.append(character) }
            default:
                flush()
            }
        }
        flush()
        return sum
    }
}
