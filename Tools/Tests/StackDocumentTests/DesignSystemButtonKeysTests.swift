import DynamicButtons
import StackDocument
import Testing

/// The design-system keys of button items and stacks, and the top-level `audit`.
struct DesignSystemButtonKeysTests {
    static func buttons(_ document: StackDocument) throws -> ButtonStack {
        guard case .container(let layout, _) = document.root.content, let stack = layout as? ButtonStack else {
            throw ReadingError.notButtons
        }
        return stack
    }

    enum ReadingError: Error { case notButtons }

    @Test("kind, state, accessibility, hug and parallel are read; icon-only buttons need no title")
    func keys() throws {
        let document = try StackDocument(yaml: """
            root:
              buttons:
                parallel: true
                items:
                  - {id: save, title: Save, icon: plus, kind: primary, state: loading, accessibilityHint: Saves it, hug: true}
                  - {id: star, icon: star, kind: iconOnly, accessibilityLabel: Favourite, state: disabled}
            """)
        let stack = try Self.buttons(document)
        #expect(stack.isParallel)
        #expect(stack.items[0].kind == .primary && stack.items[0].state == .loading && stack.items[0].hugsTitle)
        #expect(stack.items[0].accessibilityHint == "Saves it")
        #expect(stack.items[1].title == "" && stack.items[1].kind == .iconOnly && stack.items[1].hugsContent)
        #expect(stack.items[1].accessibility.label == "Favourite, dimmed, button")
        // Each item's place is recorded for reports: items[1] is on line 6, indented 6, `- ` at
        // columns 7–8, its `{` at column 9.
        let place = document.sourceMap.place(of: .custom("items[1]"), inNode: 0)
        #expect(place?.line == 6 && place?.column == 9)
    }

    @Test("a titled kind still needs a title; unknown kinds and states name the choices")
    func errors() {
        func message(_ yaml: String) -> String? {
            do {
                _ = try StackDocument(yaml: yaml)
                return nil
            } catch {
                return error.description
            }
        }
        // `  buttons: {items: [{icon: star, kind: primary}]}`: `{` at 21.
        #expect(message("root:\n  buttons: {items: [{icon: star, kind: primary}]}\n")
            == "root.buttons.items[0] (line 2, column 21): missing required key \"title\"")
        // `{` 21, `title:` 22–27, `A` 29, `icon:` 32–36, `star` 38–41, `state:` 44–49, `busy` at 51.
        #expect(message("root:\n  buttons: {items: [{title: A, icon: star, state: busy}]}\n")
            == "root.buttons.items[0].state (line 2, column 51): unknown value \"busy\"; expected one of enabled, disabled, loading")
    }

    @Test("audit settings: extra verbs, and whether the built-in list applies")
    func auditSettings() throws {
        let document = try StackDocument(yaml: "audit: {verbs: [Rsvp], builtInVerbs: false}\nroot:\n  box: {}\n")
        #expect(document.audit == DocumentAuditSettings(verbs: ["Rsvp"], usesBuiltInVerbs: false))
        #expect(try StackDocument(yaml: "root:\n  box: {}\n").audit == DocumentAuditSettings())
    }

    @Test("audit title limits: maxWords and maxCharacters, 4 and 30 by default, whole numbers of at least 1")
    func auditTitleLimits() throws {
        let document = try StackDocument(yaml: "audit: {maxWords: 5, maxCharacters: 32}\nroot:\n  box: {}\n")
        #expect(document.audit.maximumWords == 5 && document.audit.maximumCharacters == 32)
        let defaults = try StackDocument(yaml: "audit: {verbs: [Rsvp]}\nroot:\n  box: {}\n").audit
        #expect(defaults.maximumWords == 4 && defaults.maximumCharacters == 30)
        func message(_ audit: String) -> String? {
            do {
                _ = try StackDocument(yaml: "audit: \(audit)\nroot:\n  box: {}\n")
                return nil
            } catch {
                return error.description
            }
        }
        // `audit: {maxWords: ` is 18 characters, so the value starts at column 19; in
        // `audit: {maxWords: 4, maxCharacters: ` (36 characters) at column 37.
        #expect(message("{maxWords: 0}") == "audit.maxWords (line 1, column 19): expected a whole number, 1 or more; found 0")
        #expect(message("{maxWords: 2.5}") == "audit.maxWords (line 1, column 19): expected a whole number, 1 or more; found 2.5")
        #expect(message("{maxWords: five}")
            == "audit.maxWords (line 1, column 19): expected a whole number, 1 or more; found \"five\"")
        #expect(message("{maxWords: 4, maxCharacters: -3}")
            == "audit.maxCharacters (line 1, column 37): expected a whole number, 1 or more; found -3")
        #expect(message("{maxCharacters: .inf}")
            == "audit.maxCharacters (line 1, column 24): expected a whole number, 1 or more; found .inf")
        // The list of keys names the new ones; "maxWord" is one letter from "maxWords".
        #expect(message("{maxWord: 5}")
            == "audit.maxWord (line 1, column 9): unknown key \"maxWord\" (did you mean \"maxWords\"?); "
                + "allowed keys: verbs, builtInVerbs, maxWords, maxCharacters")
    }

    @Test("the theme's button appearance: its colours and radius over the design system's")
    func buttonAppearance() {
        let theme = DocumentTheme(colors: ["primary": "#000000", "text": "#123456", "onDisabled": "#11223380"], cornerRadius: 12)
        let appearance = theme.buttonAppearance
        let primary = appearance.look(kind: .primary, state: .enabled)
        #expect(primary.fill?.hex == "#000000" && primary.content.hex == "#FFFFFF" && appearance.background.hex == "#FFFFFF")
        #expect(primary.cornerRadius == 12)
        #expect(appearance.look(kind: .tertiary, state: .enabled).fill == nil)
        let loading = appearance.look(kind: .primary, state: .loading)
        #expect(loading.fill?.hex == "#F2F2F7" && loading.content.hex == "#11223380")
        // `text` is no button colour: everything but primary, onDisabled and the radius is the standard's.
        var expected = ButtonAppearance.standard
        expected.primary = ButtonColor(red: 0, green: 0, blue: 0)
        expected.onDisabled = ButtonColor(hex: "#11223380")!
        expected.cornerRadius = 12
        #expect(appearance == expected)
        #expect(DocumentTheme().buttonAppearance == .standard)
    }
}
