/// Text from a document made safe for a terminal or a log: every control character but line
/// breaks and tabs written as an escape (`\u{1B}`). A document's keys and values reach
/// messages and reports as written, and an escape sequence in one must not recolour, move or
/// clear the reader's terminal, or hide a line of a CI log.
public enum VisibleText {
    /// `text` with C0 controls (but `\n` and `\t`), DEL and C1 controls escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                output.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
