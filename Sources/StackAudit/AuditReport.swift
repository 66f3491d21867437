import StackDocument

/// Everything one audit found, in the order it was found: findings about the document as
/// written first (groups, titles, colours), then those of each translation and each
/// combination. A report of several documents (``init(merging:)``) holds theirs one document
/// after the other, each finding naming its document (``AuditLocation/document``).
public struct AuditReport: Sendable {
    /// How the report names the document (a path, or `<stdin>`); the first one's when it covers
    /// several.
    public var documentName: String
    /// Every document the report covers, in order (just ``documentName`` for one).
    public var documentNames: [String]
    /// The combinations laid out.
    public var combinations: [AuditCombination]
    /// The findings. A finding seen in several combinations with the same message is listed
    /// once, with the first combination.
    public var findings: [AuditFinding]

    /// Creates a report, dropping repeated findings.
    public init(documentName: String, combinations: [AuditCombination], findings: [AuditFinding]) {
        self.documentName = documentName
        self.documentNames = [documentName]
        self.combinations = combinations
        var seen = Set<AuditFinding>()
        var unique: [AuditFinding] = []
        for finding in findings {
            var key = finding
            key.location.combination = nil
            if seen.insert(key).inserted { unique.append(finding) }
        }
        self.findings = unique
    }

    /// One report of several documents' reports: their findings in order, each naming its
    /// document, and the combinations any of them was laid out in, in the order first seen.
    public init(merging reports: [AuditReport]) {
        var combinations: [AuditCombination] = []
        var seen = Set<AuditCombination>()
        for combination in reports.flatMap(\.combinations) where seen.insert(combination).inserted {
            combinations.append(combination)
        }
        let findings = reports.flatMap { report in
            report.findings.map { finding in
                var finding = finding
                finding.location.document = finding.location.document ?? report.documentName
                return finding
            }
        }
        self.init(documentName: reports.first?.documentName ?? "", combinations: combinations, findings: findings)
        documentNames = reports.flatMap(\.documentNames)
    }

    /// The document `finding` is about: the one it names, else the report's.
    public func document(of finding: AuditFinding) -> String {
        finding.location.document ?? documentName
    }

    /// How many findings have `severity`.
    public func count(_ severity: AuditSeverity) -> Int {
        findings.count { $0.severity == severity }
    }

    /// Whether any finding is an error (`stacks audit` then exits 1).
    public var hasErrors: Bool { count(.error) > 0 }

    /// "1 error, 2 warnings, 0 notes".
    public var summary: String {
        AuditSeverity.allCases.map { severity in
            let n = count(severity)
            return "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }

    /// "in 2 combinations", or "in 3 documents and 4 combinations" for several documents.
    public var scope: String {
        let combinationCount = "\(combinations.count) combination\(combinations.count == 1 ? "" : "s")"
        guard documentNames.count > 1 else { return "in " + combinationCount }
        return "in \(documentNames.count) documents and " + combinationCount
    }
}

extension AuditReport {
    /// The report on a document that cannot be read or laid out: one
    /// ``AuditRule/documentInvalid`` finding at the place of `error`. A run over many documents
    /// so reports every one it can, and still fails.
    public init(documentName: String, combinations: [AuditCombination], invalid error: DocumentError) {
        let finding = AuditFinding(
            rule: .documentInvalid, location: AuditLocation(place: error.place, node: ""), message: error.problem)
        self.init(documentName: documentName, combinations: combinations, findings: [finding])
    }
}
