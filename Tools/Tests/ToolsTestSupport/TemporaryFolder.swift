import Foundation

/// A fresh, empty folder of one test's own under the system's temporary folder, for the files
/// the test writes and the ones the tool under test writes back.
///
/// Made with `mkdtemp`, which picks the name and creates the folder in one step: tests run in
/// parallel, and two of them can never be handed the same folder. A test ends with
/// `defer { folder.remove() }`, which takes whatever it and the tool left there, however deep.
public struct TemporaryFolder: Sendable {
    /// The folder's real path, without symbolic links (macOS reaches its temporary folder
    /// through `/var` → `/private/var`), so it reads the same as the paths the tools resolve.
    public let url: URL

    /// The folder's path.
    public var path: String { url.path }

    /// Makes the folder, named `stacks-tests-` and six random characters.
    public init() throws {
        var template = Array((FileManager.default.temporaryDirectory.path + "/stacks-tests-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil, let real = realpath(template, nil) else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        defer { free(real) }
        url = URL(fileURLWithPath: String(cString: real), isDirectory: true)
    }

    /// The path of `name` inside the folder (`name` may hold `/`); nothing is made.
    public func path(of name: String) -> String { url(of: name).path }

    /// The URL of `name` inside the folder (`name` may hold `/`); nothing is made.
    public func url(of name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` as UTF-8 to `name` inside the folder, making the folders on the way, and
    /// returns the file's path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String { try write(Data(text.utf8), to: name) }

    /// Writes `data` to `name` inside the folder, making the folders on the way, and returns the
    /// file's path.
    @discardableResult
    public func write(_ data: Data, to name: String) throws -> String {
        let file = url(of: name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    /// The names in the folder, or in the folder `name` inside it, sorted (a test checks that
    /// nothing but what it expects was left).
    public func contents(of name: String = ".") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(of: name)).sorted()
    }

    /// Removes the folder and everything in it. A folder already gone is not an error: cleaning
    /// up must not fail a test that has passed.
    public func remove() { try? FileManager.default.removeItem(at: url) }
}
