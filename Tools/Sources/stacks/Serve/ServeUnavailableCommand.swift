#if !Serve
import ArgumentParser

/// `stacks serve` in a tool built without the `Serve` trait (as `scripts/demo` builds it, since
/// the demo never serves and the HTTP server is most of a fresh build): it takes any arguments
/// and says how to get a tool that serves, exiting as a usage error.
struct ServeUnavailableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live playground of a document (not in this build: see below).",
        discussion: """
            This stacks was built without its playground server (the package trait `Serve`). \
            Build it with the default traits — `swift build --package-path Tools --product stacks`, \
            or scripts/install — to serve.
            """)

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var arguments: [String] = []

    func run() throws {
        throw CommandFailure(
            status: .usage,
            message: "error: this stacks was built without its playground server (the package trait `Serve`); "
                + "build it with `swift build --package-path Tools --product stacks` or scripts/install")
    }
}
#endif
