/// Runs async work one piece at a time, in the order it came: what an actor does not do once
/// its work awaits (another call may run in the gap). The next piece starts when the one
/// before has returned.
actor SerialSection {
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// `body`'s result, run when every piece that came before has finished.
    func run<Result: Sendable>(_ body: @Sendable () async -> Result) async -> Result {
        if isBusy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            isBusy = true
        }
        // The section passes straight to the next in line, so nothing can slip in between.
        defer { waiting.isEmpty ? (isBusy = false) : waiting.removeFirst().resume() }
        return await body()
    }
}
