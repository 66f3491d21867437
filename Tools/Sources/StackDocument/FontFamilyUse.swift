/// A font family a document names (the `font` key of a text or button title) and where, so a
/// tool that knows which fonts are installed can point at a family that would fall back.
public struct FontFamilyUse: Hashable, Sendable {
    /// The family as written, such as `Inter`.
    public var family: String
    /// Where the `font` value is.
    public var place: DocumentPlace

    /// Creates a use of `family` at `place`.
    public init(family: String, place: DocumentPlace) {
        self.family = family
        self.place = place
    }
}
