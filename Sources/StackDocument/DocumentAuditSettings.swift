/// The document-level `audit` settings: words the design-system audit accepts as the verb a
/// button title leads with, in addition to (or instead of) its built-in list.
///
/// ```yaml
/// audit: {verbs: [Rsvp, Geotag], builtInVerbs: true}
/// ```
public struct DocumentAuditSettings: Hashable, Sendable {
    /// Extra verbs (compared without case).
    public var verbs: [String]
    /// Whether the audit's built-in list of common interface verbs still applies (default
    /// `true`); `false` makes ``verbs`` the whole list.
    public var usesBuiltInVerbs: Bool

    /// Creates settings.
    public init(verbs: [String] = [], usesBuiltInVerbs: Bool = true) {
        self.verbs = verbs
        self.usesBuiltInVerbs = usesBuiltInVerbs
    }
}
