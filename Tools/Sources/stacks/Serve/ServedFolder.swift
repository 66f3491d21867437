import FlyingFox
import Foundation
import FileAccess

/// `stacks serve FOLDER`: the documents below a folder, each with a playground of its own at
/// `/d/NAME/` (NAME its path below the folder, each segment percent-encoded), made the first
/// time it is asked for and kept, its edits followed, until the server stops.
///
/// The documents are the files `stacks audit FOLDER` would audit as documents (`.yaml`, `.yml`
/// and `.json` below the folder, hidden files and folders skipped), read afresh for each listing,
/// so a document added while the server runs is offered; only those, and only those whose real
/// path is inside the folder (a link pointing out is not listed), are served. Each document's
/// playground is the one `stacks serve DOC` would serve: its commands read files from that
/// document's own folder only.
actor ServedFolder {
    /// The folder as named on the command line, so documents are named as the user would.
    let folder: String
    private let confinement: FolderConfinement
    private let make: @Sendable (String) -> DocumentPlayground
    private var playgrounds: [String: DocumentPlayground] = [:]
    private var watches: [Task<Void, Never>] = []

    /// - Parameters:
    ///   - folder: the folder, as named on the command line.
    ///   - make: the playground of a document, given its path as the server names it.
    init(folder: String, make: @escaping @Sendable (String) -> DocumentPlayground) {
        self.folder = folder
        confinement = FolderConfinement(folder: folder)
        self.make = make
    }

    /// The documents below the folder, by their paths relative to it, sorted.
    nonisolated func documents() -> [String] {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        return AuditInputs.documents(below: folder)
            .filter { AuditInputs.documentExtensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
            .filter { (try? confinement.resolve($0)) != nil }
            .map { AuditInputs.displayPath($0, relativeTo: base) }
    }

    /// The path the server names a document by: `Examples/gallery/chat.yaml`.
    nonisolated func path(of name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The playground of `name`, one of ``documents()``: made, and its edits followed, the
    /// first time it is asked for.
    private func playground(_ name: String) async -> DocumentPlayground {
        if let playground = playgrounds[name] { return playground }
        let playground = make(path(of: name))
        // Kept before the first look, so a second request meanwhile gets this one.
        playgrounds[name] = playground
        watches.append(await playground.watchEdits())
        return playground
    }

    /// Stops following every document's edits.
    func stop() {
        for watch in watches { watch.cancel() }
    }

    /// Splits a request path after `/d/` (percent-encoded, as sent) into the document it names
    /// and the path of the route below it: `gallery/chat.yaml/frames` is `gallery/chat.yaml`
    /// and `/frames`. The document is the shortest leading run of segments that names one of
    /// the folder's documents (an encoded slash, backslash or NUL never does), so the folder is
    /// listed at most once per request, and only for a document not asked for before.
    func route(_ raw: String) async -> (playground: DocumentPlayground, path: String)? {
        let lowered = raw.lowercased()
        guard !lowered.contains("%2f"), !lowered.contains("%5c"), !lowered.contains("%00") else { return nil }
        let segments = raw.split(separator: "/", omittingEmptySubsequences: false)
        var listed: Set<String>?
        for count in 1...segments.count {
            guard let name = segments[..<count].joined(separator: "/").removingPercentEncoding,
                AuditInputs.documentExtensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased())
            else { continue }
            if playgrounds[name] == nil {
                if listed == nil { listed = Set(documents()) }
                guard listed?.contains(name) == true else { continue }
            }
            return (await playground(name), "/" + segments[count...].joined(separator: "/"))
        }
        return nil
    }
}
