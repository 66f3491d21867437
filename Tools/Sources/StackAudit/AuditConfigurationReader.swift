import FileAccess
import Foundation
import StackDocument

extension AuditConfiguration {
    /// The top-level keys a configuration may have.
    static let topLevelKeys = ["rules", "included", "excluded", "exclude", "combinations", "failOn"]
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
    /// The text is read as documents are (`DocumentSyntax`), so its mistakes are reported in
    /// the same words, at their path, line and column.
    ///
    /// - Throws: ``AuditConfigurationError`` at the place of the first problem, with every other
    ///   problem of the file in ``AuditConfigurationError/more``: YAML that does not parse, an
    ///   unknown key or rule (with the nearest known name), a value of the wrong kind.
    public init(yaml text: String, file: String) throws(AuditConfigurationError) {
        self.init()
        var errors = DocumentErrorCollection()
        do {
            // An empty file changes nothing.
            if let top = try DocumentComposer().compose(text) { try read(top, errors: &errors) }
        } catch {
            errors.record(error)
        }
        if let error = errors.combined { throw AuditConfigurationError(file: file, error) }
    }

    /// Reads every setting of `top`; a mistake in one is recorded in `errors` and reading goes on.
    private mutating func read(_ top: DocumentValue, errors: inout DocumentErrorCollection) throws(DocumentError) {
        for setting in try top.mapping(allowedKeys: Self.topLevelKeys, collectingInto: &errors).entries {
            do {
                switch setting.key {
                case "rules": try readRules(setting.value, errors: &errors)
                case "exclude": exclude = try Self.strings(setting.value).map(AuditGlob.init)
                case "included":
                    included = try Self.items(setting.value) { item throws(DocumentError) in
                        AuditIncludedPath(path: try Self.path(item), place: item.place)
                    }
                case "excluded": excluded = try Self.items(setting.value, Self.path)
                case "combinations":
                    for list in try setting.value.mapping(allowedKeys: Self.combinationKeys, collectingInto: &errors).entries {
                        do { try readCombination(list.key, list.value) } catch { errors.record(error) }
                    }
                default: failOn = try Self.severity(setting.value, allowsOff: false) ?? .error
                }
            } catch {
                errors.record(error)
            }
        }
    }

    /// `rules: {RULE: SETTING, …}`; an unknown rule is reported at its name.
    private mutating func readRules(_ value: DocumentValue, errors: inout DocumentErrorCollection) throws(DocumentError) {
        guard let pairs = value.pairs else { throw value.mismatch(expected: "a mapping") }
        let known = AuditRule.all.map(\.id)
        for (key, setting) in pairs {
            let rule = DocumentValue.keyText(key)
            guard known.contains(rule) else {
                errors.record(key.at(value.path.appending(rule)).error("unknown rule \"\(rule)\"\(NearestName.hint(for: rule, among: known))"))
                continue
            }
            do { rules[rule] = try Self.ruleSetting(setting.at(value.path.appending(rule)), errors: &errors) } catch { errors.record(error) }
        }
    }

    /// Reads the combination list `name` (widths, content sizes, locales or directions).
    private mutating func readCombination(_ name: String, _ list: DocumentValue) throws(DocumentError) {
        // An empty list would audit nothing and pass.
        if list.isSequence, try list.list().isEmpty {
            throw list.error("an empty list audits nothing; name one or more \(name), or leave the key out for the default")
        }
        switch name {
        case "widths": widths = try Self.items(list) { item throws(DocumentError) in try item.width() }
        case "contentSizes": contentSizes = try Self.items(list) { item throws(DocumentError) in try item.named() }
        case "locales": locales = try Self.items(list) { item throws(DocumentError) in try item.locale() }
        default: directions = try Self.items(list) { item throws(DocumentError) in try item.named() }
        }
    }

    /// A list (a single value counts as a list of one), each item converted by `convert`.
    private static func items<Item>(
        _ value: DocumentValue, _ convert: (DocumentValue) throws(DocumentError) -> Item
    ) throws(DocumentError) -> [Item] {
        value.isSequence ? try value.list().map(convert) : [try convert(value)]
    }

    private static func strings(_ value: DocumentValue) throws(DocumentError) -> [String] {
        try items(value) { item throws(DocumentError) in try item.text() }
    }

    /// A path of `included` or `excluded`: relative (the configuration's folder is the root of
    /// what it configures), and not empty.
    private static func path(_ value: DocumentValue) throws(DocumentError) -> String {
        let path = try value.text()
        if path.isEmpty { throw value.error("an empty path names nothing; name a document or a folder") }
        if path.hasPrefix("/") { throw value.error("the path \"\(path)\" is absolute; write it relative to the configuration's folder") }
        return path
    }

    /// Whether `value` is `on` or `true`: a rule left as it is.
    private static func isOn(_ value: DocumentValue) -> Bool {
        value.isScalar && (value.scalarText == "on" || value.scalarText == "true")
    }

    /// `off`, `error`, `warning` or `note` (`off` gives `nil`); YAML's `false` counts as off.
    private static func severity(_ value: DocumentValue, allowsOff: Bool) throws(DocumentError) -> AuditSeverity? {
        let text = try value.text()
        if allowsOff, text == "off" || text == "false" { return nil }
        guard let severity = AuditSeverity(rawValue: text) else {
            let expected = (allowsOff ? ["off"] : []) + AuditSeverity.allCases.map(\.rawValue)
            throw value.error("unknown severity \"\(text)\"; expected one of \(expected.joined(separator: ", "))")
        }
        return severity
    }

    /// `off`, `on`, a severity, or `{severity: …, exclude: […]}`.
    private static func ruleSetting(_ value: DocumentValue, errors: inout DocumentErrorCollection) throws(DocumentError) -> AuditRuleSetting {
        if isOn(value) { return AuditRuleSetting() }
        guard value.isMapping else {
            let severity = try severity(value, allowsOff: true)
            return AuditRuleSetting(isEnabled: severity != nil, severity: severity)
        }
        var setting = AuditRuleSetting()
        for entry in try value.mapping(allowedKeys: ruleKeys, collectingInto: &errors).entries {
            if entry.key == "exclude" {
                setting.exclude = try strings(entry.value).map(AuditGlob.init)
            } else if !isOn(entry.value) {
                setting.severity = try severity(entry.value, allowsOff: true)
                setting.isEnabled = setting.severity != nil
            }
        }
        return setting
    }
}
