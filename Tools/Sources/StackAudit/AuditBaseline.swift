import Foundation

/// The findings a team has accepted for now, so that CI reports only new ones
/// (`stacks audit --write-baseline FILE`, then `--baseline FILE`).
///
/// A baseline is JSON, its entries sorted by document, place, rule and fingerprint, so that
/// it diffs well under version control and is the same bytes for the same findings:
///
/// ```json
/// {
///   "findings" : [
///     {"document" : "Screens/login.yaml", "fingerprint" : "3f2a…", "message" : "'…' is not in Title Case: capitalise '…'",
///      "path" : "root.buttons.items[0]", "ruleId" : "title-case"}
///   ],
///   "version" : 1
/// }
/// ```
///
/// Only the fingerprints (``AuditFingerprint``) decide what is suppressed; the other fields
/// are there for people reading the file. A finding on a node or button with an id is also
/// accepted by its positional fingerprint (``AuditFingerprint/positional(_:documentPath:)``),
/// the one baselines written before ids named places hold. A finding seen in several combinations has one
/// fingerprint, hence one entry; findings about two translations as written have two.
public struct AuditBaseline: Hashable, Sendable {
    /// One accepted finding.
    public struct Entry: Hashable, Sendable {
        /// The finding's fingerprint.
        public var fingerprint: String
        /// The rule.
        public var ruleId: String
        /// The document, relative to the audit's root folder.
        public var document: String
        /// The place in the document.
        public var path: String
        /// The message without what varies by combination.
        public var message: String
    }

    /// The format version this type reads and writes.
    public static let version = 1

    /// The entries, sorted.
    public private(set) var entries: [Entry]

    /// The fingerprints of ``entries``.
    public var fingerprints: Set<String> { Set(entries.map(\.fingerprint)) }

    /// A baseline of `report`'s findings, their documents named relative to `root`.
    public init(_ report: AuditReport, root: AuditSourceRoot) {
        var byFingerprint: [String: Entry] = [:]
        for finding in report.findings {
            let document = root.documentPath(of: finding.location.document)
            let fingerprint = AuditFingerprint.of(finding, documentPath: document)
            byFingerprint[fingerprint] = byFingerprint[fingerprint] ?? Entry(
                fingerprint: fingerprint, ruleId: finding.rule.id, document: document,
                path: finding.location.place.path.description, message: AuditFingerprint.invariantMessage(finding.message))
        }
        entries = byFingerprint.values.sorted {
            ($0.document, $0.path, $0.ruleId, $0.fingerprint) < ($1.document, $1.path, $1.ruleId, $1.fingerprint)
        }
    }

    /// Reads a baseline written by ``text``; `file` names it in errors.
    ///
    /// - Throws: ``AuditBaselineError`` when the text is not a baseline of this version.
    public init(json text: String, file: String) throws(AuditBaselineError) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw AuditBaselineError(file: file, problem: "not a JSON object; write a baseline with --write-baseline")
        }
        guard object["version"] as? Int == Self.version else {
            throw AuditBaselineError(file: file, problem: "expected \"version\": \(Self.version)")
        }
        guard let items = object["findings"] as? [[String: Any]] else {
            throw AuditBaselineError(file: file, problem: "expected \"findings\": a list of objects")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard let fingerprint = item["fingerprint"] as? String, !fingerprint.isEmpty else {
                throw AuditBaselineError(file: file, problem: "findings[\(index)] has no \"fingerprint\"")
            }
            entries.append(Entry(
                fingerprint: fingerprint, ruleId: item["ruleId"] as? String ?? "", document: item["document"] as? String ?? "",
                path: item["path"] as? String ?? "", message: item["message"] as? String ?? ""))
        }
        self.entries = entries
    }

    /// The baseline as JSON (keys sorted, entries sorted), ending with a newline.
    public var text: String {
        let object: [String: Any] = [
            "version": Self.version,
            "findings": entries.map { entry in
                [
                    "fingerprint": entry.fingerprint, "ruleId": entry.ruleId, "document": entry.document, "path": entry.path,
                    "message": entry.message,
                ]
            },
        ]
        return AuditJSONFormat.serialise(object) + "\n"
    }

    /// `report` without the findings this baseline holds, and those findings (SARIF reports
    /// them as suppressed).
    public func filter(_ report: AuditReport, root: AuditSourceRoot) -> (report: AuditReport, suppressed: [AuditFinding]) {
        let known = fingerprints
        var kept: [AuditFinding] = []
        var suppressed: [AuditFinding] = []
        for finding in report.findings {
            let documentPath = root.documentPath(of: finding.location.document)
            let accepted = known.contains(AuditFingerprint.of(finding, documentPath: documentPath))
                || (finding.location.anchor != nil && known.contains(AuditFingerprint.positional(finding, documentPath: documentPath)))
            if accepted { suppressed.append(finding) } else { kept.append(finding) }
        }
        return (AuditReport(documentNames: report.documentNames, combinations: report.combinations, findings: kept), suppressed)
    }
}

/// A baseline file that cannot be read.
public struct AuditBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// What is wrong.
    public var problem: String

    public var description: String { "\(file): \(problem)" }
}
