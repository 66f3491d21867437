import Foundation
@testable import StackDocument
@testable import StackJSON
import Testing
import ToolsTestSupport

/// The JSON Schema of documents (docs/stacks-document.schema.json): generated from the reader's
/// tables, committed as generated, named by every example, and meaning what the reader means:
/// every document the reader accepts validates, and documents with a mistyped key or a value of
/// the wrong type do not. Validation is by Python's jsonschema (scripts/validate-documents), an
/// implementation independent of ours, as an editor's is.
@Suite("Document schema")
struct DocumentSchemaTests {
    static let packageRoot = RepositoryFolder.root
    static let schemaFile = packageRoot.appendingPathComponent("docs/stacks-document.schema.json")

    @Test("every key of the reader has a shape in the schema, and every shape a key")
    func coversExactlyTheReadersKeys() {
        #expect(DocumentSchema.mismatches == [])
    }

    @Test("the committed schema is the generated one (regenerate: stacks schema > docs/stacks-document.schema.json)")
    func committedFileIsCurrent() throws {
        let committed = try String(contentsOf: Self.schemaFile, encoding: .utf8)
        #expect(committed == DocumentSchema.json)
    }

    @Test("the schema lists the reader's top-level keys and node kinds")
    func topLevelAndKinds() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(DocumentSchema.json.utf8)) as? [String: Any]
        let properties = try #require(schema?["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["language", "environment", "theme", "strings", "audit", "root"])
        #expect(schema?["additionalProperties"] as? Bool == false)
        #expect(schema?["required"] as? [String] == ["root"])
        let definitions = try #require(schema?["definitions"] as? [String: Any])
        let node = try #require(definitions["node"] as? [String: Any])
        let kinds = try #require(node["properties"] as? [String: Any])
        #expect(Set(kinds.keys) == ["box", "stack", "text", "buttons", "list", "flow", "overlay"])
        let stack = try #require(definitions["stack"] as? [String: Any])
        let axis = try #require((stack["properties"] as? [String: Any])?["axis"] as? [String: Any])
        #expect(axis["enum"] as? [String] == ["horizontal", "vertical"])
    }

    /// Every example under Examples/, with the path from it to the schema.
    static func examples() throws -> [(path: URL, schemaPath: String)] {
        let examples = packageRoot.appendingPathComponent("Examples")
        let enumerator = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)
        var found: [(URL, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard ["yaml", "yml", "json"].contains(url.pathExtension) else { continue }
            let depth = url.path.dropFirst(examples.path.count + 1).split(separator: "/").count
            found.append((url, String(repeating: "../", count: depth) + "docs/stacks-document.schema.json"))
        }
        return found.sorted { $0.0.path < $1.0.path }
    }

    @Test("every example names the schema on its first line, by a path that leads to it")
    func examplesNameTheSchema() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 12)
        for (path, schemaPath) in examples {
            let text = try String(contentsOf: path, encoding: .utf8)
            let firstLine = text.split(separator: "\n", maxSplits: 1).first.map(String.init)
            #expect(firstLine == "# yaml-language-server: $schema=\(schemaPath)", "\(path.path)")
            let target = path.deletingLastPathComponent().appendingPathComponent(schemaPath).standardized
            #expect(target.path == Self.schemaFile.standardized.path)
        }
    }

    @Test("every example and every corpus document the reader accepts validates against the schema")
    func acceptedDocumentsValidate() throws {
        var paths = try Self.examples().map(\.path)
        let corpus = Self.packageRoot.appendingPathComponent("Fuzzing/Corpus/document")
        for file in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
            let url = corpus.appendingPathComponent(file)
            if (try? StackDocument(data: Data(contentsOf: url))) != nil { paths.append(url) }
        }
        #expect(paths.count > 40)
        let results = try SchemaValidator.validate(paths.map(\.path))
        #expect(results.count == paths.count)
        for (path, result) in results {
            #expect(result == "valid", "\(path): \(result)")
        }
    }

    /// The ```` ```yaml ```` blocks of README.md and docs/*.md that are documents (a top-level
    /// `root:`), each as `(file:line, text)`, but those shown to be refused (a first line
    /// `# not valid: …`). Configurations and workflows are other YAML.
    static func documentedExamples() throws -> [(place: String, text: String)] {
        let docs = packageRoot.appendingPathComponent("docs")
        let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: docs.path)).filter { $0.hasSuffix(".md") }.sorted()
            .map { "docs/\($0)" }
        var found: [(String, String)] = []
        for page in pages {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
            var block: (line: Int, lines: [String])?
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if block == nil, line.trimmingCharacters(in: .whitespaces) == "```yaml" {
                    block = (number + 1, [])
                } else if let open = block, line.trimmingCharacters(in: .whitespaces) == "```" {
                    // A document shown to be refused says so on its first line.
                    if open.lines.contains(where: { $0.hasPrefix("root:") }), open.lines.first?.trimmingCharacters(in: .whitespaces).hasPrefix("# not valid") != true {
                        found.append(("\(page):\(open.line)", open.lines.joined(separator: "\n") + "\n"))
                    }
                    block = nil
                } else if block != nil {
                    block!.lines.append(String(line))
                }
            }
        }
        return found
    }

    @Test("every document shown in README.md and docs/ validates against the schema (strings: {include} among them)")
    func documentedExamplesValidate() throws {
        let examples = try Self.documentedExamples()
        #expect(examples.count >= 8)
        #expect(examples.contains { $0.text.contains("include:") }, "an example with strings: {include: …}")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var paths: [String] = []
        for (index, example) in examples.enumerated() {
            paths.append(try folder.write(example.text, to: "example-\(index).yaml"))
        }
        let results = try SchemaValidator.validate(paths)
        #expect(results.count == examples.count)
        for ((place, _), (_, result)) in zip(examples, results) {
            #expect(result == "valid", "\(place): \(result)")
        }
    }

    @Test("the schema's $id is where it is published")
    func publishedIdentifier() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(DocumentSchema.json.utf8)) as? [String: Any]
        #expect(schema?["$id"] as? String == DocumentSchema.publishedURL)
        #expect(DocumentSchema.publishedURL.hasSuffix("/docs/stacks-document.schema.json"))
    }

    /// Documents the reader refuses for a mistyped key or a wrong value, each of which the
    /// schema must refuse too.
    static let mistyped: [(name: String, text: String)] = [
        ("unknown top-level key", "roots:\n  box: {}\n"),
        ("no root", "environment: {width: 375}\n"),
        ("unknown environment key", "environment: {widht: 375}\nroot: {box: {}}\n"),
        ("unknown box key", "root:\n  box: {colour: \"#FF0000\"}\n"),
        ("unknown node kind", "root:\n  stak: {axis: vertical}\n"),
        ("two kinds in one node", "root:\n  box: {}\n  text: {string: Hi}\n"),
        ("unknown stack key", "root:\n  stack: {axis: vertical, spacng: 8}\n"),
        ("stack without axis", "root:\n  stack: {children: []}\n"),
        ("axis not a choice", "root:\n  stack: {axis: diagonal}\n"),
        ("width of the wrong type", "root:\n  box: {width: wide}\n"),
        ("negative width", "root:\n  box: {width: -3}\n"),
        ("children not a list", "root:\n  stack: {axis: vertical, children: {box: {}}}\n"),
        ("text without string", "root:\n  text: {lines: 2}\n"),
        ("lines not whole", "root:\n  text: {string: Hi, lines: 1.5}\n"),
        ("bad colour", "root:\n  box: {fill: red}\n"),
        ("hidden not a boolean", "root:\n  box: {hidden: 3}\n"),
        ("priority too high", "root:\n  box: {hugging: 1200}\n"),
        ("unknown button key", "root:\n  buttons:\n    items:\n      - {title: Save, icon: star, knd: primary}\n"),
        ("button without title", "root:\n  buttons:\n    items:\n      - {icon: star}\n"),
        ("button without icon", "root:\n  buttons:\n    items:\n      - {title: Save}\n"),
        ("unknown icon", "root:\n  buttons:\n    items:\n      - {title: Save, icon: sparkle}\n"),
        ("list item of the wrong kind", "root:\n  list:\n    items:\n      - {kind: messageCentre, text: Hi}\n"),
        ("list item with what its kind ignores", "root:\n  list:\n    items:\n      - {kind: row, text: Hi, answer: No}\n"),
        ("unknown theme colour", "theme: {primry: \"#0A84FF\"}\nroot: {box: {}}\n"),
        ("unknown variant condition", "root:\n  stack:\n    axis: horizontal\n    variants:\n      - {when: tooWide, axis: vertical}\n"),
        ("overlay alignment outside an overlay's children key", "root:\n  overlay: {alignment: middle}\n"),
        ("unknown fit key", "root:\n  text: {string: Hi, fit: {min: 10, max: 20, chek: width}}\n"),
        ("bad length text", "root:\n  box: {width: 40 percent}\n"),
        ("audit ignore without a reason", "root:\n  box: {audit: {ignore: [title-verb]}}\n"),
        ("audit ignore of nothing", "root:\n  box: {audit: {ignore: [], reason: Why}}\n"),
    ]

    @Test("documents with a mistyped key or a wrong value are refused by the reader and by the schema")
    func mistypedDocumentsDoNotValidate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var paths: [String] = []
        for (index, document) in Self.mistyped.enumerated() {
            #expect((try? StackDocument(yaml: document.text)) == nil, "the reader accepts: \(document.name)")
            paths.append(try folder.write(document.text, to: "\(index).yaml"))
        }
        let results = try SchemaValidator.validate(paths)
        #expect(results.count == paths.count)
        for ((_, result), document) in zip(results, Self.mistyped) {
            #expect(result.hasPrefix("invalid"), "the schema accepts: \(document.name)")
        }
    }
}

/// Runs scripts/validate-documents with a python3 that has jsonschema and PyYAML: the one on
/// PATH, else the system's (where scripts/setup installs them from Debian's packages).
enum SchemaValidator {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    static let python: String? = {
        for candidate in ["/usr/bin/env python3", "/usr/bin/python3"] {
            let parts = candidate.split(separator: " ").map(String.init)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: parts[0])
            process.arguments = Array(parts.dropFirst()) + ["-c", "import jsonschema, yaml"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            process.waitUntilExit()
            if process.terminationStatus == 0 { return candidate }
        }
        return nil
    }()

    /// `(path, "valid" | "invalid …" | "unreadable …")` for each of `paths`, in order.
    static func validate(_ paths: [String]) throws -> [(path: String, result: String)] {
        guard let python else {
            throw Unavailable(description: "no python3 with jsonschema and PyYAML: run scripts/setup")
        }
        let parts = python.split(separator: " ").map(String.init)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: parts[0])
        process.arguments = Array(parts.dropFirst()) + [
            DocumentSchemaTests.packageRoot.appendingPathComponent("scripts/validate-documents").path,
            DocumentSchemaTests.schemaFile.path,
        ] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(description: "validate-documents exited \(process.terminationStatus)")
        }
        // One line per document, in the order given: `valid PATH`, `invalid PATH: …`, `unreadable PATH: …`.
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return zip(paths, lines).map { path, line in (path, line.hasPrefix("valid ") ? "valid" : line) }
    }
}
