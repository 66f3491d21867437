import FileAccess

/// A report as JUnit XML, which CI servers (GitLab, Jenkins, Azure Pipelines, CircleCI) show
/// as test results: a test suite per document audited, a test case per finding (a rule at a
/// place), failed with the finding's severity as its type; findings suppressed in place or by
/// a baseline are skipped test cases, with why. Suites and cases are sorted by document, line,
/// column and rule, as every format lists findings.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="stacks audit" tests="1" failures="1" errors="0" skipped="0">
///   <testsuite name="screen.yaml" tests="1" failures="1" errors="0" skipped="0">
///     <testcase classname="screen.yaml" name="title-truncated at root.buttons.items[2]">
///       <failure type="error" message="the title 'Add to Favourites' is truncated: …">screen.yaml:9:15: …</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
public struct AuditJUnitFormat: Sendable {
    /// The report.
    public var report: AuditReport
    /// Findings the documents suppress in place: skipped, the reason as the message.
    public var suppressedInPlace: [AuditInPlaceSuppression]
    /// Findings a baseline accepted: skipped, with why.
    public var suppressedByBaseline: (findings: [AuditFinding], justification: String)

    /// Formats `report`.
    public init(
        _ report: AuditReport, suppressedInPlace: [AuditInPlaceSuppression] = [],
        suppressedByBaseline: (findings: [AuditFinding], justification: String) = ([], "")
    ) {
        self.report = report
        self.suppressedInPlace = suppressedInPlace
        self.suppressedByBaseline = suppressedByBaseline
    }

    /// One test case: the finding, and `skipped` (why) when it is suppressed.
    private struct Case {
        var finding: AuditFinding
        var skipped: String?
    }

    /// The XML text, ending without a newline.
    public var text: String {
        var cases = report.findings.map { Case(finding: $0, skipped: nil) }
        cases += suppressedInPlace.map { Case(finding: $0.finding, skipped: "suppressed in place: \($0.reason)") }
        cases += suppressedByBaseline.findings.map { Case(finding: $0, skipped: "suppressed: \(suppressedByBaseline.justification)") }
        var byDocument: [String: [Case]] = [:]
        for item in AuditReport.sortedByPlace(cases, finding: \.finding) {
            byDocument[report.document(of: item.finding), default: []].append(item)
        }
        // Every document audited is a suite, those without findings too (they passed), sorted
        // as the findings are.
        let documents = Set(report.documentNames).union(byDocument.keys).sorted {
            $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
        }
        let failures = cases.count { $0.skipped == nil }
        let skipped = cases.count - failures
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="stacks audit" tests="\#(cases.count)" failures="\#(failures)" errors="0" skipped="\#(skipped)">"#,
        ]
        for document in documents {
            let suite = byDocument[document] ?? []
            let suiteFailures = suite.count { $0.skipped == nil }
            lines.append(
                #"  <testsuite name="\#(MarkupText.escaped(document))" tests="\#(suite.count)" failures="\#(suiteFailures)" errors="0" "#
                    + #"skipped="\#(suite.count - suiteFailures)">"#)
            for item in suite { lines += testCase(item, document: document) }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }

    private func testCase(_ item: Case, document: String) -> [String] {
        let finding = item.finding
        let name = "\(finding.rule.id) at \(finding.location.place.path)"
        var lines = [#"    <testcase classname="\#(MarkupText.escaped(document))" name="\#(MarkupText.escaped(name))">"#]
        if let skipped = item.skipped {
            lines.append(#"      <skipped message="\#(MarkupText.escaped(skipped))"/>"#)
        } else {
            let place = finding.location.place
            let position = place.line.map { ":\($0)" + (place.column.map { ":\($0)" } ?? "") } ?? ""
            let body = "\(document)\(position): \(finding.placeDescription)"
            lines.append(
                #"      <failure type="\#(finding.severity.rawValue)" message="\#(MarkupText.escaped(finding.message))">"#
                    + "\(MarkupText.escaped(body))</failure>")
        }
        lines.append("    </testcase>")
        return lines
    }
}
