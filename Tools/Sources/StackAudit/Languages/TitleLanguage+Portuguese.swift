extension TitleLanguage {
    /// Portuguese (Brazil and Portugal): sentence case, the infinitive first ("Salvar",
    /// "Guardar", "Iniciar sessão"), after a negation ("Não salvar"), with a pronoun attached
    /// by a hyphen ("Conectar-se", which segments as "Conectar", "se").
    public static let portuguese: TitleLanguage = {
        var language = TitleLanguage(
            code: "pt", name: "Portuguese", casing: .sentenceCase, verbPosition: .first,
            verbs: [
                "pôr", "compor", "repor", "dispor", "propor", "expor", "impor", "transpor", "ver", "ir", "rir",
                "toque", "abra", "adicione", "saiba", "tente", "escolha", "selecione",
            ],
            globalCommands: [
                "OK", "Cancelar", "Concluído", "Voltar", "Seguinte", "Próximo", "Anterior", "Continuar", "Salvar", "Guardar",
                "Não salvar", "Não guardar", "Apagar", "Excluir", "Eliminar", "Editar", "Saiba mais", "Saber mais",
                "Mais informações", "Iniciar sessão", "Terminar sessão", "Entrar", "Sair", "Fechar", "Aplicar",
                "Tentar novamente", "Ignorar", "Pular", "Desfazer", "Refazer", "Sim", "Não", "Agora não",
            ])
        language.verbEndings = ["ar", "er", "ir"]
        language.notVerbs = [
            "lugar", "celular", "familiar", "similar", "popular", "particular", "regular", "escolar", "militar", "solar",
            "nuclear", "titular", "auxiliar", "circular", "polar", "lunar", "bar", "mar", "altar", "mulher", "colher",
            "talher", "qualquer", "éter", "líder", "revólver", "hambúrguer", "contêiner", "caráter", "pôster", "súper",
            "super", "master", "hacker", "laser", "poder", "dever", "prazer", "açúcar", "radar", "lar", "par",
        ]
        language.openers = [["não"], ["nunca"]]
        return language
    }()
}
