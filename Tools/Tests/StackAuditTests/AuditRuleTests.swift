import DynamicButtons
import StackAudit
import StackDocument
import Testing

/// Every rule with a document that triggers it and one that does not.
///
/// The page (``AuditFixture/page``) at 375 pt: margins 16, so the content is 343 wide; the
/// heading is 17 tall (y 16…33) and the buttons start 16 lower, at 49. Two buttons in a row
/// share (343 − 8) / 2 = 167.5 → 167 px and 168 px at scale 1 (x 16…183 and 191…359, 16 pt
/// from each side); "Save Draft" needs 12 + 24 + 8 + 10 × 8.5 + 12 = 141, so both fit a row,
/// 44 tall. In the passing theme, #0A63D1 on white is 5.65:1 and black on white 21:1.
struct AuditRuleTests {
    static let save = "{id: save, title: Save Draft, icon: plus, kind: primary}"
    static let share = "{id: share, title: Share, icon: share}"
    static let clean = AuditFixture.page([save, share], theme: AuditFixture.passingTheme)

    func ids(_ items: [String], theme: String? = AuditFixture.passingTheme, buttonsKeys: String = "",
             extraTop: String = "", widths: [Double] = [375]) throws -> [String] {
        try AuditFixture.ruleIDs(AuditFixture.page(items, theme: theme, buttonsKeys: buttonsKeys, extraTop: extraTop), widths: widths)
    }

    @Test("the clean page has no findings")
    func cleanPage() throws {
        #expect(try AuditFixture.report(Self.clean).findings.isEmpty)
    }

    @Test func primaryFirst() throws {
        #expect(try ids([Self.share, Self.save]) == ["primary-not-first"])
        #expect(try ids([Self.save, Self.share]).isEmpty)
        let finding = try AuditFixture.report(AuditFixture.page([Self.share, Self.save], theme: AuditFixture.passingTheme)).findings[0]
        #expect(finding.location.button == "save")
        #expect(finding.severity == .warning)
        #expect(finding.message == "the primary button 'Save Draft' is button 2 of 2; put it first")
        // Lines: 1 theme, 2 root, 3 stack, 4 axis, 5 margins, 6 spacing, 7 children, 8 text,
        // 9 buttons, 10 id, 11 items, 12 the first item, 13 the second; `            - {` puts
        // the mapping at column 15.
        #expect(finding.location.place.line == 13 && finding.location.place.column == 15)
        #expect(finding.location.place.path.description == "root.stack.children[1].buttons.items[1]")
    }

    @Test("two primary buttons are an error unless the group is parallel")
    func singlePrimary() throws {
        let other = "{id: send, title: Send Draft, icon: paperplane, kind: primary}"
        #expect(try ids([Self.save, other]) == ["multiple-primary"])
        #expect(try ids([Self.save, other], buttonsKeys: "parallel: true").isEmpty)
    }

    @Test func iconOnlyLabel() throws {
        #expect(try ids(["{id: star, icon: star, kind: iconOnly}"]) == ["icon-only-label"])
        #expect(try ids(["{id: star, icon: star, kind: iconOnly, accessibilityLabel: Favourite}"]).isEmpty)
    }

    @Test("more than three icon-only buttons in a group")
    func iconOnlyCount() throws {
        let icons = (0..<4).map { "{id: i\($0), icon: star, kind: iconOnly, accessibilityLabel: Star \($0)}" }
        #expect(try ids(icons) == ["too-many-icon-only"])
        #expect(try ids(Array(icons.prefix(3))).isEmpty)
    }

    @Test func titleCase() throws {
        #expect(try ids(["{id: save, title: Save draft, icon: plus}"]) == ["title-case"])
        // Minor words may stay lower case inside a title.
        #expect(try ids(["{id: open, title: Open in Safari, icon: compass}"]).isEmpty)
    }

    @Test("titles lead with a verb; documents add verbs or drop the built-in list")
    func titleVerb() throws {
        #expect(try ids(["{id: s, title: Settings, icon: plus}"]) == ["title-verb"])
        #expect(try ids(["{id: s, title: Rsvp Now, icon: plus}"]) == ["title-verb"])
        #expect(try ids(["{id: s, title: Rsvp Now, icon: plus}"], extraTop: "audit: {verbs: [rsvp]}\n").isEmpty)
        // Without the built-in verbs, share is no verb (save would still lead as a global command).
        #expect(try ids(["{id: s, title: Share Draft, icon: plus}"], extraTop: "audit: {verbs: [Rsvp], builtInVerbs: false}\n")
            == ["title-verb"])
    }

    @Test("a title that is one global command passes the verb rule; other non-verb titles do not")
    func globalCommands() throws {
        // The spec: "simple global commands when possible: Save, Back, Next, Apply". OK, Done,
        // Back, Next and Previous are not verbs (none is in InterfaceVerbs.common).
        for command in ["OK", "Done", "Back", "Next", "Previous", "Save", "Apply", "Cancel"] {
            #expect(try ids(["{id: c, title: \(command), icon: plus}"]).isEmpty, "\(command)")
            // The spec's commands, not the verb list: dropping the built-in verbs keeps them.
            #expect(try ids(["{id: c, title: \(command), icon: plus}"], extraTop: "audit: {verbs: [Rsvp], builtInVerbs: false}\n")
                .isEmpty, "\(command) without built-in verbs")
        }
        // Nouns stay flagged; a global command passes leading a longer title too.
        for title in ["Favourites", "Settings Page", "Draft Saving", "Chapter Next"] {
            #expect(try ids(["{id: c, title: \(title), icon: plus}"]) == ["title-verb"], "\(title)")
        }
        let english = TitleLanguage.english
        #expect(english.isGlobalCommand("OK!") && english.isGlobalCommand("ok"))
        #expect(!english.isGlobalCommand("") && !english.isGlobalCommand("Go Back"))
        #expect(english.isGlobalCommand("Next Chapter") && !english.isGlobalCommand("Chapter Next"))
        // Multi-word commands match whole: "Learn More" and "Not Now", not "Learn Swift" (which
        // passes the verb rule anyway, by "learn") nor "Not Yet".
        #expect(english.isGlobalCommand("Learn More") && english.isGlobalCommand("Not Now"))
        #expect(!english.isGlobalCommand("Not Yet"))
    }

    @Test("the spec's own examples pass the verb rule: leading global commands, negative imperatives")
    func specExamplesLeadWithCommands() throws {
        // "Next Chapter" and "Back to Top" lead with the spec's global commands; "Don't Save"
        // and "Never Ask Again" are negative imperatives of built-in verbs (save, ask). "Do Not
        // Disturb" negates a word the built-in list lacks (disturb), so it stays flagged, and a
        // negation alone is no command.
        for title in ["Next Chapter", "Back to Top", "Don't Save", "Don’t Save", "Never Ask Again"] {
            #expect(try ids(["{id: c, title: \"\(title)\", icon: plus}"]).isEmpty, "\(title)")
        }
        for title in ["Do Not Disturb", "Don't", "Never"] {
            #expect(try ids(["{id: c, title: \"\(title)\", icon: plus}"]) == ["title-verb"], "\(title)")
        }
    }

    @Test("German commands may end with their verb; English ones may not")
    func verbLastInGerman() {
        let german = TitleStyle(language: "de")
        #expect(german.isCommand("In Safari öffnen") && german.isCommand("Teilen"))
        #expect(!german.isCommand("Safari Einstellungen"))
        let english = TitleStyle()
        #expect(!english.isCommand("In Safari open") && english.isCommand("Open in Safari"))
        #expect(VerbPosition(language: "nl") == .firstOrLast && VerbPosition(language: "fr") == .first)
        #expect(VerbPosition(language: "ja") == .last && VerbPosition(language: "tr") == .firstOrLast)
    }

    @Test("titles of more than four words or 30 characters")
    func titleLength() throws {
        // Five words.
        #expect(try ids(["{id: s, title: Save This Draft for Later, icon: plus}"]) == ["title-length"])
        // Four words, 8 + 1 + 10 + 1 + 9 + 1 + 13 = 43 characters.
        #expect(try ids(["{id: s, title: Download Everything Overnight Automatically, icon: plus}"]) == ["title-length"])
        // Four words, 18 characters.
        #expect(try ids(["{id: s, title: Open in Safari Now, icon: plus}"]).isEmpty)
    }

    @Test("audit.maxWords and audit.maxCharacters change the title length limits")
    func titleLengthLimits() throws {
        // The spec's own example: 6 + 1 + 2 + 1 + 7 + 1 + 4 + 1 + 9 = 32 characters, 5 words. At
        // 375 pt it fits a row: 12 + 24 + 8 + 32 × 8.5 + 12 = 328 ≤ 343.
        let assign = ["{id: pcp, title: Assign as Primary Care Physician, icon: plus}"]
        #expect(try ids(assign) == ["title-length"])
        #expect(try ids(assign, extraTop: "audit: {maxWords: 5, maxCharacters: 32}\n").isEmpty)
        // Each limit alone: 32 > 30 characters, 5 > 4 words.
        #expect(try ids(assign, extraTop: "audit: {maxWords: 5}\n") == ["title-length"])
        #expect(try ids(assign, extraTop: "audit: {maxCharacters: 32}\n") == ["title-length"])
        // Lower limits flag shorter titles: "Save Draft" has 2 words and 10 characters.
        #expect(try ids([Self.save], extraTop: "audit: {maxWords: 1}\n") == ["title-length"])
        #expect(try ids([Self.save], extraTop: "audit: {maxCharacters: 9}\n") == ["title-length"])
        #expect(try ids([Self.save], extraTop: "audit: {maxWords: 2, maxCharacters: 10}\n").isEmpty)
        let report = try AuditFixture.report(
            AuditFixture.page(assign, theme: AuditFixture.passingTheme, extraTop: "audit: {maxWords: 5, maxCharacters: 31}\n"))
        #expect(report.findings.map(\.message) == [
            "'Assign as Primary Care Physician' has 5 words and 32 characters; keep titles to 5 words and 31 characters "
                + "(or raise audit.maxWords and audit.maxCharacters)"
        ])
    }

    @Test("a hugging title that truncates at the smallest width")
    func titleTruncated() throws {
        // At 182 the content is 150 wide; "Add to Favourites" (144.5) hugging needs 168.5, so it
        // is truncated; at 375 it fits.
        let hugging = "{id: fav, title: Add to Favourites, icon: star, hug: true}"
        let report = try AuditFixture.report(
            AuditFixture.page([hugging], theme: AuditFixture.passingTheme), widths: [375, 182])
        #expect(report.findings.map(\.rule.id) == ["title-truncated"])
        #expect(report.findings[0].location.combination?.width == 182)
        #expect(report.findings[0].severity == .error)
        #expect(try ids([hugging]).isEmpty)
        // Without hugging the title wraps under its icon instead.
        #expect(try ids(["{id: fav, title: Add to Favourites, icon: star}"], widths: [182]).isEmpty)
    }

    @Test("text against its fill: #777777 under white fails AA, #767676 passes")
    func textContrast() throws {
        let failing = "{button: \"#0A63D1\", onButton: \"#FFFFFF\", primary: \"#777777\", onPrimary: \"#FFFFFF\"}"
        let passing = "{button: \"#0A63D1\", onButton: \"#FFFFFF\", primary: \"#767676\", onPrimary: \"#FFFFFF\"}"
        let report = try AuditFixture.report(AuditFixture.page([Self.save, Self.share], theme: failing))
        #expect(report.findings.map(\.rule.id) == ["text-contrast"])
        // 4.478 is printed rounded down, so a failing ratio never reads as the minimum.
        #expect(report.findings[0].message.contains("contrasts 4.47:1 with its fill #777777; WCAG AA needs 4.5:1"))
        #expect(try ids([Self.save, Self.share], theme: passing).isEmpty)
        // A disabled button is exempt.
        #expect(try ids(["{id: save, title: Save Draft, icon: plus, kind: primary, state: disabled}", Self.share], theme: failing).isEmpty)
        // A tertiary title is checked against the background: #999999 on white is 2.85:1.
        #expect(try ids(["{id: t, title: Share, icon: share, kind: tertiary}"], theme: "{tertiary: \"#999999\"}") == ["text-contrast"])
    }

    @Test("a fill against the background below 3:1 only where the title does not read on the background")
    func fillContrast() throws {
        // The standard grey #E5E5EA: E5 = 229/255 → 0.783 40, EA = 234/255 → 0.822 80, so L =
        // 0.2126 × 0.7834 + 0.7152 × 0.7834 + 0.0722 × 0.8228 = 0.786 25, 1.05 / 0.836 25 = 1.26:1
        // on white. Its #0059C1 title (59 = 89/255 → 0.0999, C1 = 193/255 → 0.5334, L = 0.7152 ×
        // 0.0999 + 0.0722 × 0.5334 = 0.1100) reads 0.836 25 / 0.16 = 5.23:1 on the fill and
        // 1.05 / 0.16 = 6.56:1 on white: the title identifies the button, no boundary needed.
        #expect(try AuditFixture.report(AuditFixture.page([Self.share], theme: nil)).findings.isEmpty)
        // A white title on #0A63D1 (0A → 0.0030, 63 = 99/255 → 0.1248, D1 = 209/255 → 0.6376:
        // L = 0.2126 × 0.0030 + 0.7152 × 0.1248 + 0.0722 × 0.6376 = 0.1359; 1.05 / 0.1859 =
        // 5.65:1, passes) on a #3A7BDA background (3A → 0.0423, 7B → 0.1981, DA → 0.7011: L =
        // 0.0090 + 0.1417 + 0.0506 = 0.2013): the title reads 1.05 / 0.2513 = 4.18:1 on the
        // background, under 4.5, so the fill's shape must show, and it is 0.2513 / 0.1859 =
        // 1.35:1 from the background (rounded down), a warning.
        let theme = "{background: \"#3A7BDA\", button: \"#0A63D1\", onButton: \"#FFFFFF\"}"
        let report = try AuditFixture.report(AuditFixture.page([Self.share], theme: theme))
        #expect(report.findings.map(\.rule.id) == ["fill-contrast"])
        #expect(report.findings.first?.message.contains("(#0A63D1) contrasts 1.35:1 with the background #3A7BDA") == true)
    }

    @Test("a title broken inside a word, where no arrangement holds the word, is an error")
    func wordBrokenTitle() throws {
        // At 214 the page's 16 pt margins leave the stack 182: "Benachrichtigungseinstellungen"
        // (255 pt) fits no arrangement, and column above breaks it at 182 − 24 = 158.
        let yaml = AuditFixture.page(["{id: n, title: Benachrichtigungseinstellungen, icon: plus}"], theme: AuditFixture.passingTheme)
        let report = try AuditFixture.report(yaml, widths: [214])
        let broken = report.findings.filter { $0.rule.id == "title-truncated" }
        #expect(broken.count == 1)
        #expect(broken.first?.severity == .error)
        #expect(broken.first?.message.contains("breaks a word across lines") == true)
        // At 375 (343 for the stack) column beside holds it on one line (311): no such finding.
        #expect(try AuditFixture.report(yaml, widths: [375]).findings.filter { $0.rule.id == "title-truncated" }.isEmpty)
    }

    @Test("a button narrower than 44 pt")
    func touchTarget() throws {
        // At 70 the content is 38 wide: the only button is 38 pt wide.
        let report = try AuditFixture.report(AuditFixture.page([Self.share], theme: AuditFixture.passingTheme), widths: [70])
        let target = try #require(report.findings.first { $0.rule.id == "touch-target" })
        #expect(target.message.hasPrefix("'Share' is 38 × "))
        #expect(try ids([Self.share]).isEmpty)
    }

    @Test("less than 16 pt to neighbouring content")
    func contentSpacing() throws {
        let tight = AuditFixture.page([Self.share], theme: AuditFixture.passingTheme).replacingOccurrences(of: "spacing: 16", with: "spacing: 8")
        let report = try AuditFixture.report(tight)
        #expect(report.findings.map(\.rule.id) == ["content-spacing"])
        // The heading ends at 33; the button starts at 33 + 8 = 41.
        #expect(report.findings[0].message == "'Share' is 8 pt from neighbouring content; keep at least 16 pt")
    }

    @Test("less than 16 pt to the sides of the screen")
    func sideMargins() throws {
        let narrow = AuditFixture.page([Self.share], theme: AuditFixture.passingTheme)
            .replacingOccurrences(of: "margins: 16", with: "margins: {top: 16, leading: 8, bottom: 16, trailing: 8}")
        let report = try AuditFixture.report(narrow)
        #expect(report.findings.map(\.rule.id) == ["side-margins"])
        #expect(report.findings[0].message == "'Share' is 8 pt from the leading edge of the screen; keep at least 16 pt")
    }

    /// Icon-only Back and Next (icon star, 24 pt; labelled) are 12 + 24 + 12 = 48 pt wide in
    /// every arrangement. A row gives each (W − 8) / 2, so it needs W ≥ 2 × 48 + 8 = 104; a
    /// column needs W ≥ 48. At 375 pt the content is 343 wide: a row (row-beside). At 100 pt
    /// it is 68: shares of 30 < 48, so a column (column-beside; 68 ≥ 48), each button 48 wide,
    /// centred (26 pt from the left edge), 44 tall, 16 pt under the heading (y 16…33).
    static let iconOnlyBack = "{id: back, icon: star, kind: iconOnly, accessibilityLabel: Back}"
    static let iconOnlyNext = "{id: next, icon: star, kind: iconOnly, accessibilityLabel: Next}"

    @Test("directional buttons are judged by the arrangement each combination gets, not by the parent stack")
    func directionalIconOnlyByArrangement() throws {
        let pair = AuditFixture.page([Self.iconOnlyBack, Self.iconOnlyNext], theme: AuditFixture.passingTheme)
        // Side by side in the page's vertical stack at 375: nothing.
        #expect(try AuditFixture.findings(pair).isEmpty)
        // Stacked at 100 (68 pt of content, far from the 104 a row needs): both, at 100 only.
        #expect(try AuditFixture.findings(pair, widths: [375, 100]) == [
            "directional-icon-only back 100 pt · large", "directional-icon-only next 100 pt · large",
        ])
        let message = try AuditFixture.report(pair, widths: [100]).findings.first?.message
        #expect(message == "'Back' is for directional navigation, but its group is stacked vertically ('column-beside'); "
            + "keep directional buttons side by side in a row")
        // The same pair in a horizontal stack: its axis no more excuses a column than a vertical
        // one condemns a row. Margins 16, so the same 68 pt of content at 100.
        let horizontal = """
            theme: \(AuditFixture.passingTheme)
            root:
              stack:
                axis: horizontal
                margins: 16
                children:
                  - buttons:
                      items:
                        - \(Self.iconOnlyBack)
                        - \(Self.iconOnlyNext)
            """
        #expect(try AuditFixture.findings(horizontal, widths: [375, 100]) == [
            "directional-icon-only back 100 pt · large", "directional-icon-only next 100 pt · large",
        ])
        // A lone directional button is not stacked with anything.
        #expect(try AuditFixture.findings(AuditFixture.page([Self.iconOnlyBack], theme: AuditFixture.passingTheme)).isEmpty)
    }

    @Test("titled directional buttons that fall to a column are flagged too")
    func directionalTitledByArrangement() throws {
        // "Go Back" and "Go Next" are 7 × 8.5 = 59.5 pt wide with a 24 pt icon and an 8 pt gap.
        // row-beside needs 12 + 24 + 8 + 59.5 + 12 = 115.5 a button, so W ≥ 2 × 115.5 + 8 =
        // 239; row-above 12 + 59.5 + 12 = 83.5, so W ≥ 175; column-beside W ≥ 115.5. At 375
        // (343 of content) a row; at 182 (150: shares of 71) a column, column-beside.
        let goBack = "{id: back, title: Go Back, icon: star}"
        let goNext = "{id: next, title: Go Next, icon: star}"
        let pair = AuditFixture.page([goBack, goNext], theme: AuditFixture.passingTheme)
        #expect(try AuditFixture.findings(pair, widths: [375, 182]) == [
            "directional-icon-only back 182 pt · large", "directional-icon-only next 182 pt · large",
        ])
        // Beside a button that does not navigate, only the directional one is flagged: "Save
        // Draft" (85 pt) needs 12 + 85 + 12 = 109 > 71 in row-above, so a column at 182 too.
        #expect(try AuditFixture.findings(AuditFixture.page([goBack, Self.share], theme: AuditFixture.passingTheme), widths: [182])
            == ["directional-icon-only back 182 pt · large"])
        // Buttons that do not navigate may stack.
        #expect(try AuditFixture.findings(AuditFixture.page([Self.save, Self.share], theme: AuditFixture.passingTheme), widths: [182])
            .isEmpty)
    }

    @Test("what counts as directional: navigation titles (also after Go) in each language, navigation:, chevrons; not Forward alone nor arrows")
    func directionalWords() throws {
        func item(_ title: String, icon: String? = nil, navigation: ButtonNavigation? = nil) -> ButtonItem {
            ButtonItem(id: "d", title: title, iconSize: ButtonIconSize(width: 24, height: 24), iconName: icon, navigation: navigation)
        }
        for title in ["Back", "Next Step", "Previous", "Go Back", "Go Forward", "Zurück", "Weiter", "Suivant", "Atrás",
                      "Siguiente", "Indietro", "Voltar", "Volgende", "次へ", "戻る", "下一步", "返回", "다음", "뒤로", "التالي"] {
            #expect(DirectionalNavigation.isDirectional(item(title)), "\(title)")
        }
        // Mail's Forward sends a message on; Sign Out with an arrow leaves: neither navigates.
        for (title, icon) in [("Forward", "arrowshape.turn.up.right"), ("Sign Out", "rectangle.portrait.and.arrow.right"),
                              ("Sign Out", "arrow.right"), ("Go", nil), ("Save Draft", nil), ("Call Back", nil),
                              ("Feedback", nil), ("Go Home", nil)] as [(String, String?)] {
            #expect(!DirectionalNavigation.isDirectional(item(title, icon: icon)), "\(title)")
        }
        // Unless the document says so.
        #expect(DirectionalNavigation.isDirectional(item("Sign Out", icon: "arrow.right", navigation: .forward)))
        // An icon-only button by its label, or by a chevron.
        let labelled = ButtonItem(id: "d", title: "", iconSize: ButtonIconSize(width: 24, height: 24), kind: .iconOnly, accessibilityLabel: "Back")
        let chevron = ButtonItem(id: "d", title: "", iconSize: ButtonIconSize(width: 24, height: 24), iconName: "chevron.left", kind: .iconOnly)
        let star = ButtonItem(id: "d", title: "", iconSize: ButtonIconSize(width: 24, height: 24), iconName: "star", kind: .iconOnly)
        #expect(DirectionalNavigation.isDirectional(labelled) && DirectionalNavigation.isDirectional(chevron))
        #expect(!DirectionalNavigation.isDirectional(star))
        // Directions: a chevron pointing left goes back left to right and forward right to left.
        #expect(DirectionalNavigation.direction(of: chevron) == .back)
        #expect(DirectionalNavigation.direction(of: chevron, reading: .rightToLeft) == .forward)
        #expect(DirectionalNavigation.direction(of: item("Weiter")) == .forward)
        #expect(DirectionalNavigation.direction(of: item("Zurück", navigation: .forward)) == .forward)
    }

    @Test("directional buttons in their natural order keep it: no primary-not-first for [Back, Next (primary)]")
    func naturalOrder() throws {
        let back = "{id: back, title: Back, icon: chevron.left}"
        let next = "{id: next, title: Next, icon: chevron.right, kind: primary}"
        #expect(try AuditFixture.findings(AuditFixture.page([back, next], theme: AuditFixture.passingTheme), widths: [375]).isEmpty)
        // The same in German, and with navigation: stated on titles that do not say it.
        let zurück = "{id: back, title: Zurück, icon: star}"
        let weiter = "{id: next, title: Weiter, icon: star, kind: primary}"
        let german = AuditFixture.page([zurück, weiter], theme: AuditFixture.passingTheme, extraTop: "language: de\n")
        #expect(try AuditFixture.findings(german, widths: [375]).isEmpty)
        let stated = AuditFixture.page([
            "{id: back, title: Earlier Photos, icon: star, navigation: back}",
            "{id: next, title: Later Photos, icon: star, navigation: forward, kind: primary}",
        ], theme: AuditFixture.passingTheme, extraTop: "audit: {verbs: [earlier, later]}\n")
        #expect(try AuditFixture.findings(stated, widths: [375]).isEmpty)
        // Out of natural order, or beside a button that does not navigate, the primary goes first.
        let reversed = AuditFixture.page(
            ["{id: next, title: Next, icon: chevron.right}", "{id: back, title: Back, icon: chevron.left, kind: primary}"],
            theme: AuditFixture.passingTheme)
        #expect(try AuditFixture.findings(reversed, widths: [375]) == ["primary-not-first back -"])
        let mixed = AuditFixture.page(
            ["{id: open, title: Open, icon: plus}", "{id: next, title: Next, icon: chevron.right, kind: primary}"],
            theme: AuditFixture.passingTheme)
        #expect(try AuditFixture.findings(mixed, widths: [375]) == ["primary-not-first next -"])
        // Right to left, chevron.right points back: [chevron.right, chevron.left (primary)] is
        // back before forward there, while the same items left to right are reversed.
        let chevrons = ["{id: back, title: See Earlier, icon: chevron.right}", "{id: next, title: See Later, icon: chevron.left, kind: primary}"]
        let leftToRight = AuditFixture.page(chevrons, theme: AuditFixture.passingTheme)
        #expect(try AuditFixture.findings(leftToRight, widths: [375]) == ["primary-not-first next -"])
        let rightToLeft = AuditFixture.page(chevrons, theme: AuditFixture.passingTheme, extraTop: "environment: {direction: rtl}\n")
        #expect(try AuditFixture.findings(rightToLeft, widths: [375]).isEmpty)
    }

    @Test("buttons of a group closer than 8 pt draw target-spacing, at the later button of each pair, in every combination")
    func targetSpacing() throws {
        // The clean pair side by side at 375 pt with spacing 0: Share is 0 pt from Save Draft.
        let touching = AuditFixture.page([Self.save, Self.share], theme: AuditFixture.passingTheme, buttonsKeys: "spacing: 0")
        let report = try AuditFixture.report(touching, widths: [375, 768])
        let spacing = report.findings.filter { $0.rule == .targetSpacing }
        #expect(spacing.count == 1)
        let finding = try #require(spacing.first)
        #expect(finding.location.button == "share" && finding.combinations.count == 2)
        #expect(finding.message == "'Share' is 0 pt from 'Save Draft'; keep at least 8 pt between touch targets")
        // 7 pt is too close; 8 pt (the default spacing) is enough.
        let seven = touching.replacingOccurrences(of: "spacing: 0", with: "spacing: 7")
        #expect(try AuditFixture.findings(seven, widths: [375]) == ["target-spacing share 375 pt · large"])
        let eight = touching.replacingOccurrences(of: "spacing: 0", with: "spacing: 8")
        #expect(try AuditFixture.findings(eight, widths: [375]).isEmpty)
    }
}
