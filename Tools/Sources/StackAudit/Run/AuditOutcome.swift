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
    /// The configuration of each document that nested configurations configure otherwise
    /// (``AuditConfiguration/nested(in:over:)``), by document name.
    public let nested: [String: AuditConfiguration]
    /// The baseline's file as reports name it, when one was applied.
    public private(set) var baselineFile: String?
    /// Every rule of an `audit: {ignore}` that covers no finding of the audit, in any
    /// combination audited (``AuditDocumentWarning/unusedIgnores(_:findings:)``). Only a whole
    /// run can tell: a shard sees some of the combinations.
    public let unusedSuppressions: [AuditDocumentWarning]

    /// The outcome of `findings` under `configuration` (under `nested[name]` for the documents
    /// it names), after each document's in-place suppressions (`ignores`, by document name).
    public init(
        findings: AuditReport, configuration: AuditConfiguration, nested: [String: AuditConfiguration] = [:], root: AuditSourceRoot,
        ignores: [String: [AuditIgnore]]
    ) {
        self.configuration = configuration
        self.nested = nested
        self.root = root
        unusedSuppressions = AuditDocumentWarning.unusedIgnores(ignores, findings: findings)
        let inPlace = AuditConfiguration.applied(to: findings, root: root) { nested[$0] ?? configuration }.suppressingInPlace(ignores)
        // Every format lists findings by document, line, column and rule, whatever order the
        // jobs found them in.
        report = inPlace.report.sortedByPlace()
        suppressedInPlace = AuditReport.sortedByPlace(inPlace.suppressed) { $0.finding }
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

    /// Whether the configuration says the run fails: a finding at or above the `failOn` of its
    /// document's configuration.
    public var fails: Bool {
        report.findings.contains { $0.severity <= (nested[$0.location.document] ?? configuration).failOn }
    }

    /// The report in `format`.
    ///
    /// - Parameters:
    ///   - format: the report format.
    ///   - toolVersion: the version SARIF names its driver with.
    ///   - shard: the slice of the run's jobs this run did; its counts are said to be its own.
    ///   - documentWarnings: what is wrong in a document but no finding (an `audit: {ignore}`
    ///     naming no rule or suppressing nothing), in the GitHub and Xcode formats, where
    ///     standard error is read by few.
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
        case .junit:
            let justification = "in the baseline \(baselineFile ?? "")"
            return AuditJUnitFormat(report, suppressedInPlace: suppressedInPlace, suppressedByBaseline: (suppressedByBaseline, justification)).text
        case .xcode:
            return AuditXcodeFormat(report, root: root, documentWarnings: documentWarnings).text
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

    /// One warning for each rule of an `audit: {ignore}` that covers none of `findings` (all
    /// of them, before the configuration turned rules off or changed their severities): a
    /// suppression left behind after its finding was fixed, which would silently hide the next
    /// one, as SwiftLint's superfluous disable commands. Rules the audit does not have are
    /// left to ``unknownRules(in:of:)``. Sorted by document, then line and column.
    public static func unusedIgnores(_ ignores: [String: [AuditIgnore]], findings: AuditReport) -> [AuditDocumentWarning] {
        let known = Set(AuditRule.all.map(\.id))
        var seen: [String: [(rule: String, path: String)]] = [:]
        for finding in findings.findings {
            seen[findings.document(of: finding), default: []].append((finding.rule.id, finding.location.place.path.description))
        }
        let warnings = ignores.flatMap { document, ignores in
            ignores.flatMap { ignore in
                ignore.rules.filter { rule in
                    known.contains(rule) && !(seen[document] ?? []).contains { ignore.covers(rule: rule, at: $0.path) && $0.rule == rule }
                }.map { rule in
                    AuditDocumentWarning(
                        document: document, place: ignore.place,
                        message: "audit.ignore suppresses no \(rule) finding on \(ignore.nodePath) in any combination audited; "
                            + "remove \(rule) from it")
                }
            }
        }
        return warnings.sorted {
            ($0.document, $0.place.line ?? 0, $0.place.column ?? 0, $0.message) < ($1.document, $1.place.line ?? 0, $1.place.column ?? 0, $1.message)
        }
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
