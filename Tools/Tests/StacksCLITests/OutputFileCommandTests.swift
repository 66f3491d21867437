import Foundation
import Testing
import ToolsTestSupport

/// `-o FILE` of `audit`, `rules` and `render`: folders made as needed, the format taken from the
/// extension and a contradicting `--format` refused, a PDF of several combinations in the one
/// file named.
@Suite struct OutputFileCommandTests {
    static let audit = ["audit", "Examples/audit.yaml", "--width", "182", "--text-metrics", "fixed"]

    @Test("audit -o: a missing folder is made, the extension names the format, a contradicting --format is a usage error")
    func auditOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sarif = folder.url(of: "reports/today/audit.sarif")
        let run = try StacksProcess.run(Self.audit + ["-o", sarif.path])
        // The truncated title is an error: exit 1, and the report is written all the same.
        #expect(run.status == 1 && run.standardOutput.isEmpty)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let json = folder.url(of: "audit.JSON")
        _ = try StacksProcess.run(Self.audit + ["-o", json.path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        #expect((report["summary"] as? [String: Int])?["errors"] == 1)
        // The other name the SARIF standard suggests.
        let sarifJSON = folder.url(of: "audit.sarif.json")
        _ = try StacksProcess.run(Self.audit + ["-o", sarifJSON.path])
        let sarifLog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sarifJSON)) as? [String: Any])
        #expect(sarifLog["version"] as? String == "2.1.0")
        // An extension that names no format: text, unless --format says otherwise.
        let text = folder.url(of: "audit.txt")
        _ = try StacksProcess.run(Self.audit + ["-o", text.path])
        #expect(try String(contentsOf: text, encoding: .utf8).hasSuffix("1 error, 0 warnings, 0 notes in 1 combination\n"))
        let contradicting = try StacksProcess.run(Self.audit + ["-o", folder.path(of: "x.sarif"), "--format", "json"])
        #expect(contradicting.status == 2)
        #expect(contradicting.standardError.contains("names a .sarif file, but --format is json"))
        #expect(!FileManager.default.fileExists(atPath: folder.path(of: "x.sarif")))
    }

    @Test("rules -o writes the list to a file, making its folder")
    func rulesOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url(of: "lists/rules.json")
        let run = try StacksProcess.run(["rules", "--format", "json", "-o", file.path])
        #expect(run.status == 0 && run.standardOutput.isEmpty)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: String]])
        #expect(list.first?["id"] == "primary-not-first")
    }

    @Test("render -o FILE.pdf with several combinations: one PDF, a page each, and no sheet")
    func pdfOfSeveralCombinations() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pdf = folder.url(of: "buttons.pdf")
        let run = try StacksProcess.run([
            "render", "Examples/buttons.yaml", "--width", "320,375", "--content-size", "large,xLarge", "-o", pdf.path, "--quiet",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == pdf.path + "\n")
        #expect(try folder.contents() == ["buttons.pdf"])
        // Four page objects besides the page tree: `/Type /Page` followed by anything but `s`.
        let text = String(decoding: try Data(contentsOf: pdf), as: UTF8.self)
        let pages = text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }
        #expect(pages.count == 4)
        // PNG still needs a folder for several pictures.
        let png = try StacksProcess.run(["render", "Examples/buttons.yaml", "--width", "320,375", "-o", folder.path(of: "b.png")])
        #expect(png.status == 2 && png.standardError.contains("give a folder to write them into"))
    }

    @Test("github: the closing line and the job summary count what documents suppress in place")
    func githubCountsSuppressedInPlace() throws {
        let repository = try AuditCICommandTests.repository(["page.yaml": AuditCICommandTests.photosIgnoringTitleVerb(withNeighbour: false)])
        let summary = repository.appendingPathComponent("summary.md")
        let run = try StacksProcess.run(
            ["audit", "page.yaml", "--width", "375", "--text-metrics", "fixed", "--format", "github"], in: repository,
            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(run.standardOutput.hasSuffix("stacks audit: 0 errors, 0 warnings, 0 notes in 1 combination (1 suppressed in place)\n"))
        #expect(try String(contentsOf: summary, encoding: .utf8).contains("0 errors, 0 warnings, 0 notes in 1 combination (1 suppressed in place)."))
    }
}
