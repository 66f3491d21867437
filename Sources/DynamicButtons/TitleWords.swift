/// The words of a button title as the copy rules count them: split at white space, with the
/// punctuation around each word dropped ("Don't," → "Don't"). The audit's title rules and the
/// recognition of directional buttons share it.
public enum TitleWords {
    /// The words of `title`, in order; a run of punctuation alone is no word.
    public static func of(_ title: String) -> [String] {
        title.split(whereSeparator: \.isWhitespace).map { word in
            String(word.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
        }.filter { !$0.isEmpty }
    }
}
