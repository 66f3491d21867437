import CPango

extension FontConfiguration {
    /// The generic family names every fontconfig setup (and the repository's fonts.conf)
    /// resolves by its own rules rather than to a font of that name. Other CSS generics
    /// (`cursive`, `system-ui`, …) are aliases only some setups define, so they are checked like
    /// any family.
    public static let genericFamilies: Set<String> = ["sans", "sans-serif", "serif", "monospace"]

    /// Whether `family` names fonts this configuration has, or is a generic family
    /// (``genericFamilies``, compared without regard to case). A family that is neither is still
    /// measured, with fontconfig's fallback (``matchedFamily(for:)``), so documents do not fail on
    /// a machine without their font; the command line warns instead.
    public func containsFamily(_ family: String) -> Bool {
        if Self.genericFamilies.contains(family.lowercased()) { return true }
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        Self.add(family: family, to: pattern)
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, "family")
        // Listing compares family names the way matching does: case- and space-insensitively.
        guard let fonts = FcFontList(config, pattern, objects) else { return false }
        defer { FcFontSetDestroy(fonts) }
        return fonts.pointee.nfont > 0
    }

    /// The family of the font fontconfig picks for `family` (after its substitutions, as
    /// Pango asks): `family` itself when installed, else the fallback, such as `DejaVu Sans`.
    /// `nil` only if fontconfig finds no font at all.
    public func matchedFamily(for family: String) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        Self.add(family: family, to: pattern)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "family", 0, &name) == FcResultMatch, let name else { return nil }
        return String(cString: name)
    }

    /// Sets the pattern's family; fontconfig takes strings as `FcChar8` (unsigned) pointers,
    /// which Swift does not bridge from `String`.
    private static func add(family: String, to pattern: OpaquePointer) {
        var bytes = Array(family.utf8)
        bytes.append(0)
        _ = bytes.withUnsafeBufferPointer { FcPatternAddString(pattern, "family", $0.baseAddress) }
    }
}
