import StackLayout

extension ButtonStack {
    /// The first out-of-range number, named as documents spell it: the spacing, the insets and
    /// the height limit are lengths in points, 0 or more (at most `LayoutTree/maximumLength`);
    /// each button's icon size points or scaled lengths by the same rule
    /// (``ButtonIconSize/invalidValue(_:)``; the standard size always passes); each title's font
    /// a text style or a size in points greater than 0 (at most `LayoutTree/maximumFontSize`).
    /// Building a `LayoutTree` asks, so a stack made in code with `spacing: .nan` is an error
    /// naming its node, as a document's would be.
    public func invalidValue() -> InvalidValue? {
        let stackProblem = InvalidValue.checking(spacing, .spacing, .nonNegativePoints)
            ?? InsetEdge.allCases.lazy.compactMap { edge in
                InvalidValue.checking(insets[edge], .custom("insets.\(edge.rawValue)"), .nonNegativePoints)
            }.first
            ?? InvalidValue.checking(heightLimit, .custom("heightLimit"), .nonNegativePoints)
        if let stackProblem { return stackProblem }
        for (index, item) in items.enumerated() {
            // Named relative to the item, and prefixed only on failure: no strings built per item.
            let problem = item.iconSize?.invalidValue("image")
                ?? InvalidValue.checking(item.font, .fontSize)
                ?? Self.unresolvedSize(item.font, .fontSize)
            if var problem {
                problem.property = .custom("items[\(index)].\(problem.property)")
                return problem
            }
        }
        return nil
    }

    /// What a button title's size must be: a button stack measures its titles itself and
    /// resolves only sizes in points, not proportions (a fraction of the root, a scaled or
    /// per-width value). The document reader refuses such a size with the same words.
    public static let titleSizeRequirement = ValueRequirement.custom(
        "a font size in points or a text style (button titles do not resolve proportional sizes)")

    /// A title font sized by a proportion, which ``titleSizeRequirement`` rules out.
    private static func unresolvedSize(_ font: TextFont, _ property: LayoutProperty) -> InvalidValue? {
        guard case .sized(_, let size, _) = font, size.points == nil else { return nil }
        return InvalidValue(property: property, value: .nan, requirement: titleSizeRequirement)
    }
}
