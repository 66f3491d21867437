/// Text from a document made safe for a terminal or a log: every control character but line
/// breaks and tabs, and every explicit bidirectional formatting character, written as an escape
/// (`\u{1B}`, `\u{202E}`). A document's keys and values reach messages and reports as written,
/// and an escape sequence in one must not recolour, move or clear the reader's terminal, or hide
/// a line of a CI log; a right-to-left override must not reorder the rest of the line, so that
/// a message reads as something it is not (the marks LRM, RLM and ALM, which only give neutral
/// characters a direction, stay).
public enum VisibleText {
    /// `text` with C0 controls (but `\n` and `\t`, unless `oneLine`), DEL, C1 controls, and
    /// the embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) escaped. A message
    /// that must stay one line (a line written from a watchdog thread) passes `oneLine`.
    public static func escaped(_ text: String, oneLine: Bool = false) -> String {
        let escapes = { (scalar: Unicode.Scalar) in isControl(scalar) || (oneLine && (scalar == "\n" || scalar == "\t")) }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                output.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
