import StackLayout

/// Maps a host's Dynamic Type setting (SwiftUI's `DynamicTypeSize`, ordered from smallest to
/// largest) to the engine's `TextSizeCategory` by a table of steps: the category of the
/// largest step at or below the size.
///
/// A table rather than a `switch` over the host's cases: a host enum may gain cases (it is not
/// frozen), and a size between or beyond the known steps then gets the nearest known category
/// below it, never a crash and never a case the compiler cannot check.
public struct DynamicTypeSteps<HostSize: Comparable> {
    /// The steps, smallest first: each host size and the category it stands for.
    public let steps: [(size: HostSize, category: TextSizeCategory)]

    /// Creates a table; `steps` need not be sorted.
    public init(_ steps: [(size: HostSize, category: TextSizeCategory)]) {
        self.steps = steps.sorted { $0.size < $1.size }
    }

    /// The category of the largest step at or below `size`; below every step, the first
    /// step's (the smallest known size stands for anything smaller); `TextSizeCategory/large`
    /// when the table is empty.
    public func category(for size: HostSize) -> TextSizeCategory {
        steps.last { $0.size <= size }?.category ?? steps.first?.category ?? .large
    }
}

extension DynamicTypeSteps: Sendable where HostSize: Sendable {}
