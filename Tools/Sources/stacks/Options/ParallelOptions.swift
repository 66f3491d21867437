import ArgumentParser
import Foundation
import StackAudit

/// `--jobs N` and `--shard K/N`, which `stacks audit` and `stacks render` share: how many
/// threads do the combinations on this machine, and which slice of them this machine does.
struct ParallelOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Worker threads (default: the number of active processors). Output does not depend on it.", valueName: "n"))
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Do only the K-th of N deterministic slices of the work (1 ≤ K ≤ N), to spread a run over N machines; "
                + "the N slices together do exactly what one run does.",
            valueName: "K/N"))
    var shard: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more; got \(jobs)") }
        if let shard {
            do {
                _ = try AuditShard(parsing: shard)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    /// The number of worker threads.
    var workers: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    /// The slice to do (the whole without `--shard`; `validate()` has checked the text).
    var slice: AuditShard { shard.flatMap { try? AuditShard(parsing: $0) } ?? .whole }
}
