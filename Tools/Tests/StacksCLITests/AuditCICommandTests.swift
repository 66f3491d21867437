import Foundation
import Testing
import ToolsTestSupport

/// `stacks audit` as CI runs it: configuration discovery and precedence, failOn, baselines,
/// formats, all cores and shards.
@Suite struct AuditCICommandTests {
    /// A fresh folder standing for a repository (it has `.git`), with `files` (relative path →
    /// text) written into it. It is `repo` inside a ``TemporaryFolder``, so that a test can put
    /// a file above the repository; the folder is left for the system to clear.
    static func repository(_ files: [String: String]) throws -> URL {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url(of: "repo/.git"), withIntermediateDirectories: true)
        for (path, text) in files {
            try folder.write(text, to: "repo/" + path)
        }
        return folder.url(of: "repo")
    }

    static let unlabelled = AuditCommandTests.page(labelled: false)

    @Test("the outermost .stacks-audit.yaml up to the repository root; the command line over it over the document")
    func discoveryAndPrecedence() throws {
        let repository = try Self.repository([
            ".stacks-audit.yaml": "rules: {icon-only-label: warning}\ncombinations: {widths: [320, 375]}\n",
            "Screens/page.yaml": Self.unlabelled,
        ])
        let screens = repository.appendingPathComponent("Screens")
        // Found one folder up: the error is now a warning, and failOn (error) passes it; the
        // configuration's two widths are audited.
        let found = try StacksProcess.run(["audit", "page.yaml", "--text-metrics", "fixed"], in: screens)
        #expect(found.status == 0)
        #expect(found.standardOutput.hasPrefix("page.yaml:10:15: warning [icon-only-label]"))
        #expect(found.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 2 combinations\n"))
        // --width overrides the configuration's widths.
        let one = try StacksProcess.run(["audit", "page.yaml", "--text-metrics", "fixed", "--width", "375"], in: screens)
        #expect(one.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 1 combination\n"))
        // --config names another file: failOn warning fails the run.
        try Data("failOn: warning\n".utf8).write(to: screens.appendingPathComponent("strict.yaml"))
        let strict = try StacksProcess.run(["audit", "page.yaml", "--text-metrics", "fixed", "--width", "375", "--config", "strict.yaml"], in: screens)
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains("error [icon-only-label]"))
    }

    @Test("the search stops at the folder holding .git")
    func stopsAtRepositoryRoot() throws {
        let repository = try Self.repository(["page.yaml": Self.unlabelled])
        // A broken configuration above the repository is never read.
        try Data("failOn: bogus\n".utf8).write(
            to: repository.deletingLastPathComponent().appendingPathComponent(".stacks-audit.yaml"))
        let outcome = try StacksProcess.run(["audit", "page.yaml", "--text-metrics", "fixed", "--width", "375"], in: repository)
        #expect(outcome.status == 1)  // the error-level finding, with the defaults
        #expect(outcome.standardOutput.contains("error [icon-only-label]"))
        #expect(outcome.standardError.isEmpty)
    }

    @Test("a configuration with an unknown rule is an error at its line and column; excluded documents are skipped")
    func configurationErrorsAndExcludes() throws {
        let broken = try Self.repository([".stacks-audit.yaml": "rules:\n  title-cas: off\n", "page.yaml": Self.unlabelled])
        let outcome = try StacksProcess.run(["audit", "page.yaml", "--text-metrics", "fixed", "--width", "375"], in: broken)
        #expect(outcome.status == 3)
        #expect(outcome.standardError.hasSuffix(
            ".stacks-audit.yaml:2:3: error: rules.title-cas: unknown rule \"title-cas\" (did you mean \"title-case\"?)\n"))
        let excluding = try Self.repository([".stacks-audit.yaml": "exclude: [\"Drafts/**\"]\n", "Drafts/page.yaml": Self.unlabelled])
        let skipped = try StacksProcess.run(["audit", "Drafts/page.yaml", "--text-metrics", "fixed", "--width", "375"], in: excluding)
        #expect(skipped.status == 0)
        #expect(skipped.standardOutput == "0 errors, 0 warnings, 0 notes in 0 combinations\n")
    }

    @Test("--write-baseline, then --baseline reports only new findings and says how many it suppressed")
    func baseline() throws {
        let repository = try Self.repository(["page.yaml": Self.unlabelled])
        let arguments = ["audit", "page.yaml", "--text-metrics", "fixed", "--width", "320,375"]
        let written = try StacksProcess.run(arguments + ["--write-baseline", "baseline.json"], in: repository)
        // Writing a baseline succeeds (a first CI step needs no `|| true`); the report still says.
        #expect(written.status == 0)
        #expect(written.standardOutput.contains("1 error"))
        let text = try String(contentsOf: repository.appendingPathComponent("baseline.json"), encoding: .utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let entries = try #require(object["findings"] as? [[String: Any]])
        // One finding, seen at both widths: one entry.
        #expect(entries.map { $0["ruleId"] as? String } == ["icon-only-label"])
        #expect(entries.first?["document"] as? String == "page.yaml")
        let filtered = try StacksProcess.run(arguments + ["--baseline", "baseline.json"], in: repository)
        #expect(filtered.status == 0)
        #expect(filtered.standardOutput == "0 errors, 0 warnings, 0 notes in 2 combinations\n")
        #expect(filtered.standardError == "note: 1 finding suppressed by the baseline baseline.json\n")
        let missing = try StacksProcess.run(arguments + ["--baseline", "nothing.json"], in: repository)
        #expect(missing.status == 3 && missing.standardError == "error: nothing.json: cannot read the baseline: no such file\n")
    }

    @Test("--format github: workflow commands with paths relative to the repository")
    func github() throws {
        let repository = try Self.repository(["Screens/page.yaml": Self.unlabelled])
        let outcome = try StacksProcess.run(
            ["audit", "page.yaml", "--text-metrics", "fixed", "--width", "375", "--format", "github"],
            in: repository.appendingPathComponent("Screens"))
        #expect(outcome.status == 1)
        // No configuration: the root is the working folder.
        #expect(outcome.standardOutput.hasPrefix("::error file=page.yaml,line=10,col=15,title=icon-only-label::icon-only button star"))
        // One annotation, then the line that counts them.
        #expect(outcome.standardOutput.split(separator: "\n").dropFirst() == ["stacks audit: 1 error, 0 warnings, 0 notes in 1 combination"])
    }

    /// Twelve icon-only buttons without labels: twelve errors, more than the ten annotations of a
    /// kind GitHub shows in a step. The closing line says so and where the rest are; the job
    /// summary (GITHUB_STEP_SUMMARY, appended to) lists all twelve in a table.
    @Test("--format github: a closing line with the counts, and every finding in the job summary")
    func githubSummary() throws {
        let items = (1...12).map { "{id: b\($0), title: \"B\($0)\", icon: star, kind: iconOnly}" }.joined(separator: ", ")
        let repository = try Self.repository(["page.yaml": "root: {buttons: {id: actions, items: [\(items)]}}\n"])
        let summary = repository.appendingPathComponent("summary.md")
        try Data("# before\n".utf8).write(to: summary)
        let outcome = try StacksProcess.run(
            ["audit", "page.yaml", "--text-metrics", "fixed", "--width", "2000", "--format", "github"], in: repository,
            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(outcome.status == 1)
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 12)
        let closing = try #require(lines.last)
        // Twelve errors and the group's one warning (too many icon-only buttons).
        #expect(closing.hasPrefix("stacks audit: 12 errors, 1 warning, 0 notes in 1 combination; GitHub annotates 10 errors per step"))
        #expect(closing.contains("job's summary lists every finding") && closing.contains("SARIF"))
        let table = try String(contentsOf: summary, encoding: .utf8)
        #expect(table.hasPrefix("# before\n### stacks audit\n"))
        #expect(table.contains("| severity | rule | document | where | message |"))
        #expect(table.split(separator: "\n").filter { $0.hasPrefix("| error | `icon-only-label` | `page.yaml:1`") }.count == 12)
    }

    @Test("--output writes the report to a file whole; a baseline's findings are suppressed results in SARIF")
    func outputFileAndSuppressions() throws {
        let repository = try Self.repository(["page.yaml": Self.unlabelled])
        let arguments = ["audit", "page.yaml", "--text-metrics", "fixed", "--width", "375"]
        let written = try StacksProcess.run(arguments + ["--write-baseline", "baseline.json", "--output", "report.txt"], in: repository)
        #expect(written.status == 0 && written.standardOutput.isEmpty)
        let report = try String(contentsOf: repository.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(report.hasPrefix("page.yaml:10:15: error [icon-only-label]") && report.hasSuffix("in 1 combination\n"))
        let sarif = try StacksProcess.run(arguments + ["--baseline", "baseline.json", "--format", "sarif", "-o", "report.sarif"], in: repository)
        #expect(sarif.status == 0)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: repository.appendingPathComponent("report.sarif"))) as? [String: Any]
        let run = try #require((log?["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["ruleId"] as? String == "icon-only-label")
        let suppressions = try #require(results.first?["suppressions"] as? [[String: Any]])
        #expect(suppressions.first?["kind"] as? String == "external")
        #expect(suppressions.first?["justification"] as? String == "in the baseline baseline.json")
        // Refused like any output: a folder in the way.
        let folder = try StacksProcess.run(arguments + ["--output", "."], in: repository)
        #expect(folder.status == 3 && folder.standardError.contains("it is a folder") && folder.standardError.contains("(the report)"))
    }

    @Test("a locale without a translation is audited with a warning naming the locales the tables have")
    func untranslatedLocale() throws {
        let repository = try Self.repository([
            "page.yaml": "strings: {de: {Save: Sichern}, ar: {Save: حفظ}}\nroot: {buttons: {id: a, items: [{id: s, title: Save, icon: star}]}}\n",
        ])
        let outcome = try StacksProcess.run(
            ["audit", "page.yaml", "--text-metrics", "fixed", "--width", "375", "--locale", "fr,de,pseudo"], in: repository)
        #expect(outcome.standardError == "warning: page.yaml: no translation for locale fr (its tables have ar, de); its text is audited untranslated\n")
        let all = try StacksProcess.run(["audit", "page.yaml", "--text-metrics", "fixed", "--width", "375", "--locale", "all"], in: repository)
        #expect(!all.standardError.contains("warning"))
    }

    /// The gallery's buttons at 200, 320 and 375 pt in three locales (fixed metrics): three
    /// warnings in the whole run, and three in each of the two shards, since each shard has
    /// combinations at the smallest width. The shard's summary says what it counts.
    @Test("a shard's summary says its counts are its own combinations'")
    func shardCounts() throws {
        let run = ["audit", "Examples/gallery/buttons.yaml", "--text-metrics", "fixed", "--width", "200,320,375", "--locale", "en,de,ar"]
        // The Safari button is 12 pt from its neighbour in all nine combinations: one problem,
        // which each shard also sees in its own four or five, and counts once.
        let whole = try StacksProcess.run(run)
        #expect(whole.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 9 combinations\n"))
        #expect(whole.standardOutput.contains("button safari of actions, at 200 pt · large · en and 8 more (320 pt · large · en; "))
        let first = try StacksProcess.run(run + ["--shard", "1/2"])
        #expect(first.standardOutput.hasSuffix(
            "0 errors, 1 warning, 0 notes in 4 combinations (shard 1/2: the findings of its combinations; one seen in several shards "
                + "is counted in each, so shards' counts may add up to more than a whole run's)\n"))
        #expect(first.standardOutput.contains("button safari of actions, at 320 pt · large · en and 3 more ("))
        let github = try StacksProcess.run(run + ["--shard", "2/2", "--format", "github"])
        #expect(github.standardOutput.contains("stacks audit: 0 errors, 1 warning, 0 notes in 5 combinations (shard 2/2: "))
    }

    /// Two button stacks titled with nouns: `title-verb` warns of both, but the first says
    /// `audit: {ignore: [title-verb], reason: …}`, so its finding is listed as suppressed in
    /// place with the reason and counted apart; the other still warns. A misspelt rule is a
    /// warning naming the nearest.
    @Test("audit: {ignore, reason} on a node suppresses its findings in place, listed and counted")
    func suppressedInPlace() throws {
        let repository = try Self.repository(["page.yaml": """
            root:
              stack:
                axis: vertical
                margins: 16
                children:
                  - buttons:
                      id: tools
                      audit: {ignore: [title-verb, titel-case], reason: "Product names, not actions"}
                      items:
                        - {id: a, title: Photos, icon: star}
                  - buttons:
                      id: other
                      items:
                        - {id: b, title: Albums, icon: star}

            """])
        let run = ["audit", "page.yaml", "--width", "375", "--text-metrics", "fixed"]
        let text = try StacksProcess.run(run, in: repository)
        #expect(text.status == 0)
        let lines = text.standardOutput.split(separator: "\n")
        #expect(lines.filter { $0.contains("warning [title-verb]") }.count == 1)
        #expect(lines.contains { $0.hasPrefix("page.yaml:10:15: suppressed [title-verb] root.stack.children[0].buttons.items[0]") && $0.hasSuffix(" — Product names, not actions") })
        #expect(lines.last == "0 errors, 1 warning, 0 notes in 1 combination (1 suppressed in place)")
        #expect(text.standardError.contains("audit.ignore names no rule \"titel-case\" (did you mean \"title-case\"?)"))
        // In CI, an annotation at the audit value (line 8; column 18, after ten spaces and `audit: `) says it too.
        let github = try StacksProcess.run(run + ["--format", "github"], in: repository)
        #expect(github.standardOutput.hasPrefix(
            "::warning file=page.yaml,line=8,col=18,title=audit.ignore::audit.ignore names no rule \"titel-case\" (did you mean \"title-case\"?)"),
            "\(github.standardOutput)")
        let json = try StacksProcess.run(run + ["--format", "json"], in: repository)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let suppressed = try #require(object["suppressedInPlace"] as? [[String: Any]])
        #expect(suppressed.count == 1 && suppressed.first?["reason"] as? String == "Product names, not actions")
        let sarif = try StacksProcess.run(run + ["--format", "sarif"], in: repository)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let inSource = results.compactMap { ($0["suppressions"] as? [[String: Any]])?.first }
        #expect(inSource.count == 1 && inSource.first?["kind"] as? String == "inSource")
        #expect(inSource.first?["justification"] as? String == "Product names, not actions")
        // A reason is required.
        let bare = try Self.repository(["page.yaml": "root: {buttons: {id: t, audit: {ignore: [title-verb]}, items: [{id: a, title: Photos, icon: star}]}}\n"])
        let refused = try StacksProcess.run(run, in: bare)
        #expect(refused.status == 1 && refused.standardOutput.contains("document-invalid") && refused.standardOutput.contains("reason"))
    }

    /// The same key on one button: its `title-verb` finding is suppressed, its neighbour's is
    /// not, and the group's findings (none here) would not be.
    /// Two buttons titled with nouns, the first ignoring `title-verb` ("A place"); without
    /// `withNeighbour`, the first alone.
    static func photosIgnoringTitleVerb(withNeighbour: Bool = true) -> String {
        """
        root:
          stack:
            axis: vertical
            margins: 16
            children:
              - buttons:
                  id: tools
                  items:
                    - {id: a, title: Photos, icon: star, audit: {ignore: [title-verb], reason: "A place"}}
        """ + (withNeighbour ? "\n            - {id: b, title: Albums, icon: star}\n" : "\n")
    }

    @Test("audit: {ignore, reason} on one button suppresses that button's findings only")
    func suppressedOnOneButton() throws {
        let repository = try Self.repository(["page.yaml": Self.photosIgnoringTitleVerb()])
        let text = try StacksProcess.run(["audit", "page.yaml", "--width", "375", "--text-metrics", "fixed"], in: repository)
        #expect(text.status == 0)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines == [
            "page.yaml:10:15: warning [title-verb] root.stack.children[0].buttons.items[1], button b of tools: 'Albums' does not lead "
                + "with a verb ('Albums' is not in the verb list; add it under audit.verbs if it is one)",
            "page.yaml:9:15: suppressed [title-verb] root.stack.children[0].buttons.items[0], button a of tools: 'Photos' does not lead "
                + "with a verb ('Photos' is not in the verb list; add it under audit.verbs if it is one) — A place",
            "0 errors, 1 warning, 0 notes in 1 combination (1 suppressed in place)",
        ])
    }

    @Test("stacks rules lists every rule with its severity, a sentence and its documentation")
    func rules() throws {
        let text = try StacksProcess.run(["rules"])
        #expect(text.status == 0)
        let lines = text.standardOutput.split(separator: "\n")
        // Two lines a rule, in the order the audit reports them: the first is primary-not-first.
        #expect(lines.count % 2 == 0 && lines.count >= 30)
        #expect(lines.first?.hasPrefix("primary-not-first      warning  The primary button comes first in its group.") == true)
        #expect(lines.dropFirst().first?.hasSuffix("docs/audit-rules.md#primary-not-first") == true)
        let json = try StacksProcess.run(["rules", "--format", "json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: String]])
        #expect(list.count == lines.count / 2)
        for rule in list {
            #expect(["error", "warning", "note"].contains(rule["severity"] ?? ""))
            #expect(rule["documentation"] == "https://github.com/dynamicstacks/DynamicStacks/blob/main/docs/audit-rules.md#\(rule["id"] ?? "")")
            #expect(text.standardOutput.contains(rule["id"] ?? "?") && !(rule["summary"] ?? "").isEmpty)
        }
        let iconOnly = try #require(list.first { $0["id"] == "icon-only-label" })
        #expect(iconOnly["severity"] == "error")
    }

    /// The gallery's buttons over 3 widths, 2 sizes and 3 locales with real fonts.
    static let galleryRun = [
        "audit", "Examples/gallery/buttons.yaml", "--fonts", "fonts/fonts.conf", "--width", "320,375,768",
        "--content-size", "large,accessibilityXLarge", "--locale", "en,de,ar",
    ]

    @Test("the report is byte-identical on 1, 2 and 3 workers, in JSON and SARIF")
    func parallelIsIdentical() throws {
        for format in ["json", "sarif"] {
            let one = try StacksProcess.run(Self.galleryRun + ["--format", format, "--jobs", "1"])
            #expect(!one.standardOutput.isEmpty)
            for jobs in ["2", "3"] {
                let many = try StacksProcess.run(Self.galleryRun + ["--format", format, "--jobs", jobs])
                #expect(many.status == one.status)
                #expect(many.standardOutput == one.standardOutput, "\(format) on \(jobs) workers")
            }
        }
    }

    /// A problem seen in several shards' combinations is a result in each: the shards'
    /// results, merged by fingerprint with the combinations each lists, are the whole run's.
    @Test("the union of --shard K/3 problems, by fingerprint with their combinations, is the unsharded run's; bad shards are usage errors")
    func shards() throws {
        func problems(_ extra: [String]) throws -> (combinations: [String: Set<String>], results: Int, id: String?) {
            let outcome = try StacksProcess.run(Self.galleryRun + ["--format", "sarif"] + extra)
            let log = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let results = try #require(run["results"] as? [[String: Any]])
            var combinations: [String: Set<String>] = [:]
            for result in results {
                let print = try #require((result["partialFingerprints"] as? [String: String])?["stacksFinding/v1"])
                let seen = ((result["properties"] as? [String: Any])?["combinations"] as? [[String: Any]] ?? []).map { combination in
                    "\(combination["width"] ?? "") \(combination["contentSize"] ?? "") \(combination["locale"] ?? "")"
                }
                combinations[print, default: []].formUnion(seen)
            }
            return (combinations, results.count, (run["automationDetails"] as? [String: String])?["id"])
        }
        let whole = try problems([])
        #expect(!whole.combinations.isEmpty)
        #expect(whole.results == whole.combinations.count, "one result per problem")
        var union: [String: Set<String>] = [:]
        for index in 1...3 {
            let shard = try problems(["--shard", "\(index)/3"])
            union.merge(shard.combinations) { $0.union($1) }
            #expect(shard.id == "stacks-audit/shard-\(index)-of-3/")
        }
        #expect(union == whole.combinations)
        for bad in ["0/4", "5/4", "x/y"] {
            let outcome = try StacksProcess.run(Self.galleryRun + ["--shard", bad])
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("--shard \(bad): "))
        }
        #expect(try StacksProcess.run(Self.galleryRun + ["--jobs", "0"]).status == 2)
    }

    @Test("render: the same files on 1 and 2 workers; shards draw disjoint slices that add up to the pictures")
    func render() throws {
        let base = try TemporaryFolder()
        defer { base.remove() }
        func render(_ folder: String, _ extra: [String]) throws -> [String] {
            let outcome = try StacksProcess.run([
                "render", "Examples/gallery/buttons.yaml", "--fonts", "fonts/fonts.conf", "--width", "320,375",
                "--locale", "en,de", "--quiet", "-o", base.path(of: folder),
            ] + extra)
            #expect(outcome.status == 0)
            return outcome.standardOutput.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
        }
        let one = try render("one", ["--jobs", "1"])
        let two = try render("two", ["--jobs", "2"])
        #expect(one == two)
        #expect(one.count == 5)  // 4 pictures and the sheet
        for name in one {
            let a = try Data(contentsOf: base.url(of: "one/\(name)"))
            let b = try Data(contentsOf: base.url(of: "two/\(name)"))
            #expect(a == b, "\(name)")
        }
        let first = try render("s1", ["--shard", "1/2"])
        let second = try render("s2", ["--shard", "2/2"])
        #expect(Set(first).isDisjoint(with: second))
        #expect(Set(first + second) == Set(one.filter { !$0.hasSuffix("-sheet.png") }))
        let pdf = try StacksProcess.run(["render", "Examples/gallery/buttons.yaml", "--width", "320", "--format", "pdf", "--shard", "1/2"])
        #expect(pdf.status == 2)
    }
}
