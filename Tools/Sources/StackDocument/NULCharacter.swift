import Foundation

/// The rule for U+0000 (NUL): a document may not contain it anywhere, written raw or escaped
/// (`\0`, `\x00`, `\u0000`, `\U00000000`), in any value or key.
///
/// libyaml refuses the raw byte but reads the escapes, and C text ends at the NUL: Pango would
/// measure and draw `"a\u0000b"` as `a`. Text ending early is never what the author meant, and
/// no layout needs the character, so both are refused with one error at the value holding it
/// (its path, line and column).
enum NULCharacter {
    /// The problem reported for a value holding U+0000.
    static let problemInText = "the text contains the character U+0000 (NUL), which a document may not contain"
    /// The problem reported for U+0000 outside any value (in a comment, between values).
    static let problemInDocument = "the document contains the character U+0000 (NUL), which a document may not contain"

    /// The error for the first U+0000 in the text, if any: escaped ones count in the
    /// double-quoted scalars `confirmed` against the composed document; `scalars` (when the
    /// document composed) names the values they are in.
    static func firstError(
        in scan: YAMLScalarScan, confirmed: [YAMLScalarScan.DoubleQuotedScalar], scalars: ComposedScalars?
    ) -> DocumentError? {
        // (offset of the NUL, the token holding it)
        var first: (offset: Int, token: YAMLScalarScan.TokenStart)?
        func consider(_ offset: Int, _ token: YAMLScalarScan.TokenStart) {
            if first == nil || offset < first!.offset { first = (offset, token) }
        }
        for scalar in confirmed {
            if let escape = scalar.escapedNULs.first { consider(escape.offset, scalar.start) }
        }
        if let raw = scan.rawNULs.first {
            consider(raw.position.offset, raw.token ?? YAMLScalarScan.TokenStart(position: raw.position))
        }
        guard let first else { return nil }
        // Reported where the text starts (not at an anchor before it), named by its path.
        let place = first.token.position
        let found = scalars?[first.token]
        return DocumentError(
            place: DocumentPlace(path: found.map { visible($0.path) } ?? .document, line: place.line, column: place.column),
            problem: found == nil ? problemInDocument : problemInText)
    }

    /// `path` with each U+0000 in its keys spelt `\0`, so that the message shows it (a raw one
    /// was read as ``PreparedYAMLText/nulReplacement``).
    private static func visible(_ path: DocumentPath) -> DocumentPath {
        DocumentPath(steps: path.steps.map { step in
            guard case .key(let key) = step else { return step }
            return .key(key.replacingOccurrences(of: "\u{0}", with: "\\0")
                .replacingOccurrences(of: String(PreparedYAMLText.nulReplacement), with: "\\0"))
        })
    }
}
