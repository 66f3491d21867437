/// A path pattern of a configuration's `exclude` lists, matched against a document's path
/// relative to the configuration file's folder: `*` matches any characters but `/`, `?` one
/// character but `/`, and `**` as a whole path segment any number of segments (none too), so
/// `Legacy/**` matches everything below `Legacy`, `**/*.draft.yaml` a draft at any depth, and
/// `Screens/*.yaml` only the documents directly in `Screens`. A pattern matches the whole path.
public struct AuditGlob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public var pattern: String

    /// A glob of `pattern`.
    public init(_ pattern: String) {
        self.pattern = pattern
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let patternSegments = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let pathSegments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return Self.match(patternSegments[...], pathSegments[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Zero segments, or one more and try again.
            if match(pattern.dropFirst(), path) { return true }
            return !path.isEmpty && match(pattern, path.dropFirst())
        }
        guard let segment = path.first, matchSegment(Array(first)[...], Array(segment)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            if matchSegment(pattern.dropFirst(), text) { return true }
            return !text.isEmpty && matchSegment(pattern, text.dropFirst())
        case "?":
            return !text.isEmpty && matchSegment(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchSegment(pattern.dropFirst(), text.dropFirst())
        }
    }
}
