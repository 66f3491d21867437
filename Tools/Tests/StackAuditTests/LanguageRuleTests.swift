import StackAudit
import StackDocument
import Testing

/// The title rules in each audited locale's language, and the rules on every text node.
///
/// The page is ``AuditFixture/page`` with the clean pair of ``AuditRuleTests`` (Save Draft,
/// Share), in the passing theme, so the English document as written has no finding.
struct LanguageRuleTests {
    /// The clean page with `strings` (a YAML flow mapping) and optional `audit` settings.
    static func page(strings: String, audit: String? = nil) -> String {
        AuditFixture.page(
            [AuditRuleTests.save, AuditRuleTests.share], theme: AuditFixture.passingTheme,
            extraTop: "strings: \(strings)\n" + (audit.map { "audit: \($0)\n" } ?? ""))
    }

    /// The findings about translations (a locale, no combination) as "rule button locale".
    static func translationFindings(_ yaml: String, locales: [String]) throws -> [String] {
        try AuditFixture.report(yaml, locales: [nil] + locales.map(DocumentLocale.init)).findings.compactMap { finding in
            guard let locale = finding.location.locale else { return nil }
            #expect(finding.location.combination == nil)
            return "\(finding.rule.id) \(finding.location.button ?? "-") \(locale)"
        }
    }

    /// "Benachrichtigungseinstellungen jetzt zurücksetzen": 3 words; 30 + 1 + 5 + 1 + 12 = 49
    /// characters ("Benachrichtigungs" 17 + "einstellungen" 13; "zurücksetzen" 12; "jetzt" 5).
    static let longGerman = "Benachrichtigungseinstellungen jetzt zurücksetzen"

    @Test("a German translation of 49 characters draws title-length in de; the English title passes")
    func germanLength() throws {
        let yaml = Self.page(strings: "{de: {Save Draft: Entwurf sichern, Share: \(Self.longGerman)}}")
        #expect(try Self.translationFindings(yaml, locales: ["de"]) == ["title-length share de"])
        let report = try AuditFixture.report(yaml, locales: [nil, DocumentLocale("de")])
        let finding = try #require(report.findings.first { $0.rule == .titleLength })
        #expect(finding.message == "'\(Self.longGerman)' has 3 words and 49 characters; keep titles to 4 words and "
            + "30 characters (or raise audit.maxWords and audit.maxCharacters)")
        #expect(finding.location.description.hasSuffix(", button share of actions, in de"))
        // The document as written (no locale) has no finding about the title.
        #expect(try AuditFixture.report(yaml).findings.isEmpty)
    }

    @Test("sentence case is fine in German, a lower-case first word is not; English wants Title Case")
    func casingByLanguage() throws {
        // "Entwurf sichern" is sentence case; German has no verb list, so no verb rule either.
        #expect(try Self.translationFindings(Self.page(strings: "{de: {Save Draft: Entwurf sichern}}"), locales: ["de"]).isEmpty)
        #expect(try Self.translationFindings(Self.page(strings: "{de: {Save Draft: entwurf sichern}}"), locales: ["de"])
            == ["title-case save de"])
        // French too is judged in sentence case.
        #expect(try Self.translationFindings(Self.page(strings: "{fr: {Save Draft: Enregistrer le brouillon}}"), locales: ["fr"]).isEmpty)
        // An English translation table is judged in Title Case: 'draft' needs a capital.
        let english = try AuditFixture.report(Self.page(strings: "{en_GB: {Save Draft: Save draft}}"), locales: [nil, DocumentLocale("en_GB")])
        let finding = try #require(english.findings.first)
        #expect(english.findings.count == 1)
        #expect(finding.rule == .titleCase && finding.location.locale == DocumentLocale("en_GB"))
        #expect(finding.message == "'Save draft' is not in Title Case: capitalise 'draft'")
        let german = try AuditFixture.report(Self.page(strings: "{de: {Save Draft: entwurf sichern}}"), locales: [nil, DocumentLocale("de")])
        #expect(german.findings.first?.message == "'entwurf sichern' does not start with a capital (sentence case): capitalise 'entwurf'")
    }

    @Test("scripts without case are not judged for casing; a language the audit does not know gets one note, not a verb warning")
    func caselessScripts() throws {
        // Arabic "مشاركة الملف" (share the file; a verbal noun first), Japanese "共有" (share, a
        // verbal noun), Hindi "साझा करें": no cased letter. Hindi is no language the audit knows:
        // one note about the locale, no title-verb.
        let yaml = Self.page(strings: "{ar: {Share: مشاركة الملف}, ja: {Share: 共有}, hi: {Share: साझा करें}}")
        #expect(try Self.translationFindings(yaml, locales: ["ar", "ja", "hi"]) == ["title-language - hi"])
        #expect(!TitleStyle.hasCasedLetters("مشاركة الملف"))
        #expect(TitleStyle.hasCasedLetters("Ελληνικά"))
    }

    @Test("German is judged with its own verbs; audit.verbs adds to them")
    func verbListPerLanguage() throws {
        // 'Entwurfsablage' (a noun) has no verb first or last; 'Teilen' is one; with or
        // without the document's German list.
        let strings = "{de: {Save Draft: Entwurfsablage, Share: Teilen}}"
        #expect(try Self.translationFindings(Self.page(strings: strings), locales: ["de"]) == ["title-verb save de"])
        #expect(try Self.translationFindings(Self.page(strings: strings, audit: "{verbs: {de: [Teilen, Sichern]}}"), locales: ["de"])
            == ["title-verb save de"])
        // German commands end with their verb: 'Entwurf sichern' passes, as 'In Safari öffnen' would.
        let verbLast = "{de: {Save Draft: Entwurf sichern, Share: Teilen}}"
        #expect(try Self.translationFindings(Self.page(strings: verbLast, audit: "{verbs: {de: [Teilen, Sichern]}}"), locales: ["de"])
            .isEmpty)
        // `verbs: {en: [...]}` is the list form's English.
        let rsvp = AuditFixture.page(["{id: r, title: Rsvp Now, icon: plus}"], theme: AuditFixture.passingTheme, extraTop: "audit: {verbs: {en: [rsvp]}}\n")
        #expect(try AuditFixture.report(rsvp).findings.isEmpty)
    }

    @Test("pseudo-locales and untranslated titles draw no title findings of their own")
    func pseudoAndUntranslated() throws {
        // Share is untranslated in de (judged once, as written); pseudo is no language.
        let yaml = Self.page(strings: "{de: {Save Draft: Entwurf sichern}}")
        #expect(try Self.translationFindings(yaml, locales: ["de", "pseudo"]).isEmpty)
    }

    /// A page of two texts in a column with 16 pt margins: `body` limited to one line, `code`
    /// one long word with no line limit (`lines: 0`; a text's default is 1, as `UILabel`'s).
    static let texts = """
        root:
          stack:
            axis: vertical
            margins: 16
            children:
              - text: {id: body, string: One two three four five six seven, lines: 1}
              - text: {id: code, string: Supercalifragilistic, lines: 0}
        """

    @Test("text-truncated and word-broken on text nodes, at the combinations where they happen")
    func textRules() throws {
        // Fixed metrics, body 17 pt: 8.5 pt a character. At 100 pt the texts get 100 − 32 = 68
        // pt, 8 characters: "One two" (7) is the first line and the limit of 1 cuts the rest;
        // "Supercalifragilistic" (20) breaks inside the word into "Supercal", "ifragili", "stic". At 375 (343 pt, 40 characters)
        // both fit on one line: the sentence is 33 characters, the word 20.
        let report = try AuditFixture.report(Self.texts, widths: [100, 375])
        let seen = report.findings.map { "\($0.rule.id) \($0.location.node) \($0.location.combination?.description ?? "-")" }
        #expect(seen == ["text-truncated body 100 pt · large", "word-broken code 100 pt · large"])
        let truncated = report.findings[0]
        #expect(truncated.message == "the text 'One two three four five six seven' is cut off with an ellipsis after 1 line "
            + "(its line limit); allow more lines or shorten the text")
        // The place is the `lines` value: line 6, `      - text: {id: body, string: One two three four five six
        // seven, lines: 1}`: `{` at 15, `string:` at 26, the 33-character string at 34–66, `lines:`
        // at 69 and its value at 76.
        #expect(truncated.location.place.line == 6 && truncated.location.place.column == 76)
        #expect(truncated.location.descriptionWithoutPosition
            == "root.stack.children[0].text.lines, text body, at 100 pt · large")
        #expect(report.findings[1].location.place.line == 7)
        #expect(try AuditFixture.report(Self.texts, widths: [375]).findings.isEmpty)
    }

    @Test("a compound that wraps at its hyphen is not a broken word; one wider than its button still is")
    func hyphenatedCompound() throws {
        // Fixed metrics, 8.5 pt a character; a lone button in column-above has the content
        // width less 12 pt insets either side for its title. At 170 pt: 170 − 32 − 24 = 114 pt,
        // and "WLAN-Einstellungen öffnen" wraps after the hyphen: "WLAN-" (42.5), "Einstellungen"
        // (110.5 ≤ 114), "öffnen" (51). At 160 pt the title has 104 pt, and "Einstellungen"
        // itself is broken. In German, the title is sentence case with its verb last: no title finding.
        let page = AuditFixture.page(
            ["{id: wifi, title: WLAN-Einstellungen öffnen, icon: gear}"], theme: AuditFixture.passingTheme,
            extraTop: "language: de\n")
        #expect(try AuditFixture.findings(page, widths: [170]).isEmpty)
        #expect(try AuditFixture.findings(page, widths: [160]) == ["title-truncated wifi 160 pt · large"])
    }
}
