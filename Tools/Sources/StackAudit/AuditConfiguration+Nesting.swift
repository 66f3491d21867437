extension AuditConfiguration {
    /// This configuration, found in `folder` (relative to `parent`'s folder, `/`-separated),
    /// merged over `parent`'s, as SwiftLint merges nested configurations: what it says wins for
    /// the documents in `folder` and below, what it leaves out is the parent's.
    ///
    /// - A rule it names takes this configuration's setting whole (its severity, whether it
    ///   runs, its `exclude` patterns); the other rules keep the parent's.
    /// - `exclude` patterns and `excluded` paths add to the parent's (both are written relative
    ///   to this configuration's folder, and are rewritten relative to the parent's).
    /// - Each combination list it sets (`widths`, `contentSizes`, `locales`, `directions`)
    ///   replaces the parent's; the others are the parent's.
    /// - `failOn` is this configuration's when it says one, else the parent's.
    /// - `included` is the parent's: only the top configuration says what a run audits.
    public func nested(in folder: String, over parent: AuditConfiguration) -> AuditConfiguration {
        let prefix = folder.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        func rebased(_ path: String) -> String { prefix.isEmpty ? path : prefix + "/" + path }
        var merged = parent
        for (rule, setting) in rules {
            var setting = setting
            setting.exclude = setting.exclude.map { AuditGlob(rebased($0.pattern)) }
            merged.rules[rule] = setting
        }
        merged.exclude += exclude.map { AuditGlob(rebased($0.pattern)) }
        merged.excluded += excluded.map(rebased)
        merged.widths = widths ?? parent.widths
        merged.contentSizes = contentSizes ?? parent.contentSizes
        merged.locales = locales ?? parent.locales
        merged.directions = directions ?? parent.directions
        if setsFailOn { merged.failOn = failOn }
        return merged
    }
}
