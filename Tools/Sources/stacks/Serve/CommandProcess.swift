import Foundation

/// One run of `stacks` itself in a child process, killed when it takes longer than its time.
///
/// The playground answers a request by running the command a user would type. Running it in a
/// process of its own is what lets a request past its time limit stop its work: Pango and Cairo
/// cannot be interrupted inside a thread, but a process can be killed, and the memory a large
/// picture took goes back to the system when it ends. Starting a process costs a few
/// milliseconds next to the font set-up every command does anyway.
enum CommandProcess {
    /// How the run ended.
    enum Outcome: Sendable {
        /// The command ended by itself, with its exit status and what it printed.
        case exited(status: Int32, output: Data, errors: String)
        /// The command was still running after the time limit and was killed.
        case stopped
        /// The command could not be started.
        case notStarted(String)
    }

    /// This very executable: the child runs the same code as the server.
    static let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])

    /// Runs `stacks ARGUMENTS`, reading its standard output and error to their ends; kills it
    /// (SIGKILL, which nothing can block or delay) `timeout` seconds after it started.
    ///
    /// - Parameters:
    ///   - input: what the command reads on its standard input (nothing when `nil`).
    ///   - environment: variables set for the command besides the server's own
    ///     (``ServerChild/environment(folder:)``).
    static func run(_ arguments: [String], timeout: Double, input: Data? = nil, environment: [String: String] = [:]) -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, own in own }
        let feed = input.map { _ in Pipe() }
        process.standardInput = feed ?? FileHandle.nullDevice
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            return .notStarted("error: cannot start \(executable.path): \(error.localizedDescription)")
        }
        let killed = Locked(false)
        let deadline = DispatchWorkItem {
            guard process.isRunning else { return }
            killed.withLock { $0 = true }
            kill(process.processIdentifier, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        // Both pipes are drained at once, and the input written meanwhile: a child that fills
        // one while the other is being read would wait forever. A child that ends before it
        // has read its input makes the write fail (the server ignores SIGPIPE), not wait.
        let errorText = Locked(Data())
        let readingErrors = DispatchGroup()
        if let feed, let input {
            DispatchQueue.global().async(group: readingErrors) {
                try? feed.fileHandleForWriting.write(contentsOf: input)
                try? feed.fileHandleForWriting.close()
            }
        }
        DispatchQueue.global().async(group: readingErrors) {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorText.withLock { $0 = data }
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        readingErrors.wait()
        ended.wait()
        deadline.cancel()
        if killed.withLock({ $0 }) { return .stopped }
        let errorBytes = errorText.withLock { $0 }
        return .exited(status: process.terminationStatus, output: printed, errors: String(decoding: errorBytes, as: UTF8.self))
    }
}
