import ToolsTestSupport
import Foundation
import Testing

/// `--png-compression` on `stacks render` and `stacks demo`.
@Suite("stacks --png-compression")
struct PNGCompressionCommandTests {
    @Test("render: fast, default and best write different files with the same pixels; best is the smallest")
    func renderChoices() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(RenderCommandTests.document, to: "doc.yaml")
        var files: [String: Data] = [:]
        var pictures: [String: DecodedImage] = [:]
        for choice in ["fast", "default", "best"] {
            let file = folder.path(of: "\(choice).png")
            let outcome = try StacksProcess.run([
                "render", path, "--png-compression", choice, "-o", file, "--quiet", "--fonts", "fonts/fonts.conf",
            ])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            files[choice] = try Data(contentsOf: URL(fileURLWithPath: file))
            let picture = try #require(DecodedImage(path: file))
            pictures[choice] = picture
        }
        let fast = try #require(files["fast"]), standard = try #require(files["default"]), best = try #require(files["best"])
        #expect(fast != standard && standard != best)
        #expect(best.count < fast.count)
        #expect(pictures["fast"]?.argb == pictures["default"]?.argb)
        #expect(pictures["best"]?.argb == pictures["default"]?.argb)
        // Without the option: the default.
        let file = folder.path(of: "no-option.png")
        #expect(try StacksProcess.run(["render", path, "-o", file, "--quiet", "--fonts", "fonts/fonts.conf"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == standard)
    }

    @Test("an unknown choice is a usage error naming the option and the choices")
    func unknownChoice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(RenderCommandTests.document, to: "doc.yaml")
        for command in [["render", path], ["demo"]] {
            let outcome = try StacksProcess.run(command + ["--png-compression", "huge", "-o", folder.path(of: "out")])
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("The value 'huge' is invalid for '--png-compression <fast|default|best>'"))
        }
    }

    @Test("demo: progress lines for all 36 pictures, in gallery order, with --png-compression fast")
    func demoProgress() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.path(of: "out")
        let outcome = try StacksProcess.run(["demo", "-o", output, "--png-compression", "fast", "--jobs", "2"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let all = outcome.standardError.split(separator: "\n").map(String.init)
        // The 10 sheets say when they are composed and written: two lines each.
        #expect(all.filter { $0.hasPrefix("composing the sheet ") }.count == 10)
        #expect(all.filter { $0.hasPrefix("wrote the sheet ") }.count == 10)
        let lines = all.filter { $0.hasPrefix("[") }
        #expect(all.count == lines.count + 20)
        // 1 home screen + 4 arrangements + 4 locales + 3 fitting + 3 proportional + chat + design
        // buttons + 3 scaled icons + 3 flows + 3 adaptive + 2 overlays + 4 seed arrangements + 4
        // seed locales = 36.
        #expect(lines.count == 36)
        #expect(lines.enumerated().allSatisfy { index, line in line.hasPrefix("[\(index + 1)/36] ") })
        #expect(lines.first == "[1/36] 375 pt · large")
        #expect(lines[12] == "[13/36] iPhone SE · 320 × 568 pt")
        #expect(lines.last == "[36/36] 375 pt · accessibilityLarge · ar")
    }
}
