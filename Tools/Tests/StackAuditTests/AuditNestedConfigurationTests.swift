import StackAudit
import StackDocument
import Testing

/// Nested configurations: a folder's `.stacks-audit.yaml` merged over its parent's.
struct AuditNestedConfigurationTests {
    static let top = """
        rules:
          icon-only-label: warning
          touch-target: off
          title-length: {severity: note, exclude: ["Drafts/**"]}
        exclude: ["**/*.draft.yaml"]
        excluded: [Archive]
        included: [Screens]
        combinations: {widths: [375], locales: [en]}
        failOn: warning
        """
    static let screens = """
        rules:
          icon-only-label: note
        combinations: {widths: [320, 375]}
        failOn: note
        """
    static let legacy = """
        rules:
          icon-only-label: {severity: warning, exclude: ["keep/**"]}
          title-length: error
        excluded: [old]
        exclude: ["*.tmp.yaml"]
        """

    @Test("three levels: rules override per rule, lists add up rebased, combination lists replace, failOn from the nearest")
    func threeLevels() throws {
        let top = try AuditConfiguration(yaml: Self.top, file: "top")
        let screens = try AuditConfiguration(yaml: Self.screens, file: "screens").nested(in: "Screens", over: top)
        let legacy = try AuditConfiguration(yaml: Self.legacy, file: "legacy").nested(in: "Screens/Legacy", over: screens)

        // Screens: its own icon-only-label; the top's touch-target and title-length.
        #expect(screens.rules["icon-only-label"] == AuditRuleSetting(severity: .note))
        #expect(screens.rules["touch-target"] == AuditRuleSetting(isEnabled: false))
        #expect(screens.rules["title-length"] == AuditRuleSetting(severity: .note, exclude: [AuditGlob("Drafts/**")]))
        #expect(screens.widths == [320, 375])
        #expect(screens.locales == [DocumentLocale("en")])
        #expect(screens.failOn == .note)
        #expect(screens.included.map(\.path) == ["Screens"])

        // Legacy: its settings replace whole rules (icon-only-label's exclude rebased on
        // Screens/Legacy; title-length's top exclude gone); touch-target still the top's.
        #expect(legacy.rules["icon-only-label"] == AuditRuleSetting(severity: .warning, exclude: [AuditGlob("Screens/Legacy/keep/**")]))
        #expect(legacy.rules["title-length"] == AuditRuleSetting(severity: .error))
        #expect(legacy.rules["touch-target"] == AuditRuleSetting(isEnabled: false))
        // Excludes add up, each rebased on the top's folder.
        #expect(legacy.exclude == [AuditGlob("**/*.draft.yaml"), AuditGlob("Screens/Legacy/*.tmp.yaml")])
        #expect(legacy.excluded == ["Archive", "Screens/Legacy/old"])
        #expect(legacy.excludes(documentPath: "Screens/Legacy/old/a.yaml"))
        #expect(legacy.excludes(documentPath: "Screens/Legacy/a.tmp.yaml"))
        #expect(!legacy.excludes(documentPath: "Screens/Legacy/deeper/a.tmp.yaml"))
        #expect(legacy.excludes(documentPath: "Screens/Legacy/x.draft.yaml"))
        // Legacy sets no widths and no failOn: Screens's.
        #expect(legacy.widths == [320, 375])
        #expect(legacy.failOn == .note)
        #expect(legacy.setsFailOn)
        // One with a failOn of its own wins over it.
        #expect(try AuditConfiguration(yaml: "failOn: error", file: "f").nested(in: "Screens/Legacy/x", over: legacy).failOn == .error)
        // An empty nested configuration changes nothing.
        #expect(AuditConfiguration().nested(in: "Screens/Legacy/x", over: legacy) == legacy)
    }
}
