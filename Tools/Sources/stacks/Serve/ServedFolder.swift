import FileAccess
import Foundation

/// `stacks serve FOLDER`: the documents below a folder, each with a playground of its own at
/// `/d/NAME/` (NAME its path below the folder, each segment percent-encoded), made the first
/// time it is asked for and kept until the server stops.
///
/// The documents are the files `stacks audit FOLDER` would audit as documents (`.yaml`, `.yml`
/// and `.json` below the folder, hidden files and folders skipped), read afresh for each listing,
/// so a document added while the server runs is offered. Only regular files reached without a
/// symbolic link are documents here, checked at each listing and again at each request, so a
/// document removed or swapped for a link since it was opened is no longer served. Names are
/// compared byte for byte: two names that differ only in their Unicode form are two files. Each
/// document's playground is the one `stacks serve DOC` would serve: its commands read files from
/// that document's own folder only.
actor ServedFolder {
    /// The folder as named on the command line, so documents are named as the user would.
    let folder: String
    private let confinement: FolderConfinement
    private let make: @Sendable (String) -> DocumentPlayground
    /// By the name's bytes: a `String` key would take a name's other Unicode form for it.
    private var playgrounds: [[UInt8]: DocumentPlayground] = [:]

    /// - Parameters:
    ///   - folder: the folder, as named on the command line.
    ///   - make: the playground of a document, given its path as the server names it.
    init(folder: String, make: @escaping @Sendable (String) -> DocumentPlayground) {
        self.folder = folder
        confinement = FolderConfinement(folder: folder)
        self.make = make
    }

    /// The deepest a document may be below the folder, in folders: a longer request path is
    /// not looked through segment by segment.
    static let deepest = 64

    /// The documents below the folder, by their paths relative to it, sorted.
    nonisolated func documents() -> [String] {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        return AuditInputs.documents(below: folder)
            .map { AuditInputs.displayPath($0, relativeTo: base) }
            .filter { Self.isDocumentName($0) && isServable($0) }
    }

    /// Whether `name`'s last segment is a document's file name: visible, ending in `.yaml`,
    /// `.yml` or `.json`.
    static func isDocumentName(_ name: some StringProtocol) -> Bool {
        guard let file = name.split(separator: "/").last, !file.hasPrefix("."), let dot = file.lastIndex(of: ".") else { return false }
        return AuditInputs.documentExtensions.contains(file[file.index(after: dot)...].lowercased())
    }

    /// Whether `name` is, now, a regular file below the folder reached without a symbolic link.
    nonisolated func isServable(_ name: String) -> Bool {
        // Resolved, a path with a link in it is another path; compared as bytes, as names are.
        guard let root = confinement.root, let real = try? confinement.resolve(path(of: name)),
            Array(real.utf8) == Array((root + "/" + name).utf8)
        else { return false }
        return (try? FileManager.default.attributesOfItem(atPath: real)[.type] as? FileAttributeType) == .typeRegular
    }

    /// The path the server names a document by: `Examples/gallery/chat.yaml`, or `chat.yaml`
    /// when serving `.`.
    nonisolated func path(of name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The playground of `name`, one of ``documents()``: made, and its edits followed, the
    /// first time it is asked for.
    private func playground(_ name: String) async -> DocumentPlayground {
        let key = Array(name.utf8)
        if let playground = playgrounds[key] { return playground }
        let playground = make(path(of: name))
        // Kept before the first look, so a second request meanwhile gets this one.
        playgrounds[key] = playground
        // It follows the document's edits for as long as the server runs (and looks only while
        // a page listens).
        _ = await playground.watchEdits()
        return playground
    }

    /// Splits a request path after `/d/` (percent-encoded, as sent) into the document it names
    /// and the path of the route below it: `gallery/chat.yaml/frames` is `gallery/chat.yaml`
    /// and `/frames`. The document is the shortest leading run of segments that names one of
    /// the folder's documents, decoded segment by segment (one that decodes to a slash or NUL
    /// names nothing); the folder is listed at most once per request, and only for a name not
    /// asked for before.
    func route(_ raw: String) async -> (playground: DocumentPlayground, path: String)? {
        let segments = raw.split(separator: "/", omittingEmptySubsequences: false)
        var name = ""
        var listed: Set<[UInt8]>?
        for (index, segment) in segments.prefix(Self.deepest + 1).enumerated() {
            guard let decoded = segment.removingPercentEncoding, !decoded.contains("/"), !decoded.contains("\0") else { return nil }
            name += index == 0 ? decoded : "/" + decoded
            guard Self.isDocumentName(decoded) else { continue }
            if playgrounds[Array(name.utf8)] == nil {
                if listed == nil { listed = Set(documents().map { Array($0.utf8) }) }
                guard listed?.contains(Array(name.utf8)) == true else { continue }
            }
            // Removed, or swapped for a link, since it was listed.
            guard isServable(name) else { return nil }
            return (await playground(name), "/" + segments[(index + 1)...].joined(separator: "/"))
        }
        return nil
    }
}
