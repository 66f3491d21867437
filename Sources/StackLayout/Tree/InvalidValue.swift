/// A number a layout was given that is out of range, with what it must be: the part of a
/// ``LayoutError/invalidValue(place:property:value:requirement:)`` that does not depend on
/// where the node is.
///
/// ``LayoutTree`` checks every node's numbers with these rules when it is built; a
/// ``ContainerLayout`` reports its own through ``ContainerLayout/invalidValue()`` using the same
/// rules, so a bad number in a container reads exactly like one in a stack.
public struct InvalidValue: Hashable, Sendable {
    /// The property, as documents spell it (`spacing`, `margins.top`, `items[1].image.width`).
    public var property: String
    /// The value given.
    public var value: Double
    /// What the value must be (`a finite number of points, 0 or more`).
    public var requirement: String

    /// Creates a report of `value` for `property`.
    public init(property: String, value: Double, requirement: String) {
        self.property = property
        self.value = value
        self.requirement = requirement
    }

    /// The error at the node named `place`.
    func error(at place: String) -> LayoutError {
        .invalidValue(place: place, property: property, value: value, requirement: requirement)
    }

    /// Checks a length: points finite, within ±``LayoutTree/maximumLength`` (and not negative
    /// for sizes); fractions within a sane range (0 … 1 for sizes and margins, -1 … 1 for
    /// spacing); every breakpoint value too. `nil` passes.
    public static func checking(_ length: Length?, _ property: String, nonNegative: Bool) -> InvalidValue? {
        guard let length else { return nil }
        switch length {
        case .points(let value), .scaled(let value, _):
            if !value.isFinite || (nonNegative && value < 0) {
                return InvalidValue(
                    property: property, value: value,
                    requirement: nonNegative ? "a finite number of points, 0 or more" : "a finite number of points")
            }
            if abs(value) > LayoutTree.maximumLength {
                return InvalidValue(property: property, value: value,
                                    requirement: "at most \(Int(LayoutTree.maximumLength)) points in size")
            }
        case .container(let fraction, _), .root(let fraction, _):
            let range: ClosedRange<Double> = nonNegative ? 0...1 : -1...1
            guard fraction.isFinite, range.contains(fraction) else {
                return InvalidValue(
                    property: property, value: fraction,
                    requirement: "a fraction from \(nonNegative ? "0" : "-1") to 1 (\(nonNegative ? "0" : "-100") % to 100 %)")
            }
        case .byWidth(let breakpoints):
            for step in breakpoints.steps {
                guard step.minimumWidth.isFinite, step.minimumWidth >= 0 else {
                    return InvalidValue(property: "\(property) breakpoint", value: step.minimumWidth,
                                        requirement: "a finite width of 0 points or more")
                }
                if let problem = checking(step.value, property, nonNegative: nonNegative) { return problem }
            }
        }
        return nil
    }

    /// Checks a length in points, as a ``Length/points(_:)`` length.
    public static func checking(points value: Double?, _ property: String, nonNegative: Bool) -> InvalidValue? {
        checking(value.map(Length.points), property, nonNegative: nonNegative)
    }

    /// Checks a font size given as a length: anything but a container fraction (a font has no
    /// container), and greater than 0 and at most ``LayoutTree/maximumFontSize`` when in points.
    public static func checking(fontSize length: Length, _ property: String) -> InvalidValue? {
        if length.dependsOnContainer {
            return InvalidValue(property: property, value: .nan,
                                requirement: "a font size in points, a fraction of the root, or a scaled or per-width value (not a fraction of the container)")
        }
        if let points = length.points, !(points > 0 && points <= LayoutTree.maximumFontSize) {
            return InvalidValue(property: property, value: points,
                                requirement: "a font size greater than 0 and at most \(Int(LayoutTree.maximumFontSize)) points")
        }
        return checking(length, property, nonNegative: true)
    }

    /// Checks the size of a font: a fixed size greater than 0 and at most
    /// ``LayoutTree/maximumFontSize`` points, or a sized font's length (text styles always pass).
    public static func checking(_ font: TextFont, _ property: String) -> InvalidValue? {
        switch font {
        case .style: return nil
        case .fixed(_, let size, _):
            guard size.isFinite, size > 0, size <= LayoutTree.maximumFontSize else {
                return InvalidValue(property: property, value: size,
                                    requirement: "a font size greater than 0 and at most \(Int(LayoutTree.maximumFontSize)) points")
            }
            return nil
        case .sized(_, let size, _): return checking(fontSize: size, property)
        }
    }
}
