import Foundation
import Testing

/// `stacks audit`: formats and exit codes, with fixed metrics.
@Suite struct AuditCommandTests {
    /// A page with 16 pt margins whose only finding is an unlabelled icon-only button (error)
    /// when `label` is false, and none at all when true.
    static func page(labelled: Bool) -> String {
        """
        theme: {button: "#0A63D1", onButton: "#FFFFFF"}
        root:
          stack:
            axis: vertical
            margins: 16
            children:
              - buttons:
                  id: actions
                  items:
                    - {id: star, icon: star, kind: iconOnly\(labelled ? ", accessibilityLabel: Favourite" : "")}
        """
    }

    static func audit(_ document: String, _ options: [String]) throws -> StacksProcess.Outcome {
        let path = try StacksProcess.temporaryDocument(document)
        defer { StacksProcess.removeTemporaryFile(path) }
        return try StacksProcess.run(["audit", path, "--text-metrics", "fixed"] + options)
    }

    @Test("exit 1 with an error-level finding, 0 without")
    func exitCodes() throws {
        let failing = try Self.audit(Self.page(labelled: false), ["--width", "320,375"])
        #expect(failing.status == 1)
        #expect(failing.standardOutput.contains("error [icon-only-label]"))
        #expect(failing.standardError.isEmpty)
        let passing = try Self.audit(Self.page(labelled: true), ["--width", "320,375"])
        #expect(passing.status == 0)
        #expect(passing.standardOutput == "0 errors, 0 warnings, 0 notes in 2 combinations\n")
    }

    @Test("usage errors exit 2; an invalid document is a document-invalid finding naming the place, exit 1")
    func failures() throws {
        #expect(try Self.audit(Self.page(labelled: true), ["--width", "375", "--format", "xml"]).status == 2)
        #expect(try Self.audit(Self.page(labelled: true), ["--width", "0"]).status == 2)
        // No width from the options or the document.
        #expect(try Self.audit(Self.page(labelled: true), []).status == 2)
        // `  buttons: {items: [{title: A, icon: star, kind: huge}]}`: `{` 21, `title:` 22, `A` 29,
        // `icon:` 32, `star` 38, `kind:` 44, `huge` at 50.
        let invalid = try Self.audit("root:\n  buttons: {items: [{title: A, icon: star, kind: huge}]}\n", ["--width", "375"])
        // An unreadable document is an error-level finding of the report, so a run over many
        // documents reports the others too.
        #expect(invalid.status == 1)
        #expect(invalid.standardOutput.contains(":2:50: error [document-invalid] root.buttons.items[0].kind: unknown value \"huge\"; "
            + "expected one of default, primary, tertiary, iconOnly"))
    }

    @Test("--format sarif and json print valid JSON")
    func formats() throws {
        let sarif = try Self.audit(Self.page(labelled: false), ["--width", "375", "--format", "sarif"])
        #expect(sarif.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
        #expect(results?.map { $0["ruleId"] as? String } == ["icon-only-label"])
        let json = try Self.audit(Self.page(labelled: true), ["--width", "375", "--format", "json", "--locale", "en,de"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((object["combinations"] as? [[String: Any]])?.count == 2)
    }

    @Test("frames JSON reports each button's accessibility and truncated titles")
    func framesAccessibilityAndTruncation() throws {
        let document = """
            root:
              buttons:
                items:
                  - {id: fav, title: Add to Favourites, icon: star, hug: true, state: disabled, accessibilityHint: Keeps it}
            """
        let path = try StacksProcess.temporaryDocument(document)
        defer { StacksProcess.removeTemporaryFile(path) }
        // At 150 the hugging title (144.5 pt) has 150 − 24 = 126 pt: truncated.
        let outcome = try StacksProcess.run(["frames", path, "--text-metrics", "fixed", "--scale", "0", "--width", "150"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("""
            "accessibility": {"label": "Add to Favourites, dimmed, button", "hint": "Keeps it"}, "truncated": true}
            """))
    }
}
