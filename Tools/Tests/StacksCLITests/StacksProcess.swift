import Foundation
import ToolsTestSupport

/// Runs the built `stacks` executable, which SwiftPM puts next to the test bundle
/// (`.build/debug/stacks`).
enum StacksProcess {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// The child's peak resident memory in KiB (`/usr/bin/time`'s `%M`), when measured.
        var peakMemoryKiB: Int?
    }

    /// GNU time, which reports a child's peak memory (Debian's `time`; scripts/setup installs it).
    static let memoryMeter = "/usr/bin/time"

    static let packageRoot = RepositoryFolder.root

    static let executable: URL? = {
        let candidates = [
            Bundle.main.executableURL?.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            packageRoot.appendingPathComponent("Tools/.build/debug"),
        ]
        return candidates.compactMap { $0?.appendingPathComponent("stacks") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `stacks arguments…` in `folder` (default: the package root), feeding `input` to
    /// standard input, with `environment` added to this process's environment.
    ///
    /// - Parameter measuringMemory: run it under ``memoryMeter`` and report its peak memory.
    static func run(
        _ arguments: [String], input: String? = nil, in folder: URL? = nil, environment: [String: String] = [:],
        measuringMemory: Bool = false
    ) throws -> Outcome {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("stacks-memory-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        if measuringMemory {
            process.executableURL = URL(fileURLWithPath: memoryMeter)
            process.arguments = ["-f", "%M", "-o", report, executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = folder ?? packageRoot
        let output = Pipe()
        let error = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = inputPipe
        try process.run()
        inputPipe.fileHandleForWriting.write(Data((input ?? "").utf8))
        try inputPipe.fileHandleForWriting.close()
        // Read before waiting, so a large output cannot fill the pipe and stall the child.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self),
            peakMemoryKiB: measuringMemory
                ? (try? String(contentsOfFile: report, encoding: .utf8)).flatMap { Int($0.split(separator: "\n").last ?? "") } : nil)
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryDocument(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("stacks-test-\(UUID().uuidString).yaml")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Removes a ``temporaryDocument(_:)`` once its test is done with it.
    static func removeTemporaryFile(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The parsed output of `stacks frames`.
struct FramesOutput {
    var size: [String: Double]
    var nodes: [[String: Any]]

    init(_ text: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        size = (object?["size"] as? [String: Double]) ?? [:]
        nodes = (object?["nodes"] as? [[String: Any]]) ?? []
    }

    /// The frame of the node named `id` as (x, y, width, height).
    func frame(_ id: String) -> [Double]? {
        guard let node = nodes.first(where: { $0["id"] as? String == id }),
            let frame = node["frame"] as? [String: Double]
        else { return nil }
        return ["x", "y", "width", "height"].compactMap { frame[$0] }
    }
}
