@testable import DocumentSyntax
import Testing
import Yams

/// The tag of a plain scalar decided without regular expressions: every decision must be the
/// one Yams' default resolver (the reference model: YAML 1.1's rules as regular expressions)
/// makes, and the common cases must be decided at all.
@Suite struct ImplicitScalarTagTests {
    /// What Yams' default resolver says for `text` as an untagged plain scalar.
    private func yams(_ text: String) -> Yams.Tag.Name { Resolver.default.resolveTag(of: Node(text)) }

    @Test func decidesTheCommonCasesByHand() {
        // Worked from the rules: a word is a bool or null only when it is one of theirs.
        let expected: [(text: String, tag: Yams.Tag.Name)] = [
            ("", .null), ("null", .null), ("Null", .null), ("NULL", .null), ("nULL", .str),
            ("true", .bool), ("Off", .bool), ("YES", .bool), ("yEs", .str), ("y", .str),
            ("horizontal", .str), ("Add to Favourites", .str), ("#FF0000", .str), ("Öffnen", .str),
            ("0", .int), ("-0", .int), ("+12", .int), ("375", .int),
            ("10.5", .float), ("-0.25", .float), ("1.", .float), ("1e3", .float), ("2E-2", .float),
            ("01.5", .float), ("1.5e+10", .float),
        ]
        for (text, tag) in expected {
            #expect(ImplicitScalarTag.resolve(text) == tag, "\(text)")
            #expect(yams(text) == tag, "\(text): the reference disagrees with the hand-worked tag")
        }
        // `40%` starts with a digit but is no number: left to Yams, which says str.
        #expect(ImplicitScalarTag.resolve("40%") == nil)
        #expect(yams("40%") == .str)
    }

    @Test func leavesTheRareFormsToYams() {
        // Octal, hex, binary, underscores, base 60, .inf/.nan, timestamps, merge, value, `~`.
        for text in ["0123", "00", "0x1F", "0b101", "0o17", "1_000", "1:30", "1:30.5", ".inf", "-.inf", ".nan",
            ".5", "2001-12-14", "2001-12-14t21:59:43.10-05:00", "<<", "=", "~", "-", "+", "1e", "1.5e", "1.2.3", "9:41"]
        {
            #expect(ImplicitScalarTag.resolve(text) == nil, "\(text)")
        }
    }

    /// Every string of up to four characters over an alphabet of what the rules look at, and
    /// a few longer ones: whatever is decided agrees with Yams, and most are decided.
    @Test func agreesWithYamsWhereverItDecides() {
        let alphabet: [Character] = ["0", "1", "7", "9", "-", "+", ".", "e", "E", "_", ":", "x", "a", "n", "T", " ", "~", "%", "é"]
        var texts: [String] = [""]
        var frontier: [String] = [""]
        for _ in 1...4 {
            var longer: [String] = []
            for prefix in frontier {
                for character in alphabet { longer.append(prefix + String(character)) }
            }
            frontier = longer
            texts += frontier
        }
        texts += ["yes", "No", "on", "OFF", "False", "null", "nothing", "12.75e-3", "-1234567890", "3.14159", "0.0", "1e300"]
        var decided = 0
        for text in texts {
            guard let tag = ImplicitScalarTag.resolve(text) else { continue }
            decided += 1
            #expect(tag == yams(text), "\(text): \(tag.rawValue) against Yams' \(yams(text).rawValue)")
        }
        // 1 (the empty text) + 19 + 19² + 19³ + 19⁴ + 12 = 137,573 texts; those starting with a letter, space, `%`, `é`,
        // `_` or `:` (10 of the 19 first characters) are all decided: more than half.
        #expect(texts.count == 137_573)
        #expect(decided > texts.count / 2, "decided only \(decided) of \(texts.count)")
    }
}

extension ImplicitScalarTag {
    /// The tag of `text`, a plain scalar without an explicit tag, by Yams' name; `nil` when
    /// only the full rules can tell.
    static func resolve(_ text: String) -> Yams.Tag.Name? {
        var text = text
        return text.withUTF8 { resolve($0) }?.name
    }
}
