// Wall-clock sampling: medians of repeated runs, with optional untimed setup per run and
// batching for operations far shorter than the clock's own overhead.

let clock = ContinuousClock()

/// Samples of one measurement, in nanoseconds per operation.
struct Samples {
    var nanoseconds: [Double]

    var median: Double {
        let sorted = nanoseconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    var minimum: Double { nanoseconds.min() ?? .nan }
    var count: Int { nanoseconds.count }
    var microseconds: Double { median / 1000 }
}

/// How long to sample each measurement.
struct Budget {
    /// Wall time to fill with runs (setup excluded from the samples but not from the budget).
    var duration: Duration
    /// Runs taken at least, whatever the duration.
    var minimumRuns: Int
    /// Runs taken at most.
    var maximumRuns: Int

    static let standard = Budget(duration: .milliseconds(600), minimumRuns: 7, maximumRuns: 100_000)

    func scaled(_ factor: Double) -> Budget {
        Budget(duration: duration * factor, minimumRuns: minimumRuns, maximumRuns: maximumRuns)
    }
}

func nanoseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
}

/// Times `body` once per run after an untimed `setup`; the setup's value is passed to the body
/// (a fresh tree, a fresh measurer, …).
func sample<State>(
    _ budget: Budget, setup: () throws -> State, _ body: (inout State) throws -> Void
) rethrows -> Samples {
    var samples: [Double] = []
    let start = clock.now
    repeat {
        var state = try setup()
        let began = clock.now
        try body(&state)
        samples.append(nanoseconds(clock.now - began))
    } while samples.count < budget.maximumRuns
        && (clock.now - start < budget.duration || samples.count < budget.minimumRuns)
    return Samples(nanoseconds: samples)
}

/// Times `body` with no setup.
func sample(_ budget: Budget, _ body: () throws -> Void) rethrows -> Samples {
    try sample(budget, setup: { () }, { _ in try body() })
}

/// Times `first` and `second` in alternation, one run of each per round, for a ratio between
/// them: on a machine whose speed drifts (a shared virtual machine here, where the same phase
/// took 150 to 300 ms from one minute to the next), timing one after the other in blocks put
/// the drift into the ratio; alternating puts it into both alike. The ratio reported is the
/// median of the rounds' ratios.
func sampleAlternating(
    _ budget: Budget, _ first: () throws -> Void, _ second: () throws -> Void
) rethrows -> (first: Samples, second: Samples, ratio: Double) {
    var firsts: [Double] = [], seconds: [Double] = []
    let start = clock.now
    repeat {
        var began = clock.now
        try first()
        firsts.append(nanoseconds(clock.now - began))
        began = clock.now
        try second()
        seconds.append(nanoseconds(clock.now - began))
    } while firsts.count < budget.maximumRuns
        && (clock.now - start < budget.duration || firsts.count < budget.minimumRuns)
    let ratios = Samples(nanoseconds: zip(firsts, seconds).map { $0 / $1 })
    return (Samples(nanoseconds: firsts), Samples(nanoseconds: seconds), ratios.median)
}

/// Times `body` in batches of `batch` calls, each sample being the time per call: for
/// operations of a few nanoseconds, where reading the clock would dominate a single call.
func sampleBatched(_ budget: Budget, batch: Int, _ body: () throws -> Void) rethrows -> Samples {
    var samples: [Double] = []
    let start = clock.now
    repeat {
        let began = clock.now
        for _ in 0..<batch { try body() }
        samples.append(nanoseconds(clock.now - began) / Double(batch))
    } while samples.count < budget.maximumRuns
        && (clock.now - start < budget.duration || samples.count < budget.minimumRuns)
    return Samples(nanoseconds: samples)
}

/// Keeps a value alive and opaque to the optimiser, so that timed work is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
