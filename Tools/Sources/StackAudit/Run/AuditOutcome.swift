import StackDocument

/// What an audit run found once every filter has had its say: the configuration's severities,
/// the documents' own `audit: {ignore}` suppressions, and a baseline. Every report format is
/// written from this one value, so each says the same thing about the same run.
public struct AuditOutcome: Sendable {
    /// The findings left to report.
    public private(set) var report: AuditReport
    /// The findings the documents suppress in place, with their reasons.
    public private(set) var suppressedInPlace: [AuditInPlaceSuppression] = []
    /// The findings the baseline holds.
    public private(set) var suppressedByBaseline: [AuditFinding] = []
    /// Where paths are written relative to.
    public let root: AuditSourceRoot
    /// The configuration the run was read under.
    public let configuration: AuditConfiguration
    /// The baseline's file as reports name it, when one was applied.
    public private(set) var baselineFile: String?

    /// The outcome of `findings` under `configuration`, after each document's in-place
    /// suppressions (`ignores`, by document name).
    public init(findings: AuditReport, configuration: AuditConfiguration, root: AuditSourceRoot, ignores: [String: [AuditIgnore]]) {
        self.configuration = configuration
        self.root = root
        let inPlace = configuration.applied(to: findings, root: root).suppressingInPlace(ignores)
        report = inPlace.report
        suppressedInPlace = inPlace.suppressed
    }

    /// A baseline of the findings left: what a first CI run records to accept today's
    /// findings. What the documents suppress in place stays out of it, so removing a
    /// suppression brings its findings back.
    public var baseline: AuditBaseline { AuditBaseline(report, root: root) }

    /// Leaves out the findings `baseline` (read from `file`) holds.
    public mutating func apply(_ baseline: AuditBaseline, file: String) {
        let filtered = baseline.filter(report, root: root)
        report = filtered.report
        suppressedByBaseline = filtered.suppressed
        baselineFile = root.relativePath(of: file) ?? file
    }

    /// Whether the configuration says the run fails (a finding at or above `failOn`).
    public var fails: Bool { configuration.fails(report) }

    /// The report in `format`.
    ///
    /// - Parameters:
    ///   - toolVersion: the version SARIF names its driver with.
    ///   - shard: the slice of the run's jobs this run did; its counts are said to be its own.
    ///   - documentWarnings: what is wrong in a document but no finding (an `audit: {ignore}`
    ///     naming no rule), annotated in the GitHub format, where standard error is read by few.
    public func text(
        in format: AuditReportFormat, toolVersion: String, shard: AuditShard = .whole, documentWarnings: [AuditDocumentWarning] = []
    ) -> String {
        switch format {
        case .text:
            return AuditTextFormat(report, suppressedInPlace: suppressedInPlace).text + Self.shardNote(shard)
        case .json:
            return AuditJSONFormat(report, suppressedInPlace: suppressedInPlace, root: root).text
        case .sarif:
            var sarif = SARIFFormat(report, toolVersion: toolVersion, rules: configuration.effectiveRules, root: root, shard: shard)
            sarif.suppressed = (suppressedByBaseline, "in the baseline \(baselineFile ?? "")")
            sarif.suppressedInPlace = suppressedInPlace
            return sarif.text
        case .github:
            let format = GitHubWorkflowFormat(report, root: root, suppressedInPlace: suppressedInPlace.count)
            let warnings = documentWarnings.map { warning in
                GitHubWorkflowFormat.annotation(
                    .warning, file: root.documentPath(of: warning.document), place: warning.place, title: "audit.ignore",
                    message: warning.message) + "\n"
            }
            let annotations = format.text
            return warnings.joined() + (annotations.isEmpty ? format.closingLine : annotations + "\n" + format.closingLine)
                + Self.shardNote(shard)
        }
    }

    /// What a shard's counts are, after its summary: the findings of its own combinations. A
    /// finding seen in combinations of several shards is one finding in each (and one in a
    /// whole run), so shards' counts need not add up to a whole run's; their findings, as a
    /// set, are the whole run's.
    static func shardNote(_ shard: AuditShard) -> String {
        guard shard.count > 1 else { return "" }
        return " (shard \(shard.index)/\(shard.count): the findings of its combinations; one seen in several shards "
            + "is counted in each, so shards' counts may add up to more than a whole run's)"
    }
}

/// Something wrong in a document that is no finding: an `audit: {ignore}` naming a rule the
/// audit does not have.
public struct AuditDocumentWarning: Sendable {
    /// The document's name as the run reports it.
    public var document: String
    /// The place in the document.
    public var place: DocumentPlace
    /// What is wrong.
    public var message: String

    /// Creates a warning.
    public init(document: String, place: DocumentPlace, message: String) {
        self.document = document
        self.place = place
        self.message = message
    }

    /// One warning for each rule `ignores` names that the audit does not have (it would
    /// suppress nothing, silently).
    public static func unknownRules(in ignores: [AuditIgnore], of document: String) -> [AuditDocumentWarning] {
        let known = AuditRule.all.map(\.id)
        return ignores.flatMap { ignore in
            ignore.rules.filter { !known.contains($0) }.map { rule in
                AuditDocumentWarning(
                    document: document, place: ignore.place,
                    message: "audit.ignore names no rule \"\(rule)\"\(NearestName.hint(for: rule, among: known)) (stacks rules lists them)")
            }
        }
    }
}
