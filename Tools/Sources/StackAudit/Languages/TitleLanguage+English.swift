extension TitleLanguage {
    /// English: Title Case, the verb first (the imperative: "Save Draft"), after a negation
    /// ("Don't Save", "Do Not Disturb", "Never Ask Again"); the verbs are ``InterfaceVerbs``.
    public static let english: TitleLanguage = {
        var language = TitleLanguage(
            code: "en", name: "English", casing: .titleCase, verbPosition: .first, verbs: InterfaceVerbs.common,
            globalCommands: [
                "OK", "Cancel", "Done", "Back", "Next", "Previous", "Close", "Apply", "Save", "Continue", "Retry", "Undo",
                "Redo", "Skip", "Yes", "No", "Not Now", "Learn More", "Sign In", "Sign Out", "Don't Save", "Delete", "Edit",
            ])
        language.openers = [["don't"], ["don’t"], ["dont"], ["do", "not"], ["never"]]
        return language
    }()
}
