import FileAccess
import ArgumentParser
import Foundation
import StackDocument

/// Parses the command line and runs the chosen command, mapping every outcome to the
/// documented exit codes. ArgumentParser's own `main()` exits 64 (`EX_USAGE`) for usage
/// errors; the contract says 2, as most Unix tools do.
enum EntryPoint {
    static func run() -> Never {
        ServerChild.followServer()
        let arguments = CommandLineArguments(arguments: Array(CommandLine.arguments.dropFirst()))
        if let failure = arguments.unknownSubcommand {
            printError(failure.message)
            exit(failure.status.rawValue)
        }
        var command: any ParsableCommand
        do {
            command = try StacksCommand.parseAsRoot(arguments.normalized)
        } catch {
            finish(with: error, failureStatus: .usage)
        }
        do {
            try command.run()
        } catch let failure as CommandFailure {
            if !failure.message.isEmpty { printError(failure.message) }
            exit(failure.status.rawValue)
        } catch {
            finish(with: error, failureStatus: .invalidDocument)
        }
        exit(ExitStatus.success.rawValue)
    }

    /// Ends the process for an error ArgumentParser produced or passed through: help and
    /// version requests print to standard output and succeed; usage errors exit 2.
    private static func finish(with error: any Error, failureStatus: ExitStatus) -> Never {
        let message = StacksCommand.fullMessage(for: error)
        let code = StacksCommand.exitCode(for: error)
        if code == .success {
            if !message.isEmpty { print(message) }
            exit(ExitStatus.success.rawValue)
        }
        if !message.isEmpty { printError(message) }
        let status: ExitStatus = code == .validationFailure ? .usage : failureStatus
        exit(status.rawValue)
    }

    /// Prints `message` on standard error, every control character but line breaks and tabs
    /// written as an escape (`VisibleText`).
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((VisibleText.escaped(message) + "\n").utf8))
    }
}
