import StackLayout

extension ButtonStack {
    /// The first out-of-range number, named as documents spell it: the spacing, the insets and
    /// the height limit are lengths in points, 0 or more (at most ``LayoutTree/maximumLength``);
    /// each button's icon size points or scaled lengths by the same rule
    /// (``ButtonIconSize/invalidValue(_:)``; the standard size always passes); each title's font
    /// a text style or a size in points greater than 0 (at most ``LayoutTree/maximumFontSize``).
    /// Building a ``LayoutTree`` asks, so a stack made in code with `spacing: .nan` is an error
    /// naming its node, as a document's would be.
    public func invalidValue() -> InvalidValue? {
        let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
        let stackProblem = InvalidValue.checking(points: spacing, "spacing", nonNegative: true)
            ?? edges.lazy.compactMap { InvalidValue.checking(points: $0.1, "insets.\($0.0)", nonNegative: true) }.first
            ?? InvalidValue.checking(points: heightLimit, "heightLimit", nonNegative: true)
        if let stackProblem { return stackProblem }
        for (index, item) in items.enumerated() {
            // Named relative to the item, and prefixed only on failure: no strings built per item.
            let problem = item.iconSize?.invalidValue("image")
                ?? InvalidValue.checking(item.font, "size")
                ?? Self.unresolvedSize(item.font, "size")
            if var problem {
                problem.property = "items[\(index)].\(problem.property)"
                return problem
            }
        }
        return nil
    }

    /// A title font sized by a proportion (a fraction of the root, a scaled or per-width
    /// value): a button stack measures its titles itself and resolves only sizes in points.
    private static func unresolvedSize(_ font: TextFont, _ property: String) -> InvalidValue? {
        guard case .sized(_, let size, _) = font, size.points == nil else { return nil }
        return InvalidValue(property: property, value: .nan,
                            requirement: "a font size in points or a text style (button titles do not resolve proportional sizes)")
    }
}
