import Testing

@testable import ModelStack

struct LongestIncreasingSubsequenceTests {
    @Test func emptyAndSingle() {
        #expect(LongestIncreasingSubsequence.positions(in: []) == [])
        #expect(LongestIncreasingSubsequence.positions(in: [7]) == [0])
    }

    @Test func findsALongestRun() {
        // 3 1 4 1 5 9 2 6: one longest strictly increasing run is 1 4 5 6 (positions 1 2 4 7).
        let values = [3, 1, 4, 1, 5, 9, 2, 6]
        let positions = LongestIncreasingSubsequence.positions(in: values)
        #expect(positions.count == 4)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 && values[$0] < values[$1] })
    }

    @Test func sortedAndReversed() {
        #expect(LongestIncreasingSubsequence.positions(in: [0, 1, 2, 3]) == [0, 1, 2, 3])
        #expect(LongestIncreasingSubsequence.positions(in: [3, 2, 1, 0]).count == 1)
    }
}
