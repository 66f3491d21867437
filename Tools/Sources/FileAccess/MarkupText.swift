/// Text written inside XML or HTML (a JUnit report, the playground's list of documents), as
/// character data or an attribute value alike.
public enum MarkupText {
    /// `text` with control characters written as escapes (``VisibleText``; XML 1.0 cannot hold
    /// most of them at all), then `&`, `<`, `>`, `"` and `'` as entities, and a line feed and a
    /// tab as character references, which an attribute value would otherwise turn into spaces.
    public static func escaped(_ text: String) -> String {
        var output = ""
        for character in VisibleText.escaped(text) {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\n": output += "&#10;"
            case "\t": output += "&#9;"
            default: output.append(character)
            }
        }
        return output
    }
}
