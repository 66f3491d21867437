import StackAudit
import StackDocument
import Testing

/// An `audit: {ignore}` that covers no finding in any combination audited is a warning at its
/// place, as SwiftLint's superfluous disable commands are.
struct AuditUnusedSuppressionTests {
    /// A text of 30 characters (255 pt in fixed metrics) on one line: it fits in 343 pt (375
    /// wide, 16 pt margins) and is cut off at 100 (68 pt); its node ignores text-truncated and
    /// word-broken. `audit:` is on line 7, its value at column 18 (after ten spaces and `audit: `).
    static let yaml = """
        root:
          stack:
            axis: vertical
            margins: 16
            children:
              - text:
                  audit: {ignore: [text-truncated, word-broken], reason: "Fades out by design"}
                  string: abcde abcde abcde abcde abcdef
                  lines: 1
        """

    static func warnings(widths: [Double]) throws -> [AuditDocumentWarning] {
        let document = try StackDocument(yaml: Self.yaml)
        let report = try AuditFixture.report(Self.yaml, widths: widths)
        return AuditDocumentWarning.unusedIgnores(["test.yaml": document.auditIgnores], findings: report)
    }

    @Test("a rule whose finding is seen in one combination of several is used; one never seen is not")
    func usedInOneCombination() throws {
        // At 100 pt the text is cut off: text-truncated is used. Its words (5 and 6 characters,
        // 42.5 and 51 pt) fit in 68 pt, so word-broken never is.
        let both = try Self.warnings(widths: [375, 100])
        #expect(both.map(\.message) == [
            "audit.ignore suppresses no word-broken finding on root.stack.children[0] in any combination audited; remove word-broken from it"
        ])
        #expect(both.first?.document == "test.yaml")
        #expect(both.first?.place.line == 7 && both.first?.place.column == 18)
        // At 375 alone nothing is cut off: both rules are unused.
        let wide = try Self.warnings(widths: [375])
        #expect(wide.map(\.message) == [
            "audit.ignore suppresses no text-truncated finding on root.stack.children[0] in any combination audited; remove text-truncated from it",
            "audit.ignore suppresses no word-broken finding on root.stack.children[0] in any combination audited; remove word-broken from it",
        ])
    }

    @Test("a rule the audit does not have is left to the unknown-rule warning")
    func unknownRules() throws {
        let yaml = "root:\n  box: {audit: {ignore: [titel-case], reason: Why}}\n"
        let document = try StackDocument(yaml: yaml)
        let report = try AuditFixture.report(yaml)
        #expect(AuditDocumentWarning.unusedIgnores(["test.yaml": document.auditIgnores], findings: report).isEmpty)
        #expect(AuditDocumentWarning.unknownRules(in: document.auditIgnores, of: "test.yaml").count == 1)
    }
}
