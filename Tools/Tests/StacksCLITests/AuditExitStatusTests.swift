import Foundation
import Testing

/// `stacks audit`'s exit statuses, one test per case of the table in docs/cli.md ("Exit
/// statuses"): 0 nothing at `failOn`, 1 findings at `failOn`, 2 bad usage, 3 the run itself
/// failed.
@Suite struct AuditExitStatusTests {
    static let unlabelled = AuditCommandTests.page(labelled: false)
    static let labelled = AuditCommandTests.page(labelled: true)
    static let audit = ["audit", "page.yaml", "--text-metrics", "fixed", "--width", "375"]

    @Test("0 without a finding at failOn; 1 with one")
    func findings() throws {
        let clean = try AuditCICommandTests.repository(["page.yaml": Self.labelled])
        #expect(try StacksProcess.run(Self.audit, in: clean).status == 0)
        let failing = try AuditCICommandTests.repository(["page.yaml": Self.unlabelled])
        let outcome = try StacksProcess.run(Self.audit, in: failing)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.isEmpty)
    }

    @Test("an unreadable document is a document-invalid finding: exit 1, not 3")
    func unreadableDocumentIsAFinding() throws {
        let repository = try AuditCICommandTests.repository(["page.yaml": "root: {box: {]\n"])
        let outcome = try StacksProcess.run(Self.audit, in: repository)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("page.yaml:1:"))
        #expect(outcome.standardOutput.contains("error [document-invalid]"))
    }

    @Test("--strict fails on warnings; it never lowers a configuration's failOn: note")
    func strict() throws {
        // The unlabelled button's finding made a warning by the configuration.
        let warning = try AuditCICommandTests.repository([
            ".stacks-audit.yaml": "rules: {icon-only-label: warning}\n", "page.yaml": Self.unlabelled,
        ])
        #expect(try StacksProcess.run(Self.audit, in: warning).status == 0)
        let strict = try StacksProcess.run(Self.audit + ["--strict"], in: warning)
        #expect(strict.status == 1)
        #expect(strict.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 1 combination\n"))
        // A note passes --strict (it fails on warnings and errors only) …
        let note = try AuditCICommandTests.repository([
            ".stacks-audit.yaml": "rules: {icon-only-label: note}\n", "page.yaml": Self.unlabelled,
        ])
        #expect(try StacksProcess.run(Self.audit + ["--strict"], in: note).status == 0)
        // … and fails a run whose configuration says failOn: note, with or without --strict.
        let failOnNote = try AuditCICommandTests.repository([
            ".stacks-audit.yaml": "rules: {icon-only-label: note}\nfailOn: note\n", "page.yaml": Self.unlabelled,
        ])
        #expect(try StacksProcess.run(Self.audit + ["--strict"], in: failOnNote).status == 1)
        #expect(try StacksProcess.run(Self.audit, in: failOnNote).status == 1)
    }

    @Test("2 for bad usage")
    func usage() throws {
        let repository = try AuditCICommandTests.repository(["page.yaml": Self.labelled])
        for extra in [["--format", "xml"], ["--jobs", "0"], ["--bogus"], ["--strict=yes"]] {
            let outcome = try StacksProcess.run(Self.audit + extra, in: repository)
            #expect(outcome.status == 2, "\(extra): \(outcome.standardError)")
        }
    }

    @Test("3 when a path names nothing or a folder holds no document; nothing is reported")
    func missingPaths() throws {
        let repository = try AuditCICommandTests.repository(["page.yaml": Self.unlabelled, "Empty/notes.txt": "x"])
        let missing = try StacksProcess.run(["audit", "page.yaml", "Screns", "--text-metrics", "fixed", "--width", "375"], in: repository)
        #expect(missing.status == 3)
        #expect(missing.standardOutput.isEmpty)
        #expect(missing.standardError == "error: Screns: no such file or folder\n")
        let empty = try StacksProcess.run(["audit", "Empty", "--text-metrics", "fixed", "--width", "375"], in: repository)
        #expect(empty.status == 3)
        #expect(empty.standardError == "error: Empty: no documents below this folder (files ending in .yaml, .yml, .json or .swift)\n")
    }

    @Test("3 for a configuration that is missing, unreadable or invalid")
    func configuration() throws {
        let repository = try AuditCICommandTests.repository([
            "page.yaml": Self.labelled, "bad.yaml": "failOn: sometimes\n", "folder/x.yaml": "",
        ])
        let missing = try StacksProcess.run(Self.audit + ["--config", "none.yaml"], in: repository)
        #expect(missing.status == 3)
        #expect(missing.standardError.contains("none.yaml: document: cannot read it: no such file"), "\(missing.standardError)")
        // `failOn: sometimes`: the value at line 1, column 9.
        let invalid = try StacksProcess.run(Self.audit + ["--config", "bad.yaml"], in: repository)
        #expect(invalid.status == 3)
        #expect(invalid.standardError.contains("bad.yaml:1:9: error: failOn: unknown severity \"sometimes\""), "\(invalid.standardError)")
        let folder = try StacksProcess.run(Self.audit + ["--config", "folder"], in: repository)
        #expect(folder.status == 3)
    }

    @Test("3 for a baseline that is missing or not a baseline, and for one that cannot be written")
    func baseline() throws {
        let repository = try AuditCICommandTests.repository([
            "page.yaml": Self.unlabelled, "old.json": "{\"version\": 7, \"findings\": []}\n",
        ])
        let missing = try StacksProcess.run(Self.audit + ["--baseline", "none.json"], in: repository)
        #expect(missing.status == 3)
        #expect(missing.standardError.contains("none.json: cannot read the baseline: no such file"), "\(missing.standardError)")
        let wrongVersion = try StacksProcess.run(Self.audit + ["--baseline", "old.json"], in: repository)
        #expect(wrongVersion.status == 3)
        #expect(wrongVersion.standardError == "error: old.json: expected \"version\": 1\n")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("taken"), withIntermediateDirectories: true)
        let unwritable = try StacksProcess.run(Self.audit + ["--write-baseline", "taken"], in: repository)
        #expect(unwritable.status == 3)
        #expect(unwritable.standardError.contains("(the baseline)"))
    }

    @Test("3 for a --strings or --fonts file that cannot be read, and a report that cannot be written")
    func otherFiles() throws {
        let repository = try AuditCICommandTests.repository(["page.yaml": Self.labelled])
        let strings = try StacksProcess.run(Self.audit + ["--strings", "de=none.strings"], in: repository)
        #expect(strings.status == 3)
        #expect(strings.standardError.hasPrefix("error: ") && strings.standardError.hasSuffix(" (--strings)\n"), "\(strings.standardError)")
        let fonts = try StacksProcess.run(Self.audit + ["--fonts", "/nonexistent.conf"], in: repository)
        #expect(fonts.status == 3)
        #expect(fonts.standardError.contains("font configuration /nonexistent.conf: cannot read it: no such file"))
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("report.txt"), withIntermediateDirectories: true)
        let report = try StacksProcess.run(Self.audit + ["-o", "report.txt"], in: repository)
        #expect(report.status == 3)
        #expect(report.standardError.contains("(the report)"))
    }
}
