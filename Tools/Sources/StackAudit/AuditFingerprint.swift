import CLibcrypto

/// A finding's stable identity across runs, machines, shards and combinations: the SHA-256 of
/// its rule id, its document's path relative to the audit's root folder, its place in the
/// document, its message with what varies from
/// combination to combination taken out (``invariantMessage(_:)``) and, for a finding about a
/// translation as written (a German title too long), that translation's locale.
///
/// The same layout problem seen at 320 and 375 pt, in English and German, therefore has one
/// fingerprint, as it is one finding of a report (``AuditReport/findings``); two shards that
/// both see it report it each with the same fingerprint (and their own combinations); a title too
/// long in German and the same title too long in French are two, as a new translation's
/// problems are new. Baselines (``AuditBaseline``) and SARIF's `partialFingerprints` use it.
/// The line and column are left out on purpose: editing lines above a button does not make
/// its finding new.
///
/// The place is named by the id of the finding's button or node when the document gives it one
/// (``AuditAnchor``: `#save`, `#intro.text.lines`), so that inserting, removing or reordering
/// its siblings keeps the finding's identity; a node without an id is named by its position in
/// the tree (`root.stack.children[1].buttons.items[2]`).
public enum AuditFingerprint {
    /// The key under which SARIF results carry it in `partialFingerprints`.
    public static let sarifKey = "stacksFinding/v1"

    /// The fingerprint of `finding` in the document at `documentPath` (relative to the root
    /// folder; see ``AuditSourceRoot``): 64 hexadecimal digits.
    public static func of(_ finding: AuditFinding, documentPath: String) -> String {
        // Unit separators keep the fields apart: no field can run into the next.
        sha256Hex(fields(of: finding, documentPath: documentPath).joined(separator: "\u{1F}"))
    }

    /// The fingerprint `finding` had when every place was named by its position in the tree,
    /// as baselines written before ids named places hold it (``AuditBaseline`` accepts either).
    public static func positional(_ finding: AuditFinding, documentPath: String) -> String {
        sha256Hex(fields(of: finding, documentPath: documentPath, byPosition: true).joined(separator: "\u{1F}"))
    }

    /// How the fingerprint names the finding's place: by its anchor's id when it has one
    /// (and `byPosition` is false), else by its path in the tree.
    static func place(of location: AuditLocation, byPosition: Bool = false) -> String {
        let path = location.place.path
        guard !byPosition, let anchor = location.anchor, let name = anchor.name(of: path) else { return path.description }
        return name
    }

    /// What the fingerprint hashes, in order; a report merges findings by these too
    /// (``AuditReport/findings``), so that one finding is one fingerprint.
    static func fields(of finding: AuditFinding, documentPath: String, byPosition: Bool = false) -> [String] {
        var fields = [
            "v1", finding.rule.id, documentPath, place(of: finding.location, byPosition: byPosition),
            invariantMessage(finding.message),
        ]
        if let locale = finding.location.locale { fields.append(locale.identifier) }
        return fields
    }

    /// The SHA-256 of `text`'s UTF-8 bytes as 64 hexadecimal digits (the hash fingerprints use).
    public static func sha256Hex(_ text: String) -> String {
        sha256Hex(bytes: Array(text.utf8))
    }

    /// The SHA-256 of `bytes` as 64 hexadecimal digits.
    public static func sha256Hex(bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        // SHA-256 cannot fail on bytes in memory; a libcrypto without it would be broken.
        precondition(EVP_Digest(bytes, bytes.count, &digest, &length, EVP_sha256(), nil) == 1, "libcrypto has no SHA-256")
        return digest.prefix(Int(length)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// `message` without what a combination changes: quoted text (titles, translated in each
    /// locale) becomes `'…'`, numbers (sizes and distances at each width and text size)
    /// become `#`, and the plural `s` of the word after a number goes (`# words` and `# word`
    /// read the same), so "'Teilen' is 40 × 30 pt" and "'Share' is 44 × 28 pt" agree.
    public static func invariantMessage(_ message: String) -> String {
        var output = ""
        var characters = message[...]
        var afterNumber = false
        while let character = characters.first {
            if character == "'" || character == "\"", let end = Self.closingQuote(character, after: characters) {
                output += "'…'"
                characters = characters[characters.index(after: end)...]
                afterNumber = false
            } else if character.isNumber {
                characters = characters.drop(while: \.isNumber)
                // A decimal point followed by digits is part of the number; a full stop is not.
                if characters.first == ".", characters.dropFirst().first?.isNumber == true {
                    characters = characters.dropFirst().drop(while: \.isNumber)
                }
                output += "#"
                afterNumber = true
            } else if character.isLetter {
                var word = String(characters.prefix(while: \.isLetter))
                characters = characters.dropFirst(word.count)
                if afterNumber, word.count > 1, word.hasSuffix("s") { word.removeLast() }
                output += word
                afterNumber = false
            } else {
                output.append(character)
                characters = characters.dropFirst()
                if !character.isWhitespace { afterNumber = false }
            }
        }
        return output
    }

    /// Where the quotation that `text` opens with `quote` ends: the next `quote` not followed
    /// by a letter (so the apostrophe in 'Don't Save' does not end it).
    private static func closingQuote(_ quote: Character, after text: Substring) -> Substring.Index? {
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == quote, next == text.endIndex || !text[next].isLetter { return index }
            index = next
        }
        return nil
    }
}
