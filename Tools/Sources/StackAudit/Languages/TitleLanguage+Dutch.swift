extension TitleLanguage {
    /// Dutch: sentence case; the verb first as the platforms' imperative ("Bewaar",
    /// "Annuleer", "Voeg toe") or the infinitive ("Opslaan"), or last as the infinitive ("In
    /// Safari openen", "Niet bewaren"). Dutch does not capitalise nouns, and plural nouns end in
    /// -en as infinitives do, so only listed verbs count.
    public static let dutch: TitleLanguage = {
        var language = TitleLanguage(
            code: "nl", name: "Dutch", casing: .sentenceCase, verbPosition: .firstOrLast,
            verbs: [
                "aanmelden", "accepteren", "activeren", "afdrukken", "afmelden", "afspelen", "annuleren", "antwoorden",
                "archiveren", "bekijken", "bellen", "beantwoorden", "bevestigen", "bewaren", "bewerken", "bijwerken",
                "blokkeren", "delen", "doorgaan", "doorsturen", "downloaden", "dupliceren", "gaan", "gebruiken", "hernoemen",
                "herhalen", "herstellen", "inloggen", "inschakelen", "installeren", "instellen", "kiezen", "kopen",
                "kopiëren", "maken", "aanmaken", "markeren", "ontgrendelen", "openen", "opslaan", "overslaan", "pauzeren",
                "plakken", "proberen", "registreren", "selecteren", "sluiten", "starten", "stoppen", "tonen", "toepassen",
                "toestaan", "toevoegen", "uitloggen", "uitschakelen", "uploaden", "verbergen", "vergrendelen",
                "verplaatsen", "versturen", "verwijderen", "verzenden", "volgen", "vernieuwen", "weergeven", "weigeren",
                "wijzigen", "wissen", "zoeken", "lezen", "luisteren", "kijken", "betalen", "bestellen", "abonneren",
                "bewaar", "annuleer", "verwijder", "wijzig", "bewerk", "deel", "open", "sluit", "voeg", "stuur", "zoek",
                "kopieer", "plak", "installeer", "koop", "log", "ga", "bevestig", "weiger", "accepteer", "sta", "toon",
                "verberg", "herhaal", "probeer", "herstel", "sla", "beantwoord", "verplaats", "werk", "druk", "start",
                "stop", "speel", "pauzeer", "selecteer", "kies", "maak", "hernoem", "markeer", "archiveer", "bel", "pas",
                "volg", "blokkeer", "ontgrendel", "vergrendel", "stel", "activeer", "schakel", "bekijk", "gebruik",
                "meld", "registreer", "download", "upload", "lees", "betaal", "bestel",
            ],
            globalCommands: [
                "OK", "Annuleer", "Annuleren", "Gereed", "Klaar", "Terug", "Volgende", "Vorige", "Ga door", "Doorgaan",
                "Bewaar", "Opslaan", "Niet bewaren", "Niet opslaan", "Verwijder", "Wijzig", "Meer info",
                "Meer informatie", "Log in", "Inloggen", "Log uit", "Sluit", "Pas toe", "Probeer opnieuw", "Sla over",
                "Ja", "Nee", "Niet nu",
            ])
        language.openers = [["niet"], ["nooit"]]
        return language
    }()
}
