import StackDocument

/// How a team runs the audit, as read from `.stacks-audit.yaml` (see docs/audit-rules.md,
/// "Configuration"): which rules run and how severe their findings are, which documents are
/// left out (for every rule, or for one), the combinations to lay documents out in, and which
/// severity fails the run.
///
/// ```yaml
/// rules:
///   title-case: off
///   title-length: error
///   touch-target: {severity: warning, exclude: ["Legacy/**"]}
/// included: [Screens, Flows]
/// excluded: [Screens/Legacy]
/// exclude: ["Drafts/**"]
/// combinations:
///   widths: [320, 375, 768]
///   contentSizes: [large, accessibilityXXXLarge]
///   locales: [en, de, ar]
///   directions: [ltr]
/// failOn: warning
/// ```
public struct AuditConfiguration: Hashable, Sendable {
    /// The name the audit looks for, from the working folder upward.
    public static let fileName = ".stacks-audit.yaml"

    /// Settings by rule id; rules not named run as they are.
    public var rules: [String: AuditRuleSetting]
    /// Documents (paths relative to the configuration's folder) no rule checks.
    public var exclude: [AuditGlob]
    /// The documents and folders `stacks audit` audits when given no paths.
    public var included: [AuditIncludedPath] = []
    /// Documents and folders (paths relative to the configuration's folder, no patterns) no
    /// rule checks: a folder leaves out everything below it.
    public var excluded: [String] = []
    /// The widths to audit, when the configuration sets them.
    public var widths: [Double]?
    /// The text sizes to audit.
    public var contentSizes: [TextSizeCategory]?
    /// The locales to audit.
    public var locales: [DocumentLocale]?
    /// The reading directions to audit.
    public var directions: [ReadingDirection]?
    /// The least severe finding that fails the run (`stacks audit` exits 1): `error` (the
    /// default) fails on errors only, `warning` on errors and warnings, `note` on any finding.
    public var failOn: AuditSeverity {
        didSet { setsFailOn = true }
    }
    /// Whether the configuration says ``failOn`` (a nested configuration that does not keeps
    /// its parent's).
    public private(set) var setsFailOn: Bool

    /// A configuration that changes nothing: every rule as it is, no excludes, fail on errors
    /// unless `failOn` says otherwise.
    public init(
        rules: [String: AuditRuleSetting] = [:], exclude: [AuditGlob] = [], widths: [Double]? = nil,
        contentSizes: [TextSizeCategory]? = nil, locales: [DocumentLocale]? = nil, directions: [ReadingDirection]? = nil,
        failOn: AuditSeverity? = nil
    ) {
        self.rules = rules
        self.exclude = exclude
        self.widths = widths
        self.contentSizes = contentSizes
        self.locales = locales
        self.directions = directions
        self.failOn = failOn ?? .error
        setsFailOn = failOn != nil
    }

    /// The setting for `rule` (the default when the configuration does not name it).
    public func setting(for rule: AuditRule) -> AuditRuleSetting {
        rules[rule.id] ?? AuditRuleSetting()
    }

    /// Every rule (``AuditRule/all``) with the severity this configuration gives it.
    public var effectiveRules: [AuditRule] {
        AuditRule.all.map { rule in
            var rule = rule
            if let severity = setting(for: rule).severity { rule.severity = severity }
            return rule
        }
    }

    /// Whether no rule checks the document at `documentPath` (relative to the configuration's
    /// folder; `nil` for a document outside it, which no pattern matches).
    public func excludes(documentPath: String?) -> Bool {
        guard let documentPath else { return false }
        return exclude.contains { $0.matches(documentPath) } || excluded.contains { Self.path(documentPath, isAtOrBelow: $0) }
    }

    /// Whether `path` is `folder` or inside it, both relative and `/`-separated; `.` segments and
    /// repeated or trailing slashes are ignored (`./Screens/Legacy/` is `Screens/Legacy`).
    static func path(_ path: String, isAtOrBelow folder: String) -> Bool {
        let segments = { (text: String) in text.split(separator: "/").filter { $0 != "." } }
        let folder = segments(folder)
        let path = segments(path)
        return !folder.isEmpty && path.count >= folder.count && Array(path.prefix(folder.count)) == folder
    }

    /// `report` as this configuration wants it: findings of disabled rules and of rules
    /// excluded for their document dropped, the others with the configured severity.
    /// `root` turns the findings' document names into the paths the patterns match.
    public func applied(to report: AuditReport, root: AuditSourceRoot) -> AuditReport {
        Self.applied(to: report, root: root) { _ in self }
    }

    /// `report` with each finding as the configuration of its document (`configuration`, given
    /// the document's name) wants it: ``applied(to:root:)`` for a run whose documents are
    /// configured by nested configurations.
    public static func applied(
        to report: AuditReport, root: AuditSourceRoot, configuration: (String) -> AuditConfiguration
    ) -> AuditReport {
        let findings = report.findings.compactMap { finding -> AuditFinding? in
            let setting = configuration(finding.location.document).setting(for: finding.rule)
            guard setting.isEnabled else { return nil }
            if let path = root.relativePath(of: finding.location.document), setting.exclude.contains(where: { $0.matches(path) }) {
                return nil
            }
            var finding = finding
            if let severity = setting.severity { finding.rule.severity = severity }
            return finding
        }
        return AuditReport(documentNames: report.documentNames, combinations: report.combinations, findings: findings)
    }

    /// Whether `report` fails the run: it has a finding at least as severe as ``failOn``.
    public func fails(_ report: AuditReport) -> Bool {
        report.findings.contains { $0.severity <= failOn }
    }
}
