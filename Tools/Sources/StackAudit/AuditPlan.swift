import StackDocument

/// The work of one audit run as a list of independent ``AuditJob``s: for each document, the
/// rules on it as written (and on the titles of each locale it is audited in), then the rules
/// on its layout in each of its combinations.
///
/// A run picks the jobs it does (all, or a ``AuditShard``'s slice), does them in any order and
/// on any number of threads with ``findings(of:measurer:)``, and hands the results back to
/// ``report(_:)``, which puts them in job order: the report does not depend on how the work
/// was spread.
///
/// ```swift
/// let document = try StackDocument(yaml: "root:\n  buttons: {items: [{title: Save}]}\n")
/// let plan = AuditPlan(documents: [
///     AuditPlan.Document(audit: DocumentAudit(document: document, name: "screen.yaml"),
///                        combinations: [AuditCombination(width: 320, contentSize: .large)]),
/// ])
/// let results = try plan.jobs.map { job in (job, try plan.findings(of: job, measurer: { _ in FixedMetricsTextMeasurer() })) }
/// print(AuditTextFormat(plan.report(results)).text)
/// ```
public struct AuditPlan: Sendable {
    /// A document and the combinations to lay it out in, or a document that cannot be read.
    public struct Document: Sendable {
        /// How reports name the document.
        public var name: String
        /// The document's audit; `nil` for a document that cannot be read (``problem``).
        public var audit: DocumentAudit?
        /// Why the document cannot be read, when it cannot: its one job reports this (as a
        /// ``AuditRule/documentInvalid`` finding with ``findingsReportingProblems(of:measurer:)``).
        public var problem: DocumentError?
        /// The combinations, in report order.
        public var combinations: [AuditCombination]

        /// Creates an entry.
        public init(audit: DocumentAudit, combinations: [AuditCombination]) {
            self.name = audit.name
            self.audit = audit
            self.combinations = combinations
        }

        /// An entry for the document named `name` that cannot be read because of `problem`:
        /// it has one job, which reports the problem, and no combinations.
        public init(name: String, unreadable problem: DocumentError) {
            self.name = name
            self.problem = problem
            self.combinations = []
        }
    }

    /// The documents, in report order.
    public var documents: [Document]
    /// The height to place each root in (else as tall as it needs).
    public var height: Double?
    /// The reading direction for locales and combinations that do not set one.
    public var direction: ReadingDirection?
    /// The display scale, over the documents'.
    public var scale: Double?

    /// Creates a plan.
    public init(documents: [Document], height: Double? = nil, direction: ReadingDirection? = nil, scale: Double? = nil) {
        self.documents = documents
        self.height = height
        self.direction = direction
        self.scale = scale
    }

    /// Every job, in report order.
    public var jobs: [AuditJob] {
        documents.indices.flatMap { document in
            [AuditJob(document: document)]
                + documents[document].combinations.indices.map { AuditJob(document: document, combination: $0) }
        }
    }

    /// The jobs of `shard`, in report order (see ``AuditShard`` for how jobs are dealt out).
    public func jobs(in shard: AuditShard) -> [AuditJob] {
        let all = jobs
        return shard.select(names: all.map { documents[$0.document].name }).map { all[$0] }
    }

    /// The combination a job lays out, if it lays one out.
    public func combination(of job: AuditJob) -> AuditCombination? {
        job.combination.map { documents[job.document].combinations[$0] }
    }

    /// Does `job`. Safe to call from several threads at once, as long as each has its own
    /// measurers.
    ///
    /// - Parameters:
    ///   - job: the document, and the combination to lay it out in (none for the checks of the
    ///     document as written).
    ///   - measurer: the measurer for a combination (one per language, say).
    /// - Throws: `DocumentError` when the document cannot be read or laid out, at the place
    ///   the problem is.
    public func findings(of job: AuditJob, measurer: (AuditCombination) -> any TextMeasuring) throws(DocumentError) -> [AuditFinding] {
        let entry = documents[job.document]
        guard let audit = entry.audit else {
            throw entry.problem ?? DocumentError(place: DocumentPlace(path: .document), problem: "the document cannot be read")
        }
        guard let index = job.combination else { return audit.stamped(try audit.writtenFindings(combinations: entry.combinations)) }
        let combination = entry.combinations[index]
        let wanted = DocumentCombination(
            width: combination.width, height: height, contentSize: combination.contentSize,
            direction: combination.direction ?? direction, scale: scale, locale: combination.locale)
        let layout: DocumentLayout
        do {
            layout = try audit.document.layout(wanted, measurer: measurer(combination))
        } catch {
            switch error {
            case .document(let error): throw error
            // An audit combination always has a width; should that change, say so rather than crash.
            case .missingWidth: throw DocumentError(place: DocumentPlace(path: .document), problem: error.description)
            }
        }
        // Truncation is judged at the document's smallest width, among all its combinations
        // (not only the ones this shard does), so that shards together find what one run does.
        let smallest = entry.combinations.map(\.width).min()
        return audit.stamped(audit.layoutFindings(
            in: layout.result, shown: layout.document, combination: combination, checksTruncation: combination.width == smallest))
    }

    /// Does `job` like ``findings(of:measurer:)``, but a document that cannot be read or laid
    /// out is a finding rather than the end of the run: one ``AuditRule/documentInvalid`` error
    /// at the place of each problem the reader found (it reports them all at once, up to its
    /// limit; the count beyond is a last finding at the first place), with the combination that
    /// failed, if one did. A run over
    /// many documents so reports every document it can, and each job still depends on nothing
    /// but itself, so shards together find what one run does.
    public func findingsReportingProblems(of job: AuditJob, measurer: (AuditCombination) -> any TextMeasuring) -> [AuditFinding] {
        do {
            return try findings(of: job, measurer: measurer)
        } catch {
            let document = documents[job.document].name
            let shown = combination(of: job)
            var findings = error.errors.map { problem in
                AuditFinding(
                    rule: .documentInvalid,
                    location: AuditLocation(document: document, place: problem.place, node: "", combination: shown),
                    message: problem.problem)
            }
            if let summary = error.unlistedSummary {
                findings.append(AuditFinding(
                    rule: .documentInvalid,
                    location: AuditLocation(document: document, place: error.place, node: "", combination: shown),
                    message: summary))
            }
            return findings
        }
    }

    /// The report of the jobs done, in job order whatever order `results` come in. It lists
    /// every document of the plan, and the combinations of the jobs done.
    public func report(_ results: [(job: AuditJob, findings: [AuditFinding])]) -> AuditReport {
        let order = Dictionary(uniqueKeysWithValues: jobs.enumerated().map { ($0.element, $0.offset) })
        let sorted = results.sorted { order[$0.job, default: .max] < order[$1.job, default: .max] }
        var combinations: [AuditCombination] = []
        for (job, _) in sorted {
            if let combination = combination(of: job), !combinations.contains(combination) { combinations.append(combination) }
        }
        return AuditReport(
            documentNames: documents.map(\.name), combinations: combinations, findings: sorted.flatMap(\.findings))
    }

    /// Does `jobs` one after the other on this thread and reports them.
    public func run(_ jobs: [AuditJob], measurer: (AuditCombination) -> any TextMeasuring) throws(DocumentError) -> AuditReport {
        var results: [(job: AuditJob, findings: [AuditFinding])] = []
        for job in jobs { results.append((job, try findings(of: job, measurer: measurer))) }
        return report(results)
    }
}
