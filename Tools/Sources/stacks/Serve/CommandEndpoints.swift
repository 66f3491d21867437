import ArgumentParser
import Foundation
import StackDocument

/// The playground's data endpoints, each answered by running the command a user would type:
/// `GET /frames?width=375` is `stacks frames DOC --width=375`, and its answer is what that
/// prints, byte for byte (with the final newline `print` adds). Pictures are rendered by
/// `stacks render` into a private temporary folder and sent from there.
///
/// Everything here is synchronous and slow (Pango, Cairo): the server runs it on a
/// ``RenderWorkers`` queue, never on the tasks that serve connections.
struct CommandEndpoints: Sendable {
    /// The document as named on `stacks serve`'s command line, so messages name it the same way.
    var document: String
    /// `--fonts` given to `stacks serve`, passed to every command.
    var fonts: String?
    /// Where pictures are rendered before they are sent (made by the server, removed on exit).
    var scratchFolder: String
    /// What pictures may read from disk.
    var folder: DocumentFolder

    private var leading: [String] { [document] + (fonts.map { ["--fonts=\($0)"] } ?? []) }

    /// `GET /frames`: `stacks frames`.
    func frames(_ query: PlaygroundQuery) -> PlaygroundAnswer {
        let parameters: [PlaygroundQuery.Parameter] = [
            PlaygroundQuery.width, PlaygroundQuery.height, PlaygroundQuery.contentSize, PlaygroundQuery.locale,
            PlaygroundQuery.direction, PlaygroundQuery.scale, PlaygroundQuery.textMetrics,
        ]
        return answer(FramesCommand.self, query, parameters, endpoint: "/frames", contentType: "application/json") {
            .text(try $0.output() + "\n")
        }
    }

    /// `GET /explain`: `stacks explain`.
    func explain(_ query: PlaygroundQuery) -> PlaygroundAnswer {
        let parameters: [PlaygroundQuery.Parameter] = [
            PlaygroundQuery.width, PlaygroundQuery.height, PlaygroundQuery.contentSize, PlaygroundQuery.locale,
            PlaygroundQuery.direction, PlaygroundQuery.scale, PlaygroundQuery.textMetrics,
        ]
        return answer(ExplainCommand.self, query, parameters, endpoint: "/explain", contentType: "text/plain; charset=utf-8") {
            .text(try $0.output() + "\n")
        }
    }

    /// `GET /audit`: `stacks audit --format json`. A report with error-level findings is still
    /// the answer (200); the command's exit status has no place in HTTP.
    func audit(_ query: PlaygroundQuery) -> PlaygroundAnswer {
        let parameters: [PlaygroundQuery.Parameter] = [
            PlaygroundQuery.width, PlaygroundQuery.height, PlaygroundQuery.contentSize, PlaygroundQuery.locale,
            PlaygroundQuery.direction, PlaygroundQuery.scale, PlaygroundQuery.textMetrics,
        ]
        return answer(AuditCommand.self, query, parameters, endpoint: "/audit", extra: ["--format=json"], contentType: "application/json") {
            .text(try $0.output().text + "\n")
        }
    }

    /// `GET /render.svg` and `GET /render.png`: `stacks render -o FILE` for one combination, and
    /// the file it wrote. Refused (403) when the document names an image outside its folder.
    func render(_ query: PlaygroundQuery, format: String) -> PlaygroundAnswer {
        let endpoint = "/render.\(format)"
        do {
            try folder.checkImages(of: document)
        } catch {
            return .failure("error: \(document): \(error)", status: 403)
        }
        let parameters: [PlaygroundQuery.Parameter] = [
            PlaygroundQuery.width, PlaygroundQuery.height, PlaygroundQuery.contentSize, PlaygroundQuery.locale,
            PlaygroundQuery.direction, PlaygroundQuery.scale, PlaygroundQuery.debug,
        ]
        let file = "\(scratchFolder)/\(UUID().uuidString).\(format)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        return answer(
            RenderCommand.self, query, parameters, single: ["width", "contentSize", "locale"], endpoint: endpoint,
            extra: ["--format=\(format)", "--quiet", "--output=\(file)"],
            contentType: format == "svg" ? "image/svg+xml" : "image/png"
        ) { command in
            _ = try command.writtenPaths()
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CommandFailure(status: .invalidDocument, message: "error: the rendered picture \(file) is missing")
            }
            return .bytes(data)
        }
    }

    /// Parses `Command` from the query as `stacks` would from its command line, runs `body` and
    /// turns what it returns or throws into an answer.
    private func answer<Command: ParsableCommand>(
        _ type: Command.Type, _ query: PlaygroundQuery, _ parameters: [PlaygroundQuery.Parameter], single: Set<String> = [],
        endpoint: String, extra: [String] = [], contentType: String, _ body: (Command) throws -> Output
    ) -> PlaygroundAnswer {
        let command: Command
        do {
            let arguments = try query.arguments(leading: leading + extra, parameters: parameters, single: single, endpoint: endpoint)
            command = try Command.parse(arguments)
        } catch let problem as PlaygroundQuery.Problem {
            return .failure(problem.description, status: 400)
        } catch {
            return .failure(UsageMessage.text(for: error, of: Command.self), status: 400)
        }
        do {
            switch try body(command) {
            case .text(let text): return .text(text, contentType: contentType)
            case .bytes(let data): return PlaygroundAnswer(status: 200, contentType: contentType, body: Array(data))
            }
        } catch let failure as CommandFailure {
            return .failure(failure)
        } catch {
            // A validation the command makes while it runs (a list it reads only then).
            return .failure(UsageMessage.text(for: error, of: Command.self), status: 400)
        }
    }

    /// What an endpoint's body produces.
    enum Output {
        case text(String)
        case bytes(Data)
    }
}
