import StackAudit
import StackDocument
import Testing

/// `--shard K/N`: the slices, and that together they find what one run finds.
struct AuditShardTests {
    @Test("K/N parses for 1 ≤ K ≤ N and is refused otherwise, saying why")
    func parsing() throws {
        #expect(try AuditShard(parsing: "2/4") == AuditShard(index: 2, count: 4))
        for (text, problem) in [
            ("0/4", "--shard 0/4: K must be from 1 to N (4)"), ("5/4", "--shard 5/4: K must be from 1 to N (4)"),
            ("x/y", "--shard x/y: expected K/N, two whole numbers such as 2/4"), ("1/0", "--shard 1/0: N must be 1 or more"),
            ("2", "--shard 2: expected K/N, two whole numbers such as 2/4"),
        ] {
            #expect(throws: AuditShardError.self) { try AuditShard(parsing: text) }
            do {
                _ = try AuditShard(parsing: text)
            } catch {
                #expect(error.description == problem)
            }
        }
        #expect(try AuditShard(parsing: "2/4").slug == "shard-2-of-4")
    }

    @Test("jobs sorted stably by document name, then dealt round-robin")
    func selection() throws {
        // Sorted: a(1), a(3), b(0), b(2), c(4). Shard 1 takes sorted positions 0, 2, 4 → jobs
        // 1, 0, 4; shard 2 takes 1, 3 → jobs 3, 2. Each comes back in job order.
        let names = ["b", "a", "b", "a", "c"]
        #expect(try AuditShard(index: 1, count: 2).select(names: names) == [0, 1, 4])
        #expect(try AuditShard(index: 2, count: 2).select(names: names) == [2, 3])
        #expect(AuditShard.whole.select(names: names) == [0, 1, 2, 3, 4])
        #expect(try AuditShard(index: 3, count: 3).select(names: ["a"]).isEmpty)
    }

    /// Two documents over 3 widths × 2 locales: side margins of 8 pt at every width (one
    /// finding per combination before repeats are dropped), a truncated title at the
    /// smallest width only, and an unlabelled icon-only button.
    func plan() throws -> AuditPlan {
        let narrow = try StackDocument(yaml: """
            strings: {de: {Add to Favourites: Zu den Favoriten hinzufügen}}
            \(AuditFixture.page(["{id: fav, title: Add to Favourites, icon: star, hug: true}"], theme: AuditFixture.passingTheme)
                .replacingOccurrences(of: "margins: 16", with: "margins: 8"))
            """)
        let icons = try StackDocument(yaml: AuditFixture.page(["{id: star, icon: star, kind: iconOnly}"], theme: AuditFixture.passingTheme))
        var combinations: [AuditCombination] = []
        for locale in [DocumentLocale("en"), DocumentLocale("de")] {
            for width in [166.0, 375, 768] { combinations.append(AuditCombination(width: width, contentSize: .large, locale: locale)) }
        }
        return AuditPlan(
            documents: [
                AuditPlan.Document(audit: DocumentAudit(document: narrow, name: "narrow.yaml"), combinations: combinations),
                AuditPlan.Document(audit: DocumentAudit(document: icons, name: "icons.yaml"), combinations: combinations),
            ], scale: 1)
    }

    /// A problem seen in combinations of several shards is one finding in each (with those
    /// shards' combinations) and one in the whole run (with all of them), so the test compares
    /// problems by fingerprint with the combinations each was seen in.
    @Test("the union of N shards' problems, with their combinations, is the unsharded run's")
    func union() throws {
        let plan = try plan()
        let measurer: (AuditCombination) -> any TextMeasuring = { _ in FixedMetricsTextMeasurer() }
        let whole = try plan.run(plan.jobs, measurer: measurer)
        #expect(Set(whole.findings.map(\.rule.id)) == ["side-margins", "title-truncated", "icon-only-label"])
        func problems(_ findings: [AuditFinding], into seen: inout [String: Set<AuditCombination>]) {
            for finding in findings {
                seen[AuditFingerprint.of(finding, documentPath: finding.location.document), default: []]
                    .formUnion(finding.combinations)
            }
        }
        var wholeProblems: [String: Set<AuditCombination>] = [:]
        problems(whole.findings, into: &wholeProblems)
        #expect(wholeProblems.count == whole.findings.count, "one finding per problem")
        for count in 1...5 {
            var seen: [String: Set<AuditCombination>] = [:]
            var jobCount = 0
            for index in 1...count {
                let jobs = plan.jobs(in: try AuditShard(index: index, count: count))
                jobCount += jobs.count
                problems(try plan.run(jobs, measurer: measurer).findings, into: &seen)
            }
            #expect(jobCount == plan.jobs.count, "shards of \(count) do every job once")
            #expect(seen == wholeProblems, "\(count) shards")
        }
    }

    @Test("the report does not depend on the order jobs finished in")
    func orderIndependent() throws {
        let plan = try plan()
        let measurer: (AuditCombination) -> any TextMeasuring = { _ in FixedMetricsTextMeasurer() }
        let results = try plan.jobs.map { job in (job: job, findings: try plan.findings(of: job, measurer: measurer)) }
        #expect(AuditJSONFormat(plan.report(results.reversed())).text == AuditJSONFormat(plan.report(results)).text)
        #expect(AuditJSONFormat(plan.report(results)).text == AuditJSONFormat(try plan.run(plan.jobs, measurer: measurer)).text)
    }
}
