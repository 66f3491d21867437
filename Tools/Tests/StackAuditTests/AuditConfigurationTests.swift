import StackAudit
import StackDocument
import Testing

/// `.stacks-audit.yaml`: what it reads, what it refuses (with the place), and what it does to
/// a report.
struct AuditConfigurationTests {
    @Test("rules off, severities, per-rule and global excludes, combinations and failOn")
    func reads() throws {
        let configuration = try AuditConfiguration(
            yaml: """
                rules:
                  title-case: off
                  title-length: error
                  touch-target: {severity: note, exclude: ["Legacy/**"]}
                  side-margins: {exclude: "**/*.draft.yaml"}
                exclude: [Drafts/**]
                combinations:
                  widths: [320, 375.5]
                  contentSizes: [large, accessibilityXLarge]
                  locales: [en, de]
                  directions: [ltr, rtl]
                failOn: warning
                """, file: "c.yaml")
        #expect(configuration.rules["title-case"] == AuditRuleSetting(isEnabled: false))
        #expect(configuration.rules["title-length"] == AuditRuleSetting(severity: .error))
        #expect(configuration.rules["touch-target"] == AuditRuleSetting(severity: .note, exclude: [AuditGlob("Legacy/**")]))
        #expect(configuration.rules["side-margins"] == AuditRuleSetting(exclude: [AuditGlob("**/*.draft.yaml")]))
        #expect(configuration.exclude == [AuditGlob("Drafts/**")])
        #expect(configuration.widths == [320, 375.5])
        #expect(configuration.contentSizes == [.large, .accessibilityExtraLarge])
        #expect(configuration.locales == [DocumentLocale("en"), DocumentLocale("de")])
        #expect(configuration.directions == [.leftToRight, .rightToLeft])
        #expect(configuration.failOn == .warning)
        #expect(try AuditConfiguration(yaml: "", file: "c.yaml") == AuditConfiguration())
    }

    @Test("included paths keep their places; excluded paths leave out a document or a whole folder")
    func includedAndExcluded() throws {
        let configuration = try AuditConfiguration(
            yaml: "included: [Screens, Flows/login.yaml]\nexcluded: [Screens/Legacy/, ./Drafts]\n", file: "c.yaml")
        // `included: [Screens, Flows/login.yaml]`: `Screens` at column 12, `Flows…` at 21.
        #expect(configuration.included.map(\.path) == ["Screens", "Flows/login.yaml"])
        #expect(configuration.included.map(\.place.line) == [1, 1])
        #expect(configuration.included.map(\.place.column) == [12, 21])
        #expect(configuration.excluded == ["Screens/Legacy/", "./Drafts"])
        #expect(configuration.excludes(documentPath: "Screens/Legacy/a.yaml"))
        #expect(configuration.excludes(documentPath: "Screens/Legacy/deep/b.yaml"))
        #expect(configuration.excludes(documentPath: "Drafts/c.yaml"))
        #expect(!configuration.excludes(documentPath: "Screens/LegacyNot/a.yaml"))
        #expect(!configuration.excludes(documentPath: "Screens/a.yaml"))
        #expect(!configuration.excludes(documentPath: nil))
        // A single path counts as a list of one.
        #expect(try AuditConfiguration(yaml: "excluded: Legacy/old.yaml\n", file: "c.yaml").excludes(documentPath: "Legacy/old.yaml"))
        #expect(problem("included: [/abs]\n")
            == ".stacks-audit.yaml: included[0] (line 1, column 12): the path \"/abs\" is absolute; write it relative to the configuration's folder")
        #expect(problem("excluded: [\"\"]\n")
            == ".stacks-audit.yaml: excluded[0] (line 1, column 12): an empty path names nothing; name a document or a folder")
    }

    /// What reading `yaml` as `.stacks-audit.yaml` reports, or `nil` when it reads.
    func problem(_ yaml: String) -> String? {
        do {
            _ = try AuditConfiguration(yaml: yaml, file: ".stacks-audit.yaml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("unknown keys, rules and values are errors at their line and column")
    func locatedErrors() {
        #expect(problem("rules:\n  title-cas: off\n")
            == ".stacks-audit.yaml: rules.title-cas (line 2, column 3): unknown rule \"title-cas\" (did you mean \"title-case\"?)")
        #expect(problem("failon: warning\n")
            == ".stacks-audit.yaml: failon (line 1, column 1): unknown key \"failon\" (did you mean \"failOn\"?); "
            + "allowed keys: rules, included, excluded, exclude, combinations, failOn")
        // `  touch-target: {severity: loud}`: `loud` starts at column 28.
        #expect(problem("rules:\n  touch-target: {severity: loud}\n")
            == ".stacks-audit.yaml: rules.touch-target.severity (line 2, column 28): unknown severity \"loud\"; "
            + "expected one of off, error, warning, note")
        // `  widths: [320, 0]`: `0` at column 17 of line 3.
        #expect(problem("failOn: error\ncombinations:\n  widths: [320, 0]\n")
            == ".stacks-audit.yaml: combinations.widths[1] (line 3, column 17): expected a width in points greater than 0 "
            + "and at most 1000000; found 0")
        #expect(problem("failOn: off\n")?.hasPrefix(".stacks-audit.yaml: failOn (line 1, column 9): unknown severity \"off\"") == true)
        #expect(problem("rules: [a]\n") == ".stacks-audit.yaml: rules (line 1, column 8): expected a mapping; found a list")
        let syntax = problem("rules: {a: [\n")
        #expect(syntax?.hasPrefix(".stacks-audit.yaml: document (line ") == true && syntax?.contains("invalid YAML") == true)
    }

    @Test("the file is read as documents are: a repeated key, a value of the wrong kind, null as empty")
    func readAsDocuments() {
        // Line 2 names `failOn` again; the first is at line 1, column 1.
        #expect(problem("failOn: error\nfailOn: warning\n")
            == ".stacks-audit.yaml: failOn (line 2, column 1): duplicate key \"failOn\"; first given at failOn (line 1, column 1)")
        // A number is named as written, unquoted; `5` starts at column 8.
        #expect(problem("rules: 5\n") == ".stacks-audit.yaml: rules (line 1, column 8): expected a mapping; found 5")
        #expect(problem("failOn: [error]\n") == ".stacks-audit.yaml: failOn (line 1, column 9): expected a string; found a list")
        // Both mistakes of one rule's mapping: `loud` at column 26, `exclud` at column 32.
        #expect(problem("rules:\n  title-case: {severity: loud, exclud: x}\n")
            == ".stacks-audit.yaml: rules.title-case.severity (line 2, column 26): unknown severity \"loud\"; "
            + "expected one of off, error, warning, note\n"
            + ".stacks-audit.yaml: rules.title-case.exclud (line 2, column 32): unknown key \"exclud\" (did you mean \"exclude\"?); "
            + "allowed keys: severity, exclude")
        // A syntax error names what libyaml was reading, as in a document.
        #expect(problem("rules: {a: [\n")
            == ".stacks-audit.yaml: document (line 2, column 1): invalid YAML: did not find expected node content "
            + "(while parsing a flow node at line 2, column 1)")
        #expect(problem("~\n") == nil && problem("# only a comment\n") == nil)
    }

    @Test("a file nesting 10,000 lists deep is refused where it passes 2,000 levels, not read to the end")
    func deepNesting() {
        // `exclude: ` fills columns 1–9, so the k-th `[` is at column 9 + k. The top mapping is
        // one level; the 1,999th `[` would open level 2,000, past the limit: column 2008.
        let yaml = "exclude: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        #expect(problem(yaml) == ".stacks-audit.yaml: document (line 1, column 2008): "
            + "the document nests too deeply (more than 2000 levels of mappings and lists)")
    }

    @Test("combinations are read by the parser documents and the command line use, in its words")
    func combinationsUseTheOneParser() throws {
        // `no` (Norwegian) is a boolean to YAML and a locale all the same; a single width is a list of one.
        let configuration = try AuditConfiguration(
            yaml: "combinations: {locales: [no, de], widths: 320, contentSizes: [XXXLARGE]}\n", file: "c.yaml")
        #expect(configuration.locales == [DocumentLocale("no"), DocumentLocale("de")])
        #expect(configuration.widths == [320])
        #expect(configuration.contentSizes == [.extraExtraExtraLarge])
        // `combinations: {directions: [` is 28 characters: `up` starts at column 29.
        #expect(problem("combinations: {directions: [up]}\n")
            == ".stacks-audit.yaml: combinations.directions[0] (line 1, column 29): unknown value \"up\"; expected one of ltr, rtl")
        #expect(problem("combinations: {widths: [wide]}\n")
            == ".stacks-audit.yaml: combinations.widths[0] (line 1, column 25): "
            + "expected a width in points greater than 0 and at most 1000000; found \"wide\"")
    }

    @Test("every mistake of a configuration file is reported at once, in the order written")
    func allMistakesAtOnce() throws {
        // Line 2: `title-cas` at column 3; line 3: `loud` after `  side-margins: `, column 17;
        // line 5: `widht` at column 3; line 6: `failon` at column 1.
        let yaml = "rules:\n  title-cas: off\n  side-margins: loud\ncombinations:\n  widht: [320]\nfailon: error\n"
        let error = try #require(throws: AuditConfigurationError.self) {
            try AuditConfiguration(yaml: yaml, file: "c.yaml")
        }
        let all = [error] + error.more
        #expect(all.map(\.place.description) == [
            "rules.title-cas (line 2, column 3)", "rules.side-margins (line 3, column 17)",
            "combinations.widht (line 5, column 3)", "failon (line 6, column 1)",
        ])
        #expect(error.description.split(separator: "\n").count == 4)
        #expect(all[2].problem.hasPrefix("unknown key \"widht\"") && all[2].problem.hasSuffix("allowed keys: widths, contentSizes, locales, directions"))
    }

    @Test("globs: * within a segment, ** across segments, ? one character")
    func globs() {
        #expect(AuditGlob("Legacy/**").matches("Legacy/a.yaml"))
        #expect(AuditGlob("Legacy/**").matches("Legacy/old/b.yaml"))
        #expect(!AuditGlob("Legacy/**").matches("Screens/Legacy.yaml"))
        #expect(AuditGlob("**/*.draft.yaml").matches("a.draft.yaml"))
        #expect(AuditGlob("**/*.draft.yaml").matches("Screens/x/a.draft.yaml"))
        #expect(!AuditGlob("Screens/*.yaml").matches("Screens/x/a.yaml"))
        #expect(AuditGlob("Screens/?.yaml").matches("Screens/a.yaml"))
        #expect(!AuditGlob("Screens/?.yaml").matches("Screens/ab.yaml"))
    }

    /// Two findings: primary not first (warning) and an unlabelled icon-only button (error),
    /// in a document named `Screens/login.yaml` relative to the root `/repo`.
    func report() throws -> AuditReport {
        let document = try StackDocument(yaml: AuditFormatTests.document)
        return try DocumentAudit(document: document, name: "Screens/login.yaml")
            .run(combinations: [AuditCombination(width: 375, contentSize: .large)], scale: 1, measurer: { _ in FixedMetricsTextMeasurer() })
    }

    let root = AuditSourceRoot(folder: "/repo", workingFolder: "/repo")

    @Test("severity overrides, rules off and per-rule excludes change the report; failOn decides failure")
    func applied() throws {
        let report = try report()
        #expect(report.findings.map(\.rule.id) == ["primary-not-first", "icon-only-label"])
        var configuration = AuditConfiguration(rules: ["primary-not-first": AuditRuleSetting(severity: .error)])
        #expect(configuration.applied(to: report, root: root).findings.map(\.severity) == [.error, .error])
        configuration.rules["icon-only-label"] = AuditRuleSetting(isEnabled: false)
        #expect(configuration.applied(to: report, root: root).findings.map(\.rule.id) == ["primary-not-first"])
        configuration.rules["primary-not-first"] = AuditRuleSetting(exclude: [AuditGlob("Screens/**")])
        #expect(configuration.applied(to: report, root: root).findings.isEmpty)
        configuration.rules["primary-not-first"] = AuditRuleSetting(exclude: [AuditGlob("Other/**")])
        let warningOnly = configuration.applied(to: report, root: root)
        #expect(warningOnly.findings.map(\.severity) == [.warning])
        #expect(!AuditConfiguration(failOn: .error).fails(warningOnly))
        #expect(AuditConfiguration(failOn: .warning).fails(warningOnly))
        #expect(AuditConfiguration(exclude: [AuditGlob("Screens/*.yaml")]).excludes(documentPath: "Screens/login.yaml"))
        #expect(!AuditConfiguration(exclude: [AuditGlob("Screens/*.yaml")]).excludes(documentPath: nil))
    }

    @Test("document paths relative to the root; outside it and standard input have none")
    func sourceRoot() {
        let root = AuditSourceRoot(folder: "..", workingFolder: "/repo/Screens")
        #expect(root.folder == "/repo")
        #expect(root.relativePath(of: "login.yaml") == "Screens/login.yaml")
        #expect(root.relativePath(of: "./a/../b.yaml") == "Screens/b.yaml")
        #expect(root.relativePath(of: "/elsewhere/c.yaml") == nil)
        #expect(root.relativePath(of: "/repository/c.yaml") == nil)
        #expect(root.relativePath(of: "<stdin>") == nil)
        #expect(root.documentPath(of: "/elsewhere/c.yaml") == "/elsewhere/c.yaml")
    }
}
