/// The allowed name a mistyped one most likely meant, for "did you mean" hints: `spacng` →
/// `spacing`, `frame` → `frames`, `Horizontal` → `horizontal`.
///
/// The distance is the optimal-string-alignment distance (insertions, deletions,
/// substitutions and swaps of two neighbouring characters each cost 1), compared without
/// case. A candidate is suggested only when it is close for its length, at most one edit per
/// four characters of the longer name (and always one edit), so `box` never suggests
/// `buttons` nor `locale` `scale`; ties go to the candidate listed first.
public enum NearestName {
    /// The candidate nearest to `name`, or `nil` when none is close enough.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let letters = Array(candidate.lowercased())
            let limit = max(1, max(typed.count, letters.count) / 4)
            guard abs(typed.count - letters.count) <= limit else { continue }
            let distance = Self.distance(typed, letters)
            if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// ` (did you mean "spacing"?)` for an error message, or an empty string.
    public static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// The optimal-string-alignment distance between `a` and `b`, row by row.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...a.count {
            let rowBefore = previousRow
            previousRow = row
            row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previousRow[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rowBefore[j - 2] + 1)
                }
            }
        }
        return row[b.count]
    }
}
