#if os(Linux)
import Foundation
import Testing

/// Commands that neither draw nor measure real text start without Pango, Cairo, fontconfig or
/// GLib (issue 18, startup): on Linux those libraries are loaded on first call
/// (Sources/LazyGraphicsLibraries). glibc's dynamic loader lists every library it loads, and
/// why, when `LD_DEBUG=files` is set.
@Suite("Which commands load Pango and Cairo")
struct LibraryLoadingTests {
    static let graphicsLibraries = [
        "libpango-1.0.so.0", "libpangocairo-1.0.so.0", "libpangoft2-1.0.so.0", "libcairo.so.2",
        "libfontconfig.so.1", "libgobject-2.0.so.0", "libglib-2.0.so.0",
    ]

    static let oneBox = """
        environment: {width: 100}
        root:
          box: {id: only, width: 40, height: 20}
        """

    /// `explain` needs something to explain: an adaptive stack.
    static let adaptive = """
        environment: {width: 100}
        root:
          stack:
            axis: horizontal
            variants:
              - {when: doesNotFit, axis: vertical}
            children:
              - box: {id: only, width: 40, height: 20}
        """

    static let oneText = """
        environment: {width: 200}
        root:
          text: {id: only, string: "Share"}
        """

    /// The libraries the loader reports loading while `stacks arguments…` runs.
    static func loadedLibraries(_ arguments: [String]) throws -> (status: Int32, libraries: Set<String>) {
        let outcome = try StacksProcess.run(arguments, environment: ["LD_DEBUG": "files"])
        // Lines like "  4711:\tfile=libcairo.so.2 [0];  needed by /…/stacks [0]" (or
        // "dynamically loaded by"): one per library, when it is first mapped.
        var libraries: Set<String> = []
        for line in outcome.standardError.split(separator: "\n") {
            guard let start = line.range(of: "file=") else { continue }
            let rest = line[start.upperBound...]
            if let end = rest.firstIndex(of: " ") { libraries.insert(String(rest[..<end])) }
        }
        return (outcome.status, libraries)
    }

    @Test(
        "no graphics library is loaded by commands without drawing or real text",
        arguments: [
            ["frames", "DOC", "--text-metrics", "fixed"],
            ["explain", "DOC", "--text-metrics", "fixed"],
            ["--version"],
            ["schema"],
        ])
    func withoutGraphics(_ command: [String]) throws {
        let path = try StacksProcess.temporaryDocument(command.first == "explain" ? Self.adaptive : Self.oneBox)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, libraries) = try Self.loadedLibraries(command.map { $0 == "DOC" ? path : $0 })
        #expect(status == 0)
        // The loader's report is there at all (it names the C library every process needs).
        #expect(libraries.contains("libc.so.6"))
        #expect(libraries.isDisjoint(with: Self.graphicsLibraries), "\(libraries.sorted())")
    }

    @Test("measuring a text with Pango loads Pango, fontconfig and GLib")
    func withPango() throws {
        let path = try StacksProcess.temporaryDocument(Self.oneText)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, libraries) = try Self.loadedLibraries(["frames", path])
        #expect(status == 0)
        for library in ["libpango-1.0.so.0", "libpangoft2-1.0.so.0", "libfontconfig.so.1", "libglib-2.0.so.0"] {
            #expect(libraries.contains(library), "\(library) in \(libraries.sorted())")
        }
    }

    @Test("rendering loads Cairo")
    func rendering() throws {
        let path = try StacksProcess.temporaryDocument(Self.oneBox)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("stacks-test-\(UUID().uuidString).png")
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(at: output)
        }
        let (status, libraries) = try Self.loadedLibraries(["render", path, "-o", output.path, "--quiet"])
        #expect(status == 0)
        #expect(libraries.contains("libcairo.so.2"), "\(libraries.sorted())")
    }

    @Test("a graphics library that cannot be loaded is named, with scripts/setup, exit status 127")
    func unloadableLibrary() throws {
        // A file by the library's name that is not a library, found first through
        // LD_LIBRARY_PATH: dlopen fails on it as on a missing or broken installation.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stacks-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = try StacksProcess.temporaryDocument(Self.oneText)
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(atPath: path)
        }
        try Data("not a library".utf8).write(to: folder.appendingPathComponent("libpango-1.0.so.0"))
        let outcome = try StacksProcess.run(["frames", path], environment: ["LD_LIBRARY_PATH": folder.path])
        #expect(outcome.status == 127)
        #expect(outcome.standardOutput.isEmpty)
        // The first library opened is libpangocairo, which needs libpango: the message names the
        // one opened and the loader's reason, which names the broken file.
        #expect(outcome.standardError.hasPrefix("error: cannot load libpango"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("libpango-1.0.so.0"))
        #expect(outcome.standardError.contains("scripts/setup"))
    }
}
#endif
