extension TitleLanguage {
    /// Japanese: no case; the verb last, as the platforms write commands: a verbal noun
    /// whose する is left out ("カートに追加", "保存", "削除"), a verb in its plain form ("詳しく
    /// 見る", "閉じる"), or a negated one ("保存しない"). Words are found by ICU's dictionary
    /// segmentation ("カート", "に", "追加"), and titles are measured in characters, not words.
    public static let japanese: TitleLanguage = {
        var language = TitleLanguage(
            code: "ja", name: "Japanese", casing: .uncased, verbPosition: .last,
            verbs: [
                "追加", "保存", "削除", "編集", "共有", "送信", "返信", "転送", "検索", "表示", "登録", "購入", "変更", "確認",
                "選択", "開始", "停止", "再生", "一時停止", "印刷", "更新", "接続", "移動", "複製", "作成", "許可", "拒否",
                "承認", "設定", "適用", "完了", "終了", "取消", "解除", "追跡", "予約", "支払い", "注文", "翻訳", "同期",
                "参加", "退出", "招待", "報告", "復元", "消去", "再試行", "続行", "採用", "試す", "ダウンロード",
                "アップロード", "インストール", "キャンセル", "ログイン", "ログアウト", "サインイン", "サインアウト",
                "コピー", "ペースト", "シェア", "リセット", "スキップ", "フォロー", "ブロック", "アーカイブ", "プレビュー",
                "する", "しない", "します", "しません", "できる",
            ],
            globalCommands: [
                "OK", "キャンセル", "完了", "戻る", "次へ", "前へ", "続ける", "保存", "保存しない", "削除", "編集",
                "詳しく見る", "詳細", "サインイン", "サインアウト", "閉じる", "適用", "再試行", "スキップ", "取り消す",
                "やり直す", "はい", "いいえ", "今はしない", "後で",
            ])
        // The plain (dictionary) form ends in a kana of the u-row; the negative in ない, the
        // polite in ます or ません.
        language.verbEndings = ["う", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "る", "ない", "ます", "ません"]
        language.countsWords = false
        return language
    }()
}
