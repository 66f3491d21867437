/// The text libyaml is given: the document's, with JSON's surrogate pairs rewritten as the
/// 8-digit escapes libyaml reads (`\uD83D\uDE00` → `\U0001F600`) and every U+0000 byte
/// replaced by U+FFFD (the replacement character, one column like it), so that a document
/// holding one still composes and the reader can name the value it is in before refusing it.
///
/// A rewritten pair is two characters shorter. Two spaces go where libyaml ignores them (after
/// the closing quote, or before a line break inside the scalar, where blanks fold away), so
/// every node after it keeps its line and column; between the two, columns of libyaml's own
/// errors are mapped back with ``originalColumn(line:column:)``.
struct PreparedYAMLText {
    /// The text to parse.
    let text: String
    /// Per line, where the column shift changes: from rewritten column `from` on, the original
    /// column is the rewritten one plus `shift`.
    private let shifts: [Int: [(from: Int, shift: Int)]]

    /// What a U+0000 byte becomes.
    static let nulReplacement: Character = "\u{FFFD}"

    /// One change to the text: `removing` bytes at `position` replaced by `inserting`. What is
    /// removed (a pair's escapes, a NUL) is ASCII: as many characters as bytes.
    private struct Edit {
        var position: TextPosition
        var removing: Int
        var inserting: String
    }

    /// Prepares `bytes`, rewriting the pairs of the double-quoted scalars in `rewriting` (those
    /// of `scan`, or the ones confirmed to be double-quoted).
    init(_ bytes: [UInt8], scan: YAMLScalarScan, rewriting: [YAMLScalarScan.DoubleQuotedScalar]) {
        var edits: [Edit] = []
        for scalar in rewriting {
            for pair in scalar.pairs {
                let hex = String(pair.scalar.value, radix: 16, uppercase: true)
                let escape = "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                edits.append(Edit(position: pair.escape, removing: 12, inserting: escape))
                if let padding = pair.padding {
                    edits.append(Edit(position: padding, removing: 0, inserting: "  "))
                }
            }
        }
        for nul in scan.rawNULs {
            edits.append(Edit(position: nul.position, removing: 1, inserting: String(Self.nulReplacement)))
        }
        guard !edits.isEmpty else {
            text = String(decoding: bytes, as: UTF8.self)
            shifts = [:]
            return
        }
        // Text order; at one offset, insertions (padding) before the replacement of a NUL there.
        edits.sort { ($0.position.offset, $0.removing) < ($1.position.offset, $1.removing) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var shifts: [Int: [(from: Int, shift: Int)]] = [:]
        var copied = 0
        for edit in edits {
            output += bytes[copied..<edit.position.offset]
            output += Array(edit.inserting.utf8)
            copied = edit.position.offset + edit.removing
            let change = edit.removing - edit.inserting.count
            guard change != 0 else { continue }
            let line = edit.position.line
            let shift = shifts[line]?.last?.shift ?? 0
            // The edit starts at original column c, rewritten c − shift; what followed it
            // starts at rewritten c − shift + inserted characters.
            let from = edit.position.column - shift + edit.inserting.count
            shifts[line, default: []].append((from, shift + change))
        }
        output += bytes[copied...]
        text = String(decoding: output, as: UTF8.self)
        self.shifts = shifts
    }

    /// The column in the document of a column libyaml reported on `line` of ``text``.
    func originalColumn(line: Int, column: Int) -> Int {
        guard let changes = shifts[line] else { return column }
        return column + (changes.last(where: { $0.from <= column })?.shift ?? 0)
    }
}
