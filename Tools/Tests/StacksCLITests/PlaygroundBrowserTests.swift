import Foundation
import Testing

/// The playground's page in a real browser: scripts/playground_browser_test.py drives headless
/// Chromium through Selenium against a `stacks serve` it starts on a free loopback port (the
/// grid, the slider, edits on disk without a reload, an invalid edit's error, the editor, the
/// explain and audit annotations). scripts/setup installs Chromium, its driver and Selenium.
@Suite struct PlaygroundBrowserTests {
    static let root = StacksProcess.packageRoot
    static let python = root.appendingPathComponent(".venv-browser/bin/python").path

    /// Why the browser test cannot run here, or `nil` when it can.
    static let missing: String? = {
        let needed = ["/usr/bin/chromium": "chromium", "/usr/bin/chromedriver": "chromium-driver", python: ".venv-browser (Selenium)"]
        let absent = needed.keys.sorted().filter { !FileManager.default.isExecutableFile(atPath: $0) }.map { needed[$0]! }
        return absent.isEmpty ? nil : "not installed: \(absent.joined(separator: ", ")); run scripts/setup"
    }()

    @Test(.enabled(if: missing == nil, "needs Chromium, chromium-driver and Selenium (scripts/setup installs them)"))
    func thePageWorksInHeadlessChromium() throws {
        let executable = try #require(StacksProcess.executable)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [Self.root.appendingPathComponent("scripts/playground_browser_test.py").path, "--stacks", executable.path]
        // Screenshots on request (docs/serve.md's pictures): STACKS_SCREENSHOTS=folder.
        if let folder = ProcessInfo.processInfo.environment["STACKS_SCREENSHOTS"] {
            process.arguments! += ["--screenshots", folder]
        }
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("all browser checks passed"), "\(text)")
    }
}
