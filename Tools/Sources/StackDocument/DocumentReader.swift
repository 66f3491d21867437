/// Reads the top level of a document: `environment` and `root`.
package struct DocumentReader {
    /// The deepest YAML nesting the text may have before it is composed. A stack costs three
    /// levels (the node mapping, its properties, its children list), so the deepest document
    /// the engine accepts needs about 3 × 512; anything far beyond that would only be rejected
    /// later (and the per-key readers recurse once per node).
    static let maximumTextNesting = 3 * LayoutTree.defaultMaximumDepth + 400

    /// Parses `text` (YAML or JSON) into its top-level node; refuses one nesting deeper than
    /// ``maximumTextNesting``, one over `longestText` bytes, and one that holds nothing.
    static func compose(_ text: String, longestText: Int = DocumentTreeBuilder.longestText) throws(DocumentError) -> DocumentValue {
        let composer = DocumentComposer(depthLimit: maximumTextNesting, depthRule: "stacks may nest at most \(LayoutTree.defaultMaximumDepth) levels")
        guard let top = try composer.compose(text, longestText: longestText) else {
            throw DocumentError(
                place: DocumentPlace(path: .document), problem: "the document is empty; expected a mapping with a root node")
        }
        return top
    }

    package static let topLevelKeys = ["language", "environment", "theme", "strings", "audit", "root"]
    package static let auditKeys = ["verbs", "builtInVerbs", "maxWords", "maxCharacters"]
    package static let environmentKeys = ["width", "height", "contentSize", "direction", "scale"]
    package static let themeKeys = DocumentTheme.colorNames + ["cornerRadius"]

    /// Reads `environment:` (optional) and `root:` (required), reporting every error found
    /// (`DocumentError.more`): each section and each node is read even when an earlier one
    /// has an error, and unknown keys are reported and skipped. String files the document
    /// includes are read relative to `folder` (the current folder when `nil`).
    static func read(_ top: DocumentValue, folder: String? = nil) throws(DocumentError) -> StackDocument {
        guard top.isMapping else {
            throw top.mismatch(expected: "a mapping with a root node (and optionally an environment)")
        }
        var reader = NodeReader()
        // Room for the ids and nodes the text names, so that the tables do not grow and copy
        // themselves as they fill (each growth holds the old and the new table at once).
        let counts = top.tree.count(ofScalarsEqualTo: ["id"] + NodeReader.kinds)
        reader.reserveCapacity(forIDs: counts[0], nodes: counts.dropFirst().reduce(0, +))
        let mapping = try top.mapping(allowedKeys: topLevelKeys, collectingInto: &reader.errors)
        /// `read(value)` for a section that is there, or `nil` (also when it has an error,
        /// which is recorded).
        func section<Section>(
            _ key: String, _ read: (DocumentValue) throws(DocumentError) -> Section
        ) -> Section? {
            guard let value = mapping[key] else { return nil }
            do {
                return try read(value)
            } catch {
                reader.errors.record(error)
                return nil
            }
        }
        let environment = section("environment") { value throws(DocumentError) in try readEnvironment(value, errors: &reader.errors) }
        let theme = section("theme") { value throws(DocumentError) in try readTheme(value, errors: &reader.errors) }
        let strings = section("strings") { value throws(DocumentError) in try readStrings(value, folder: folder) }
        let audit = section("audit") { value throws(DocumentError) in try readAudit(value, errors: &reader.errors) }
        let language = section("language") { value throws(DocumentError) in try readLanguage(value) }
        var root: LayoutNode?
        do {
            root = try reader.readNode(mapping.required("root"), treePath: "root", level: 0)
        } catch {
            reader.errors.record(error)
        }
        reader.checkPathLikeIDs()
        if let errors = reader.errors.combined { throw errors }
        guard let root else { throw top.error("the document has no root node") }  // unreachable: its error was recorded
        var document = StackDocument(environment: environment ?? DocumentEnvironment(), root: root)
        document.sourceMap = reader.sourceMap
        document.styles = reader.styles
        document.iconFiles = reader.iconFiles
        document.auditIgnores = reader.auditIgnores
        document.theme = theme ?? DocumentTheme()
        document.strings = strings ?? StringTables()
        document.audit = audit ?? DocumentAuditSettings()
        document.language = language
        return document
    }

    /// `language: de`: the language tag of the document's own texts.
    private static func readLanguage(_ value: DocumentValue) throws(DocumentError) -> String {
        let tag = try value.text()
        if let problem = DocumentLocale.problem(with: tag) { throw value.error(problem) }
        return tag
    }

    /// `audit: {verbs: [WORD, …] | {LANGUAGE: [WORD, …], …}, builtInVerbs: true, maxWords: 4, maxCharacters: 30}`.
    private static func readAudit(
        _ value: DocumentValue, errors: inout DocumentErrorCollection
    ) throws(DocumentError) -> DocumentAuditSettings {
        let mapping = try value.mapping(allowedKeys: auditKeys, collectingInto: &errors)
        var settings = DocumentAuditSettings()
        if let verbs = mapping["verbs"] {
            if let languages = verbs.pairs {
                // `verbs: {en: [...], de: [...]}`: a list per language.
                for (languageValue, list) in languages {
                    let language = try languageValue.text()
                    let words = try readVerbs(list.at(verbs.path.appending(language)))
                    if DocumentLocale.language(of: language) == "en" {
                        settings.verbs += words
                    } else {
                        settings.languageVerbs[DocumentLocale.language(of: language), default: []] += words
                    }
                }
            } else {
                settings.verbs = try readVerbs(verbs)
            }
        }
        settings.usesBuiltInVerbs = try mapping["builtInVerbs"]?.bool() ?? true
        // A limit of 0 would flag every title, so the least is 1.
        settings.maximumWords = try mapping["maxWords"]?.wholeNumber(minimum: 1) ?? settings.maximumWords
        settings.maximumCharacters = try mapping["maxCharacters"]?.wholeNumber(minimum: 1) ?? settings.maximumCharacters
        return settings
    }

    /// A list of single words.
    private static func readVerbs(_ value: DocumentValue) throws(DocumentError) -> [String] {
        guard value.isSequence else {
            throw value.mismatch(expected: "a list of verbs, or a mapping from language (en, de, …) to a list of verbs")
        }
        var words: [String] = []
        for verb in try value.list() {
            let word = try verb.text()
            guard !word.isEmpty, !word.contains(" ") else {
                throw verb.error("expected a single word; found \(verb.foundDescription)")
            }
            words.append(word)
        }
        return words
    }

    /// `theme: {background: "#FFFFFF", primary: "#0A84FF", …, cornerRadius: 12}`.
    private static func readTheme(_ value: DocumentValue, errors: inout DocumentErrorCollection) throws(DocumentError) -> DocumentTheme {
        let mapping = try value.mapping(allowedKeys: themeKeys, collectingInto: &errors)
        var theme = DocumentTheme()
        for name in DocumentTheme.colorNames {
            if let color = mapping[name] { theme.colors[name] = try NodeReader.readColor(color) }
        }
        theme.cornerRadius = try mapping["cornerRadius"]?.number(.nonNegativePoints)
        return theme
    }

    /// `strings: {include: [FILE, LOCALE=FILE, …], LOCALE: {KEY: TRANSLATION, …}, …}`. The
    /// included files (String Catalogs and `.strings` files, relative to `folder`) are read in
    /// order, each over the one before; the document's own tables are laid over them all.
    private static func readStrings(_ value: DocumentValue, folder: String?) throws(DocumentError) -> StringTables {
        guard let locales = value.pairs else {
            throw value.mismatch(expected: "a mapping from locale (en, de, ar, …) to a table of strings, and an optional include list")
        }
        var included = StringTables()
        var tables: [String: [String: String]] = [:]
        for (locale, tableValue) in locales {
            let name = try locale.text()
            if name == "include" {
                let files = tableValue.at(value.path.appending(name))
                for file in try files.list() {
                    let reference = StringTableFile(argument: try file.text())
                    do {
                        included = included.merging(try reference.read(relativeTo: folder))
                    } catch {
                        throw file.error(error.description)
                    }
                }
                continue
            }
            _ = try locale.locale()
            let table = tableValue.at(value.path.appending(name))
            guard let entries = table.pairs else {
                throw table.mismatch(expected: "a mapping from string key to its translation")
            }
            var translations: [String: String] = [:]
            for (keyValue, textValue) in entries {
                let key = try keyValue.text()
                translations[key] = try textValue.at(table.path.appending(key)).text()
            }
            tables[name] = translations
        }
        return included.merging(StringTables(tables))
    }

    private static func readEnvironment(
        _ value: DocumentValue, errors: inout DocumentErrorCollection
    ) throws(DocumentError) -> DocumentEnvironment {
        let mapping = try value.mapping(allowedKeys: environmentKeys, collectingInto: &errors)
        var environment = DocumentEnvironment()
        environment.width = try mapping["width"]?.number(.nonNegativePoints)
        environment.height = try mapping["height"]?.number(.nonNegativePoints)
        environment.scale = try mapping["scale"]?.number(.scale)
        environment.direction = try mapping["direction"]?.named()
        environment.contentSize = try mapping["contentSize"]?.named()
        return environment
    }
}
