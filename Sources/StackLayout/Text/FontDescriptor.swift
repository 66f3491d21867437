/// A concrete font: family, size in points and weight.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The family name, resolved by the text measurer (fontconfig for Pango).
    public var family: String
    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: FontWeight

    /// Creates a font descriptor.
    public init(family: String, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    public var description: String { "\(family) \(weight) \(size)" }
}
