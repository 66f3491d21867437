import Foundation
import Testing
import ToolsTestSupport

/// The catalogue of bad inputs (docs/cli.md, "Bad input") as the command line meets them: the exit
/// status, the message on standard error, nothing on standard output and no file left behind.
@Suite("Bad input catalogue: stacks")
struct CLIBadInputCatalogueTests {
    static let fonts = StacksProcess.packageRoot.appendingPathComponent("fonts/fonts.conf").path

    @Test("invalid UTF-8 on standard input exits 1 naming the place")
    func invalidUTF8() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url(of: "bad.yaml")
        try Data(Array("root: {text: {string: \"a".utf8) + [0xFF] + Array("\"}}".utf8)).write(to: file)
        let outcome = try StacksProcess.run(["frames", file.path, "--width", "100", "--text-metrics", "fixed"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "\(file.path):1:25: error: document: the document is not valid "
            + "UTF-8 text: byte 0xFF at offset 24 does not start or continue a character\n")
    }

    @Test("an alias bomb exits 1 within seconds", .timeLimit(.minutes(1)))
    func aliasBomb() throws {
        let outcome = try StacksProcess.run(["frames", "-", "--width", "100", "--text-metrics", "fixed"],
                                            input: BadInputCatalogueTexts.billionLaughs)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("<stdin>:1:20: error: e[7][8][8][8][4]: aliases (*name) expand"))
    }

    @Test("bounds and scales beyond the limits are usage errors", arguments: [
        (["--width", "2e6"], "Error: --width must be at most 1000000; got 2000000.0"),
        (["--width", "100", "--height", "1e300"], "Error: --height must be at most 1000000; got 1e+300"),
        (["--width", "100", "--scale", "1001"], "Error: --scale must be at most 1000; got 1001.0"),
    ])
    func limits(options: [String], message: String) throws {
        let outcome = try StacksProcess.run(["frames", "-", "--text-metrics", "fixed"] + options, input: "root: {box: {}}")
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix(message + "\n"))
    }

    @Test("render and audit apply the same limits to their widths, height and scale", arguments: [
        // A listed width is read by the parser `.stacks-audit.yaml` uses, as written.
        (["render", "--width", "100,2e6"], "Error: --width: expected a width in points greater than 0 and at most 1000000; found 2e6"),
        (["audit", "--width", "100", "--height", "1e300"], "Error: --height must be at most 1000000; got 1e+300"),
        (["audit", "--width", "100", "--scale", "1001"], "Error: --scale must be at most 1000; got 1001.0"),
        (["render", "--width", "100", "--scale=-1"], "Error: --scale must be a finite number, 0 or more; got -1.0"),
    ])
    func combinationLimits(arguments: [String], message: String) throws {
        let outcome = try StacksProcess.run([arguments[0], "-"] + arguments.dropFirst(), input: "root: {box: {}}")
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix(message + "\n"))
    }

    @Test("a font configuration with no fonts exits 3 naming the file")
    func fontConfigurationWithoutFonts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let config = try folder.write("<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n", to: "empty.conf")
        let outcome = try StacksProcess.run(["frames", "-", "--width", "100", "--fonts", config],
                                            input: "root: {text: {string: Hi}}")
        #expect(outcome.status == 3)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "error: font configuration \(config): no font files found "
            + "(are fonts-dejavu-core and fonts-wqy-microhei installed? run scripts/setup)\n")
    }

    @Test("a family that is not installed falls back to the configuration's sans-serif, with a warning")
    func unknownFamilyFallsBack() throws {
        func frames(_ family: String) throws -> StacksProcess.Outcome {
            try StacksProcess.run(["frames", "-", "--width", "300", "--scale", "0", "--fonts", Self.fonts],
                                  input: "root: {stack: {axis: vertical, alignment: leading, children: [{text: {id: t, string: Hello, size: 20, font: \"\(family)\"}}]}}")
        }
        let unknown = try frames("No Such Family")
        #expect(unknown.status == 0)
        // The value `No Such Family` (quoted) starts at column 109 of the one-line document.
        #expect(unknown.standardError == "<stdin>:1:109: warning: root.stack.children[0].text.font: "
            + "font family \"No Such Family\" is not installed in \(Self.fonts); text falls back to \"DejaVu Sans\"\n")
        // The pinned configuration maps sans-serif to DejaVu Sans: the same frames to the bit.
        let dejaVu = try frames("DejaVu Sans")
        #expect(try FramesOutput(unknown.standardOutput).frame("t") == FramesOutput(dejaVu.standardOutput).frame("t"))
        // … and not those of another installed face (DejaVu Serif is wider).
        #expect(try FramesOutput(unknown.standardOutput).frame("t") != FramesOutput(frames("DejaVu Serif").standardOutput).frame("t"))
    }

    @Test("each missing family is reported once, by render and audit too; fixed metrics ignore families")
    func missingFamilyWarnings() throws {
        let document = "root: {stack: {axis: vertical, children: [{text: {string: a, size: 20, font: Inter}}, "
            + "{text: {string: b, size: 20, font: inter}}, {text: {string: c, size: 20, font: DejaVu Serif}}]}}"
        let warning = "<stdin>:1:78: warning: root.stack.children[0].text.font: "
            + "font family \"Inter\" is not installed in \(Self.fonts); text falls back to \"DejaVu Sans\"\n"
        let frames = try StacksProcess.run(["frames", "-", "--width", "100", "--fonts", Self.fonts], input: document)
        #expect(frames.status == 0 && frames.standardError == warning)
        let audit = try StacksProcess.run(["audit", "-", "--width", "100", "--fonts", Self.fonts], input: document)
        #expect(audit.standardError == warning)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.url(of: "out")
        let render = try StacksProcess.run(["render", "-", "--width", "100", "--fonts", Self.fonts, "-o", output.path, "--quiet"],
                                           input: document)
        #expect(render.status == 0 && render.standardError == warning)
        let fixed = try StacksProcess.run(["frames", "-", "--width", "100", "--text-metrics", "fixed"], input: document)
        #expect(fixed.status == 0 && fixed.standardError.isEmpty)
    }

    @Test("an empty font family is an error naming its place")
    func emptyFamily() throws {
        let outcome = try StacksProcess.run(["frames", "-", "--width", "100", "--text-metrics", "fixed"],
                                            input: "root: {text: {string: a, size: 20, font: \"\"}}")
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "<stdin>:1:42: error: root.text.font: a font family may not be empty; "
            + "leave font out for the system family (Sans)\n")
    }

    @Test("an image that cannot be read is an error naming its path, and nothing is written")
    func unreadableImage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let document = try folder.write(
            "root: {stack: {axis: vertical, children: [{box: {width: 10, height: 10, image: missing.png}}]}}", to: "page.yaml")
        let output = folder.url(of: "out")
        let outcome = try StacksProcess.run(["render", document, "--width", "100,200", "--fonts", Self.fonts,
                                             "-o", output.path, "--quiet"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "error: cannot read image \(folder.path)/missing.png: no such file\n")
        #expect(try folder.contents(of: "out") == [])
        // Not a PNG: named the same way.
        try folder.write("not a png", to: "missing.png")
        let notPNG = try StacksProcess.run(["render", document, "--width", "100", "--fonts", Self.fonts,
                                            "-o", output.path, "--quiet"])
        #expect(notPNG.status == 1)
        #expect(notPNG.standardError.hasPrefix("error: cannot read image \(folder.path)/missing.png: not a PNG image"))
        #expect(try folder.contents(of: "out") == [])
    }

    @Test("an output folder behind a file is an error naming the file")
    func outputFolderBehindAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url(of: "file")
        try Data().write(to: file)
        let outcome = try StacksProcess.run(["render", "Examples/buttons.yaml", "--width", "100", "--fonts", Self.fonts,
                                             "-o", file.path + "/sub/deeper", "--quiet"])
        #expect(outcome.status == 3)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "error: cannot create the output folder \(file.path)/sub/deeper: \(file.path) is a file, not a folder (-o names a folder, or a file ending in .png, .svg or .pdf)\n")
        #expect(try folder.contents() == ["file"])
    }

    @Test("an output file that cannot be written is an error, and no partial or temporary file is left")
    func unwritableOutputFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A folder where the first picture would go.
        try FileManager.default.createDirectory(at: folder.url(of: "buttons-w100-large.png"),
                                                withIntermediateDirectories: false)
        let outcome = try StacksProcess.run(["render", "Examples/buttons.yaml", "--width", "100,200", "--fonts", Self.fonts,
                                             "-o", folder.path, "--quiet"])
        #expect(outcome.status == 3)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "error: cannot write \(folder.path)/buttons-w100-large.png: it is a folder; stacks writes regular files only, whole\n")
        // The first picture fails before the others are drawn: only the folder in the way.
        #expect(try folder.contents() == ["buttons-w100-large.png"])
    }

    @Test("JSON's surrogate pairs read as their characters; U+0000, escaped or raw, exits 1 naming the string")
    func escapedCharacters() throws {
        let pair = try StacksProcess.run(["frames", "-", "--width", "100", "--scale", "0", "--text-metrics", "fixed"],
            input: #"{"root": {"stack": {"axis": "vertical", "alignment": "leading", "#
                + #""children": [{"text": {"id": "t", "string": "\ud83d\ude00"}}]}}}"#)
        #expect(pair.status == 0)
        // One character, 0.5 em of 17 pt body text.
        #expect(try FramesOutput(pair.standardOutput).frame("t") == [0, 0, 8.5, 17])
        for nul in [#"\u0000"#, "\u{0}"] {
            let outcome = try StacksProcess.run(["frames", "-", "--width", "100", "--text-metrics", "fixed"],
                                                input: "{\"root\": {\"text\": {\"string\": \"a\(nul)b\"}}}")
            #expect(outcome.status == 1)
            #expect(outcome.standardOutput.isEmpty)
            // `{"root": {"text": {"string": ` is 29 characters: the string at 30.
            #expect(outcome.standardError == "<stdin>:1:30: error: root.text.string: the text contains "
                + "the character U+0000 (NUL), which a document may not contain\n")
        }
    }

    @Test("an empty document on standard input exits 1")
    func emptyInput() throws {
        let outcome = try StacksProcess.run(["frames", "-", "--width", "100"], input: "")
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "error: <stdin>: document: the document is empty; expected a mapping with a root node\n")
    }
}

/// Texts shared with the document catalogue (the test targets cannot see each other).
enum BadInputCatalogueTexts {
    /// Nine levels of ten aliases: 10⁹ values from 413 bytes.
    static let billionLaughs: String = {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for (name, previous) in zip("bcdefghi", "abcdefgh") {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()
}
