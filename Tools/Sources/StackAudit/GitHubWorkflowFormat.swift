import FileAccess
import StackDocument

/// A report as GitHub Actions workflow commands, one per finding, which the runner turns into
/// annotations on the pull request's files:
///
/// ```
/// ::error file=Screens/login.yaml,line=9,col=15,title=title-truncated::the title 'Add to Favourites' is truncated: … (root.buttons.items[2], button favourite of actions, at 320 pt · large)
/// ```
///
/// Errors are `::error`, warnings `::warning` and notes `::notice`. Files are named relative
/// to the ``AuditSourceRoot`` (the repository, in CI), as annotations need. Values are
/// escaped as the Actions toolkit does: `%`, CR and LF in the message; those and `:` and `,`
/// in properties; other control characters from documents are written as escapes
/// (`VisibleText`), so none reaches the log raw.
public struct GitHubWorkflowFormat: Sendable {
    /// The report.
    public var report: AuditReport
    /// The folder file names are relative to.
    public var root: AuditSourceRoot?
    /// How many findings the documents suppress in place (`audit: {ignore, reason}`): not
    /// annotated, but counted in the closing line and the job summary.
    public var suppressedInPlace: Int

    /// Formats `report`, naming files relative to `root` when given.
    public init(_ report: AuditReport, root: AuditSourceRoot? = nil, suppressedInPlace: Int = 0) {
        self.report = report
        self.root = root
        self.suppressedInPlace = suppressedInPlace
    }

    /// One command per finding, separated by newlines; empty without findings.
    public var text: String {
        report.findings.map { finding in
            let document = report.document(of: finding)
            return Self.annotation(
                finding.severity, file: root?.documentPath(of: document) ?? document, place: finding.location.place,
                title: finding.rule.id, message: "\(finding.message) (\(finding.placeDescription))")
        }.joined(separator: "\n")
    }

    /// One workflow command: `::warning file=F,line=L,col=C,title=T::MESSAGE`, escaped. The
    /// audit also annotates what it warns of in a document (an `audit.ignore` naming no rule).
    public static func annotation(_ severity: AuditSeverity, file: String, place: DocumentPlace, title: String, message: String) -> String {
        var properties = ["file=" + escapeProperty(file)]
        if let line = place.line { properties.append("line=\(line)") }
        if let column = place.column { properties.append("col=\(column)") }
        properties.append("title=" + escapeProperty(title))
        return "::\(command(severity)) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// The most annotations of each kind (error, warning, notice) GitHub shows for one step;
    /// the rest are dropped without a word.
    public static let annotationLimit = 10

    /// The line after the annotations: the counts (so a log says what the annotations cannot),
    /// and, when a kind has more than GitHub shows, where every finding is.
    public var closingLine: String {
        var line = "stacks audit: \(report.counts(suppressedInPlace: suppressedInPlace))"
        let cut = AuditSeverity.allCases.filter { report.count($0) > Self.annotationLimit }
        if !cut.isEmpty {
            let kinds = cut.map { "\($0.rawValue)s" }.joined(separator: " and ")
            line += "; GitHub annotates \(Self.annotationLimit) \(kinds) per step: the job's summary lists every finding, "
                + "and the SARIF report (--format sarif, uploaded to code scanning) has them all as alerts"
        }
        return VisibleText.escaped(line)
    }

    /// Every finding as a Markdown table, for the job summary (the file `$GITHUB_STEP_SUMMARY`
    /// names), where no limit applies.
    public var stepSummary: String {
        var lines = ["### stacks audit", "", "\(report.counts(suppressedInPlace: suppressedInPlace)).", ""]
        guard !report.findings.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines += ["| severity | rule | document | where | message |", "|---|---|---|---|---|"]
        for finding in report.findings {
            let document = report.document(of: finding)
            let file = root?.documentPath(of: document) ?? document
            let place = finding.location.place.line.map { ":\($0)" } ?? ""
            let cells = [
                finding.severity.rawValue, "`\(finding.rule.id)`", "`\(file)\(place)`", finding.placeDescription,
                finding.message,
            ]
            lines.append("| " + cells.map(Self.escapeCell).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A table cell: `|` escaped, line breaks as spaces, control characters as escapes.
    static func escapeCell(_ text: String) -> String {
        VisibleText.escaped(text.replacingAll("|", with: "\\|").replacingAll("\n", with: " ").replacingAll("\r", with: " "))
    }

    static func command(_ severity: AuditSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A command's message: `%`, CR and LF escaped.
    public static func escapeData(_ text: String) -> String {
        var output = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(character)
            }
        }
        return VisibleText.escaped(output)
    }

    /// A property value: as the message, and `:` and `,` too.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Every `target` replaced by `replacement` (without Foundation).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var output = ""
        for character in self { if character == target { output += replacement } else { output.append(character) } }
        return output
    }
}
