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
        #expect(outcome.standardError.hasPrefix("Error: --width takes widths in points greater than 0, comma-separated; got \"-5\""))
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
            "error: <stdin>: root.stack.spacng (line 1, column 16): unknown key \"spacng\" (did you mean \"spacing\"?); allowed keys: id,"))
    }

    func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("stacks-usage-\(UUID().uuidString)").path
    }

    @Test func renderToANamedFileWritesThatFile() throws {
        let path = try StacksProcess.temporaryDocument(Self.box)
        defer { StacksProcess.removeTemporaryFile(path) }
        let folder = folder()
        let file = folder + "/picture.png"
        let outcome = try StacksProcess.run(["render", path, "--width", "50", "-o", file, "--quiet", "--fonts", "fonts/fonts.conf"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == file + "\n")
        // The root is 50 pt wide and 10 pt tall; at scale 2 the picture is 100 × 20 pixels.
        let picture = try #require(DecodedImage(path: file))
        #expect(picture.width == 100)
        #expect(picture.height == 20)
        // The extension chooses the format when --format is absent.
        let svg = folder + "/picture.svg"
        #expect(try StacksProcess.run(["render", path, "--width", "50", "-o", svg, "--quiet", "--fonts", "fonts/fonts.conf"]).status == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))
    }

    @Test func renderRefusesAnImageNameForSeveralPicturesOrAnotherFormat() throws {
        let path = try StacksProcess.temporaryDocument(Self.box)
        defer { StacksProcess.removeTemporaryFile(path) }
        let file = folder() + "/out.png"
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
