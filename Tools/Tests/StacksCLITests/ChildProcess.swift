import Foundation

/// Runs a program other than `stacks` (a script, a checker) to its end, with no standard input.
enum ChildProcess {
    /// Runs `executable arguments…` in `folder`, with `environment` added to this process's
    /// environment; what it printed and its exit status.
    static func run(
        _ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) throws -> StacksProcess.Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        // Standard error goes to a file: a child filling a second pipe while this process reads
        // the first would never finish.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("stacks-child-\(UUID().uuidString)")
        try Data().write(to: errorFile)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let error = try FileHandle(forWritingTo: errorFile)
        defer { try? error.close() }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return StacksProcess.Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }
}
