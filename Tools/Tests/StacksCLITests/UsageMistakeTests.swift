import ToolsTestSupport
import Foundation
import Testing

/// Mistakes a newcomer makes on the command line, and the messages that should set them right.
@Suite struct UsageMistakeTests {
    static let box = "environment: {scale: 2}\nroot: {box: {id: b, width: 10, height: 10}}"

    @Test func misspelledSubcommandIsNamedWithTheNearestOne() throws {
        let outcome = try StacksProcess.run(["frame", "doc.yaml", "--width", "320"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: unknown command 'frame'; did you mean 'frames'?\n"))
        #expect(outcome.standardError.contains("demo, frames, render, explain, audit"))
        // Nothing near enough: no suggestion.
        let far = try StacksProcess.run(["layout", "doc.yaml"])
        #expect(far.status == 2)
        #expect(far.standardError.hasPrefix("error: unknown command 'layout'\n"))
        // `help` is still a command.
        #expect(try StacksProcess.run(["help", "frames"]).status == 0)
    }

    @Test(arguments: [["frames"], ["explain"]], [["--width", "-5"], ["--height", "-1"], ["--scale", "-0.5"]])
    func negativeNumberGetsTheRangeErrorOfTheJoinedForm(command: [String], option: [String]) throws {
        let path = try StacksProcess.temporaryDocument(Self.box)
        defer { StacksProcess.removeTemporaryFile(path) }
        let spaced = try StacksProcess.run(command + [path] + option + (option[0] == "--width" ? [] : ["--width", "10"]))
        let joined = try StacksProcess.run(
            command + [path, "\(option[0])=\(option[1])"] + (option[0] == "--width" ? [] : ["--width", "10"]))
        #expect(spaced.status == 2)
        #expect(spaced.standardError == joined.standardError)
        #expect(spaced.standardError.hasPrefix("Error: \(option[0]) must be a finite number, 0 or more; got \(Double(option[1])!)"))
    }

    @Test func negativeWidthInAListGetsTheListError() throws {
        let path = try StacksProcess.temporaryDocument(Self.box)
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["render", path, "--width", "-5,300"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix(
            "Error: --width: expected a width in points greater than 0 and at most 1000000; found -5\n"))
    }

    /// A wrong direction and a wrong text size are refused in one set of words whether an
    /// option, `.stacks-audit.yaml` or a document names them; only the place differs.
    @Test(arguments: [
        (option: "--direction", key: "direction", list: "directions", name: "up", problem: "unknown value \"up\"; expected one of ltr, rtl"),
        (option: "--content-size", key: "contentSize", list: "contentSizes", name: "huge",
         problem: "unknown value \"huge\"; expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, "
            + "accessibilityMedium, accessibilityLarge, accessibilityXLarge, accessibilityXXLarge, accessibilityXXXLarge"),
    ])
    func oneMessageForAWrongName(option: String, key: String, list: String, name: String, problem: String) throws {
        let path = try StacksProcess.temporaryDocument(Self.box)
        defer { StacksProcess.removeTemporaryFile(path) }
        let frames = try StacksProcess.run(["frames", path, "--width", "100", option, name])
        #expect(frames.status == 2)
        #expect(frames.standardError.hasPrefix("Error: \(option): \(problem)\n"))
        let render = try StacksProcess.run(["render", path, "--width", "100", option, name])
        #expect(render.standardError.hasPrefix("Error: \(option): \(problem)\n"))
        // `environment: {width: 100, ` is 26 characters: the value starts at column 29 + the key's length.
        let document = try StacksProcess.temporaryDocument("environment: {width: 100, \(key): \(name)}\nroot: {box: {}}")
        defer { StacksProcess.removeTemporaryFile(document) }
        let read = try StacksProcess.run(["frames", document])
        #expect(read.status == 1)
        #expect(read.standardError == "\(document):1:\(29 + key.count): error: environment.\(key): \(problem)\n")
        // `combinations: {` is 15 characters, then the key, `: [`: the name starts at column 19 + its length.
        let configuration = try StacksProcess.temporaryDocument("combinations: {\(list): [\(name)]}\n")
        defer { StacksProcess.removeTemporaryFile(configuration) }
        let audit = try StacksProcess.run(["audit", path, "--width", "100", "--config", configuration])
        #expect(audit.status == 3)
        #expect(audit.standardError
            == "\(configuration):1:\(19 + list.count): error: combinations.\(list)[0]: \(problem)\n")
    }

    @Test func folderAsDocumentSaysSo() throws {
        let outcome = try StacksProcess.run(["frames", "Examples", "--width", "10"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "error: Examples: document: cannot read Examples: it is a folder, not a document file\n")
    }

    @Test func misspelledKeySuggestsTheNearOne() throws {
        let outcome = try StacksProcess.run(["frames", "-", "--width", "10"], input: "root: {stack: {spacng: 3}}")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix(
            "<stdin>:1:16: error: root.stack.spacng: unknown key \"spacng\" (did you mean \"spacing\"?); allowed keys: id,"))
    }

    @Test func renderToANamedFileWritesThatFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(Self.box, to: "box.yaml")
        let file = folder.path(of: "out/picture.png")
        let outcome = try StacksProcess.run(["render", path, "--width", "50", "-o", file, "--quiet", "--fonts", "fonts/fonts.conf"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == file + "\n")
        // The root is 50 pt wide and 10 pt tall; at scale 2 the picture is 100 × 20 pixels.
        let picture = try #require(DecodedImage(path: file))
        #expect(picture.width == 100)
        #expect(picture.height == 20)
        // The extension chooses the format when --format is absent.
        let svg = folder.path(of: "out/picture.svg")
        #expect(try StacksProcess.run(["render", path, "--width", "50", "-o", svg, "--quiet", "--fonts", "fonts/fonts.conf"]).status == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))
    }

    @Test func renderRefusesAnImageNameForSeveralPicturesOrAnotherFormat() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(Self.box, to: "box.yaml")
        let file = folder.path(of: "out/out.png")
        let several = try StacksProcess.run(["render", path, "--width", "50,60", "-o", file, "--quiet"])
        #expect(several.status == 2)
        #expect(several.standardError
            == "error: -o \(file) names a .png file, but 2 combinations make 2 pictures and a sheet; give a folder to write them into\n")
        let mismatched = try StacksProcess.run(["render", path, "--width", "50", "-o", file, "--format", "pdf", "--quiet"])
        #expect(mismatched.status == 2)
        #expect(mismatched.standardError == "error: -o \(file) names a .png file, but --format is pdf\n")
        // Neither made a folder (or a file) named out.png.
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
