/// What a container's part is: a name each container gives its parts (a button stack's are
/// `button`, `image`, `title` and `spinner`, its `ButtonPart`s), written as it is in frames
/// exports. A layout defines its roles as constants and readers compare those, never text
/// typed again; a literal makes one (`"marker"`).
public struct PartRole: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name, as frames exports write it.
    public var rawValue: String

    /// The role named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The role named `value`.
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }
}
