/// The errors found while reading one document, so that reading can go on past an error and
/// report them all at once (``DocumentError/more``).
///
/// Repeats are dropped: a misspelt required key is reported once as unknown, and again by the
/// check that finds the key missing, in the same words at the same place
/// (``DocumentMapping/required(_:)``).
package struct DocumentErrorCollection {
    /// The errors in the order they were found, without repeats.
    package private(set) var errors: [DocumentError] = []
    private var seen: Set<DocumentError> = []

    package init() {}

    package var isEmpty: Bool { errors.isEmpty }

    /// Adds `error` and any it carries in ``DocumentError/more``.
    package mutating func record(_ error: DocumentError) {
        for single in error.errors where seen.insert(single).inserted {
            errors.append(single)
        }
    }

    /// Every error as one, in document order, or `nil` when none was found.
    package var combined: DocumentError? {
        errors.isEmpty ? nil : DocumentError(collecting: errors)
    }
}
