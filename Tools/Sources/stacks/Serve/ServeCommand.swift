import ArgumentParser
import FlyingFox
import FlyingSocks
import Foundation
import StackDocument
import StackRender

/// `stacks serve`: a page in the browser that shows a document as it is edited, or a folder's
/// documents, one picked at a time.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live playground of a document, or of a folder's documents, on a local web page.",
        discussion: """
            Prints the address (http://127.0.0.1:PORT/) on its first line and serves until \
            interrupted. Given a folder, the first page lists its documents (the .yaml, .yml \
            and .json files below it, hidden ones skipped, read again at each visit) and each \
            document has a playground of its own at /d/NAME/, with a menu to pick another. \
            The page shows the document rendered in a grid of the widths, text sizes, locales and directions you pick, a width slider, the arrangement of every \
            button stack (with stacks explain's reasons on hover), the audit's findings, the \
            debug overlay as a switch, and an editor; it follows edits of the file within a \
            second and keeps the last good pictures while the document has an error.

            GET /frames, /explain, /audit, /render.svg and /render.png (below /d/NAME/ for a \
            folder's document; GET /documents lists the folder's) take the layout options \
            as query parameters (width, height, contentSize, locale, direction, scale, \
            textMetrics; debug for pictures) and answer what the command of the same name \
            prints; a bad value gets 400 with the command line's message.

            Only the documents, the files each names inside its own folder and the page itself \
            are served, and the commands read no file a document names outside its folder. \
            Requests are held to limits (a line of 8 KiB, a head of 64 KiB and 100 headers, a \
            body of 1 MiB, --request-timeout from first byte to last, --idle-timeout between \
            requests) and answered 414, 431, 413 or 408 beyond them; at most 512 connections \
            are served at once, fewer under a low open-file limit. The server listens on 127.0.0.1 unless --host says otherwise (with a \
            warning: anyone who reaches it can read and edit the document).
            """)

    @Argument(help: ArgumentHelp("The document (YAML or JSON) to show and edit, or a folder of documents to pick from.", valueName: "document-or-folder"))
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
        name: .customLong("request-timeout"),
        help: ArgumentHelp("Seconds a client has to send a request, from its first byte to its last.", valueName: "seconds"))
    var requestTimeout: Double = 10

    @Option(
        name: .customLong("idle-timeout"),
        help: ArgumentHelp("Seconds a connection may wait for its next request, or for the client to read an answer.", valueName: "seconds"))
    var idleTimeout: Double = 60

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
        for (name, value) in [("--request-timeout", requestTimeout), ("--idle-timeout", idleTimeout)] {
            guard value.isFinite, value > 0, value <= 3600 else {
                throw ValidationError("\(name) must be more than 0 and at most 3600 seconds; got \(value)")
            }
        }
        if maximumPixels < 1 { throw ValidationError("--max-pixels must be 1 or more; got \(maximumPixels)") }
    }

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: document, isDirectory: &isFolder) else {
            throw CommandFailure(status: .runFailed, message: "error: \(document): no such file or folder")
        }
        _ = try CommandMeasurer.configuration(fonts)
        if !ServeAddress.isLoopback(host) {
            EntryPoint.printError(
                "warning: listening on \(host): anyone who can reach this machine on that address can read and edit \(isFolder.boolValue ? "every document below " : "")\(document)")
        }
        // A client that closes its connection, or a command that ends before it has read its
        // input, must not end the server: writes to them fail instead.
        signal(SIGPIPE, SIG_IGN)
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        // How the server task ended, read once the task has signalled.
        let failure = Locked<String?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let workers = RenderWorkers()
        let (fonts, renderTimeout, maximumPixels) = (fonts, renderTimeout, maximumPixels)
        let playground = { @Sendable (document: String) in
            let endpoints = CommandEndpoints(
                document: document, fonts: fonts, scratchFolder: scratch.path, folder: DocumentFolder(document: document),
                timeout: renderTimeout, maximumPixels: maximumPixels)
            return DocumentPlayground(endpoints: endpoints, workers: workers)
        }
        let served: PlaygroundServer.Served
        if isFolder.boolValue {
            let folder = ServedFolder(folder: document, make: playground)
            if folder.documents().isEmpty {
                EntryPoint.printError("warning: \(document): no documents below this folder yet (files ending in .yaml, .yml or .json)")
            }
            served = .folder(folder)
        } else {
            served = .document(playground(document))
        }
        let limits = ConnectionLimits(
            requestTimeout: requestTimeout, idleTimeout: idleTimeout,
            maximumConnections: ConnectionLimits.maximumConnections(openFiles: ConnectionLimits.openFileLimit, workers: workers.width))
        let (host, port) = (host, port)
        Task {
            do throws(PlaygroundListener.Failure) {
                try await Self.serve(served, named: document, limits: limits, host: host, port: port)
            } catch {
                failure.withLock { $0 = "error: cannot serve on \(host):\(port): \(error)" }
            }
            finished.signal()
        }
        // SIGINT and SIGTERM stop the server (its scratch folder is removed below), whatever
        // signal mask the process was started with: a parent that spawns it from a thread
        // blocking them (as test runners and some supervisors do) passes that mask on.
        let stop = StopSignals { ServeCommand.running.stop() }
        finished.wait()
        withExtendedLifetime(stop) {}
        if let message = failure.withLock({ $0 }) { throw CommandFailure(status: .runFailed, message: message) }
    }

    private static func serve(
        _ served: PlaygroundServer.Served, named document: String, limits: ConnectionLimits, host: String, port: Int
    ) async throws(PlaygroundListener.Failure) {
        let server = PlaygroundServer(served: served, loopbackOnly: ServeAddress.isLoopback(host))
        let listener = PlaygroundListener(limits: limits, server: server)
        let address: any SocketAddress
        do {
            address = try ServeAddress.socketAddress(host: host, port: port)
        } catch {
            throw PlaygroundListener.Failure(description: "\(error)")
        }
        // A document's first look before the first request, so no page sees version 0; a
        // folder's documents are looked at when first asked for.
        let watching: Task<Void, Never>? = if case .document(let playground) = served { await playground.watchEdits() } else { nil }
        defer { watching?.cancel() }
        guard running.set(listener) else { return }
        try await listener.run(address: address) { bound in
            let shown = host.contains(":") ? "[\(host)]" : host
            FileHandle.standardOutput.write(Data("Serving \(document) at http://\(shown):\(bound)/\n".utf8))
        }
    }

    /// The server being run, for the signal handler to stop.
    static let running = RunningServer()
}

/// The server `serve` runs, once it runs: SIGINT and SIGTERM stop it.
final class RunningServer: Sendable {
    private let state = Locked<(listener: PlaygroundListener?, isStopping: Bool)>((nil, false))

    /// Records the listener to stop; `false` when a stop came first (it is not to be run).
    func set(_ listener: PlaygroundListener) -> Bool {
        state.withLock { state in
            state.listener = listener
            return !state.isStopping
        }
    }

    func stop() {
        let listener = state.withLock { state in
            state.isStopping = true
            return state.listener
        }
        listener?.stop()
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
