import Foundation
@testable import StackAudit
import Testing
import ToolsTestSupport

/// The JSON Schema of `.stacks-audit.yaml`: the committed file is the generated one, it covers
/// exactly the reader's keys, and Python's jsonschema (as editors use it) accepts the
/// configurations the reader accepts and refuses mistakes the reader refuses.
struct AuditConfigurationSchemaTests {
    static let schemaFile = RepositoryFolder.root.appendingPathComponent("docs/stacks-audit.schema.json")

    @Test("docs/stacks-audit.schema.json is what stacks schema --configuration prints")
    func committedIsGenerated() throws {
        let committed = try String(contentsOf: Self.schemaFile, encoding: .utf8)
        #expect(committed == AuditConfigurationSchema.json, "run: stacks schema --configuration > docs/stacks-audit.schema.json")
    }

    @Test("every key the reader accepts has a shape, and only those; every rule id is a property")
    func coversTheReader() throws {
        #expect(AuditConfigurationSchema.mismatches.isEmpty)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(AuditConfigurationSchema.json.utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(AuditConfiguration.topLevelKeys))
        let rules = try #require((properties["rules"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(rules.keys) == Set(AuditRule.all.map(\.id)))
    }

    /// The configuration in docs/audit-rules.md: the first YAML block after its heading.
    static func documentedExample() throws -> String {
        let guide = try String(contentsOf: RepositoryFolder.root.appendingPathComponent("docs/audit-rules.md"), encoding: .utf8)
        let section = try #require(guide.range(of: "## Configuration: `.stacks-audit.yaml`"))
        let rest = guide[section.upperBound...]
        let start = try #require(rest.range(of: "```yaml\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    @Test("the documented configuration and valid ones pass jsonschema and the reader; mistakes fail both")
    func validatesExamples() throws {
        let valid = [
            try Self.documentedExample(),
            "",
            "included: Screens\nexcluded: [Screens/Legacy]\nfailOn: note\n",
            "rules: {title-case: true, touch-target: {severity: on, exclude: \"Legacy/**\"}}\ncombinations: {locales: [no, all], widths: 320.5}\n",
        ]
        let invalid = [
            "failon: warning\n",  // unknown key
            "rules: {title-cas: off}\n",  // unknown rule
            "rules: {touch-target: {severity: loud}}\n",  // unknown severity
            "failOn: off\n",  // failOn takes no off
            "included: [/abs]\n",  // absolute path
            "combinations: {widths: [0]}\n",  // no width
            "combinations: {widths: []}\n",  // empty list
            "combinations: {directions: [up]}\n",
        ]
        for yaml in valid { #expect(throws: Never.self, "the reader refuses: \(yaml)") { try AuditConfiguration(yaml: yaml, file: "c.yaml") } }
        for yaml in invalid { #expect(throws: AuditConfigurationError.self, "the reader accepts: \(yaml)") { try AuditConfiguration(yaml: yaml, file: "c.yaml") } }

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = try (valid + invalid).enumerated().map { index, yaml in try folder.write(yaml, to: "\(index).yaml") }
        let results = try Self.validate(files)
        #expect(results.count == files.count)
        for (result, yaml) in zip(results, valid + invalid).prefix(valid.count) { #expect(result.hasPrefix("valid "), "\(result)\n\(yaml)") }
        for (result, yaml) in zip(results, valid + invalid).dropFirst(valid.count) { #expect(result.hasPrefix("invalid "), "\(result)\n\(yaml)") }
    }

    /// scripts/validate-documents' line for each of `paths` (`valid PATH`, `invalid PATH: …`),
    /// by the python3 on PATH (scripts/setup installs jsonschema and PyYAML for it).
    static func validate(_ paths: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepositoryFolder.root.appendingPathComponent("scripts/validate-documents").path, schemaFile.path] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "validate-documents failed: is jsonschema installed? (scripts/setup)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
