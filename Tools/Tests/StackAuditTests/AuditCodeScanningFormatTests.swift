import Foundation
import StackAudit
import StackDocument
import Testing

/// SARIF as GitHub code scanning reads it, and GitHub workflow commands.
struct AuditCodeScanningFormatTests {
    let root = AuditSourceRoot(folder: "/repo", workingFolder: "/repo/Screens")

    /// The two findings of ``AuditFormatTests/document`` in `login.yaml`, run from
    /// `/repo/Screens` with the root at `/repo`.
    func report() throws -> AuditReport {
        try DocumentAudit(document: try StackDocument(yaml: AuditFormatTests.document), name: "login.yaml")
            .run(combinations: [AuditCombination(width: 375, contentSize: .large)], scale: 1, measurer: { _ in FixedMetricsTextMeasurer() })
    }

    @Test("rules with full description, help in text and Markdown and a helpUri; relative URIs; fingerprints; category")
    func sarif() throws {
        let report = try report()
        var rules = AuditRule.all
        rules[0].severity = .error  // as a configuration would set it
        let text = SARIFFormat(report, rules: rules, root: root, shard: try AuditShard(index: 2, count: 4)).text
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        #expect((run["automationDetails"] as? [String: Any])?["id"] as? String == "stacks-audit/shard-2-of-4/")
        #expect(run["originalUriBaseIds"] as? [String: [String: String]] == ["%SRCROOT%": ["uri": "file:///repo/"]])
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let sarifRules = try #require(driver["rules"] as? [[String: Any]])
        #expect(sarifRules.count == AuditRule.all.count)
        for rule in sarifRules {
            let id = try #require(rule["id"] as? String)
            #expect(rule["helpUri"] as? String == "\(AuditRuleGuide.documentationURL)#\(id)")
            #expect(((rule["fullDescription"] as? [String: String])?["text"]?.count ?? 0) > 0)
            let help = try #require(rule["help"] as? [String: String])
            #expect(help["text"]?.contains("How to fix:") == true)
            #expect(help["markdown"]?.contains("](\(AuditRuleGuide.documentationURL)#\(id))") == true)
        }
        #expect((sarifRules[0]["defaultConfiguration"] as? [String: String])?["level"] == "error")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["primary-not-first", "icon-only-label"])
        for (result, finding) in zip(results, report.findings) {
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect(location["artifactLocation"] as? [String: String] == ["uri": "Screens/login.yaml", "uriBaseId": "%SRCROOT%"])
            #expect(result["partialFingerprints"] as? [String: String]
                == ["stacksFinding/v1": AuditFingerprint.of(finding, documentPath: "Screens/login.yaml")])
        }
        #expect(run["artifacts"] as? [[String: [String: String]]] == [["location": ["uri": "Screens/login.yaml", "uriBaseId": "%SRCROOT%"]]])
        // A whole run's category.
        #expect(SARIFFormat(report).automationId == "stacks-audit/")
    }

    @Test("one workflow command per finding, paths relative to the root")
    func github() throws {
        let lines = GitHubWorkflowFormat(try report(), root: root).text.split(separator: "\n").map(String.init)
        #expect(lines == [
            "::warning file=Screens/login.yaml,line=13,col=15,title=primary-not-first::the primary button 'Save Draft' is button 2 "
                + "of 3; put it first (root.stack.children[1].buttons.items[1], button save of actions)",
            "::error file=Screens/login.yaml,line=14,col=15,title=icon-only-label::icon-only button star has no accessibilityLabel; "
                + "a screen reader says \"star, button\" (root.stack.children[1].buttons.items[2], button star of actions)",
        ])
    }

    @Test("workflow command escaping: %, CR and LF in messages; also : and , in properties")
    func escaping() {
        #expect(GitHubWorkflowFormat.escapeData("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext: a, b")
        #expect(GitHubWorkflowFormat.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    }
}
