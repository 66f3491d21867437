import DynamicButtons
import StackDocument

/// A Swift file's button stacks as one document, audited as a document's `buttons` nodes are:
/// the stacks one under another at the full width (a vertical stack that fills), each a
/// `ButtonStack` with the items the app's view would make, the file's translations as its
/// string tables, and places that lead back to the Swift source.
///
/// Places name the stack (`PlaceActions.makeUIView.DynamicButtonStack`) and item
/// (`….items[2]`) with the line and column of the Swift expression, so every report format
/// points at the source, and fingerprints do not change when lines above move.
public struct AppSourceDocument: Sendable {
    /// The document.
    public var document: StackDocument
    /// What could not be read: each stack whose items are built at run time, and the place
    /// the file stops parsing.
    public var notes: [SourceNote]
    /// The `// stacks:ignore` comments as in-place suppressions of the stack or item they are
    /// on or above (each naming the path its rules are ignored under).
    public var ignores: [AuditIgnore]
    /// The comments without a reason, which are not applied.
    public var suppressionsWithoutReason: [SourceSuppression]
    /// The localized titles (and accessibility texts) of the stacks audited, to find the keys a
    /// locale does not translate.
    public var localizedTexts: [(text: SourceTitle, place: DocumentPlace)]

    /// The margin on each side of a stack: an audited width is a screen's, and a screen's
    /// content sits inside UIKit's standard layout margins.
    public static let sideMargin = 16.0
    /// The space between two stacks of one file, wider than the audit's 16 pt minimum between
    /// a button and other content.
    public static let stackGap = 32.0

    /// The document of `file`'s stacks, translated with `strings`.
    public init(_ file: AppSourceFile, strings: AppStringTables) {
        notes = []
        ignores = []
        suppressionsWithoutReason = []
        localizedTexts = []
        var sourceMap = DocumentSourceMap()
        _ = sourceMap.recordBuiltNode(at: DocumentPlace(path: .document, line: 1, column: 1))
        var children: [LayoutNode] = []
        var itemPlaces: [(line: Int, path: DocumentPath)] = []
        var stackPlaces: [(line: Int, path: DocumentPath)] = []
        if let problem = file.syntaxProblem {
            notes.append(SourceNote(
                place: DocumentPlace(path: .document, line: problem.position.line, column: problem.position.column), node: "",
                message: "the file does not parse (\(problem.message)); the stacks the parser could still read are audited"))
        }
        for stack in file.stacks {
            let path = DocumentPath(steps: [.key(stack.name)])
            let place = DocumentPlace(path: path, line: stack.position.line, column: stack.position.column)
            stackPlaces.append((stack.position.line, path))
            if let reason = stack.unreadable {
                // The place's path is the stack's name already: no node name repeats it.
                notes.append(SourceNote(
                    place: place, node: "",
                    message: "this \(stack.view.rawValue) is not audited: \(reason); only items written in place with literals are read"))
                continue
            }
            let index = sourceMap.recordBuiltNode(at: place)
            for (position, item) in stack.items.enumerated() {
                let itemPath = path.appending("items").appending(index: position)
                let itemPlace = DocumentPlace(path: itemPath, line: item.position.line, column: item.position.column)
                sourceMap.recordBuilt(.custom("items[\(position)]"), place: itemPlace, node: index)
                itemPlaces.append((item.position.line, itemPath))
                for text in [item.title, item.accessibilityLabel, item.accessibilityHint].compactMap({ $0 }) where text.key != nil {
                    localizedTexts.append((text, itemPlace))
                }
            }
            let items = stack.items.map { item in
                ButtonItem(
                    id: item.id, title: item.title.text, font: item.font, iconName: item.image, kind: item.kind, state: item.state,
                    accessibilityLabel: item.accessibilityLabel?.text, accessibilityHint: item.accessibilityHint?.text,
                    hugsTitle: item.hugsTitle)
            }
            children.append(.container(id: stack.name, ButtonStack(items: items, insets: stack.insets, spacing: stack.spacing)))
        }
        // The source does not say what surrounds a stack on its screen, so each is laid out as
        // a screen of the audited width shows content: inside the standard 16 pt side margins,
        // 32 pt from the file's other stacks (neither rule about surroundings is guessed at).
        let margins = DirectionalInsets(top: 0, leading: Self.sideMargin, bottom: 0, trailing: Self.sideMargin)
        document = StackDocument(
            root: .stack(Stack(axis: .vertical, alignment: .fill, spacing: Self.stackGap, margins: margins, children: children)))
        document.sourceMap = sourceMap
        document.strings = Self.tables(for: localizedTexts.map(\.text), from: strings)
        for suppression in file.suppressions {
            guard !suppression.reason.isEmpty else {
                suppressionsWithoutReason.append(suppression)
                continue
            }
            // An item's comment covers the item; one on a stack's first line, the whole stack.
            let target = itemPlaces.first { suppression.applies(toLine: $0.line) }?.path
                ?? stackPlaces.first { suppression.applies(toLine: $0.line) }?.path
                ?? DocumentPath(steps: [.key("line \(suppression.position.line)")])
            document.auditIgnores.append(AuditIgnore(
                nodePath: target.description, rules: suppression.rules, reason: suppression.reason,
                place: DocumentPlace(path: target, line: suppression.position.line, column: suppression.position.column)))
        }
        ignores = document.auditIgnores
    }

    /// The document's string tables: each text as the source language shows it, translated
    /// into every locale its table has (the document is translated by the text it shows). Every
    /// locale of every table is listed, so `--locale all` names them whatever this file uses.
    private static func tables(for texts: [SourceTitle], from strings: AppStringTables) -> StringTables {
        var tables = StringTables([:], sourceLanguage: strings.sourceLanguage)
        for locale in strings.locales {
            var table: [String: String] = [:]
            for text in texts {
                if let translation = strings.translation(of: text, in: locale) { table[text.text] = translation }
            }
            tables.tables[locale] = table
        }
        return tables
    }

    /// The localized texts `locale` has no translation for in `strings` (shown untranslated
    /// there), each once per place. The source language and pseudo-locales translate nothing.
    public func untranslated(in locale: DocumentLocale, strings: AppStringTables) -> [(text: SourceTitle, place: DocumentPlace)] {
        guard !locale.isPseudo, locale.language != DocumentLocale(strings.sourceLanguage ?? "en").language else { return [] }
        return localizedTexts.filter { strings.translation(of: $0.text, in: locale.identifier) == nil }
    }
}

/// Something of a source file the audit could not read, reported as a note at its place.
public struct SourceNote: Sendable {
    /// Where: the stack's expression, or where the file stops parsing.
    public var place: DocumentPlace
    /// The stack's name; empty for the file as a whole.
    public var node: String
    /// What could not be read, and why.
    public var message: String

    /// Creates a note.
    public init(place: DocumentPlace, node: String, message: String) {
        self.place = place
        self.node = node
        self.message = message
    }
}
