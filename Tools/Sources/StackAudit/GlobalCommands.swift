/// The simple global commands the design-system spec recommends as button titles ("simple
/// global commands when possible: Save, Back, Next, Apply"). A title that leads with one
/// passes ``AuditRule/titleVerb`` even where the word is not a verb (`OK`, `Done`, `Back`,
/// `Next Chapter`, `Back to Top`) and whatever the document's verb list
/// (`audit.builtInVerbs: false` narrows the verbs, not the spec's own recommendation).
public enum GlobalCommands {
    /// The commands, as the spec and platform dialogs spell them.
    public static let all: [String] = [
        "OK", "Cancel", "Done", "Back", "Next", "Previous", "Close", "Apply", "Save", "Continue", "Retry", "Undo",
        "Redo", "Skip",
    ]

    private static let lowercased = Set(all.map { $0.lowercased() })

    /// Whether `title` is exactly one global command (compared without case, ignoring
    /// punctuation around it, as ``TitleStyle/words(of:)`` splits words).
    public static func contains(title: String) -> Bool {
        let words = TitleStyle.words(of: title)
        return words.count == 1 && lowercased.contains(words[0].lowercased())
    }

    /// Whether `title`'s first word is a global command: "Next", "Next Chapter", "Back to Top".
    public static func leads(title: String) -> Bool {
        TitleStyle.words(of: title).first.map { lowercased.contains($0.lowercased()) } ?? false
    }
}
