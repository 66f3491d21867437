/// The longest strictly increasing subsequence of integers, by patience sorting in `O(n log n)`:
/// the kept items whose old indices increase along the new order need not move.
enum LongestIncreasingSubsequence {
    /// The positions (ascending) of one longest strictly increasing subsequence of `values`.
    static func positions(in values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        // tails[k]: position of the smallest value ending an increasing run of length k + 1.
        var tails: [Int] = []
        var predecessor = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { predecessor[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = [Int](repeating: 0, count: tails.count)
        var position = tails[tails.count - 1]
        for slot in stride(from: result.count - 1, through: 0, by: -1) {
            result[slot] = position
            position = predecessor[position]
        }
        return result
    }
}
