import Foundation

/// The repository's own folders, for tests that read its examples, fonts, corpus and docs.
///
/// Found by walking up from this file to the folder that holds both `Tools/` and `Examples/`,
/// so it does not matter how deep a test file sits.
public enum RepositoryFolder {
    /// The repository's root folder.
    public static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = FileManager.default
        while folder.path != "/" {
            if files.fileExists(atPath: folder.appendingPathComponent("Tools/Package.swift").path),
               files.fileExists(atPath: folder.appendingPathComponent("Examples").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        fatalError("the repository's root folder was not found above \(#filePath)")
    }()

    /// A path inside the repository, e.g. `path("fonts/fonts.conf")`.
    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The pinned font configuration, `fonts/fonts.conf`.
    public static var fontsConfiguration: String { path("fonts/fonts.conf") }
}
