import DynamicButtons
import StackDocument
import Testing

@Suite("String tables, pseudo-locales and styles in documents")
struct LocalizationTests {
    static let source = """
        strings:
          de: {Share: Teilen, "Open in Safari": In Safari öffnen}
          ar: {Share: مشاركة}
        theme: {background: "#FFFFFF", primary: "#0a84ff", cornerRadius: 12}
        root:
          stack:
            axis: vertical
            fill: "#F2F2F7"
            children:
              - text: {id: title, string: Share, color: "#1C1C1E"}
              - box: {id: icon, width: 24, height: 24, icon: star, fill: "#FF9500", cornerRadius: 6}
              - buttons:
                  items:
                    - {id: safari, title: Open in Safari, icon: compass}
                    - {id: share, title: Share, icon: share}
        """

    func strings(_ document: StackDocument) -> [String] {
        guard case .stack(let stack) = document.root.content else { return [] }
        var found: [String] = []
        for child in stack.children {
            switch child.content {
            case .text(let text): found.append(text.string)
            case .container(let layout, _): found += (layout as! ButtonStack).items.map(\.title)
            default: break
            }
        }
        return found
    }

    @Test("a locale's table translates texts and button titles; missing keys show the key")
    func translations() throws {
        let document = try StackDocument(yaml: Self.source)
        #expect(strings(document.localized(for: DocumentLocale("de"))) == ["Teilen", "In Safari öffnen", "Teilen"])
        // de_DE falls back to de; ar has only "Share".
        #expect(strings(document.localized(for: DocumentLocale("de_DE"))) == ["Teilen", "In Safari öffnen", "Teilen"])
        #expect(strings(document.localized(for: DocumentLocale("ar"))) == ["مشاركة", "Open in Safari", "مشاركة"])
        #expect(strings(document.localized(for: DocumentLocale("en"))) == ["Share", "Open in Safari", "Share"])
    }

    @Test("right-to-left locales flip the direction")
    func direction() throws {
        let document = try StackDocument(yaml: Self.source)
        #expect(document.localized(for: DocumentLocale("ar")).environment.direction == .rightToLeft)
        #expect(document.localized(for: DocumentLocale("he_IL")).environment.direction == .rightToLeft)
        #expect(document.localized(for: DocumentLocale("pseudo-rtl")).environment.direction == .rightToLeft)
        #expect(document.localized(for: DocumentLocale("de")).environment.direction == nil)
    }

    @Test("pseudo lengthens by about 40 % with accents and brackets; pseudo-rtl adds the override marks")
    func pseudo() {
        // "Share": 5 characters → ⌈7⌉ = 7: brackets + 5 accented letters, no filler.
        #expect(PseudoLocalization.transform("Share") == "[Šĥåŕé]")
        // "Open in Safari": 14 → ⌈19.6⌉ = 20: brackets, 14 letters and spaces, 4 dots.
        #expect(PseudoLocalization.transform("Open in Safari") == "[Öþéñ îñ Šåƒåŕî····]")
        #expect(PseudoLocalization.transform("Share", rightToLeft: true) == "\u{202E}[Šĥåŕé]\u{202C}")
        #expect(PseudoLocalization.transform("") == "")
    }

    @Test("styles are kept by tree path and the theme by name; colours are upper-cased")
    func styles() throws {
        let document = try StackDocument(yaml: Self.source)
        #expect(document.styles["root"] == NodeStyle(fill: "#F2F2F7"))
        #expect(document.styles["root/0"] == NodeStyle(color: "#1C1C1E"))
        #expect(document.styles["root/1"] == NodeStyle(fill: "#FF9500", cornerRadius: 6, icon: "star"))
        #expect(document.theme.colors == ["background": "#FFFFFF", "primary": "#0A84FF"])
        #expect(document.theme.cornerRadius == 12)
    }

    @Test("bad colours, unknown theme names and malformed tables name their place")
    func errors() {
        func message(_ yaml: String) -> String { readingError(yaml) ?? "no error" }
        #expect(message("root: {box: {fill: red}}")
            == "root.box.fill (line 1, column 20): expected a colour written #RRGGBB or #RRGGBBAA; found \"red\"")
        // Digits are ASCII: full-width ones are hexadecimal to `Character.isHexDigit`, not to a colour.
        #expect(message("root: {box: {fill: \"#ＦＦ９５００\"}}")
            == "root.box.fill (line 1, column 20): expected a colour written #RRGGBB or #RRGGBBAA; found \"#ＦＦ９５００\"")
        #expect(message("root: {box: {fill: \"#+ABCDE\"}}").hasSuffix("found \"#+ABCDE\""))
        #expect(message("theme: {accent: \"#FFFFFF\"}\nroot: {box: {}}").contains("unknown key \"accent\""))
        #expect(message("strings: {de: [a, b]}\nroot: {box: {}}").hasPrefix("strings.de (line 1, column 15): expected a mapping"))
        #expect(message("root: {box: {icon: hearts}}").contains("unknown icon \"hearts\""))
    }
}
