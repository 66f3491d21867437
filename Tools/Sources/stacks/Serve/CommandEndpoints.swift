import ArgumentParser
import Foundation
import StackDocument

/// The playground's data endpoints, each answered by running the command a user would type:
/// `GET /frames?width=375` is `stacks frames DOC --width=375`, and its answer is what that
/// prints, byte for byte, because it is that command, run in a child process that is killed
/// when it runs out of time. Pictures are rendered by `stacks render` into a private temporary
/// folder and sent from there.
///
/// Everything here blocks until the child ends: the server runs it on a ``RenderWorkers``
/// queue, never on the tasks that serve connections.
struct CommandEndpoints: Sendable {
    /// The document as named on `stacks serve`'s command line, so messages name it the same way.
    var document: String
    /// `--fonts` given to `stacks serve`, passed to every command.
    var fonts: String?
    /// Where pictures are rendered before they are sent (made by the server, removed on exit).
    var scratchFolder: String
    /// The document's folder: what the commands may read from disk besides the document.
    var folder: DocumentFolder
    /// Seconds a command may run before it is stopped (`--render-timeout`).
    var timeout: Double
    /// The most pixels a picture may have (`--max-pixels`, passed to `stacks render`).
    var maximumPixels: Int

    private var leading: [String] { [document] + (fonts.map { ["--fonts=\($0)"] } ?? []) }

    /// The parameters of `/frames`, `/explain` and `/audit`.
    private static let layoutParameters: [PlaygroundQuery.Parameter] = [
        PlaygroundQuery.width, PlaygroundQuery.height, PlaygroundQuery.contentSize, PlaygroundQuery.locale,
        PlaygroundQuery.direction, PlaygroundQuery.scale, PlaygroundQuery.textMetrics,
    ]

    /// `GET /frames`: `stacks frames`.
    func frames(_ query: PlaygroundQuery) -> PlaygroundAnswer {
        answer(FramesCommand.self, query, Self.layoutParameters, endpoint: "/frames", contentType: "application/json")
    }

    /// `GET /explain`: `stacks explain`.
    func explain(_ query: PlaygroundQuery) -> PlaygroundAnswer {
        answer(ExplainCommand.self, query, Self.layoutParameters, endpoint: "/explain", contentType: "text/plain; charset=utf-8")
    }

    /// `GET /audit`: `stacks audit --format json`. A report with error-level findings is still
    /// the answer (200); the command's exit status has no place in HTTP.
    func audit(_ query: PlaygroundQuery) -> PlaygroundAnswer {
        answer(
            AuditCommand.self, query, Self.layoutParameters, endpoint: "/audit", extra: ["--format=json"], contentType: "application/json",
            findingsAreAnswers: true)
    }

    /// `GET /render.svg` and `GET /render.png`: `stacks render -o FILE` for one combination, and
    /// the file it wrote. An image or icon the document names outside its folder is refused by
    /// the command (422), as every file it names is (``ServerChild``).
    func render(_ query: PlaygroundQuery, format: String) -> PlaygroundAnswer {
        let endpoint = "/render.\(format)"
        // The layout parameters but how text is measured (pictures are Pango's), and the overlay.
        let parameters = Array(Self.layoutParameters.dropLast()) + [PlaygroundQuery.debug]
        let file = "\(scratchFolder)/\(UUID().uuidString).\(format)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        return answer(
            RenderCommand.self, query, parameters, single: ["width", "contentSize", "locale"], endpoint: endpoint,
            extra: ["--format=\(format)", "--quiet", "--max-pixels=\(maximumPixels)", "--output=\(file)"],
            contentType: format == "svg" ? "image/svg+xml" : "image/png", outputFile: file)
    }

    /// Parses `Command` from the query as `stacks` would from its command line (a bad value is
    /// answered 400 here, with the command line's message), then runs it in a child process
    /// (``CommandProcess``) and turns how it ended into an answer: what it printed (or the file
    /// it wrote, `outputFile`) on success, 400 for a usage mistake, 422 for a document that
    /// cannot be read or laid out, 503 when it ran out of time and was stopped.
    private func answer<Command: ParsableCommand>(
        _ type: Command.Type, _ query: PlaygroundQuery, _ parameters: [PlaygroundQuery.Parameter], single: Set<String> = [],
        endpoint: String, extra: [String] = [], contentType: String, findingsAreAnswers: Bool = false, outputFile: String? = nil
    ) -> PlaygroundAnswer {
        let arguments: [String]
        do {
            arguments = try query.arguments(leading: leading + extra, parameters: parameters, single: single, endpoint: endpoint)
            _ = try Command.parse(arguments)
        } catch let problem as PlaygroundQuery.Problem {
            return .failure(problem.description, status: 400)
        } catch {
            return .failure(UsageMessage.text(for: error, of: Command.self), status: 400)
        }
        var outcome = run([Command.configuration.commandName ?? ""] + arguments)
        if case .exited(let status, let printed, let errors) = outcome, let outputFile {
            // The scratch file means nothing to the page; the flag to name is the server's.
            let reworded = errors.replacingOccurrences(of: outputFile, with: "the picture")
                .replacingOccurrences(of: "(--max-pixels raises", with: "(stacks serve --max-pixels raises")
            outcome = .exited(status: status, output: printed, errors: reworded)
        }
        switch outcome {
        case .exited(ExitStatus.success.rawValue, let printed, _),
            .exited(ExitStatus.invalidDocument.rawValue, let printed, _) where findingsAreAnswers && !printed.isEmpty:
            // An audit with error-level findings exits 1 and prints its report: the report is the
            // answer; the command's exit status has no place in HTTP.
            guard let outputFile else { return PlaygroundAnswer(status: 200, contentType: contentType, body: Array(printed)) }
            guard let data = FileManager.default.contents(atPath: outputFile) else {
                return .failure("error: the rendered picture \(outputFile) is missing", status: 500)
            }
            return PlaygroundAnswer(status: 200, contentType: contentType, body: Array(data))
        case .exited(ExitStatus.usage.rawValue, _, let errors):
            return .failure(errors, status: 400)
        case .exited(ExitStatus.invalidDocument.rawValue, _, let errors):
            return .failure(errors, status: 422)
        case .exited(let status, _, let errors):
            return .failure("error: stacks \(endpoint.dropFirst()) ended unexpectedly (status \(status))\n\(errors)", status: 500)
        case .stopped:
            return stopped(endpoint)
        case .notStarted(let message):
            return .failure(message, status: 500)
        }
    }

    /// The document's environment, locales and the files it names (`stacks served-document`),
    /// or `nil` when the document does not read or lay out, or its reading ran out of time.
    func facts() -> DocumentFacts? {
        guard case .exited(ExitStatus.success.rawValue, let printed, _) = run(["served-document", document]) else { return nil }
        return DocumentFacts(json: printed)
    }

    /// Checks a text meant to replace the document, as the document would be read (its string
    /// tables from the document's folder): `nil` when it reads and lays out, else the answer
    /// that refuses it (422 with the located error, 503 past the time limit).
    func check(_ text: [UInt8]) -> PlaygroundAnswer? {
        let arguments = ["served-document", "-", "--name=\(document)", "--folder=\(folder.confinement.folder)"]
        switch run(arguments, input: Data(text)) {
        case .exited(ExitStatus.success.rawValue, _, _): return nil
        case .exited(_, _, let errors): return .failure(errors.trimmingTrailingNewlines + "; nothing was saved", status: 422)
        case .stopped: return stopped("checking the new text of \(document)")
        case .notStarted(let message): return .failure(message, status: 500)
        }
    }

    /// Runs `stacks ARGUMENTS` as the server's child, confined to the document's folder.
    private func run(_ arguments: [String], input: Data? = nil) -> CommandProcess.Outcome {
        CommandProcess.run(arguments, timeout: timeout, input: input, environment: ServerChild.environment(folder: folder.confinement.folder))
    }

    /// 503: `what` ran out of time and was stopped.
    private func stopped(_ what: String) -> PlaygroundAnswer {
        .failure(
            "error: \(what) took longer than \(NumberText.exact(timeout)) s and was stopped (stacks serve --render-timeout raises the limit)",
            status: 503)
    }
}
