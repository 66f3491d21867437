import InputFiles
import Foundation
import StackDocument
import Yams

extension AuditConfiguration {
    /// The top-level keys a configuration may have.
    static let topLevelKeys = ["rules", "exclude", "combinations", "failOn"]
    /// The keys of `combinations`.
    static let combinationKeys = ["widths", "contentSizes", "locales", "directions"]
    /// The keys of a rule's mapping.
    static let ruleKeys = ["severity", "exclude"]

    /// Reads the configuration file at `path`.
    ///
    /// - Throws: ``AuditConfigurationError`` naming the file, and the line and column of the
    ///   problem when it is inside.
    public init(contentsOf path: String) throws(AuditConfigurationError) {
        let data: Data
        do {
            data = try InputFile.read(path, limit: InputFile.configurationLimit)
        } catch {
            throw AuditConfigurationError(file: path, place: DocumentPlace(path: .document), problem: "cannot read it: \(error)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AuditConfigurationError(file: path, place: DocumentPlace(path: .document), problem: "the file is not UTF-8 text")
        }
        try self.init(yaml: text, file: path)
    }

    /// Reads a configuration from YAML text; `file` names it in errors.
    ///
    /// - Throws: ``AuditConfigurationError`` at the place of the first problem, with every other
    ///   problem of the file in ``AuditConfigurationError/more``: YAML that does not parse, an
    ///   unknown key or rule (with the nearest known name), a value of the wrong kind.
    public init(yaml text: String, file: String) throws(AuditConfigurationError) {
        let reader = Reader(file: file)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw reader.syntaxError(error)
        } catch {
            throw reader.error("cannot read the file: \(error)", at: nil, path: .document)
        }
        self.init()
        guard let node else { return }  // an empty file changes nothing
        var problems: [AuditConfigurationError] = []
        // Each setting is read on its own: a mistake in one is recorded and reading goes on.
        func attempt(_ read: () throws(AuditConfigurationError) -> Void) {
            do {
                try read()
            } catch {
                var single = error
                single.more = []
                problems.append(single)
                problems.append(contentsOf: error.more)
            }
        }
        attempt { () throws(AuditConfigurationError) in
            let top = try reader.mapping(node, path: .document, keys: Self.topLevelKeys, unknown: &problems)
            for (key, value, path) in top {
                switch key {
                case "rules":
                    attempt { () throws(AuditConfigurationError) in
                        for (rule, setting, rulePath) in try reader.mapping(value, path: path, keys: nil, unknown: &problems) {
                            guard AuditRule.all.contains(where: { $0.id == rule }) else {
                                problems.append(reader.error(
                                    "unknown rule \"\(rule)\"\(NearestName.hint(for: rule, among: AuditRule.all.map(\.id)))",
                                    at: setting, path: rulePath, keyOf: value))
                                continue
                            }
                            attempt { () throws(AuditConfigurationError) in rules[rule] = try reader.ruleSetting(setting, path: rulePath) }
                        }
                    }
                case "exclude":
                    attempt { () throws(AuditConfigurationError) in exclude = try reader.strings(value, path: path).map(AuditGlob.init) }
                case "combinations":
                    attempt { () throws(AuditConfigurationError) in
                        for (name, list, listPath) in try reader.mapping(value, path: path, keys: Self.combinationKeys, unknown: &problems) {
                            attempt { () throws(AuditConfigurationError) in try readCombination(name, list, listPath, reader) }
                        }
                    }
                default:
                    attempt { () throws(AuditConfigurationError) in failOn = try reader.severity(value, path: path, allowsOff: false) ?? .error }
                }
            }
        }
        // In the order written (unknown keys are found before the values of the known ones).
        let written = problems.enumerated().sorted {
            ($0.element.place.line ?? 0, $0.element.place.column ?? 0, $0.offset)
                < ($1.element.place.line ?? 0, $1.element.place.column ?? 0, $1.offset)
        }.map(\.element)
        if var first = written.first {
            first.more = Array(written.dropFirst())
            throw first
        }
    }

    /// Reads the combination list `name` (widths, content sizes, locales or directions).
    private mutating func readCombination(_ name: String, _ list: Node, _ listPath: DocumentPath, _ reader: Reader) throws(AuditConfigurationError) {
        // An empty list would audit nothing and pass.
        if case .sequence(let items) = list, items.isEmpty {
            throw reader.error("an empty list audits nothing; name one or more \(name), or leave the key out for the default", at: list, path: listPath)
        }
        switch name {
        case "widths": widths = try reader.widths(list, path: listPath)
        case "contentSizes":
            contentSizes = try reader.items(list, path: listPath) { item, itemPath throws(AuditConfigurationError) in
                let name = try reader.scalar(item, path: itemPath)
                guard let size = TextSizeCategory(name: name) else {
                    throw reader.error(
                        "unknown text size \"\(name)\"; expected one of "
                            + TextSizeCategory.allCases.map(\.rawValue).joined(separator: ", "),
                        at: item, path: itemPath)
                }
                return size
            }
        case "locales":
            locales = try reader.items(list, path: listPath) { item, itemPath throws(AuditConfigurationError) in
                let name = try reader.scalar(item, path: itemPath)
                if let problem = DocumentLocale.problem(with: name) { throw reader.error(problem, at: item, path: itemPath) }
                return DocumentLocale(name)
            }
        default:
            directions = try reader.items(list, path: listPath) { item, itemPath throws(AuditConfigurationError) in
                let name = try reader.scalar(item, path: itemPath)
                guard let direction = ReadingDirection(rawValue: name) else {
                    throw reader.error("unknown direction \"\(name)\"; expected ltr or rtl", at: item, path: itemPath)
                }
                return direction
            }
        }
    }
}

/// Reads the nodes of a configuration file, throwing located errors.
private struct Reader {
    let file: String

    func error(_ problem: String, at node: Node?, path: DocumentPath, keyOf mapping: Node? = nil) -> AuditConfigurationError {
        // For an unknown key, point at the key rather than its value.
        var mark = node?.mark
        if let mapping, case .mapping(let pairs) = mapping, case .key(let key)? = path.steps.last,
            let keyNode = pairs.first(where: { $0.key.string == key })?.key
        {
            mark = keyNode.mark
        }
        return AuditConfigurationError(
            file: file, place: DocumentPlace(path: path, line: mark?.line, column: mark?.column), problem: problem)
    }

    func syntaxError(_ error: YamlError) -> AuditConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return AuditConfigurationError(
                file: file, place: DocumentPlace(path: .document, line: mark.line, column: mark.column), problem: "invalid YAML: \(problem)")
        default:
            return AuditConfigurationError(file: file, place: DocumentPlace(path: .document), problem: "invalid YAML: \(error)")
        }
    }

    /// The pairs of a mapping with their paths; a key not in `keys` (when given), or not a
    /// name, is added to `unknown` and left out, so that the other keys are still read.
    func mapping(
        _ node: Node, path: DocumentPath, keys: [String]?, unknown: inout [AuditConfigurationError]
    ) throws(AuditConfigurationError) -> [(String, Node, DocumentPath)] {
        guard case .mapping(let pairs) = node else { throw error("expected a mapping; found \(found(node))", at: node, path: path) }
        var result: [(String, Node, DocumentPath)] = []
        for (keyNode, value) in pairs {
            guard let key = keyNode.string else {
                unknown.append(error("expected a name as key; found \(found(keyNode))", at: keyNode, path: path))
                continue
            }
            let keyPath = path.appending(key)
            if let keys, !keys.contains(key) {
                unknown.append(error(
                    "unknown key \"\(key)\"\(NearestName.hint(for: key, among: keys)); expected one of \(keys.joined(separator: ", "))",
                    at: keyNode, path: keyPath))
                continue
            }
            result.append((key, value, keyPath))
        }
        return result
    }

    /// A scalar's text as written.
    func scalar(_ node: Node, path: DocumentPath) throws(AuditConfigurationError) -> String {
        guard case .scalar(let scalar) = node else { throw error("expected a single value; found \(found(node))", at: node, path: path) }
        return scalar.string
    }

    /// A list (a single value counts as a list of one), each item converted by `convert`.
    func items<Item>(
        _ node: Node, path: DocumentPath, _ convert: (Node, DocumentPath) throws(AuditConfigurationError) -> Item
    ) throws(AuditConfigurationError) -> [Item] {
        guard case .sequence(let sequence) = node else { return [try convert(node, path)] }
        var result: [Item] = []
        for (index, item) in sequence.enumerated() { result.append(try convert(item, path.appending(index: index))) }
        return result
    }

    func strings(_ node: Node, path: DocumentPath) throws(AuditConfigurationError) -> [String] {
        try items(node, path: path) { item, itemPath throws(AuditConfigurationError) in try scalar(item, path: itemPath) }
    }

    func widths(_ node: Node, path: DocumentPath) throws(AuditConfigurationError) -> [Double] {
        try items(node, path: path) { item, itemPath throws(AuditConfigurationError) in
            let text = try scalar(item, path: itemPath)
            guard let width = Double(text), width.isFinite, width > 0, width <= LayoutTree.maximumLength else {
                throw error(
                    "expected a width in points greater than 0 and at most \(Int(LayoutTree.maximumLength)); found \(text)",
                    at: item, path: itemPath)
            }
            return width
        }
    }

    /// `off`, `error`, `warning` or `note` (`off` gives `nil`); YAML's `false` counts as off.
    func severity(_ node: Node, path: DocumentPath, allowsOff: Bool) throws(AuditConfigurationError) -> AuditSeverity? {
        let text = try scalar(node, path: path)
        if allowsOff, text == "off" || text == "false" { return nil }
        guard let severity = AuditSeverity(rawValue: text) else {
            let expected = (allowsOff ? ["off"] : []) + AuditSeverity.allCases.map(\.rawValue)
            throw error("unknown severity \"\(text)\"; expected one of \(expected.joined(separator: ", "))", at: node, path: path)
        }
        return severity
    }

    /// `off`, `on`, a severity, or `{severity: …, exclude: […]}`.
    func ruleSetting(_ node: Node, path: DocumentPath) throws(AuditConfigurationError) -> AuditRuleSetting {
        if case .scalar(let scalar) = node, scalar.string == "on" || scalar.string == "true" { return AuditRuleSetting() }
        guard case .mapping = node else {
            let severity = try severity(node, path: path, allowsOff: true)
            return AuditRuleSetting(isEnabled: severity != nil, severity: severity)
        }
        var setting = AuditRuleSetting()
        var unknown: [AuditConfigurationError] = []
        let pairs = try mapping(node, path: path, keys: AuditConfiguration.ruleKeys, unknown: &unknown)
        if var first = unknown.first {
            first.more = Array(unknown.dropFirst())
            throw first
        }
        for (key, value, keyPath) in pairs {
            if key == "severity" {
                if case .scalar(let scalar) = value, scalar.string == "on" || scalar.string == "true" { continue }
                setting.severity = try severity(value, path: keyPath, allowsOff: true)
                setting.isEnabled = setting.severity != nil
            } else {
                setting.exclude = try strings(value, path: keyPath).map(AuditGlob.init)
            }
        }
        return setting
    }

    private func found(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "\"\(scalar.string)\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }
}
