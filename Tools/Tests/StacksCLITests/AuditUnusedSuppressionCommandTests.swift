import Foundation
import Testing

/// `stacks audit` warns of an `audit: {ignore}` rule that suppresses nothing, at its place, on
/// standard error and as a GitHub annotation; a shard, which sees some combinations, does not.
@Suite struct AuditUnusedSuppressionCommandTests {
    /// `Photos` draws title-verb (a noun) but not title-case (one capitalised word): the
    /// ignore's title-verb is used, its title-case is not. The `audit` value is on line 8 at
    /// column 18 (ten spaces, then `audit: `).
    static let page = """
        root:
          stack:
            axis: vertical
            margins: 16
            children:
              - buttons:
                  id: tools
                  audit: {ignore: [title-verb, title-case], reason: "Product names, not actions"}
                  items:
                    - {id: a, title: Photos, icon: star}

        """
    static let run = ["audit", "page.yaml", "--width", "375", "--text-metrics", "fixed"]
    static let message = "audit.ignore suppresses no title-case finding on root.stack.children[0] in any combination audited; "
        + "remove title-case from it"

    @Test("a warning naming the place, on standard error and in the GitHub format; the run passes")
    func warned() throws {
        let repository = try AuditCICommandTests.repository(["page.yaml": Self.page])
        let text = try StacksProcess.run(Self.run, in: repository)
        #expect(text.status == 0)
        #expect(text.standardError == "page.yaml:8:18: warning: root.stack.children[0].buttons.audit: \(Self.message)\n")
        #expect(text.standardOutput.hasSuffix("0 errors, 0 warnings, 0 notes in 1 combination (1 suppressed in place)\n"))
        let github = try StacksProcess.run(Self.run + ["--format", "github"], in: repository)
        #expect(github.standardOutput.hasPrefix("::warning file=page.yaml,line=8,col=18,title=audit.ignore::\(Self.message)\n"))
    }

    @Test("not in a shard's run, whose combinations are a part of the whole")
    func notInAShard() throws {
        let repository = try AuditCICommandTests.repository(["page.yaml": Self.page])
        let shard = try StacksProcess.run(Self.run + ["--shard", "1/2"], in: repository)
        #expect(!shard.standardError.contains("suppresses no"), "\(shard.standardError)")
    }
}
