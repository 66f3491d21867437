/// The along-axis half of the stack algorithm: each child's length and offset for a content
/// length, from their intrinsic lengths, priorities and minimum gaps. Pure arithmetic on arrays.
enum AxisDistribution {
    /// The result for one stack: a length and an offset from the content start per child.
    struct Arrangement: Equatable {
        var lengths: [Double]
        var offsets: [Double]
        /// Whether every child kept its natural length.
        var keepsNaturalLengths = false
    }

    /// The smallest content length at which `distribution` shows every child at its intrinsic
    /// length, every gap at least its minimum: the stack's fitting length, margins excluded.
    static func naturalLength(
        _ distribution: StackDistribution, items: [AxisItem], gaps: [Double]
    ) -> Double {
        guard let first = items.first else { return 0 }
        guard items.count > 1 else { return first.length }
        switch distribution {
        case .fill, .fillProportionally:
            return sum(items.lazy.map(\.length)) + sum(gaps)
        case .fillEqually:
            return Double(items.count) * (items.lazy.map(\.length).max() ?? 0) + sum(gaps)
        case .equalSpacing:
            return sum(items.lazy.map(\.length)) + Double(gaps.count) * gaps.max()!
        case .equalCentering:
            // Equal centre distance d with every gap d − (ℓᵢ + ℓᵢ₊₁)/2 ≥ its minimum.
            var distance = -Double.infinity
            for i in gaps.indices {
                distance = max(distance, gaps[i] + (items[i].length + items[i + 1].length) / 2)
            }
            return (first.length + items[items.count - 1].length) / 2 + Double(gaps.count) * distance
        }
    }

    /// Lengths and offsets for a content length of `available`. `gaps[i]` is the minimum (fill
    /// family: exact) gap after item `i`; `sums`, when given, are `Σ ℓ` and `Σ g` already known.
    static func arrange(
        _ distribution: StackDistribution, items: [AxisItem], gaps: [Double], available: Double,
        sums: (lengths: Double, gaps: Double)? = nil
    ) -> Arrangement {
        let count = items.count
        guard count > 0 else { return Arrangement(lengths: [], offsets: []) }
        var lengths = items.map(\.length)
        var actualGaps = gaps
        let gapTotal = sums?.gaps ?? sum(gaps)
        switch distribution {
        case .fill:
            fill(&lengths, items: items, room: available - gapTotal)
        case .fillEqually:
            let each = max(0, (available - gapTotal) / Double(count))
            lengths = Array(repeating: each, count: count)
        case .fillProportionally:
            let room = max(0, available - gapTotal)
            let total = sum(lengths)
            lengths = total > 0
                ? lengths.map { room * $0 / total }
                : Array(repeating: room / Double(count), count: count)
        case .equalSpacing, .equalCentering:
            if count == 1 {
                // First and last child are pinned to both ends, as in UIKit.
                fill(&lengths, items: items, room: available)
                break
            }
            let spare = available - (sums?.lengths ?? sum(lengths))
            if spare >= gapTotal {
                if distribution == .equalSpacing, let first = gaps.first, gaps.allSatisfy({ $0 == first }) {
                    // One spacing value: every gap is the same share of the spare room.
                    actualGaps = Array(repeating: spare / Double(gaps.count), count: gaps.count)
                    return Arrangement(
                        lengths: lengths, offsets: offsets(lengths: lengths, gaps: actualGaps),
                        keepsNaturalLengths: items.allSatisfy { $0.natural != nil })
                }
                let halfSums: [Double] =
                    distribution == .equalCentering
                    ? (0..<(count - 1)).map { (lengths[$0] + lengths[$0 + 1]) / 2 }
                    : Array(repeating: 0, count: count - 1)
                actualGaps = waterFillGaps(minimums: gaps, offsets: halfSums, total: spare)
            } else {
                // Overflow: gaps fall back to their minimums, then children shrink as in fill.
                fill(&lengths, items: items, room: available - gapTotal)
            }
        }
        return Arrangement(lengths: lengths, offsets: offsets(lengths: lengths, gaps: actualGaps))
    }

    /// `fill`: spare room goes to one child; missing room is taken by ascending compression resistance.
    static func fill(_ lengths: inout [Double], items: [AxisItem], room: Double) {
        let extra = room - sum(lengths)
        if extra > 0 {
            lengths[stretchTarget(items)] += extra
        } else if extra < 0 {
            shrink(&lengths, items: items, by: -extra)
        }
    }

    /// The child that takes spare room: the first without an intrinsic length, else the lowest
    /// content hugging, the first by index on a tie (Apple: ambiguity is resolved by index).
    static func stretchTarget(_ items: [AxisItem]) -> Int {
        if let flexible = items.firstIndex(where: { $0.natural == nil }) { return flexible }
        var best = 0
        for i in items.indices.dropFirst() where items[i].hugging < items[best].hugging {
            best = i
        }
        return best
    }

    /// Takes `deficit` from children in tiers: lowest compression resistance first, the last child
    /// by index first within a tier; each gives up to its whole length before the next gives any.
    static func shrink(_ lengths: inout [Double], items: [AxisItem], by deficit: Double) {
        var remaining = deficit
        func take(_ i: Int) {
            let taken = min(lengths[i], remaining)
            lengths[i] -= taken
            remaining -= taken
        }
        // One priority throughout (the usual case): the order is simply last to first, with no
        // sort (a squeezed row re-arranged at every width would sort every time).
        if let first = items.first, items.allSatisfy({ $0.compressionResistance == first.compressionResistance }) {
            for i in items.indices.reversed() where remaining > 0 { take(i) }
            return
        }
        let order = items.indices.sorted { a, b in
            items[a].compressionResistance != items[b].compressionResistance
                ? items[a].compressionResistance < items[b].compressionResistance
                : a > b
        }
        for i in order where remaining > 0 { take(i) }
    }

    /// Solves Σ max(mᵢ, t − oᵢ) = total for t and returns the gaps max(mᵢ, t − oᵢ): with every
    /// offset zero, equal gaps (equal spacing); with oᵢ the half-sum of the neighbours' lengths,
    /// equal centre distances (equal centering). Requires `total ≥ Σ mᵢ`.
    static func waterFillGaps(minimums: [Double], offsets: [Double], total: Double) -> [Double] {
        // Common case, equal spacing with one spacing value: every breakpoint is the same, so
        // every gap grows together from the start and no sorting is needed.
        if let first = minimums.first,
            minimums.indices.allSatisfy({ minimums[$0] + offsets[$0] == first + offsets[0] })
        {
            let t = (total + sum(offsets)) / Double(minimums.count)
            return minimums.indices.map { max(minimums[$0], t - offsets[$0]) }
        }
        // Gap i starts growing once t passes its breakpoint mᵢ + oᵢ. Walk breakpoints in order,
        // keeping the active gaps' Σ oᵢ and the idle gaps' Σ mᵢ.
        let order = minimums.indices.sorted { minimums[$0] + offsets[$0] < minimums[$1] + offsets[$1] }
        var idleMinimums = sum(minimums)
        var activeOffsets = 0.0
        var t = -Double.infinity
        for (k, i) in order.enumerated() {
            idleMinimums -= minimums[i]
            activeOffsets += offsets[i]
            let active = Double(k + 1)
            t = (total - idleMinimums + activeOffsets) / active
            let nextBreakpoint = k + 1 < order.count ? minimums[order[k + 1]] + offsets[order[k + 1]] : .infinity
            if t <= nextBreakpoint { break }
        }
        return minimums.indices.map { max(minimums[$0], t - offsets[$0]) }
    }

    /// Offsets from the content start, summed with compensation so that a 10,000-child row is exact.
    static func offsets(lengths: [Double], gaps: [Double]) -> [Double] {
        var result = [Double](repeating: 0, count: lengths.count)
        var position = 0.0
        var compensation = 0.0
        for i in lengths.indices {
            result[i] = position
            guard i + 1 < lengths.count else { break }
            let step = lengths[i] + gaps[i] - compensation
            let next = position + step
            compensation = (next - position) - step
            position = next
        }
        return result
    }

    /// A compensated sum (Kahan–Babuška), so long rows do not drift.
    static func sum<S: Sequence>(_ values: S) -> Double where S.Element == Double {
        var total = 0.0
        var compensation = 0.0
        for value in values {
            let next = total + value
            if abs(total) >= abs(value) {
                compensation += (total - next) + value
            } else {
                compensation += (value - next) + total
            }
            total = next
        }
        return total + compensation
    }
}
