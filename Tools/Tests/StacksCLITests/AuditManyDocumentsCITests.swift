import Foundation
import Testing

/// The audit in a team's CI, end to end: documents gathered from a folder with a String Catalog
/// (`--strings`, `--locale all`) run as B's jobs on two workers, in shards, against a
/// configuration and a baseline.
@Suite struct AuditManyDocumentsCITests {
    /// A catalog translating the share button's title: German far too long (49 characters in
    /// 3 words, as LanguageRuleTests works out), French in lower case.
    static let catalog = """
        {"sourceLanguage": "en", "strings": {"Share": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Benachrichtigungseinstellungen zurücksetzen jetzt"}},
          "fr": {"stringUnit": {"state": "translated", "value": "partager"}}}}}}
        """

    /// One finding as the JSON report gives it, without its combination (which shards may
    /// see differently: a finding is listed with the first combination of the run it is in).
    struct Key: Hashable, CustomStringConvertible {
        var document: String
        var rule: String
        var path: String
        var locale: String?
        var message: String
        var description: String { "\(document) [\(rule)] \(path) \(locale ?? "-"): \(message)" }
    }

    struct Report {
        var status: Int32
        var text: String
        var documents: [String]
        var combinations: Int
        var keys: [Key]
    }

    static func run(_ arguments: [String], in folder: URL) throws -> Report {
        let outcome = try StacksProcess.run(arguments + ["--format", "json"], in: folder)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let keys = try findings.map { finding in
            let location = try #require(finding["location"] as? [String: Any])
            return Key(
                document: try #require(location["document"] as? String), rule: try #require(finding["ruleId"] as? String),
                path: try #require(location["path"] as? String), locale: location["locale"] as? String,
                message: try #require(finding["message"] as? String))
        }
        return Report(
            status: outcome.status, text: outcome.standardOutput, documents: object["documents"] as? [String] ?? [],
            combinations: (object["combinations"] as? [Any])?.count ?? -1, keys: keys)
    }

    @Test("a folder with a String Catalog: --jobs 2 shards add up to the whole run; its baseline suppresses all of it")
    func folderShardsAndBaseline() throws {
        let repository = try AuditCICommandTests.repository([
            // Drafts are found in the folder but excluded by the configuration.
            ".stacks-audit.yaml": "exclude: [\"Screens/drafts/**\"]\ncombinations: {widths: [320, 375]}\n",
            "Screens/share.yaml": AuditInputsCommandTests.sharePage,
            "Screens/star.yaml": AuditCommandTests.page(labelled: false),
            "Screens/drafts/old.yaml": AuditCommandTests.page(labelled: false),
            "Strings/Localizable.xcstrings": Self.catalog,
        ])
        let arguments = [
            "audit", "Screens", "--strings", "Strings/Localizable.xcstrings", "--locale", "all", "--text-metrics", "fixed",
        ]
        let whole = try Self.run(arguments + ["--jobs", "2"], in: repository)
        // The star's unlabelled icon is an error: exit 1.
        #expect(whole.status == 1)
        #expect(whole.documents == ["Screens/share.yaml", "Screens/star.yaml"])
        // all = the catalog's de and fr and its source language en, at the configuration's 2 widths.
        #expect(whole.combinations == 6)
        let item = "root.stack.children[0].buttons.items[0]"
        // The star's icon has no label; written once, whatever the locale.
        #expect(whole.keys.contains {
            $0.document == "Screens/star.yaml" && $0.rule == "icon-only-label" && $0.path == item && $0.locale == nil
                && $0.message.hasPrefix("icon-only button star has no accessibilityLabel")
        })
        // The German title draws title-length in de; the French one sentence case in fr.
        #expect(whole.keys.contains {
            $0.document == "Screens/share.yaml" && $0.rule == "title-length" && $0.path == item && $0.locale == "de"
                && $0.message.hasPrefix("'Benachrichtigungseinstellungen zurücksetzen jetzt' has 3 words and 49 characters")
        })
        #expect(whole.keys.contains(Key(
            document: "Screens/share.yaml", rule: "title-case", path: item, locale: "fr",
            message: "'partager' does not start with a capital (sentence case): capitalise 'partager'")))
        #expect(!whole.keys.contains { $0.document.contains("drafts") })

        // One worker gives the same bytes.
        #expect(try Self.run(arguments + ["--jobs", "1"], in: repository).text == whole.text)

        // The two shards' findings together are the whole run's, and each shard's are in it.
        var union = Set<Key>()
        for index in 1...2 {
            let shard = try Self.run(arguments + ["--jobs", "2", "--shard", "\(index)/2"], in: repository)
            #expect(shard.documents == whole.documents)
            #expect(Set(shard.keys).isSubset(of: Set(whole.keys)))
            union.formUnion(shard.keys)
        }
        #expect(union == Set(whole.keys))

        // A baseline written from the run suppresses every finding of the same run.
        let written = try StacksProcess.run(arguments + ["--jobs", "2", "--write-baseline", "baseline.json"], in: repository)
        #expect(written.status == 0)
        let filtered = try StacksProcess.run(arguments + ["--jobs", "2", "--baseline", "baseline.json"], in: repository)
        #expect(filtered.status == 0)
        #expect(filtered.standardOutput == "0 errors, 0 warnings, 0 notes in 2 documents and 6 combinations\n")
        #expect(filtered.standardError == "note: \(whole.keys.count) findings suppressed by the baseline baseline.json\n")
    }
}
