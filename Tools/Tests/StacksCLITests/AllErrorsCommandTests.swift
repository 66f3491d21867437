import Foundation
import Testing

/// Every command shows every error the reader found, one `error: DOC: PLACE: PROBLEM` line each.
@Suite("All errors at once: stacks")
struct AllErrorsCommandTests {
    static let twoTypos = """
        root:
          stack:
            axis: vertical
            spacng: 8
            children:
              - box: {widht: 10}
        """

    @Test("each command prints one located line per error and exits 1", arguments: ["frames", "explain", "render"])
    func everyErrorOnItsOwnLine(command: String) throws {
        // render measures with Pango only; the others are told to use the fixed metrics.
        let metrics = command == "render" ? [] : ["--text-metrics", "fixed"]
        let outcome = try StacksProcess.run([command, "-", "--width", "100"] + metrics, input: Self.twoTypos)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        // `spacng` at line 4, column 5; `widht` at line 6: 6 spaces, `- ` (7–8), `box: {` (9–14), 15.
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(
            "<stdin>:4:5: error: root.stack.spacng: unknown key \"spacng\" (did you mean \"spacing\"?)") == true)
        #expect(lines.last?.hasPrefix(
            "<stdin>:6:15: error: root.stack.children[0].box.widht: unknown key \"widht\" (did you mean \"width\"?)") == true)
    }

    /// The audit reports a document it cannot read as findings (so that CI sees them in its
    /// report), one `document-invalid` error per problem, at the same places.
    @Test("audit reports each error as a document-invalid finding")
    func auditFindings() throws {
        let outcome = try StacksProcess.run(["audit", "-", "--width", "100", "--text-metrics", "fixed"], input: Self.twoTypos)
        #expect(outcome.status == 1)
        let findings = outcome.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains("[document-invalid]") }
        #expect(findings.count == 2)
        #expect(findings.first?.hasPrefix(
            "<stdin>:4:5: error [document-invalid] root.stack.spacng: unknown key \"spacng\" (did you mean \"spacing\"?)") == true)
        #expect(findings.last?.hasPrefix(
            "<stdin>:6:15: error [document-invalid] root.stack.children[0].box.widht: unknown key \"widht\" (did you mean \"width\"?)") == true)
    }

    @Test("past the limit, a last line counts the rest")
    func limit() throws {
        let boxes = (0..<23).map { "      - box: {wide: \($0)}" }.joined(separator: "\n")
        let outcome = try StacksProcess.run(
            ["frames", "-", "--width", "100", "--text-metrics", "fixed"],
            input: "root:\n  stack:\n    axis: vertical\n    children:\n" + boxes + "\n")
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 21)
        // Each located error in a compiler's form; the count, which has no place, as before.
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("<stdin>:") && $0.contains(": error: ") })
        #expect(lines.last == "error: <stdin>: and 3 more errors (a document lists at most 20)")
    }

    @Test("stacks schema prints the committed schema")
    func schema() throws {
        let outcome = try StacksProcess.run(["schema"])
        #expect(outcome.status == 0)
        let committed = try String(
            contentsOf: StacksProcess.packageRoot.appendingPathComponent("docs/stacks-document.schema.json"), encoding: .utf8)
        #expect(outcome.standardOutput == committed)
    }
}
