/// One design-system guideline the audit checks: a stable id (as SARIF's `ruleId`), its
/// severity and what it asks for.
public struct AuditRule: Hashable, Sendable {
    /// The stable identifier, e.g. `title-truncated`.
    public var id: String
    /// A short name in UpperCamelCase (SARIF's `name`).
    public var name: String
    /// The severity of its findings.
    public var severity: AuditSeverity
    /// What the guideline asks for, in one sentence.
    public var summary: String

    /// Creates a rule.
    public init(id: String, name: String, severity: AuditSeverity, summary: String) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
    }
}

extension AuditRule {
    /// A group's primary button comes first, except in a row of directional buttons in their
    /// natural order (back before forward).
    public static let primaryFirst = AuditRule(
        id: "primary-not-first", name: "PrimaryFirst", severity: .warning,
        summary: "The primary button comes first in its group. A group of directional buttons keeps its natural order "
            + "instead: back before forward.")
    /// At most one primary button per group, unless the group holds parallel actions.
    public static let singlePrimary = AuditRule(
        id: "multiple-primary", name: "SinglePrimary", severity: .error,
        summary: "A group has at most one primary button (several only when its actions are parallel: parallel: true).")
    /// Every icon-only button has an accessibility label.
    public static let iconOnlyLabel = AuditRule(
        id: "icon-only-label", name: "IconOnlyLabel", severity: .error,
        summary: "An icon-only button has an accessibilityLabel; its icon is decorative to a screen reader.")
    /// At most three icon-only buttons per group.
    public static let iconOnlyCount = AuditRule(
        id: "too-many-icon-only", name: "IconOnlyCount", severity: .warning,
        summary: "A group has at most three icon-only buttons.")
    /// Titles are in Title Case in English, start with a capital in other languages written
    /// with case, and are not judged in scripts without case.
    public static let titleCase = AuditRule(
        id: "title-case", name: "TitleCase", severity: .warning,
        summary: "Button titles are in Title Case in English (minor words such as 'in' or 'to' may stay lower case) and "
            + "in sentence case, starting with a capital, in other languages written with case; scripts without case "
            + "(Arabic, Hebrew, Chinese, …) are not judged.")
    /// Titles have a verb where their language puts one, or are one of the language's global
    /// commands (``TitleLanguage``).
    public static let titleVerb = AuditRule(
        id: "title-verb", name: "TitleVerb", severity: .warning,
        summary: "Button titles have a verb where their language puts a command's verb (first in English, French, "
            + "Spanish, Arabic, …; first or last in German, Dutch and Chinese; last in Japanese and Korean), after a negation or "
            + "particle if any, or are one of the language's standard global commands (OK, Cancel, Done, Back, Next, …).")
    /// A language whose titles the verb rule cannot judge is named once.
    public static let titleLanguage = AuditRule(
        id: "title-language", name: "TitleLanguage", severity: .note,
        summary: "A language whose command forms the audit does not know (and the document gives no verbs for) is "
            + "named once: its titles are not judged for a verb, rather than judged wrongly.")
    /// Titles are short.
    public static let titleLength = AuditRule(
        id: "title-length", name: "TitleLength", severity: .warning,
        summary: "Button titles have at most four words and 30 characters, in every translation audited (the "
            + "document's audit.maxWords and audit.maxCharacters change the limits).")
    /// Titles show in full at the smallest width.
    public static let titleTruncated = AuditRule(
        id: "title-truncated", name: "TitleTruncated", severity: .error,
        summary: "Button titles show in full at the smallest width audited, and no title breaks a word across lines.")
    /// Titles (and icons) contrast with their button.
    public static let textContrast = AuditRule(
        id: "text-contrast", name: "TextContrast", severity: .error,
        summary: "A button's title contrasts with its fill by at least 4.5:1 (an icon-only button's icon by 3:1), WCAG AA.")
    /// Button fills contrast with the background.
    public static let fillContrast = AuditRule(
        id: "fill-contrast", name: "FillContrast", severity: .warning,
        summary: "A button whose title or icon does not read on the background has a fill contrasting with the background "
            + "by at least 3:1 (WCAG 2.1 non-text contrast).")
    /// Buttons are at least 44 × 44 pt.
    public static let touchTarget = AuditRule(
        id: "touch-target", name: "TouchTarget", severity: .error,
        summary: "Every button is at least 44 × 44 pt.")
    /// Buttons of a group keep 8 pt from each other.
    public static let targetSpacing = AuditRule(
        id: "target-spacing", name: "TargetSpacing", severity: .warning,
        summary: "At least 8 pt between the touch targets of neighbouring buttons in a group, in every combination.")
    /// Buttons keep 16 pt from neighbouring content.
    public static let contentSpacing = AuditRule(
        id: "content-spacing", name: "ContentSpacing", severity: .warning,
        summary: "At least 16 pt between a button and neighbouring content.")
    /// Buttons keep 16 pt from the sides of the screen.
    public static let sideMargins = AuditRule(
        id: "side-margins", name: "SideMargins", severity: .warning,
        summary: "At least 16 pt between a button and the sides of the screen.")
    /// Directional buttons are not stacked vertically: in every combination, a group holding
    /// one is laid out as a row. A button is directional by what it does
    /// (`DirectionalNavigation`), not by the words of its icon's name. The id dates from when the rule judged icon-only buttons alone;
    /// it is kept so that configurations and code-scanning results that name it keep working.
    public static let directionalIconOnly = AuditRule(
        id: "directional-icon-only", name: "DirectionalIconOnly", severity: .warning,
        summary: "Buttons for directional navigation (navigation: back or forward in the document, a standard Back, "
            + "Next or Previous title in the title's language, or a chevron icon) sit side by side: their group is not "
            + "laid out as a column.")
    /// No text is cut off by its line limit.
    public static let textTruncated = AuditRule(
        id: "text-truncated", name: "TextTruncated", severity: .warning,
        summary: "No text is cut off with an ellipsis by its line limit in any combination audited.")
    /// No line of text starts inside a word.
    public static let wordBroken = AuditRule(
        id: "word-broken", name: "WordBroken", severity: .warning,
        summary: "No text breaks a word across lines (a word wider than its line) in any combination audited.")
    /// The document can be read and laid out.
    public static let documentInvalid = AuditRule(
        id: "document-invalid", name: "DocumentInvalid", severity: .error,
        summary: "The document can be read and laid out; a document that cannot is reported here and audited no further.")
    /// What of an app's Swift source the audit cannot read without running the app (items
    /// built at run time, a file that does not parse): said, rather than guessed.
    public static let sourceNotRead = AuditRule(
        id: "source-not-read", name: "SourceNotRead", severity: .note,
        summary: "A button stack in an app's Swift source is written with literals the audit can read; one whose items are "
            + "built at run time, or a file that does not parse, is reported here and not audited.")

    /// Every rule, in the order reports list them.
    public static let all: [AuditRule] = [
        .primaryFirst, .singlePrimary, .iconOnlyLabel, .iconOnlyCount, .titleCase, .titleVerb, .titleLanguage,
        .titleLength, .titleTruncated, .textContrast, .fillContrast, .touchTarget, .targetSpacing, .contentSpacing,
        .sideMargins, .directionalIconOnly, .textTruncated, .wordBroken, .documentInvalid, .sourceNotRead,
    ]
}
