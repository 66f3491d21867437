/// Everything one audit found, in the order it was found: for each document, the findings
/// about it as written first (groups, titles, colours; then the titles of each audited
/// translation), then those of each combination. Each finding names its document
/// (``AuditLocation/document``).
public struct AuditReport: Sendable {
    /// How the report names the documents audited (paths, or `<stdin>`), in the order given.
    public var documentNames: [String]
    /// The combinations laid out.
    public var combinations: [AuditCombination]
    /// The findings, one per problem: findings that differ only in their combination and in
    /// what varies with it (titles, sizes) are one, listing every combination it was seen in
    /// (``AuditFinding/combinations``), so counts mean problems.
    public var findings: [AuditFinding]

    /// Creates a report of one document, merging repeated findings.
    public init(documentName: String, combinations: [AuditCombination], findings: [AuditFinding]) {
        self.init(documentNames: [documentName], combinations: combinations, findings: findings)
    }

    /// Creates a report of several documents, merging the findings of each problem into the
    /// first (see ``findings``).
    public init(documentNames: [String], combinations: [AuditCombination], findings: [AuditFinding]) {
        self.documentNames = documentNames
        self.combinations = combinations
        var problems: [AuditFinding.ProblemKey: Int] = [:]
        var merged: [AuditFinding] = []
        for finding in findings {
            let key = AuditFinding.ProblemKey(finding)
            guard let index = problems[key] else {
                problems[key] = merged.count
                merged.append(finding)
                continue
            }
            for combination in finding.combinations where !merged[index].combinations.contains(combination) {
                merged[index].combinations.append(combination)
            }
        }
        self.findings = merged
    }

    /// The report with its findings sorted by document, line, column and rule id (the order
    /// every format lists them in); findings without a line come first in their document.
    public func sortedByPlace() -> AuditReport {
        var sorted = self
        sorted.findings = Self.sortedByPlace(findings) { $0 }
        return sorted
    }

    /// `items` sorted by the place of each one's finding (`finding`): document, line, column,
    /// rule id; items at one place keep their order.
    public static func sortedByPlace<Item>(_ items: [Item], finding: (Item) -> AuditFinding) -> [Item] {
        func key(_ finding: AuditFinding) -> (String, Int, Int, String) {
            (finding.location.document, finding.location.place.line ?? 0, finding.location.place.column ?? 0, finding.rule.id)
        }
        return items.enumerated().sorted { first, second in
            let (a, b) = (key(finding(first.element)), key(finding(second.element)))
            // Documents by Unicode scalars, as folders' documents are, so every machine agrees.
            if a.0 != b.0 { return a.0.unicodeScalars.lexicographicallyPrecedes(b.0.unicodeScalars) }
            if (a.1, a.2, a.3) != (b.1, b.2, b.3) { return (a.1, a.2, a.3) < (b.1, b.2, b.3) }
            return first.offset < second.offset
        }.map(\.element)
    }

    /// How the report names its document: the one name, or the names joined with commas.
    public var documentName: String { documentNames.joined(separator: ", ") }

    /// The document `finding` is about: the one it names, else the report's.
    public func document(of finding: AuditFinding) -> String {
        finding.location.document.isEmpty ? documentName : finding.location.document
    }

    /// How many findings have `severity`.
    public func count(_ severity: AuditSeverity) -> Int {
        findings.count { $0.severity == severity }
    }

    /// "1 error, 2 warnings, 0 notes".
    public var summary: String {
        AuditSeverity.allCases.map { severity in
            let n = count(severity)
            return "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }

    /// "1 error, 2 warnings, 0 notes in 4 combinations (1 suppressed in place)": what the text
    /// and GitHub formats close with.
    func counts(suppressedInPlace: Int) -> String {
        "\(summary) \(scope)" + (suppressedInPlace == 0 ? "" : " (\(suppressedInPlace) suppressed in place)")
    }

    /// "in 2 combinations", or "in 3 documents and 4 combinations" for several documents.
    public var scope: String {
        let combinationCount = "\(combinations.count) combination\(combinations.count == 1 ? "" : "s")"
        guard documentNames.count > 1 else { return "in " + combinationCount }
        return "in \(documentNames.count) documents and " + combinationCount
    }
}
