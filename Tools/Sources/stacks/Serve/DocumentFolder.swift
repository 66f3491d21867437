import Foundation
import StackDocument

/// The one folder the playground reads from: the document's. It serves the document itself and
/// the images the document names, and only when the file, with every symbolic link resolved,
/// is inside the folder; a path that climbs out (`..`, however percent-encoded) or hides a
/// slash in an escape (`%2f`) is refused before the file system is asked.
struct DocumentFolder: Sendable {
    /// The document's folder with symbolic links resolved, without a final slash.
    var root: String
    /// The document's path as the server was given it.
    var document: String

    init(document: String) {
        self.document = document
        let folder = URL(fileURLWithPath: document).deletingLastPathComponent()
        root = folder.resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Why a file request is refused.
    enum Refusal: Error, Equatable, CustomStringConvertible {
        /// The path tries to leave the folder or is malformed: 403.
        case outside(String)
        /// The path is inside but not a file the playground serves: 404.
        case notServed(String)

        var description: String {
            switch self {
            case .outside(let path): "error: \(path) is outside the document's folder"
            case .notServed(let path): "error: \(path) is not the document or an image it names"
            }
        }
    }

    /// The file `/files/<raw>` names, as an absolute path, when it may be served.
    ///
    /// - Parameter raw: the request path after `/files/`, still percent-encoded.
    func servedFile(raw: String) throws(Refusal) -> String {
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
        guard servedFiles().contains(path) else { throw .notServed(relative) }
        return path
    }

    /// The absolute path of `relative` inside the folder with links resolved, when it stays
    /// inside.
    func confined(_ relative: String) throws(Refusal) -> String {
        let resolved = URL(fileURLWithPath: root + "/" + relative).resolvingSymlinksInPath().standardizedFileURL.path
        guard resolved.hasPrefix(root + "/") else { throw .outside(relative) }
        return resolved
    }

    /// The files that may be served now: the document and the images it names (read afresh, as
    /// the document may have been edited), each resolved.
    func servedFiles() -> Set<String> {
        var files: Set<String> = []
        if let documentPath = try? confined(URL(fileURLWithPath: document).lastPathComponent) { files.insert(documentPath) }
        guard let loaded = try? StackDocument(contentsOf: document) else { return files }
        for image in loaded.styles.values.compactMap(\.image) where !image.hasPrefix("/") {
            if let path = try? confined(image) { files.insert(path) }
        }
        return files
    }

    /// An image the document names that is outside its folder.
    struct ImageOutside: Error, CustomStringConvertible {
        var image: String
        var description: String {
            "the image \"\(image)\" is outside the document's folder; stacks serve reads only images inside it"
        }
    }

    /// Throws when the document names an image outside its folder (absolute, or reached through
    /// `..` or a link): a picture would carry that file to whoever asked for it. A document
    /// that cannot be read passes, and the command reports why.
    func checkImages(of document: String) throws(ImageOutside) {
        guard let loaded = try? StackDocument(contentsOf: document) else { return }
        for image in loaded.styles.values.compactMap(\.image).sorted()
        where image.hasPrefix("/") || (try? confined(image)) == nil {
            throw ImageOutside(image: image)
        }
    }
}
