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
    /// A group's primary button comes first.
    public static let primaryFirst = AuditRule(
        id: "primary-not-first", name: "PrimaryFirst", severity: .warning,
        summary: "The primary button comes first in its group.")
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
    /// Titles lead with a verb, or are one global command (``GlobalCommands``).
    public static let titleVerb = AuditRule(
        id: "title-verb", name: "TitleVerb", severity: .warning,
        summary: "Button titles lead with a verb (English: the built-in list plus the document's audit.verbs; other "
            + "languages: their list under audit.verbs, and no check without one) or are one simple global command "
            + "such as OK, Back or Next.")
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
    /// Buttons keep 16 pt from neighbouring content.
    public static let contentSpacing = AuditRule(
        id: "content-spacing", name: "ContentSpacing", severity: .warning,
        summary: "At least 16 pt between a button and neighbouring content.")
    /// Buttons keep 16 pt from the sides of the screen.
    public static let sideMargins = AuditRule(
        id: "side-margins", name: "SideMargins", severity: .warning,
        summary: "At least 16 pt between a button and the sides of the screen.")
    /// Directional buttons are not stacked vertically: in every combination, a group holding
    /// one is laid out as a row. The id dates from when the rule judged icon-only buttons alone;
    /// it is kept so that configurations and code-scanning results that name it keep working.
    public static let directionalIconOnly = AuditRule(
        id: "directional-icon-only", name: "DirectionalIconOnly", severity: .warning,
        summary: "Buttons for directional navigation (back, next, previous, forward; arrow or chevron icons) sit side by "
            + "side: their group is not laid out as a column.")
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
        .primaryFirst, .singlePrimary, .iconOnlyLabel, .iconOnlyCount, .titleCase, .titleVerb, .titleLength,
        .titleTruncated, .textContrast, .fillContrast, .touchTarget, .contentSpacing, .sideMargins, .directionalIconOnly,
        .textTruncated, .wordBroken, .documentInvalid, .sourceNotRead,
    ]
}
