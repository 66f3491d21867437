extension TitleLanguage {
    /// German: sentence case (nouns keep their capitals), the infinitive last ("In Safari
    /// öffnen", "Mehr erfahren", "Entwurf sichern") or alone and first ("Sichern", "Nicht
    /// sichern"). A lower-case last word ending in -en, -ern or -eln is an infinitive: German
    /// capitalises its nouns, so such a word is no noun.
    public static let german: TitleLanguage = {
        var language = TitleLanguage(
            code: "de", name: "German", casing: .sentenceCase, verbPosition: .firstOrLast,
            verbs: [
                "abbrechen", "abmelden", "abonnieren", "ablehnen", "abspielen", "akzeptieren", "aktivieren", "aktualisieren",
                "ändern", "anmelden", "annehmen", "anrufen", "antworten", "anwenden", "anzeigen", "archivieren", "auswählen",
                "ausblenden", "beenden", "bearbeiten", "bestätigen", "bewerten", "buchen", "deaktivieren", "drucken",
                "duplizieren", "einblenden", "einfügen", "einkaufen", "entfernen", "entsperren", "erfahren", "erlauben",
                "ersetzen", "erstellen", "exportieren", "folgen", "fortfahren", "fortsetzen", "herunterladen",
                "hinzufügen", "hochladen", "importieren", "installieren", "kaufen", "kopieren", "laden", "löschen",
                "markieren", "öffnen", "pausieren", "registrieren", "schließen", "senden", "sichern", "speichern", "sperren",
                "starten", "stoppen", "suchen", "teilen", "übernehmen", "überspringen", "umbenennen", "verbinden",
                "verschieben", "versuchen", "verwerfen", "wählen", "weiterleiten", "widerrufen", "wiederholen",
                "wiederherstellen", "zulassen", "zurücksetzen",
            ],
            globalCommands: [
                "OK", "Abbrechen", "Fertig", "Zurück", "Weiter", "Fortfahren", "Sichern", "Speichern", "Nicht sichern",
                "Löschen", "Bearbeiten", "Mehr erfahren", "Anmelden", "Abmelden", "Schließen", "Anwenden", "Wiederholen",
                "Überspringen", "Widerrufen", "Ja", "Nein", "Jetzt nicht", "Erledigt",
            ])
        language.openers = [["nicht"], ["nie"]]
        language.lowercaseLastWordEndings = ["en", "ern", "eln"]
        return language
    }()
}
