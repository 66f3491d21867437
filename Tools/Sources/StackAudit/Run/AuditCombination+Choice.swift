import StackDocument

extension AuditCombination {
    /// The combinations to audit `document` in: each list from the command line, else the
    /// configuration, else the document (its width and text size; its own strings; its
    /// direction). Directions from the configuration make combinations of their own; one given
    /// for the whole run (`runDirection`) replaces them (``AuditPlan/direction``).
    ///
    /// - Parameters:
    ///   - widths: the widths the command line lists, if it lists any.
    ///   - contentSizes: the text sizes the command line lists, if any.
    ///   - locales: the locales to show, already chosen from the command line or the
    ///     configuration; `[nil]` for the document's own strings.
    ///   - runDirection: the direction the command line gives the whole run, if any.
    ///   - configuration: the configuration that applies to the document.
    ///   - document: the document, whose environment gives what no list does.
    /// - Throws: ``AuditCombinationChoiceError/noWidth`` when no list and not the document
    ///   gives a width.
    public static func chosen(
        widths: [Double]?, contentSizes: [TextSizeCategory]?, locales: [DocumentLocale?], runDirection: ReadingDirection?,
        configuration: AuditConfiguration, document: StackDocument
    ) throws(AuditCombinationChoiceError) -> [AuditCombination] {
        guard let widths = widths ?? configuration.widths ?? document.environment.width.map({ [$0] }) else { throw .noWidth }
        let sizes = contentSizes ?? configuration.contentSizes ?? [document.environment.contentSize ?? .large]
        let directions: [ReadingDirection?] = runDirection != nil ? [nil] : configuration.directions.map { $0.map(Optional.some) } ?? [nil]
        return directions.flatMap { direction in
            locales.flatMap { locale in
                sizes.flatMap { size in
                    widths.map { AuditCombination(width: $0, contentSize: size, locale: locale, direction: direction) }
                }
            }
        }
    }

    /// The locales among `combinations` that `document` has no strings for (nor its source
    /// language, nor a pseudo-locale), each once: their titles would be audited untranslated.
    public static func untranslatedLocales(in combinations: [AuditCombination], of document: StackDocument) -> [DocumentLocale] {
        let known = Set(document.strings.allLocales)
        var seen = Set<String>()
        return combinations.compactMap(\.locale).filter {
            !$0.isPseudo && !known.contains($0.identifier) && seen.insert($0.identifier).inserted
        }
    }
}

/// Why no combination can be chosen for a document.
public enum AuditCombinationChoiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing gives a width to lay the document out in.
    case noWidth

    public var description: String {
        "no width to lay out in: pass --width W[,W…], set combinations.widths in \(AuditConfiguration.fileName) "
            + "or environment.width in the document"
    }
}
