extension TitleLanguage {
    /// French: sentence case, the infinitive first ("Enregistrer", "Ouvrir dans Safari"),
    /// after a negation ("Ne pas enregistrer"), a reflexive pronoun ("Se connecter",
    /// "S'inscrire") or a particle ("En savoir plus", "Y aller").
    public static let french: TitleLanguage = {
        var language = TitleLanguage(
            code: "fr", name: "French", casing: .sentenceCase, verbPosition: .first,
            verbs: [
                "faire", "dire", "lire", "écrire", "inscrire", "mettre", "permettre", "prendre", "reprendre", "répondre",
                "rendre", "vendre", "attendre", "suivre", "voir", "revoir", "savoir", "recevoir", "connaître", "traduire",
                "produire", "réduire", "construire", "joindre", "rejoindre", "peindre", "éteindre", "battre", "combattre",
                "soumettre", "transmettre", "admettre", "promettre", "remettre", "boire", "croire", "vivre", "ouvrez",
                "essayez", "ajoutez", "continuez",
            ],
            globalCommands: [
                "OK", "Annuler", "Terminé", "Retour", "Suivant", "Précédent", "Continuer", "Enregistrer", "Ne pas enregistrer",
                "Supprimer", "Modifier", "En savoir plus", "Se connecter", "Se déconnecter", "Fermer", "Appliquer",
                "Réessayer", "Ignorer", "Passer", "Oui", "Non", "Plus tard", "OK, j'ai compris", "Valider",
            ])
        language.verbEndings = ["er", "ir", "oir"]
        language.notVerbs = [
            "fichier", "dossier", "panier", "clavier", "calendrier", "papier", "courrier", "quartier", "métier", "premier",
            "dernier", "entier", "léger", "hiver", "cahier", "atelier", "escalier", "janvier", "février", "laser", "super",
            "souvenir", "avenir", "plaisir", "loisir", "désir", "saphir", "soir", "miroir", "couloir", "tiroir", "espoir",
            "trottoir", "rasoir", "mouchoir", "manoir", "comptoir", "cuir", "poster", "hier", "fier", "cher",
            "amer", "mer", "ver", "fer", "enfer", "hamburger",
        ]
        language.openers = [["ne", "pas"], ["ne", "plus"], ["ne", "jamais"], ["se"], ["me"], ["en"], ["y"], ["ne"]]
        language.prefixes = ["s'", "s’", "m'", "m’", "n'", "n’", "t'", "t’"]
        return language
    }()
}
