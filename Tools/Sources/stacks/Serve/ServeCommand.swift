import ArgumentParser
import FlyingFox
import FlyingSocks
import Foundation
import StackDocument
import StackRender

/// `stacks serve`: a page in the browser that shows a document as it is edited.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live playground of a document on a local web page.",
        discussion: """
            Prints the address (http://127.0.0.1:PORT/) on its first line and serves until \
            interrupted. The page shows the document rendered in a grid of the widths, text \
            sizes, locales and directions you pick, a width slider, the arrangement of every \
            button stack (with stacks explain's reasons on hover), the audit's findings, the \
            debug overlay as a switch, and an editor; it follows edits of the file within a \
            second and keeps the last good pictures while the document has an error.

            GET /frames, /explain, /audit, /render.svg and /render.png take the layout options \
            as query parameters (width, height, contentSize, locale, direction, scale, \
            textMetrics; debug for pictures) and answer what the command of the same name \
            prints; a bad value gets 400 with the command line's message.

            Only the document, the images it names inside its folder and the page itself are \
            served. The server listens on 127.0.0.1 unless --host says otherwise (with a \
            warning: anyone who reaches it can read and edit the document).
            """)

    @Argument(help: "The document (YAML or JSON) to show and edit.")
    var document: String

    @Option(help: "The port to listen on; 0 picks a free one (the address is printed).")
    var port: Int = 8080

    @Option(help: "The address to listen on (default: loopback only).")
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("A fontconfig configuration file pinning the fonts (e.g. fonts/fonts.conf).", valueName: "config"))
    var fonts: String?

    @Option(name: .customLong("render-timeout"), help: ArgumentHelp("Seconds a request's layout or picture may take.", valueName: "seconds"))
    var renderTimeout: Double = 10

    @Option(
        name: .customLong("max-pixels"),
        help: ArgumentHelp("The most pixels one requested PNG may have (width × height; default 50000000).", valueName: "count"))
    var maximumPixels: Int = StackRender.RenderOptions.defaultMaximumPixels

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535; got \(port)") }
        guard document != "-" else { throw ValidationError("stacks serve watches a file; standard input ('-') cannot be served") }
        guard renderTimeout.isFinite, renderTimeout > 0, renderTimeout <= 600 else {
            throw ValidationError("--render-timeout must be more than 0 and at most 600 seconds; got \(renderTimeout)")
        }
        if maximumPixels < 1 { throw ValidationError("--max-pixels must be 1 or more; got \(maximumPixels)") }
    }

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: document, isDirectory: &isFolder), !isFolder.boolValue else {
            throw CommandFailure(status: .invalidDocument, message: "error: \(document): no such file")
        }
        _ = try CommandMeasurer.configuration(fonts)
        if !ServeAddress.isLoopback(host) {
            EntryPoint.printError(
                "warning: listening on \(host): anyone who can reach this machine on that address can read and edit \(document)")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("stacks-serve-\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(status: .invalidDocument, message: "error: cannot create \(scratch): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // How the server task ended, read once the task has signalled.
        let failure = Locked<String?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let endpoints = CommandEndpoints(
            document: document, fonts: fonts, scratchFolder: scratch, folder: DocumentFolder(document: document), timeout: renderTimeout,
            maximumPixels: maximumPixels)
        let (host, port) = (host, port)
        Task {
            do {
                try await Self.serve(endpoints, host: host, port: port)
            } catch {
                failure.withLock { $0 = "error: cannot serve on \(host):\(port): \(error)" }
            }
            finished.signal()
        }
        // SIGINT and SIGTERM stop the server (its scratch folder is removed below), whatever
        // signal mask the process was started with: a parent that spawns it from a thread
        // blocking them (as test runners and some supervisors do) passes that mask on.
        let stop = StopSignals { _ = Task { await ServeCommand.running.stop() } }
        finished.wait()
        withExtendedLifetime(stop) {}
        if let message = failure.withLock({ $0 }) { throw CommandFailure(status: .invalidDocument, message: message) }
    }

    private static func serve(_ endpoints: CommandEndpoints, host: String, port: Int) async throws {
        let workers = RenderWorkers()
        let document = endpoints.document
        let watch = DocumentWatch(path: document) {
            // Checked as `stacks frames` checks it, at the document's width or the page's default.
            let width = (try? StackDocument(contentsOf: document))?.environment.width == nil ? [("width", "375")] : []
            let answer = await workers.run { endpoints.frames(PlaygroundQuery(items: width)) }
            guard answer.status != 200 else { return nil }
            return String(decoding: answer.body, as: UTF8.self).trimmingTrailingNewlines
        }
        let handler = PlaygroundServer(endpoints: endpoints, workers: workers, watch: watch, loopbackOnly: ServeAddress.isLoopback(host))
        // Each command stops at its own time limit (503); FlyingFox's own limit on a request,
        // which counts the time a request waits for a worker too, must not cut a queued one short.
        let server = HTTPServer(
            address: try ServeAddress.socketAddress(host: host, port: port), timeout: 3600, logger: .disabled, handler: handler)
        // The first look before the first request, so no page sees version 0.
        await watch.poll()
        let watching = Task { await watch.watch() }
        defer { watching.cancel() }
        let announce = Task {
            try await server.waitUntilListening(timeout: 30)
            let bound: Int = switch await server.listeningAddress {
            case .ip4(_, let port)?, .ip6(_, let port)?: Int(port)
            default: port
            }
            let shown = host.contains(":") ? "[\(host)]" : host
            FileHandle.standardOutput.write(Data("Serving \(document) at http://\(shown):\(bound)/\n".utf8))
        }
        defer { announce.cancel() }
        await running.set(server)
        do {
            try await server.run()
        } catch {
            // Stopped by a signal is a normal end.
            guard await running.isStopping else { throw error }
        }
    }

    /// The server being run, for the signal handler to stop.
    static let running = RunningServer()
}

/// The server `serve` runs, once it runs: SIGINT and SIGTERM stop it.
actor RunningServer {
    private var server: HTTPServer?
    private(set) var isStopping = false

    func set(_ server: HTTPServer) async {
        self.server = server
        if isStopping { await server.stop() }
    }

    func stop() async {
        isStopping = true
        await server?.stop(timeout: 1)
    }
}

/// Runs `handler` on SIGINT or SIGTERM, whatever the mask the process was started with.
private final class StopSignals {
    private let sources: [any DispatchSourceSignal]

    init(_ handler: @escaping @Sendable () -> Void) {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGINT, SIGTERM] { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        sources = [SIGINT, SIGTERM].map { signalNumber in
            // The default action would end the process before the scratch folder is removed.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler(handler: handler)
            source.resume()
            return source
        }
    }
}
