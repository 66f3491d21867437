import StackLayout

/// The along-axis rules of docs/layout-semantics.md ("Along the axis"), written out as the
/// table states them: the natural (fitting) length of each distribution, and the children's
/// lengths and the gaps between them in a content length `L`. Re-derived from the document,
/// not from the production engine's `AxisDistribution`, and deliberately plain: no fast paths,
/// no compensated sums.
enum ReferenceDistribution {
    /// One visible child along the axis.
    struct Item {
        /// The natural length, or `nil` for a flexible child (natural length 0).
        var natural: Double?
        var hugging: Double
        var compressionResistance: Double

        /// `ℓi`.
        var length: Double { natural ?? 0 }
    }

    /// Children's lengths and the actual gaps between them.
    struct Arrangement {
        var lengths: [Double]
        var gaps: [Double]

        /// Offsets from the content start: the first child starts at it, each next one after
        /// the previous one's end plus the gap.
        var offsets: [Double] {
            var offsets: [Double] = []
            var position = 0.0
            for i in lengths.indices {
                offsets.append(position)
                if i < gaps.count { position += lengths[i] + gaps[i] }
            }
            return offsets
        }
    }

    /// The "natural (fitting) length" column; 0 without children. The caller keeps it from
    /// going below zero ("a stack's fitting length is never below zero").
    static func naturalLength(_ distribution: StackDistribution, items: [Item], gaps: [Double]) -> Double {
        guard let first = items.first, let last = items.last else { return 0 }
        let n = Double(items.count)
        let lengths = items.map(\.length)
        switch distribution {
        case .fill, .fillProportionally:
            return total(lengths) + total(gaps)
        case .fillEqually:
            return n * lengths.max()! + total(gaps)
        case .equalSpacing:
            // Σℓ + (n−1) · max g; with one child there is no gap.
            return total(lengths) + (gaps.isEmpty ? 0 : (n - 1) * gaps.max()!)
        case .equalCentering:
            // (ℓ0 + ℓ(n−1))/2 + (n−1) · max(gi + (ℓi + ℓ(i+1))/2)
            let distances = gaps.indices.map { gaps[$0] + (lengths[$0] + lengths[$0 + 1]) / 2 }
            return (first.length + last.length) / 2 + (distances.isEmpty ? 0 : (n - 1) * distances.max()!)
        }
    }

    /// The "lengths in a content length `L`" column. `gaps[i]` is `gi`, the gap after child `i`
    /// (exact for the fill family, a minimum for the equal distributions).
    static func arrange(
        _ distribution: StackDistribution, items: [Item], gaps: [Double], content L: Double
    ) -> Arrangement {
        let n = items.count
        let naturals = items.map(\.length)
        guard n > 0 else { return Arrangement(lengths: [], gaps: []) }
        switch distribution {
        case .fill:
            return Arrangement(lengths: fill(items, room: L - total(gaps)), gaps: gaps)
        case .fillEqually:
            // every child max(0, (L − Σg) / n)
            return Arrangement(lengths: Array(repeating: max(0, (L - total(gaps)) / Double(n)), count: n), gaps: gaps)
        case .fillProportionally:
            // child i gets max(0, L − Σg) · ℓi / Σℓ (equal shares when Σℓ = 0)
            let room = max(0, L - total(gaps))
            let sum = total(naturals)
            let lengths = sum > 0 ? naturals.map { room * $0 / sum } : Array(repeating: room / Double(n), count: n)
            return Arrangement(lengths: lengths, gaps: gaps)
        case .equalSpacing, .equalCentering:
            // A single child is pinned to both ends and fills.
            if n == 1 { return Arrangement(lengths: [L], gaps: []) }
            // Below Σℓ + Σg the gaps are gi and the children shrink as in fill.
            if L < total(naturals) + total(gaps) {
                return Arrangement(lengths: fill(items, room: L - total(gaps)), gaps: gaps)
            }
            // Children at ℓi; gap i is max(gi, t − oi), with oi = 0 (equal spacing) or the
            // half-sum of the neighbours' lengths (equal centering: t is the centre distance),
            // t chosen so that everything fills L.
            let halfSums = (0..<(n - 1)).map {
                distribution == .equalCentering ? (naturals[$0] + naturals[$0 + 1]) / 2 : 0
            }
            return Arrangement(
                lengths: naturals, gaps: levelGaps(minimums: gaps, offsets: halfSums, total: L - total(naturals)))
        }
    }

    /// `fill` in a room of `room` (content length minus gaps): spare room all goes to one child
    /// (the first flexible child, else the lowest hugging, first by index on a tie); missing room
    /// is taken in ascending compression resistance, the last child by index first on a tie,
    /// each child giving up to its whole length before the next gives anything.
    static func fill(_ items: [Item], room: Double) -> [Double] {
        var lengths = items.map(\.length)
        let spare = room - total(lengths)
        if spare > 0 {
            var target = items.firstIndex { $0.natural == nil }
            if target == nil {
                target = 0
                for i in items.indices where items[i].hugging < items[target!].hugging { target = i }
            }
            lengths[target!] += spare
        } else if spare < 0 {
            let order = items.indices.sorted { a, b in
                items[a].compressionResistance == items[b].compressionResistance
                    ? a > b : items[a].compressionResistance < items[b].compressionResistance
            }
            var missing = -spare
            for i in order where missing > 0 {
                let given = min(lengths[i], missing)
                lengths[i] -= given
                missing -= given
            }
        }
        return lengths
    }

    /// The gaps `max(mi, t − oi)` whose sum is `total` (at least `Σ mi`). Starts with every gap
    /// at the common level and lets each gap whose minimum lies above the level keep its
    /// minimum, recomputing the level for the rest, until no gap is below its minimum. (The gap
    /// with the lowest `mi + oi` never leaves: the level is at least the mean of the remaining
    /// gaps' `mi + oi`.)
    static func levelGaps(minimums: [Double], offsets: [Double], total: Double) -> [Double] {
        var atLevel = Array(repeating: true, count: minimums.count)
        while true {
            let kept = minimums.indices.filter { !atLevel[$0] }.map { minimums[$0] }
            let levelled = minimums.indices.filter { atLevel[$0] }
            let t = (total - self.total(kept) + self.total(levelled.map { offsets[$0] })) / Double(levelled.count)
            let below = levelled.filter { minimums[$0] + offsets[$0] > t }
            if below.isEmpty { return minimums.indices.map { max(minimums[$0], t - offsets[$0]) } }
            for i in below { atLevel[i] = false }
        }
    }

    /// A plain sum.
    static func total(_ values: [Double]) -> Double { values.reduce(0, +) }
}
