/// A number a layout was given that is out of range, with what it must be: the reason of a
/// ``LayoutError`` that does not depend on where the node is
/// (``LayoutError/Reason/invalidValue(_:)``).
///
/// ``LayoutTree`` checks every node's numbers with these rules when it is built; a
/// ``ContainerLayout`` reports its own through ``ContainerLayout/invalidValue()`` using the same
/// rules, so a bad number in a container reads exactly like one in a stack. The ranges
/// themselves are ``ValueRequirement``s, which the document reader uses too.
public struct InvalidValue: Hashable, Sendable, CustomStringConvertible {
    /// The property.
    public var property: LayoutProperty
    /// The value given (NaN when what is wrong is not a number, such as a font size that is a
    /// fraction of the container).
    public var value: Double
    /// What the value must be.
    public var requirement: ValueRequirement

    /// Creates a report of `value` for `property`.
    public init(property: LayoutProperty, value: Double, requirement: ValueRequirement) {
        self.property = property
        self.value = value
        self.requirement = requirement
    }

    /// `width is -1; it must be a number of points, 0 or more`.
    public var description: String {
        "\(property) is \(Self.format(value)); it must be \(requirement)"
    }

    /// A number as the engine's messages print it: `-1`, `0.5`, `NaN`, `infinity`.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "infinity" : "-infinity" }
        return NumberText.exact(value)
    }

    /// Checks `value` against `requirement`; `nil` passes.
    public static func checking(_ value: Double?, _ property: LayoutProperty, _ requirement: ValueRequirement) -> InvalidValue? {
        guard let value, let failed = requirement.violation(by: value) else { return nil }
        return InvalidValue(property: property, value: value, requirement: failed)
    }

    /// Checks a length: points finite, within ±``LayoutTree/maximumLength`` (and not negative
    /// for sizes); fractions within 0 … 1 for sizes and margins, -1 … 1 for spacing; every
    /// breakpoint, threshold and value, too. `nil` passes.
    public static func checking(_ length: Length?, _ property: LayoutProperty, nonNegative: Bool) -> InvalidValue? {
        guard let length else { return nil }
        switch length {
        case .points(let value), .scaled(let value, _):
            return checking(value, property, nonNegative ? .nonNegativePoints : .points)
        case .container(let fraction, _), .root(let fraction, _):
            return checking(fraction, property, .fraction(nonNegative: nonNegative))
        case .byWidth(let breakpoints):
            // Without a step there is no value to choose at any width.
            if breakpoints.steps.isEmpty {
                return InvalidValue(property: .breakpoint(of: property), value: .nan, requirement: .custom("at least one breakpoint"))
            }
            for step in breakpoints.steps {
                if let problem = checking(step.minimumWidth, .breakpoint(of: property), .nonNegativePoints)
                    ?? checking(step.value, property, nonNegative: nonNegative)
                {
                    return problem
                }
            }
            return nil
        }
    }

    /// Checks a font size given as a length: anything but a container fraction (a font has no
    /// container), and greater than 0 and at most ``LayoutTree/maximumFontSize`` when in points.
    public static func checking(fontSize length: Length, _ property: LayoutProperty) -> InvalidValue? {
        if length.dependsOnContainer {
            return InvalidValue(property: property, value: .nan, requirement: .fontSizeLength)
        }
        if let points = length.points { return checking(points, property, .fontSize) }
        return checking(length, property, nonNegative: true)
    }

    /// Checks the size of a font: a fixed size greater than 0 and at most
    /// ``LayoutTree/maximumFontSize`` points, or a sized font's length (text styles always pass).
    public static func checking(_ font: TextFont, _ property: LayoutProperty) -> InvalidValue? {
        switch font {
        case .style: nil
        case .fixed(_, let size, _): checking(size, property, .fontSize)
        case .sized(_, let size, _): checking(fontSize: size, property)
        }
    }
}
