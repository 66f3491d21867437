import Foundation
import FileAccess

/// The one folder the playground reads from: the document's. It serves the document itself and
/// the files the document names (images, button icons), and only when the file, with every
/// symbolic link resolved, is inside the folder (``FolderConfinement``, the same check the
/// commands it runs make before they read a file the document names); a path that climbs out
/// (`..`, however percent-encoded) or hides a slash in an escape (`%2f`) is refused before the
/// file system is asked.
struct DocumentFolder: Sendable {
    /// The folder, and the check every path goes through.
    var confinement: FolderConfinement
    /// The document's path as the server was given it.
    var document: String

    init(document: String) {
        self.document = document
        confinement = FolderConfinement(folder: URL(fileURLWithPath: document).deletingLastPathComponent().path)
    }

    /// Why a file request is refused.
    enum Refusal: Error, Equatable, CustomStringConvertible {
        /// The path tries to leave the folder or is malformed: 403. Said the same whether or not
        /// anything exists where it points.
        case outside(String)
        /// The path's symbolic links (inside the folder) form a loop: 403.
        case loop(String)
        /// The path is inside but not a file the playground serves: 404.
        case notServed(String)

        var description: String {
            switch self {
            case .outside(let path): "error: \(path) is outside the document's folder"
            case .loop(let path): "error: \(path): \(FolderConfinement.Refusal.loop)"
            case .notServed(let path): "error: \(path) is not the document or a file it names"
            }
        }
    }

    /// The file `/files/<raw>` names, as an absolute path, when it may be served.
    ///
    /// - Parameters:
    ///   - raw: the request path after `/files/`, still percent-encoded.
    ///   - named: the files the document names, as written in it (``DocumentFacts/files``).
    func servedFile(raw: String, named: [String]) throws(Refusal) -> String {
        // An encoded slash or backslash would let one "segment" hold several; NUL truncates.
        let lowered = raw.lowercased()
        guard !lowered.contains("%2f"), !lowered.contains("%5c"), !lowered.contains("%00"), !raw.contains("\\") else {
            throw .outside(raw)
        }
        guard let relative = raw.removingPercentEncoding, !relative.isEmpty else { throw .outside(raw) }
        let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.hasPrefix("/"), !segments.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
            throw .outside(relative)
        }
        let path = try confined(relative)
        guard servedFiles(named: named).contains(path) else { throw .notServed(relative) }
        return path
    }

    /// The real path of `relative` inside the folder, when it stays inside.
    func confined(_ relative: String) throws(Refusal) -> String {
        do {
            return try confinement.resolve(relative: relative)
        } catch {
            throw error == .loop ? .loop(relative) : .outside(relative)
        }
    }

    /// The files that may be served: the document and the files it names (relative to its
    /// folder, or absolute), each resolved, those inside the folder only.
    func servedFiles(named: [String]) -> Set<String> {
        var files: Set<String> = []
        if let documentPath = try? confined(URL(fileURLWithPath: document).lastPathComponent) { files.insert(documentPath) }
        for name in named {
            let path = name.hasPrefix("/") ? name : confinement.folder + "/" + name
            if let resolved = try? confinement.resolve(path) { files.insert(resolved) }
        }
        return files
    }
}
