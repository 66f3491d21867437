import FileAccess
import StackAudit
import StackRender

/// `PUT /document`: the editor's text written over the document without losing an edit.
///
/// Saves run one at a time (``SerialSection``), each from its look at the file to its rename:
/// 1. the file's bytes are read, and the save's `If-Match` must be their tag (two saves of
///    the same version: the first is written, the second is refused 409);
/// 2. the new text is checked as the document would be read (in a child process, with the
///    commands' time limit): one that does not read is refused 422 and nothing is written;
/// 3. the text is written beside the document and flushed (``AtomicFile``), and just before it
///    takes the document's place the file is looked at again: if it changed since step 1 (an
///    editor saved it meanwhile), the new text is dropped and the save refused 409.
struct DocumentSaves: Sendable {
    let endpoints: CommandEndpoints
    let workers: RenderWorkers
    private let section = SerialSection()

    init(endpoints: CommandEndpoints, workers: RenderWorkers) {
        self.endpoints = endpoints
        self.workers = workers
    }

    /// How a save ended.
    enum Outcome: Sendable {
        /// Written; the tag of the new text.
        case saved(tag: String)
        case refused(PlaygroundAnswer)
    }

    /// Saves `text` over the document if it still has the tag `expected` (`If-Match`; `nil`
    /// or `*` saves over whatever is there, as long as it does not change during the save).
    func save(_ text: [UInt8], expected: String?) async -> Outcome {
        let (endpoints, workers) = (self.endpoints, self.workers)
        return await section.run {
            let document = endpoints.document
            let before = FileVersion(of: document)
            if let expected, expected != "*", before?.tag != expected {
                return .refused(.failure(
                    "error: \(document) changed on disk since this page loaded it; your text was not saved "
                        + "(the page shows both texts; GET /document gives the file's text and the ETag to send as If-Match)",
                    status: 409))
            }
            switch await workers.value(of: { endpoints.check(text) }) {
            case nil: return .refused(workers.busy)
            case let refusal??: return .refused(refusal)
            case .some(nil): break
            }
            // All at once (`AtomicFile`): the document keeps its permissions and owner, the
            // bytes reach the disk before the rename, and a reader sees the old document or the
            // new one, never half of one. A symbolic link is followed, so the file it points
            // to is replaced.
            do {
                let written = try AtomicFile.write(text, to: document, durably: true) { FileVersion(of: document) == before }
                guard written else {
                    return .refused(.failure(
                        "error: \(document) changed on disk while this save was being checked; your text was not saved "
                            + "(GET /document gives the file's text and the ETag to send as If-Match)",
                        status: 409))
                }
            } catch {
                return .refused(.failure("error: \(error)", status: 500))
            }
            return .saved(tag: Self.tag(of: text))
        }
    }

    /// The entity tag of a document's bytes: their SHA-256, quoted.
    static func tag(of bytes: [UInt8]) -> String {
        "\"" + AuditFingerprint.sha256Hex(bytes: bytes) + "\""
    }
}
