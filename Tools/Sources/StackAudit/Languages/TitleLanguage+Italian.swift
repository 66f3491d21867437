extension TitleLanguage {
    /// Italian: sentence case, the verb first, as the platforms translate commands (the
    /// imperative: "Salva", "Annulla", "Condividi") or as the infinitive ("Salvare",
    /// "Connettersi"), after a negation ("Non salvare").
    public static let italian: TitleLanguage = {
        var language = TitleLanguage(
            code: "it", name: "Italian", casing: .sentenceCase, verbPosition: .first,
            verbs: [
                "accedi", "accetta", "acquista", "aggiorna", "aggiungi", "annulla", "apri", "applica", "archivia", "attiva",
                "avvia", "blocca", "cambia", "cancella", "cerca", "chiama", "chiudi", "compra", "condividi", "conferma",
                "consenti", "continua", "copia", "crea", "disattiva", "duplica", "elimina", "esci", "esporta", "importa",
                "imposta", "incolla", "inoltra", "installa", "interrompi", "invia", "iscriviti", "modifica", "mostra",
                "nascondi", "paga", "prenota", "prova", "registrati", "rifiuta", "rimuovi", "rinomina", "riprendi",
                "riprova", "riproduci", "ripristina", "rispondi", "salta", "salva", "scarica", "scegli", "scopri",
                "segna", "segui", "seleziona", "sblocca", "sposta", "stampa", "usa", "vai", "visualizza", "vedi", "leggi",
                "metti", "ordina", "pubblica", "sincronizza", "trova", "traduci", "ascolta", "guarda", "fai",
            ],
            globalCommands: [
                "OK", "Annulla", "Fine", "Fatto", "Indietro", "Avanti", "Successivo", "Precedente", "Continua", "Salva",
                "Non salvare", "Elimina", "Modifica", "Scopri di più", "Maggiori informazioni", "Ulteriori informazioni",
                "Accedi", "Esci", "Chiudi", "Applica", "Riprova", "Salta", "Sì", "No", "Non ora",
            ])
        language.verbEndings = ["are", "ere", "ire", "arsi", "ersi", "irsi", "arlo", "erlo", "irlo", "arla", "erla", "irla"]
        language.notVerbs = [
            "mare", "altare", "collare", "familiare", "polare", "solare", "lunare", "cellulare", "popolare", "militare",
            "particolare", "regolare", "molare", "dollare", "carattere", "cantiere", "bicchiere", "cavaliere",
            "corriere", "giardiniere", "mestiere", "quartiere", "paniere", "forestiere", "messere", "infermiere",
            "consigliere", "ingegnere", "barbiere", "cameriere", "pompiere",
        ]
        language.openers = [["non"], ["mai"]]
        return language
    }()
}
