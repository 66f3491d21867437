import Foundation
import FileAccess

#if canImport(Glibc)
    import Glibc
#endif

/// What a command run by `stacks serve` (``CommandProcess``) is told through its environment,
/// and what it does with it: its document reads stay inside the document's folder
/// (``FolderConfinement``), and it dies with the server.
enum ServerChild {
    /// The server's process ID, in the environment of each command it runs.
    static let serverVariable = "STACKS_SERVE_PARENT"

    /// The variables a command of the server whose document is in `folder` gets.
    static func environment(folder: String) -> [String: String] {
        [FolderConfinement.environmentVariable: folder, serverVariable: String(getpid())]
    }

    /// In a command run by the server: asks the system to kill this process when the server
    /// ends, however it ends (SIGKILL included, which gives the server no chance to stop its
    /// commands itself), and ends at once if the server is already gone. Nothing elsewhere.
    ///
    /// Called first thing in `main`, before any work.
    static func followServer() {
        guard let server = ProcessInfo.processInfo.environment[serverVariable].flatMap(Int32.init) else { return }
        // `prctl` takes variable arguments, which Swift cannot call directly; on Linux's
        // calling conventions the five-integer form is the same call.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        if let symbol = dlsym(nil, "prctl") {  // RTLD_DEFAULT: the process's own libraries
            let prctl = unsafeBitCast(symbol, to: Prctl.self)
            let setParentDeathSignal: Int32 = 1  // PR_SET_PDEATHSIG, <linux/prctl.h>
            _ = prctl(setParentDeathSignal, UInt(SIGKILL), 0, 0, 0)
        }
        // The server may have died before the request above: this process is then the
        // child of another (init, or a subreaper).
        if getppid() != server { exit(ExitStatus.invalidDocument.rawValue) }
    }
}
