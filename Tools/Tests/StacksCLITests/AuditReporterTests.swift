import Foundation
import Testing
import ToolsTestSupport

/// `stacks audit --format junit` (read back by Python's junitparser) and `--format xcode`, and
/// the order every format lists findings in.
@Suite struct AuditReporterTests {
    /// Two documents, named so that `b.yaml` is audited first (the arguments' order) but
    /// listed second. `a.yaml` has a text cut off after one line (a layout finding, found after
    /// the findings about the document as written, but on line 8: `1` at column 105, after the text
    /// of 60 characters with its trailing space),
    /// and three unlabelled icon-only buttons on lines 12–14 (mappings at column 15): `heart`
    /// and `star` draw icon-only-label; `bin` suppresses it in place and also ignores
    /// title-verb, which it does not draw (the `audit` value at column 61). `b.yaml` is
    /// ``AuditCommandTests/page(labelled:)``: one icon-only-label at 10:15.
    static let files = [
        "a.yaml": """
            theme: {button: "#0A63D1", onButton: "#FFFFFF"}
            root:
              stack:
                axis: vertical
                margins: 16
                spacing: 16
                children:
                  - {text: {id: intro, string: \(String(repeating: "abcd ", count: 12)), lines: 1}}
                  - buttons:
                      id: tools
                      items:
                        - {id: heart, icon: heart, kind: iconOnly}
                        - {id: star, icon: star, kind: iconOnly}
                        - {id: bin, icon: trash, kind: iconOnly, audit: {ignore: [icon-only-label, title-verb], reason: "x < y & z"}}

            """,
        "b.yaml": AuditCommandTests.page(labelled: false),
    ]
    static let run = ["audit", "b.yaml", "a.yaml", "--width", "375", "--text-metrics", "fixed"]
    /// The cut-off text's message: its first 39 characters, then an ellipsis.
    static let truncated = "the text 'abcd abcd abcd abcd abcd abcd abcd abcd…' is cut off with an ellipsis after 1 line "
        + "(its line limit); allow more lines or shorten the text"
    static func unlabelled(_ id: String, icon: String? = nil) -> String {
        "icon-only button \(id) has no accessibilityLabel; a screen reader says \"\(icon ?? id), button\""
    }

    @Test("every format lists findings by document, line, column and rule")
    func sorted() throws {
        let repository = try AuditCICommandTests.repository(Self.files)
        let text = try StacksProcess.run(Self.run, in: repository)
        let places = text.standardOutput.split(separator: "\n").dropLast().map { String($0.prefix { $0 != " " }) }
        #expect(places == ["a.yaml:8:105:", "a.yaml:12:15:", "a.yaml:13:15:", "b.yaml:10:15:", "a.yaml:14:15:"])
        let json = try StacksProcess.run(Self.run + ["--format", "json"], in: repository)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let locations = try #require(object["findings"] as? [[String: Any]]).compactMap { $0["location"] as? [String: Any] }
        #expect(locations.map { "\($0["document"] ?? ""):\($0["line"] ?? "")" } == ["a.yaml:8", "a.yaml:12", "a.yaml:13", "b.yaml:10"])
    }

    @Test("xcode: FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE], files absolute, document warnings first")
    func xcode() throws {
        let repository = try AuditCICommandTests.repository(Self.files)
        let outcome = try StacksProcess.run(Self.run + ["--format", "xcode"], in: repository)
        #expect(outcome.status == 1)
        let folder = repository.standardizedFileURL.path
        #expect(outcome.standardOutput.split(separator: "\n").map { $0.replacingOccurrences(of: folder + "/", with: "") } == [
            "a.yaml:14:61: warning: audit.ignore suppresses no title-verb finding on root.stack.children[1].buttons.items[2] "
                + "in any combination audited; remove title-verb from it [audit.ignore]",
            "a.yaml:8:105: warning: \(Self.truncated) (root.stack.children[0].text.lines, text intro, at 375 pt · large) [text-truncated]",
            "a.yaml:12:15: error: \(Self.unlabelled("heart")) (root.stack.children[1].buttons.items[0], button heart of tools) [icon-only-label]",
            "a.yaml:13:15: error: \(Self.unlabelled("star")) (root.stack.children[1].buttons.items[1], button star of tools) [icon-only-label]",
            "b.yaml:10:15: error: \(Self.unlabelled("star")) (root.stack.children[0].buttons.items[0], button star of actions) [icon-only-label]",
        ])
        // Every line names its file absolutely.
        #expect(outcome.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix(folder + "/") })
    }

    @Test("junit: valid JUnit XML, a suite per document, a failed case per finding, suppressed ones skipped")
    func junit() throws {
        let repository = try AuditCICommandTests.repository(Self.files)
        let outcome = try StacksProcess.run(Self.run + ["--format", "junit", "-o", "audit.xml"], in: repository)
        #expect(outcome.status == 1)
        let read = try JUnitReader.read(repository.appendingPathComponent("audit.xml").path)
        #expect(read == [
            "suite a.yaml tests=4 failures=3 skipped=1",
            "case a.yaml | text-truncated at root.stack.children[0].text.lines | failure warning | \(Self.truncated)",
            "case a.yaml | icon-only-label at root.stack.children[1].buttons.items[0] | failure error | \(Self.unlabelled("heart"))",
            "case a.yaml | icon-only-label at root.stack.children[1].buttons.items[1] | failure error | \(Self.unlabelled("star"))",
            "case a.yaml | icon-only-label at root.stack.children[1].buttons.items[2] | skipped | suppressed in place: x < y & z",
            "suite b.yaml tests=1 failures=1 skipped=0",
            "case b.yaml | icon-only-label at root.stack.children[0].buttons.items[0] | failure error | \(Self.unlabelled("star"))",
        ])
        // With a baseline of a.yaml's findings, they are skipped cases too, and the run passes.
        let alone = ["audit", "a.yaml", "--width", "375", "--text-metrics", "fixed"]
        #expect(try StacksProcess.run(alone + ["--write-baseline", "base.json"], in: repository).status == 0)
        let suppressed = try StacksProcess.run(alone + ["--baseline", "base.json", "--format", "junit", "-o", "base.xml"], in: repository)
        #expect(suppressed.status == 0)
        let baselined = "skipped | suppressed: in the baseline base.json"
        #expect(try JUnitReader.read(repository.appendingPathComponent("base.xml").path) == [
            "suite a.yaml tests=4 failures=0 skipped=4",
            "case a.yaml | text-truncated at root.stack.children[0].text.lines | \(baselined)",
            "case a.yaml | icon-only-label at root.stack.children[1].buttons.items[0] | \(baselined)",
            "case a.yaml | icon-only-label at root.stack.children[1].buttons.items[1] | \(baselined)",
            "case a.yaml | icon-only-label at root.stack.children[1].buttons.items[2] | skipped | suppressed in place: x < y & z",
        ])
        // -o NAME.xml picks the format.
        #expect(try StacksProcess.run(Self.run + ["-o", "named.xml"], in: repository).status == 1)
        #expect(try JUnitReader.read(repository.appendingPathComponent("named.xml").path).count == 7)
    }
}

/// Reads a JUnit XML file with Python's junitparser, in a virtual environment under `.build`
/// made on first use (pip installs the pinned version from PyPI), as one line per suite and
/// test case: `suite NAME tests=N failures=N skipped=N`, `case CLASS | NAME | RESULT | MESSAGE`.
enum JUnitReader {
    static let folder = RepositoryFolder.root.appendingPathComponent(".build/venv-junit")
    static let python = folder.appendingPathComponent("bin/python").path

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let script = """
        import sys
        from junitparser import JUnitXml, Failure, Skipped, Error
        xml = JUnitXml.fromfile(sys.argv[1])
        for suite in xml:
            print(f"suite {suite.name} tests={suite.tests} failures={suite.failures} skipped={suite.skipped}")
            for case in suite:
                results = [f"failure {r.type} | {r.message}" if isinstance(r, Failure) else f"skipped | {r.message}" for r in case.result]
                print(f"case {case.classname} | {case.name} | " + (results[0] if results else "passed"))
        """

    static func read(_ path: String) throws -> [String] {
        try prepare()
        let (status, output) = try runPython([python, "-c", script, path])
        guard status == 0 else { throw Failure(description: "junitparser could not read \(path): \(output)") }
        return output.split(separator: "\n").map(String.init)
    }

    /// Makes the environment and installs junitparser unless it is there.
    static func prepare() throws {
        if FileManager.default.isExecutableFile(atPath: python), try runPython([python, "-c", "import junitparser"]).status == 0 { return }
        for step in [["/usr/bin/python3", "-m", "venv", folder.path], [python, "-m", "pip", "install", "--quiet", "junitparser==5.0.3"]] {
            let (status, output) = try runPython(step)
            guard status == 0 else { throw Failure(description: "\(step.joined(separator: " ")) failed: \(output)") }
        }
    }

    private static func runPython(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
