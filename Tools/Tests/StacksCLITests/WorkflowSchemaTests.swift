import Foundation
import Testing

/// The GitHub workflows (`.github/workflows/*.yml`), the workflows the docs show (a ```` ```yaml ````
/// block whose first line is `# .github/workflows/NAME.yml`) and the composite action
/// (`action.yml`) against GitHub's schemas, as check-jsonschema carries them (SchemaStore's
/// github-workflow and github-action schemas, vendored in the package, so it runs offline).
/// scripts/setup installs it, pinned, in `.venv-workflows`.
@Suite struct WorkflowSchemaTests {
    static let root = StacksProcess.packageRoot
    static let checker = root.appendingPathComponent(".venv-workflows/bin/check-jsonschema")

    /// check-jsonschema on `files` with one of its built-in schemas.
    static func check(_ files: [String], schema: String) throws -> StacksProcess.Outcome {
        guard FileManager.default.isExecutableFile(atPath: checker.path) else {
            throw Missing(description: "\(checker.path) is not installed: run scripts/setup")
        }
        return try ChildProcess.run(checker, ["--builtin-schema", schema] + files, in: root)
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static var workflows: [String] {
        let folder = root.appendingPathComponent(".github/workflows")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted().map { ".github/workflows/\($0)" }
    }

    /// The workflows the Markdown pages show, each written to a temporary file named after the
    /// page and line.
    static func documentedWorkflows(in folder: URL) throws -> [String] {
        let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path))
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        var files: [String] = []
        for page in pages {
            let lines = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while index < lines.count {
                defer { index += 1 }
                guard lines[index].trimmingCharacters(in: .whitespaces) == "```yaml", index + 1 < lines.count,
                    lines[index + 1].hasPrefix("# .github/workflows/")
                else { continue }
                let block = lines[(index + 1)...].prefix { $0.trimmingCharacters(in: .whitespaces) != "```" }
                let file = folder.appendingPathComponent(page.replacingOccurrences(of: "/", with: "-") + "-\(index + 1).yml")
                try Data((block.joined(separator: "\n") + "\n").utf8).write(to: file)
                files.append(file.path)
            }
        }
        return files
    }

    @Test func everyWorkflowMatchesGitHubsSchema() throws {
        // release.yml, apple.yml and ci.yml at least.
        #expect(Set([".github/workflows/release.yml", ".github/workflows/apple.yml", ".github/workflows/ci.yml"])
            .isSubset(of: Self.workflows))
        let outcome = try Self.check(Self.workflows, schema: "vendor.github-workflows")
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("ok -- validation done"))
    }

    @Test func theDocumentedWorkflowsMatchGitHubsSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stacks-workflows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try Self.documentedWorkflows(in: folder)
        // docs/audit-rules.md's sharded audit, at least.
        #expect(files.contains { $0.contains("docs-audit-rules.md-") })
        let outcome = try Self.check(files, schema: "vendor.github-workflows")
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    }

    @Test func theActionMatchesGitHubsSchema() throws {
        let outcome = try Self.check(["action.yml"], schema: "vendor.github-actions")
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("ok -- validation done"))
    }

    /// The check can fail: a workflow whose job has no `runs-on` and a step with both `run` and
    /// `uses`, and an action whose composite step has no `shell`, are refused, each naming the
    /// file and the place (`broken.yml::$.jobs.build`).
    @Test func mistakesAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stacks-workflows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let workflow = folder.appendingPathComponent("broken.yml")
        try Data("on: push\njobs:\n  build:\n    steps:\n      - run: make\n        uses: actions/checkout@v5\n".utf8).write(to: workflow)
        let refused = try Self.check([workflow.path], schema: "vendor.github-workflows")
        #expect(refused.status == 1)
        #expect((refused.standardOutput + refused.standardError).contains("broken.yml::$.jobs.build"), "\(refused.standardOutput)")
        let action = folder.appendingPathComponent("action.yml")
        try Data("name: a\ndescription: b\nruns:\n  using: composite\n  steps:\n    - run: echo hi\n".utf8).write(to: action)
        let refusedAction = try Self.check([action.path], schema: "vendor.github-actions")
        #expect(refusedAction.status == 1)
        #expect((refusedAction.standardOutput + refusedAction.standardError).contains("action.yml::$.runs"), "\(refusedAction.standardOutput)")
    }
}
