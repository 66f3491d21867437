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

    /// Formats `report`, naming files relative to `root` when given.
    public init(_ report: AuditReport, root: AuditSourceRoot? = nil) {
        self.report = report
        self.root = root
    }

    /// One command per finding, separated by newlines; empty without findings.
    public var text: String {
        report.findings.map { finding in
            let document = report.document(of: finding)
            var properties = ["file=" + Self.escapeProperty(root?.documentPath(of: document) ?? document)]
            if let line = finding.location.place.line { properties.append("line=\(line)") }
            if let column = finding.location.place.column { properties.append("col=\(column)") }
            properties.append("title=" + Self.escapeProperty(finding.rule.id))
            let message = "\(finding.message) (\(finding.location.descriptionWithoutPosition))"
            return "::\(Self.command(finding.severity)) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
        }.joined(separator: "\n")
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
