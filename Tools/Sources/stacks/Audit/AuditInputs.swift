import Foundation
import AppSources
import StackDocument

/// What `stacks audit` audits, gathered from its arguments: each document named, and every
/// `.yaml`, `.yml` and `.json` file below each folder named (hidden files and folders, whose
/// names start with a dot, skipped), in a fixed order: the arguments' order, a folder's
/// documents sorted by their path. A document named twice is audited once. An app's Swift
/// sources are gathered the same way (each `.swift` file named, and those below each folder),
/// with the translations below the folders (String Catalogs, `xx.lproj/*.strings`).
///
/// A missing path and a folder without documents end the run before anything is audited: they
/// are mistakes in the command (a CI job's misspelt folder), not findings: the run fails (exit 3). A document that is
/// there but cannot be read is a finding of ``AuditRule/documentInvalid`` instead, so one run
/// reports every document it can.
struct AuditInputs {
    /// The file extensions of documents found in folders.
    static let documentExtensions: Set<String> = ["yaml", "yml", "json"]

    /// The documents, in order.
    var documents: [DocumentInput] = []
    /// The Swift sources, in order (``AuditSourceFiles`` reads them).
    var sources: [DocumentInput] = []
    /// The String Catalogs and `.lproj` strings files below the folders named, in order.
    var stringTables: [String] = []

    /// Gathers the documents `arguments` name, paths taken relative to `folder` (the working
    /// folder); documents are named by their path relative to it when they are inside it.
    init(_ arguments: [String], folder: String = FileManager.default.currentDirectoryPath) throws(CommandFailure) {
        var seen = Set<String>()
        func add(_ path: String) {
            let name = path == "-" ? "<stdin>" : Self.displayPath(path, relativeTo: folder)
            guard seen.insert(name).inserted else { return }
            if path.hasSuffix(".swift") {
                sources.append(DocumentInput(argument: path, name: name))
            } else if AppStringTables.isTableFile(path) {
                stringTables.append(path)
            } else {
                documents.append(DocumentInput(argument: path, name: name))
            }
        }
        for argument in arguments {
            if argument == "-" {
                add(argument)
                continue
            }
            let absolute = argument.hasPrefix("/") ? argument : URL(fileURLWithPath: folder).appendingPathComponent(argument).path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
                throw CommandFailure(status: .runFailed, message: "error: \(argument): no such file or folder")
            }
            guard isFolder.boolValue else {
                add(absolute)
                continue
            }
            let found = Self.documents(below: absolute)
            guard found.contains(where: { !AppStringTables.isTableFile($0) }) else {
                throw CommandFailure(
                    status: .runFailed,
                    message: "error: \(argument): no documents below this folder (files ending in .yaml, .yml, .json or .swift)")
            }
            found.forEach(add)
        }
    }

    /// The documents, Swift sources and string tables below `folder`, sorted by path.
    static func documents(below folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var paths: [String] = []
        for case let url as URL in walker {
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            let isInput = documentExtensions.contains(url.pathExtension.lowercased()) || url.pathExtension == "swift"
                || AppStringTables.isTableFile(url.path)
            if !isFolder, isInput { paths.append(url.path) }
        }
        // Sorted by scalars, not by the locale's collation, so every machine gets one order.
        return paths.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// `path` relative to `folder` when it is inside it (`screens/login.yaml`), else as it is.
    static func displayPath(_ path: String, relativeTo folder: String) -> String {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return standard.hasPrefix(prefix) ? String(standard.dropFirst(prefix.count)) : standard
    }
}
