import AppSources
import Foundation
import StackAudit
import StackDocument

/// The app sources of one `stacks audit` run, as the plan's documents: each Swift file's
/// button stacks (``AppSourceDocument``) translated with the String Catalogs and `.strings`
/// files found beside them, in every combination a document is audited in, with its
/// `// stacks:ignore` comments as in-place suppressions. A file that cannot be read and a
/// catalog that does not parse are `document-invalid` errors at their place; the rest is audited.
struct AuditSourceFiles {
    /// The plan's documents: one per source file with stacks or notes, and one per catalog
    /// that cannot be read.
    var documents: [AuditPlan.Document] = []
    /// Each file's in-place suppressions, by its name.
    var ignores: [String: [AuditIgnore]] = [:]
    /// What is wrong in a file but no finding: a suppression without a reason, one naming no
    /// rule (``warnOfUnusedSuppressions(_:)`` adds those that suppressed nothing).
    var warnings: [AuditDocumentWarning] = []

    /// Reads `inputs`' sources and string tables. `combinations` gives the combinations of a
    /// built document (as for a document read from a file); files the configuration excludes
    /// (`excluded`) are neither read nor reported.
    init(
        _ inputs: AuditInputs, stringFiles: StringTables, excluded: (String) -> Bool,
        combinations: (StackDocument) throws(CommandFailure) -> [AuditCombination]
    ) throws(CommandFailure) {
        guard !inputs.sources.isEmpty else { return }
        var strings = AppStringTables()
        for path in inputs.stringTables {
            let name = AuditInputs.displayPath(path, relativeTo: FileManager.default.currentDirectoryPath)
            guard !excluded(name) else { continue }
            do {
                try strings.read(StringTableFile(path: path))
            } catch {
                let place = DocumentPlace(path: .document, line: error.line, column: error.column)
                documents.append(AuditPlan.Document(name: name, unreadable: DocumentError(place: place, problem: error.problem)))
            }
        }
        for input in inputs.sources where !excluded(input.displayName) {
            let name = input.displayName
            let file: AppSourceFile
            do {
                file = try AppSourceFile(contentsOf: input.argument, name: name)
            } catch {
                documents.append(AuditPlan.Document(name: name, unreadable: error))
                continue
            }
            // A file without stacks (most of an app's) is not a document of the run.
            guard !file.stacks.isEmpty || file.syntaxProblem != nil else { continue }
            let source = AppSourceDocument(file, strings: strings)
            var document = source.document
            if !stringFiles.tables.isEmpty { document.strings = document.strings.merging(stringFiles) }
            let chosen = try combinations(document)
            Self.warnOfUntranslatedTexts(source, in: chosen, strings: strings, named: name)
            var audit = DocumentAudit(document: document, name: name)
            audit.readingFindings = source.notes.map { note in
                AuditFinding(rule: .sourceNotRead, location: AuditLocation(place: note.place, node: note.node), message: note.message)
            }
            documents.append(AuditPlan.Document(audit: audit, combinations: chosen))
            ignores[name] = source.ignores
            warnings += AuditDocumentWarning.unknownRules(in: source.ignores, of: name)
            warnings += source.suppressionsWithoutReason.map { suppression in
                AuditDocumentWarning(
                    document: name,
                    place: DocumentPlace(path: .document, line: suppression.position.line, column: suppression.position.column),
                    message: "stacks:ignore without a reason (write `// stacks:ignore RULE — reason`); it suppresses nothing")
            }
        }
        for warning in warnings { EntryPoint.printError("warning: \(warning.document): \(warning.place): \(warning.message)") }
    }

    /// Warns of each localized title (or accessibility text) a locale audited has no
    /// translation for, at the item, as a document's missing locale is warned of: it is
    /// audited untranslated there.
    private static func warnOfUntranslatedTexts(
        _ source: AppSourceDocument, in combinations: [AuditCombination], strings: AppStringTables, named name: String
    ) {
        var warned = Set<DocumentLocale>()
        for case let locale? in combinations.map(\.locale) where warned.insert(locale).inserted {
            for (text, place) in source.untranslated(in: locale, strings: strings) {
                let key = text.key ?? text.text
                EntryPoint.printError(
                    "warning: \(name):\(text.position.line):\(text.position.column): \(place.path): no translation of \"\(key)\" "
                        + "in table \(text.table) for locale \(locale.identifier); its text is audited untranslated")
            }
        }
    }

    /// The warnings of the suppressions that suppressed nothing in `outcome` (a stale comment
    /// hides the next real finding of its rule), printed and returned. Judged only in a whole
    /// run: a shard sees some combinations only.
    func warnOfUnusedSuppressions(_ outcome: AuditOutcome, shard: AuditShard) -> [AuditDocumentWarning] {
        guard shard.count <= 1 else { return [] }
        var unused: [AuditDocumentWarning] = []
        for (name, list) in ignores.sorted(by: { $0.key < $1.key }) {
            for ignore in list {
                let used = outcome.suppressedInPlace.contains { suppression in
                    suppression.finding.location.document == name
                        && ignore.covers(rule: suppression.finding.rule.id, at: suppression.finding.location.place.path.description)
                }
                if !used {
                    unused.append(AuditDocumentWarning(
                        document: name, place: ignore.place,
                        message: "stacks:ignore \(ignore.rules.joined(separator: ", ")) suppresses nothing here; remove it"))
                }
            }
        }
        for warning in unused { EntryPoint.printError("warning: \(warning.document): \(warning.place): \(warning.message)") }
        return unused
    }
}
