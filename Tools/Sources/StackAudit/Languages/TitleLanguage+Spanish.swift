extension TitleLanguage {
    /// Spanish: sentence case, the infinitive first ("Guardar", "Iniciar sesión"), after a
    /// negation ("No guardar"), or with an attached pronoun ("Conectarse", "Desconectarse").
    public static let spanish: TitleLanguage = {
        var language = TitleLanguage(
            code: "es", name: "Spanish", casing: .sentenceCase, verbPosition: .first,
            verbs: ["ver", "ir", "oír", "reír", "sonreír", "freír", "abre", "guarda", "añade", "toca", "pulsa", "prueba"],
            globalCommands: [
                "OK", "Aceptar", "Cancelar", "Listo", "Hecho", "Atrás", "Siguiente", "Anterior", "Continuar",
                "Guardar", "No guardar", "Eliminar", "Borrar", "Editar", "Más información", "Iniciar sesión",
                "Cerrar sesión", "Cerrar", "Aplicar", "Reintentar", "Omitir", "Deshacer", "Rehacer", "Sí", "No",
                "Ahora no", "Salir",
            ])
        language.verbEndings = [
            "ar", "er", "ir", "ír", "arse", "erse", "irse", "arlo", "erlo", "irlo", "arla", "erla", "irla", "arme", "erme",
            "irme", "arte", "erte", "irte",
        ]
        language.notVerbs = [
            "lugar", "hogar", "mar", "bar", "altar", "collar", "azúcar", "mujer", "placer", "taller", "ayer", "alquiler",
            "carácter", "cadáver", "cráter", "láser", "póster", "elixir", "nadir", "celular", "familiar", "similar",
            "popular", "particular", "regular", "escolar", "militar", "solar", "nuclear", "titular", "auxiliar",
            "circular", "rectangular", "muscular", "polar", "lunar", "sugar", "super", "súper", "chófer", "máster",
            "cárter", "líder", "revólver", "búnker", "suéter", "éter", "alfiler",
        ]
        language.openers = [["no"], ["nunca"]]
        return language
    }()
}
