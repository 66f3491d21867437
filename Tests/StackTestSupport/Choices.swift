// Where generated test cases take their choices from: a seeded sequence in the tests, the bytes
// in the fuzzers. Shared by several test targets and the fuzz package (symbolic links to this
// file), so there is one SplitMix64. Standard library only.

/// Where a generator's choices come from: a seeded pseudo-random sequence in the tests, the
/// fuzzer's bytes in the fuzzer. `int(in:)` returns a value in the range (the lower bound when
/// the source runs dry).
public protocol Choices {
    mutating func int(in range: ClosedRange<Int>) -> Int
}

extension Choices {
    public mutating func bool(_ percentTrue: Int = 50) -> Bool { int(in: 0...99) < percentTrue }
    public mutating func pick<T>(_ options: [T]) -> T { options[int(in: 0...options.count - 1)] }
    public mutating func double(_ range: ClosedRange<Double>, steps: Int = 64) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(int(in: 0...steps)) / Double(steps)
    }
}

/// SplitMix64: small, fast, and the same sequence on every machine for a seed. Also a
/// `RandomNumberGenerator`, for `Int.random(in:using:)` and `shuffled(using:)`.
public struct SeededChoices: Choices, RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }
}

/// The fuzzer's input, consumed a byte (or two) per choice.
public struct ByteChoices: Choices {
    public let bytes: [UInt8]
    public var position = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var isExhausted: Bool { position >= bytes.count }

    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        guard span > 1 else { return range.lowerBound }
        var value = 0
        for _ in 0..<(span > 256 ? 2 : 1) {
            guard position < bytes.count else { break }
            value = value << 8 | Int(bytes[position])
            position += 1
        }
        return range.lowerBound + value % span
    }
}
