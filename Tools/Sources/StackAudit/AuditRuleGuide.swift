/// What a rule's reader needs beyond its one-line summary: why the guideline exists and how
/// to fix a finding. SARIF carries it as each rule's `fullDescription` and `help`, which code
/// scanning shows on an alert; docs/audit-rules.md says the same at more length, with
/// examples, under a heading per rule id (which `helpUri` links to).
public struct AuditRuleGuide: Hashable, Sendable {
    /// Why the guideline exists.
    public var rationale: String
    /// How to fix a finding.
    public var remedy: String

    /// Creates a guide.
    public init(rationale: String, remedy: String) {
        self.rationale = rationale
        self.remedy = remedy
    }

    /// Where docs/audit-rules.md is published; `helpUri` is this plus `#rule-id`.
    public static let documentationURL = "https://github.com/dynamicstacks/DynamicStacks/blob/main/docs/audit-rules.md"

    /// The guide of `rule`; every rule of ``AuditRule/all`` has one (a test checks), and a rule
    /// made elsewhere gets its summary and a pointer to the documentation.
    public static func of(_ rule: AuditRule) -> AuditRuleGuide {
        guides[rule.id] ?? AuditRuleGuide(rationale: rule.summary, remedy: "See docs/audit-rules.md#\(rule.id).")
    }

    private static let guides: [String: AuditRuleGuide] = [
        "primary-not-first": AuditRuleGuide(
            rationale: "People look for the main action where they expect it: first in reading order, where a screen "
                + "reader and keyboard focus also reach it first.",
            remedy: "Move the primary button to the start of its group's items; a Back/Next pair stays in its natural "
                + "order (mark the buttons navigation: back and navigation: forward when their titles do not say so)."),
        "multiple-primary": AuditRuleGuide(
            rationale: "A primary button says 'this is the action'; two of them make the choice unclear.",
            remedy: "Keep one primary button and make the others default or tertiary, or mark the group parallel: true "
                + "when its actions are equal alternatives."),
        "icon-only-label": AuditRuleGuide(
            rationale: "A screen reader cannot describe an icon: without a label it reads the icon's name, or nothing useful.",
            remedy: "Give the button an accessibilityLabel naming the action (accessibilityLabel: Add to Favourites)."),
        "too-many-icon-only": AuditRuleGuide(
            rationale: "Few icons are understood without words; a row of them makes people guess.",
            remedy: "Keep at most three icon-only buttons in a group; give the others titles."),
        "title-case": AuditRuleGuide(
            rationale: "Consistent capitalisation makes buttons read as one family; the guidelines use Title Case for "
                + "English button titles and sentence case in the other languages written with case (German, French, "
                + "Spanish, …); scripts without case (Arabic, Hebrew, Chinese, …) are not judged.",
            remedy: "In English capitalise every word except minor words (a, and, in, of, to, …) inside the title; in "
                + "other languages start the title with a capital."),
        "title-verb": AuditRuleGuide(
            rationale: "A button does something; a title built on its verb says what before people press it. Each "
                + "language puts the verb where its commands do: first in English, French or Chinese, last in "
                + "Japanese and Korean, either in German and Dutch.",
            remedy: "Build the title on a verb (Save Draft, not Draft; Entwurf sichern; Enregistrer le brouillon), use "
                + "one of the language's global commands (OK, Cancel, Done, Fertig, Annuler), or add the word to "
                + "audit.verbs in the document if it is a verb the audit does not know (audit.verbs: {de: [...]} for "
                + "another language)."),
        "title-language": AuditRuleGuide(
            rationale: "The audit judges title verbs only in languages whose command forms it knows; guessing in "
                + "another would warn about good titles.",
            remedy: "Nothing is wrong. To have the titles judged, give the language's verbs in the document: "
                + "audit.verbs: {tr: [Kaydet, Paylaş]}."),
        "title-length": AuditRuleGuide(
            rationale: "Long titles truncate at small widths and large text sizes, and take longer to read; translations "
                + "(often a third longer than English) are held to the same limits.",
            remedy: "Shorten the title to at most four words and 30 characters, or raise audit.maxWords and "
                + "audit.maxCharacters in the document when the design allows more."),
        "title-truncated": AuditRuleGuide(
            rationale: "A truncated title hides what the button does.",
            remedy: "Shorten the title, let the group stack its buttons (fewer per row), or give the stack more width."),
        "text-contrast": AuditRuleGuide(
            rationale: "People with low vision, and anyone in bright light, cannot read text that barely differs from "
                + "its background; WCAG 2.1 AA asks for 4.5:1 for text and 3:1 for icons.",
            remedy: "Darken or lighten the title colour (onButton, onPrimary) or the fill in the document's theme."),
        "fill-contrast": AuditRuleGuide(
            rationale: "A button whose shape blends into the background does not look pressable (WCAG 2.1, 1.4.11 "
                + "non-text contrast, 3:1).",
            remedy: "Change the fill or the background colour in the document's theme."),
        "touch-target": AuditRuleGuide(
            rationale: "Targets under 44 × 44 pt are hard to hit, especially for people with motor impairments.",
            remedy: "Let the button grow (remove fixed sizes), add padding, or give the group more room."),
        "target-spacing": AuditRuleGuide(
            rationale: "Buttons that touch are pressed by mistake: a finger covers more than one of them, most of all "
                + "for people with tremors. 8 pt between targets (the default button spacing, and Material's 8 dp) "
                + "keeps each one apart; WCAG 2.5.8's 24 px spacing circle is already met by 44 pt targets.",
            remedy: "Give the group spacing of at least 8 (buttons: {spacing: 8}), or let it stack its buttons."),
        "content-spacing": AuditRuleGuide(
            rationale: "Buttons crowded against other content are pressed by mistake and read as part of it.",
            remedy: "Keep 16 pt between the buttons and neighbouring content (spacing or margins of the enclosing stack)."),
        "side-margins": AuditRuleGuide(
            rationale: "Buttons at the very edge of the screen are hard to reach and clash with system gestures.",
            remedy: "Give the enclosing stack margins of at least 16 pt on both sides."),
        "directional-icon-only": AuditRuleGuide(
            rationale: "Back and next are a pair that reads left to right (or right to left); stacked vertically they "
                + "lose the direction they stand for.",
            remedy: "Keep directional buttons in a row: shorter titles, icon-only buttons with labels, or a group "
                + "that does not hold other actions. A button that only looks directional (Forward in Mail, Sign Out "
                + "with an arrow) is not one unless the document says navigation: back or forward."),
        "text-truncated": AuditRuleGuide(
            rationale: "Text cut off with an ellipsis hides what it says, and large text sizes and long translations "
                + "cut off more of it.",
            remedy: "Allow the text more lines (its lines: value, or 0 for no limit), shorten it, or give it more width."),
        "word-broken": AuditRuleGuide(
            rationale: "A word split across lines without a hyphen is hard to read; it happens when one word is wider "
                + "than the text's width, as long German compounds are at large text sizes.",
            remedy: "Give the text more width, let its container stack (fewer things per row), or shorten the word."),
        "document-invalid": AuditRuleGuide(
            rationale: "A document that cannot be read or laid out cannot be audited; the run reports it and goes on "
                + "with the other documents, and fails.",
            remedy: "Fix the problem at the place the finding names (the message says what is wrong there), or exclude "
                + "the file in .stacks-audit.yaml if it is not a layout document."),
    ]
}
