import StackAudit
import StackDocument
import Testing

/// The title rules in each language the audit knows, with titles a native speaker writes (the
/// platforms' standard translations) and titles that are not commands, each judged by hand.
struct TitleLanguageTests {
    @Test("words are found by Unicode segmentation, in Japanese and Chinese too")
    func segmentation() {
        #expect(UnicodeWords.of("カートに追加", language: "ja") == ["カート", "に", "追加"])
        #expect(UnicodeWords.of("保存しない", language: "ja") == ["保存", "しない"])
        #expect(UnicodeWords.of("添加到购物车", language: "zh") == ["添加", "到", "购物", "车"])
        #expect(UnicodeWords.of("Don't Save, now!") == ["Don't", "Save", "now"])
        #expect(UnicodeWords.of("S'inscrire", language: "fr") == ["S'inscrire"])
        #expect(UnicodeWords.of("저장 안 함", language: "ko") == ["저장", "안", "함"])
        #expect(UnicodeWords.of("  ").isEmpty && UnicodeWords.of("").isEmpty)
    }

    /// Titles that pass the verb rule and titles that draw it, per language.
    static let cases: [(language: String, commands: [String], notCommands: [String])] = [
        ("en", ["Save Draft", "Don't Save", "Learn More", "OK", "Next Chapter", "Not Now"], ["Favourites", "Settings Page"]),
        // Infinitive last, lower case ("öffnen"), or a listed verb first; global commands.
        ("de", ["In Safari öffnen", "Mehr erfahren", "Nicht sichern", "Weiter", "Fertig", "Zurück", "Teilen", "Entwurf sichern"],
         ["Einstellungen", "Safari Einstellungen", "Entwurfsablage"]),
        // Infinitive first, after a reflexive pronoun, a negation or a particle.
        ("fr", ["Se connecter", "S'inscrire", "En savoir plus", "Ne pas enregistrer", "Ouvrir dans Safari", "Annuler", "Suivant"],
         ["Paramètres", "Fichier", "Panier d'achat"]),
        ("es", ["No guardar", "Iniciar sesión", "Más información", "Conectarse", "Atrás", "Siguiente", "Listo"],
         ["Ajustes", "Lugar favorito", "Carrito"]),
        ("it", ["Salva", "Non salvare", "Condividi", "Connettersi", "Scopri di più", "Avanti", "Fine"],
         ["Impostazioni", "Carrello", "Cellulare"]),
        ("pt", ["Não salvar", "Conectar-se", "Iniciar sessão", "Saiba mais", "Voltar", "Concluído", "Adicionar ao carrinho"],
         ["Ajustes", "Celular", "Carrinho"]),
        ("nl", ["Bewaar", "Niet bewaren", "In Safari openen", "Voeg toe", "Volgende", "Gereed", "Meer informatie"],
         ["Instellingen", "Winkelwagen"]),
        // Verb last: a verbal noun, a plain verb, a negated one.
        ("ja", ["カートに追加", "保存しない", "詳しく見る", "次へ", "完了", "閉じる", "キャンセル"], ["写真", "カート"]),
        // First, or last after a prepositional phrase: "在 Safari 中打开" (open in Safari).
        ("zh", ["添加到购物车", "不保存", "了解更多", "下一步", "完成", "加入購物車", "取消", "在 Safari 中打开"], ["照片", "购物车"]),
        ("ko", ["장바구니에 추가", "저장 안 함", "더 알아보기", "다음", "완료", "열기"], ["사진", "장바구니"]),
        // Short vowels are optional: "حَفظ" is "حفظ" (save). "علَم" is a flag, the noun.
        ("ar", ["إضافة إلى السلة", "عدم الحفظ", "معرفة المزيد", "التالي", "تم", "حفظ", "حَفظ"], ["الصور", "السلة", "علَم"]),
    ]

    @Test("each language's commands pass the verb rule and its nouns draw it", arguments: cases.map(\.language))
    func verbsByLanguage(language: String) throws {
        let entry = try #require(Self.cases.first { $0.language == language })
        let style = TitleStyle(language: language)
        #expect(style.checksVerbs)
        for title in entry.commands { #expect(style.isCommand(title), "\(language): \(title)") }
        for title in entry.notCommands { #expect(!style.isCommand(title), "\(language): \(title)") }
    }

    @Test("casing: Title Case in English only, sentence case in the other cased languages, none without case")
    func casingByLanguage() {
        #expect(TitleStyle(language: "en").wordsToCapitalise("Save draft") == ["draft"])
        // German nouns keep their capitals, and the verb stays lower case: nothing to change.
        #expect(TitleStyle(language: "de").wordsToCapitalise("In Safari öffnen").isEmpty)
        #expect(TitleStyle(language: "de").wordsToCapitalise("entwurf sichern") == ["entwurf"])
        for language in ["fr", "es", "it", "pt", "nl"] {
            #expect(TitleStyle(language: language).casing == .sentenceCase, "\(language)")
        }
        #expect(TitleStyle(language: "fr").wordsToCapitalise("Se connecter").isEmpty)
        #expect(TitleStyle(language: "es").wordsToCapitalise("no guardar") == ["no"])
        for language in ["ja", "zh", "ko", "ar"] {
            #expect(TitleStyle(language: language).casing == .uncased, "\(language)")
            // A Latin word inside is not judged either.
            #expect(TitleStyle(language: language).wordsToCapitalise("iPhone ok").isEmpty, "\(language)")
        }
    }

    @Test("Japanese and Chinese titles are measured in characters, not segments")
    func lengthWithoutSpaces() {
        // "ホーム画面に追加する" (add to the home screen): 10 characters, five segments or more
        // (ホーム, 画面, に, 追加, する): not too long, as four words would make it.
        let japanese = TitleStyle(language: "ja")
        #expect(japanese.countedWords(of: "ホーム画面に追加する") == nil)
        #expect(!japanese.isTooLong("ホーム画面に追加する"))
        // 31 characters is too long in any language.
        #expect(japanese.isTooLong(String(repeating: "追", count: 31)))
        #expect(TitleStyle(language: "ko").countedWords(of: "장바구니에 추가") == 2)
    }

    @Test("the document's language key sets the source language: a German document is judged in German")
    func documentLanguage() throws {
        // In English, "In Safari öffnen" breaks Title Case ('öffnen') and does not lead with a
        // verb; in German it is right.
        let items = ["{id: open, title: In Safari öffnen, icon: safari}", "{id: more, title: Mehr erfahren, icon: plus}"]
        let english = AuditFixture.page(items, theme: AuditFixture.passingTheme)
        #expect(try AuditFixture.findings(english) == [
            "title-case open -", "title-verb open -", "title-case more -", "title-verb more -",
        ])
        let german = AuditFixture.page(items, theme: AuditFixture.passingTheme, extraTop: "language: de\n")
        #expect(try AuditFixture.findings(german).isEmpty)
        // A language tag that is none is refused at its place.
        #expect(throws: DocumentError.self) { try StackDocument(yaml: "language: 'de DE'\nroot: {box: {}}\n") }
    }

    @Test("a document in a language the audit does not know gets one note, no verb warnings")
    func unknownSourceLanguage() throws {
        // Turkish "Kaydet" (save), "Paylaş" (share): two titles, one note.
        let items = ["{id: save, title: Kaydet, icon: plus}", "{id: share, title: Paylaş, icon: share}"]
        let turkish = AuditFixture.page(items, theme: AuditFixture.passingTheme, extraTop: "language: tr\n")
        let report = try AuditFixture.report(turkish)
        #expect(report.findings.map(\.rule.id) == ["title-language"])
        #expect(report.findings.first?.rule.severity == .note)
        #expect(report.findings.first?.message == "titles in 'tr' are not judged for a verb: the audit knows no command forms "
            + "of that language (give its verbs with audit.verbs: {tr: [...]})")
        // With a list, the rule applies and the note goes: Paylaş is not in it.
        let listed = AuditFixture.page(items, theme: AuditFixture.passingTheme, extraTop: "language: tr\naudit: {verbs: {tr: [kaydet]}}\n")
        #expect(try AuditFixture.findings(listed) == ["title-verb share -"])
    }
}
