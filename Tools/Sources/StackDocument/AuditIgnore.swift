/// A node's or a button's `audit: {ignore: [RULE, …], reason: TEXT}`, as
/// `// swiftlint:disable:next` is for a line: the audit does not report those rules' findings
/// about the node (or button) or anything inside it, but counts and lists them as suppressed in
/// place, with the reason. The rules are named by id; the audit warns of an id it does not know.
public struct AuditIgnore: Hashable, Sendable {
    /// The node's document path (`root.stack.children[1]`), or the button's
    /// (`root.stack.children[1].buttons.items[2]`).
    public var nodePath: String
    /// The rule ids to ignore there.
    public var rules: [String]
    /// Why, as the author wrote it (required: a suppression without a reason is a mystery to the
    /// next reader).
    public var reason: String
    /// Where `audit` is written.
    public var place: DocumentPlace

    /// Creates an ignore.
    public init(nodePath: String, rules: [String], reason: String, place: DocumentPlace) {
        self.nodePath = nodePath
        self.rules = rules
        self.reason = reason
        self.place = place
    }

    /// Whether a finding of `rule` at document path `path` is the node's or inside it.
    public func covers(rule: String, at path: String) -> Bool {
        rules.contains(rule) && (path == nodePath || path.hasPrefix(nodePath + "."))
    }
}
