/// A document resolved for one ``DocumentCombination``: the document as shown in its locale,
/// the validated tree, the environment and the bounds, ready to lay out.
public struct DocumentSetup: Sendable {
    /// The combination it was resolved from.
    public var combination: DocumentCombination
    /// The document in the combination's locale (its strings translated, its direction set by a
    /// right-to-left locale); the document itself when there is no locale.
    public var document: StackDocument
    /// The validated tree of ``document``.
    public var tree: LayoutTree
    /// The engine environment: direction, text size and scale.
    public var environment: LayoutEnvironment
    /// The width the root is laid out in.
    public var width: Double
    /// The height the root is placed in; `nil` means the height it needs.
    public var height: Double?
}

/// A document laid out in one combination.
public struct DocumentLayout: Sendable {
    /// What was laid out, and how.
    public var setup: DocumentSetup
    /// The frames and everything else layout found.
    public var result: LayoutResult

    /// The document as shown (translated for the combination's locale).
    public var document: StackDocument { setup.document }
    /// The tree that was laid out.
    public var tree: LayoutTree { setup.tree }
}

/// Why a document cannot be laid out in a combination.
public enum DocumentLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Neither the combination nor the document's `environment:` gives a width.
    case missingWidth
    /// The document is invalid, or its layout failed, at a place in the document.
    case document(DocumentError)

    public var description: String {
        switch self {
        case .missingWidth: "no width to lay out in: set environment.width in the document or give a width"
        case .document(let error): error.description
        }
    }
}

extension StackDocument {
    /// The document resolved for `combination`. This is the one place where a combination's
    /// values meet the document's, so every command applies them alike:
    ///
    /// - the locale, when given, translates every string through the document's string tables
    ///   (``localized(for:)``);
    /// - width, height, text size and scale: the combination's value, else the document's
    ///   `environment:` value, else the engine's default (`large`, scale 3; no width is an
    ///   error; no height means the height the root needs);
    /// - direction: right to left for a right-to-left locale (Arabic, Hebrew, …, `pseudo-rtl`)
    ///   whatever else is asked, since its text reads that way; otherwise the combination's
    ///   direction, else the document's, else left to right.
    ///
    /// - Throws: ``DocumentLayoutError/missingWidth``, or a `DocumentError` at the place of a
    ///   problem in the document.
    public func setup(for combination: DocumentCombination) throws(DocumentLayoutError) -> DocumentSetup {
        let shown = combination.locale.map(localized(for:)) ?? self
        guard let width = combination.width ?? shown.environment.width else { throw .missingWidth }
        var settings = shown.environment
        settings.contentSize = combination.contentSize ?? settings.contentSize
        if combination.locale?.isRightToLeft != true {
            settings.direction = combination.direction ?? settings.direction
        }
        settings.scale = combination.scale ?? settings.scale
        let tree: LayoutTree
        do {
            tree = try shown.layoutTree()
        } catch {
            throw .document(error)
        }
        return DocumentSetup(
            combination: combination, document: shown, tree: tree, environment: settings.layoutEnvironment,
            width: width, height: combination.height ?? shown.environment.height)
    }

    /// The document laid out in `combination` (resolved by ``setup(for:)``) with `measurer`.
    /// The measurer should shape text in ``DocumentCombination/language``.
    ///
    /// - Throws: ``DocumentLayoutError/missingWidth``, or a `DocumentError` at the place of the
    ///   node whose layout failed, or of the innermost node laid out past what can be drawn
    ///   (±`LayoutTree.maximumLength` points: a text of a million points, say).
    public func layout(_ combination: DocumentCombination, measurer: any TextMeasuring) throws(DocumentLayoutError) -> DocumentLayout {
        let setup = try setup(for: combination)
        let result: LayoutResult
        do {
            result = try StackLayoutEngine(environment: setup.environment)
                .layout(setup.tree, width: setup.width, height: setup.height, measurer: measurer)
        } catch {
            throw .document(setup.document.documentError(for: error))
        }
        if let offender = DrawableExtent.firstOffender(in: result) {
            throw .document(setup.document.sourceMap.documentError(
                at: setup.tree.reference(to: offender.node), problem: DrawableExtent.problem(offender.frame)))
        }
        return DocumentLayout(setup: setup, result: result)
    }
}
