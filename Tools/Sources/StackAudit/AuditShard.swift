/// `--shard K/N`: the K-th of N deterministic slices of a run's jobs, so that N machines (a CI
/// matrix, an indexed job) each do a part and together do exactly the whole.
///
/// The jobs are sorted stably by document name (each document's own jobs keep their order:
/// the document as written, then its combinations in order) and dealt out round-robin: job
/// `i` of the sorted list belongs to shard `i mod N + 1`. The slice therefore depends only on
/// the documents and combinations, not on the order the documents were named in, and
/// neighbouring combinations (which cost about the same) go to different shards.
public struct AuditShard: Hashable, Sendable, CustomStringConvertible {
    /// Which slice, from 1 to ``count``.
    public var index: Int
    /// How many slices.
    public var count: Int

    /// The whole run: one slice.
    public static let whole = AuditShard(uncheckedIndex: 1, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Slice `index` of `count`.
    ///
    /// - Throws: ``AuditShardError`` unless 1 ≤ `index` ≤ `count`.
    public init(index: Int, count: Int) throws(AuditShardError) {
        guard count >= 1 else { throw AuditShardError(text: "\(index)/\(count)", problem: "N must be 1 or more") }
        guard index >= 1, index <= count else {
            throw AuditShardError(text: "\(index)/\(count)", problem: "K must be from 1 to N (\(count))")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    /// Parses `K/N`, e.g. `2/4`.
    ///
    /// - Throws: ``AuditShardError`` for anything but two whole numbers with 1 ≤ K ≤ N.
    public init(parsing text: String) throws(AuditShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw AuditShardError(text: text, problem: "expected K/N, two whole numbers such as 2/4")
        }
        try self.init(index: index, count: count)
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }

    /// `shard-2-of-4`, for file names and SARIF's `automationDetails.id`.
    public var slug: String { "shard-\(index)-of-\(count)" }

    /// The positions in `names` (one per job, the name of the job's document) that belong to
    /// this shard, in their original order.
    public func select(names: [String]) -> [Int] {
        guard count > 1 else { return Array(names.indices) }
        // `sorted` is not guaranteed stable: break ties by the original position.
        let sorted = names.indices.sorted { names[$0] != names[$1] ? names[$0] < names[$1] : $0 < $1 }
        return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element).sorted()
    }
}

/// A `--shard` value that is not `K/N` with 1 ≤ K ≤ N.
public struct AuditShardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was given.
    public var text: String
    /// What is wrong with it.
    public var problem: String

    /// `--shard 5/4: K must be from 1 to N (4)`.
    public var description: String { "--shard \(text): \(problem)" }
}
