import Foundation

/// A `// stacks:ignore RULE[, RULE…] — reason` comment: the audit reports the rules' findings
/// about the item or stack that starts on the comment's line (a comment after the code) or on
/// the next line (a comment above it) as suppressed in place, with the reason.
public struct SourceSuppression: Hashable, Sendable {
    /// The rule ids named.
    public var rules: [String]
    /// The reason after the dash; empty when the comment gives none (the comment is then not
    /// applied, and the audit warns).
    public var reason: String
    /// Where the comment starts.
    public var position: SourcePosition

    /// What a suppression comment starts with.
    public static let marker = "stacks:ignore"

    /// The suppression `comment` (a `//` comment's full text) writes, or `nil` when it is no
    /// suppression. The reason follows an em dash (`—`) or two hyphens (`--`).
    public init?(comment: String, position: SourcePosition) {
        var text = Substring(comment)
        guard text.hasPrefix("//") else { return nil }
        text = text.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" })
        guard text.hasPrefix(Self.marker) else { return nil }
        text = text.dropFirst(Self.marker.count)
        var rulesText = text
        var reason = Substring("")
        if let dash = text.range(of: "—") ?? text.range(of: "--") {
            rulesText = text[..<dash.lowerBound]
            reason = text[dash.upperBound...]
        }
        rules = rulesText.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        self.reason = reason.trimmingCharacters(in: .whitespaces)
        self.position = position
    }

    /// Whether the comment is about something that starts on `line`.
    public func applies(toLine line: Int) -> Bool {
        line == position.line || line == position.line + 1
    }
}
