import Foundation
import Testing
import ToolsTestSupport

/// `.stacks-audit.yaml` as `stacks audit` finds and applies it: `included` and `excluded`
/// paths, with fixed metrics.
@Suite struct AuditConfigurationCommandTests {
    /// A folder that is a repository's root (its `.git` ends the search for a configuration),
    /// holding `files` (name: text).
    static func repository(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url(of: ".git"), withIntermediateDirectories: true)
        for (name, text) in files { _ = try folder.write(text, to: name) }
        return folder
    }

    static let unlabelled = AuditCommandTests.page(labelled: false)

    @Test("with no paths, the included folders are audited, less the excluded paths and the exclude patterns")
    func includedAndExcluded() throws {
        let folder = try Self.repository([
            ".stacks-audit.yaml": """
                included: [Screens, Flows/d.yaml]
                excluded: [Screens/Legacy, ./Screens/old.yaml/]
                exclude: ["**/*.draft.yaml"]
                combinations: {widths: [375]}
                """,
            "Screens/a.yaml": Self.unlabelled,
            "Screens/old.yaml": Self.unlabelled,
            "Screens/Legacy/b.yaml": Self.unlabelled,
            "Screens/c.draft.yaml": Self.unlabelled,
            // `Screens/Legacy` is a folder: a sibling whose name only starts with it stays in.
            "Screens/LegacyNot/e.yaml": Self.unlabelled,
            "Flows/d.yaml": Self.unlabelled,
            "Flows/not-included.yaml": Self.unlabelled,
            "Other/f.yaml": Self.unlabelled,
        ])
        defer { folder.remove() }
        let outcome = try StacksProcess.run(["audit", "--text-metrics", "fixed"], in: folder.url)
        #expect(outcome.status == 1)
        // Each unlabelled icon-only button is on line 10, column 15 (see AuditInputsCommandTests);
        // three documents are left of the nine: Flows/d.yaml, Screens/a.yaml and
        // Screens/LegacyNot/e.yaml, reported in path order.
        let documents = outcome.standardOutput.split(separator: "\n").dropLast().map { $0.prefix { $0 != ":" } }
        #expect(documents == ["Flows/d.yaml", "Screens/LegacyNot/e.yaml", "Screens/a.yaml"])
        #expect(outcome.standardOutput.hasSuffix("3 errors, 0 warnings, 0 notes in 3 documents and 1 combination\n"))
        // Paths on the command line replace the included ones; excluded paths still apply.
        let named = try StacksProcess.run(["audit", "Other", "Screens/Legacy", "Screens/a.yaml", "--text-metrics", "fixed"], in: folder.url)
        #expect(named.standardOutput.split(separator: "\n").dropLast().map { $0.prefix { $0 != ":" } } == ["Other/f.yaml", "Screens/a.yaml"])
    }

    @Test("an included path that names nothing stops the run (exit 3) at its line and column in the configuration")
    func missingIncludedPath() throws {
        let folder = try Self.repository([
            ".stacks-audit.yaml": "included: [Screens, Flow]\ncombinations: {widths: [375]}\n",
            "Screens/a.yaml": Self.unlabelled,
        ])
        defer { folder.remove() }
        let outcome = try StacksProcess.run(["audit", "--text-metrics", "fixed"], in: folder.url)
        #expect(outcome.status == 3)
        #expect(outcome.standardOutput.isEmpty)
        // `included: [Screens, Flow]`: `[` is column 11, `Screens` 12 to 18, `, ` and `Flow` at 21.
        #expect(outcome.standardError
            == "\(folder.path)/.stacks-audit.yaml:1:21: error: included[1]: the included path \"Flow\" names no file or folder\n")
        // No paths and no included ones: nothing to audit is a usage mistake, not a pass.
        let bare = try Self.repository(["a.yaml": Self.unlabelled])
        defer { bare.remove() }
        let nothing = try StacksProcess.run(["audit", "--width", "375", "--text-metrics", "fixed"], in: bare.url)
        #expect(nothing.status == 2)
        #expect(nothing.standardError
            == "error: no documents to audit: name documents or folders, or list them under included in .stacks-audit.yaml\n")
        #expect(try StacksProcess.run(["render", "--width", "375"], in: bare.url).status == 2)
    }
}

/// Nested configurations, run from a three-level tree.
@Suite struct AuditNestedConfigurationCommandTests {
    static let unlabelled = AuditCommandTests.page(labelled: false)

    /// The tree: the top fails on warnings and makes icon-only-label a warning; Screens makes
    /// it a note and fails on notes; Screens/Legacy makes it a warning again (not in keep/),
    /// leaves out old/ and fails on errors only. Every document is a page with one unlabelled
    /// icon-only button (line 10, column 15).
    static func tree() throws -> TemporaryFolder {
        try AuditConfigurationCommandTests.repository([
            ".stacks-audit.yaml": """
                rules: {icon-only-label: warning}
                exclude: ["**/*.draft.yaml"]
                combinations: {widths: [375]}
                failOn: warning
                """,
            "Screens/.stacks-audit.yaml": "rules: {icon-only-label: note}\nfailOn: note\n",
            "Screens/Legacy/.stacks-audit.yaml": """
                rules:
                  icon-only-label: {severity: warning, exclude: ["keep/**"]}
                excluded: [old]
                failOn: error
                """,
            "a.yaml": unlabelled,
            "Screens/b.yaml": unlabelled,
            "Screens/Legacy/c.yaml": unlabelled,
            "Screens/Legacy/e.draft.yaml": unlabelled,
            "Screens/Legacy/keep/f.yaml": unlabelled,
            "Screens/Legacy/old/d.yaml": unlabelled,
        ])
    }

    /// The first word after each finding's place, by line: `a.yaml:10:15: warning`.
    static func findings(_ output: String) -> [String] {
        output.split(separator: "\n").dropLast().map { line in
            line.split(separator: " ").prefix(2).joined(separator: " ")
        }
    }

    @Test("each document under the configurations of its folders; failOn from the nearest")
    func threeLevels() throws {
        let folder = try Self.tree()
        defer { folder.remove() }
        let whole = try StacksProcess.run(["audit", ".", "--text-metrics", "fixed"], in: folder.url)
        // d.yaml is excluded by Legacy, e.draft.yaml by the top's pattern, f.yaml's finding by
        // Legacy's rule exclude. Paths sort by their characters' code points: "S" (83) before
        // "a" (97), Screens/Legacy before Screens/b ("L" before "b").
        #expect(Self.findings(whole.standardOutput)
            == ["Screens/Legacy/c.yaml:10:15: warning", "Screens/b.yaml:10:15: note", "a.yaml:10:15: warning"])
        // a.yaml's warning fails under the top's failOn: warning.
        #expect(whole.status == 1)
        // A note fails under Screens's failOn: note (the top's would pass it)…
        let screens = try StacksProcess.run(["audit", "Screens/b.yaml", "--text-metrics", "fixed"], in: folder.url)
        #expect(Self.findings(screens.standardOutput) == ["Screens/b.yaml:10:15: note"])
        #expect(screens.status == 1)
        // … and a warning passes under Legacy's failOn: error (its parents' would fail it).
        let legacy = try StacksProcess.run(["audit", "Screens/Legacy", "--text-metrics", "fixed"], in: folder.url)
        #expect(Self.findings(legacy.standardOutput) == ["Screens/Legacy/c.yaml:10:15: warning"])
        #expect(legacy.status == 0)
        // --strict makes every level fail on warnings.
        #expect(try StacksProcess.run(["audit", "Screens/Legacy", "--text-metrics", "fixed", "--strict"], in: folder.url).status == 1)
        // Run from a subfolder, the top is found above and the nested ones still apply.
        let inside = try StacksProcess.run(["audit", "b.yaml", "--text-metrics", "fixed"], in: folder.url(of: "Screens"))
        #expect(Self.findings(inside.standardOutput) == ["b.yaml:10:15: note"])
        #expect(inside.status == 1)
        // --config names the one configuration: no nested ones.
        let named = try StacksProcess.run(["audit", "Screens", "--config", ".stacks-audit.yaml", "--text-metrics", "fixed"], in: folder.url)
        #expect(Self.findings(named.standardOutput)
            == ["Screens/Legacy/c.yaml:10:15: warning", "Screens/Legacy/keep/f.yaml:10:15: warning",
                "Screens/Legacy/old/d.yaml:10:15: warning", "Screens/b.yaml:10:15: warning"])
    }

    @Test("a nested configuration that is not valid stops the run (exit 3), named as the run names documents")
    func invalidNested() throws {
        let folder = try AuditConfigurationCommandTests.repository([
            "Screens/.stacks-audit.yaml": "failOn: loud\n",
            "Screens/b.yaml": Self.unlabelled,
            "a.yaml": Self.unlabelled,
        ])
        defer { folder.remove() }
        let outcome = try StacksProcess.run(["audit", ".", "--width", "375", "--text-metrics", "fixed"], in: folder.url)
        #expect(outcome.status == 3)
        #expect(outcome.standardOutput.isEmpty)
        // `failOn: loud`: `loud` at column 9.
        #expect(outcome.standardError
            == "Screens/.stacks-audit.yaml:1:9: error: failOn: unknown severity \"loud\"; expected one of error, warning, note\n")
    }
}

/// `stacks rules` under a configuration.
@Suite struct RulesConfigurationCommandTests {
    /// Rule id → severity shown, from `stacks rules --format json` run with `arguments` in `folder`.
    static func severities(_ arguments: [String], in folder: URL) throws -> [String: String] {
        let outcome = try StacksProcess.run(["rules", "--format", "json"] + arguments, in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: String]])
        // Without a configuration's say, a rule shows its own severity.
        for rule in list where rule["id"] != "icon-only-label" && rule["id"] != "title-case" {
            #expect(rule["severity"] == rule["defaultSeverity"])
        }
        return Dictionary(uniqueKeysWithValues: list.map { ($0["id"] ?? "", $0["severity"] ?? "") })
    }

    @Test("each rule's severity under --config, the found configuration and the nested ones; off rules as off")
    func effectiveSeverities() throws {
        let folder = try AuditNestedConfigurationCommandTests.tree()
        defer { folder.remove() }
        _ = try folder.write("rules: {title-case: off, icon-only-label: {severity: note}}\n", to: "other.yaml")
        // icon-only-label is an error of its own (stacks rules with no configuration says so).
        #expect(try Self.severities([], in: FileManager.default.temporaryDirectory)["icon-only-label"] == "error")
        // The top makes it a warning; Screens a note; Screens/Legacy a warning again.
        #expect(try Self.severities([], in: folder.url)["icon-only-label"] == "warning")
        #expect(try Self.severities([], in: folder.url(of: "Screens"))["icon-only-label"] == "note")
        #expect(try Self.severities([], in: folder.url(of: "Screens/Legacy/keep"))["icon-only-label"] == "warning")
        // --config names the one configuration.
        let named = try Self.severities(["--config", "../other.yaml"], in: folder.url(of: "Screens"))
        #expect(named["icon-only-label"] == "note" && named["title-case"] == "off")
        let text = try StacksProcess.run(["rules", "--config", "other.yaml"], in: folder.url)
        #expect(text.standardOutput.split(separator: "\n").contains { $0.hasPrefix("title-case ") && $0.contains(" off ") })
        // A configuration that is not valid stops it, as it stops the audit.
        _ = try folder.write("failOn: loud\n", to: "bad.yaml")
        let bad = try StacksProcess.run(["rules", "--config", "bad.yaml"], in: folder.url)
        #expect(bad.status == 3)
        #expect(bad.standardError == "bad.yaml:1:9: error: failOn: unknown severity \"loud\"; expected one of error, warning, note\n")
    }
}
