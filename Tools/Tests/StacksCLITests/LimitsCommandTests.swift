import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import Testing
import ToolsTestSupport

/// Inputs that would take the machine or write outside the output folder: each is refused
/// with a message naming the limit or the name, before anything is drawn or written.
@Suite("Limits: pictures, images and locale names")
struct LimitsCommandTests {
    @Test("a picture past the pixel budget is refused at once, naming the size and the flag")
    func pixelBudget() throws {
        // 10,900 pt square at scale 3: 32,700 × 32,700 px = 1,069,290,000 pixels (4.3 GB).
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("environment: {width: 10900, height: 10900, scale: 3}\nroot: {box: {}}\n", to: "doc.yaml")
        let output = folder.path(of: "out")
        let started = Date()
        let outcome = try StacksProcess.run(["render", path, "-o", output, "--quiet"], measuringMemory: true)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("it would be 32700 × 32700 pixels, more than the 50000000 a picture may have"))
        // Refused before the surface exists: nowhere near the 4.3 GB it would take.
        #expect((outcome.peakMemoryKiB ?? .max) < 150_000, "peak \(outcome.peakMemoryKiB ?? -1) KiB")
        #expect(outcome.standardError.contains("--max-pixels raises the limit"))
        #expect(Date().timeIntervalSince(started) < 10)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [] == [])
        // A small picture under a budget set lower still fails; raised, it is drawn. 100 × 100 pt
        // at scale 1 is 10,000 pixels.
        let small = try folder.write("environment: {width: 100, height: 100, scale: 1}\nroot: {box: {}}\n", to: "small.yaml")
        let refused = try StacksProcess.run(["render", small, "-o", folder.path(of: "refused"), "--quiet", "--max-pixels", "9999"])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("100 × 100 pixels, more than the 9999"))
        let drawn = try StacksProcess.run(["render", small, "-o", folder.path(of: "drawn"), "--quiet", "--max-pixels", "10000"])
        #expect(drawn.status == 0, "\(drawn.standardError)")
        let zero = try StacksProcess.run(["render", small, "--max-pixels", "0"])
        #expect(zero.status == 2)
        // Within a raised budget, a side past Cairo's 32,767 pixels is refused in words, not
        // with Cairo's "invalid value (typically too big)".
        let long = try folder.write("environment: {width: 40000, height: 10, scale: 1}\nroot: {box: {}}\n", to: "long.yaml")
        let side = try StacksProcess.run(["render", long, "-o", folder.path(of: "side"), "--quiet", "--max-pixels", "1000000000"])
        #expect(side.status == 1)
        #expect(side.standardError.contains("it would be 40000 × 10 pixels; a picture may be at most 32767 pixels on a side"),
                "\(side.standardError)")
    }

    /// Four pictures of 1,000 × 2,000 pt make a sheet of 4,164 × 8,304 px at scale 2: 138 MB as
    /// one surface, and 104 MB more for libdeflate's one buffer. Drawn and compressed in bands of
    /// 8 MiB, the run stays far below that (284 MB when the sheet was drawn whole).
    @Test("a large sheet is drawn and compressed in bands, never held whole")
    func sheetInBands() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("environment: {height: 2000, scale: 1}\nroot: {box: {fill: \"#336699\"}}\n", to: "doc.yaml")
        let output = folder.path(of: "out")
        let outcome = try StacksProcess.run(
            ["render", path, "--width", "1000,1010", "--content-size", "large,xLarge", "-o", output, "--jobs", "1", "--quiet"],
            measuringMemory: true)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect((outcome.peakMemoryKiB ?? .max) < 150_000, "peak \(outcome.peakMemoryKiB ?? -1) KiB")
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let sheet = try #require(DecodedImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: "\(output)/\(stem)-sheet.png")))))
        #expect(sheet.width == 4164 && sheet.height == 8304)
        // The last row of cards, near the bottom: a band boundary lies in every card, and the
        // fill is drawn there as anywhere.
        let fill: UInt32 = 0xFF33_6699
        #expect(sheet.argb[(8304 - 100) * 4164 + 100] == fill)
        #expect(sheet.argb[4000 * 4164 + 3000] == fill)
    }

    @Test("an image declaring more pixels than allowed is refused before it is decoded")
    func hugeDeclaredImage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A PNG signature and an IHDR declaring 20,000 × 20,000 px, 8-bit RGBA; nothing else.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        header += [0x00, 0x00, 0x4E, 0x20, 0x00, 0x00, 0x4E, 0x20, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try folder.write(Data(header), to: "huge.png")
        try folder.write("environment: {width: 20, scale: 1}\nroot: {box: {width: 10, height: 10, image: huge.png}}\n", to: "doc.yaml")
        let outcome = try StacksProcess.run([
            "render", folder.path(of: "doc.yaml"), "-o", folder.path(of: "out"), "--quiet",
        ], measuringMemory: true)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("huge.png: it declares 20000 × 20000 pixels; an image may have at most 67108864"))
        // Refused before decoding: nowhere near the 1.6 GB the pixels would take.
        #expect((outcome.peakMemoryKiB ?? .max) < 150_000, "peak \(outcome.peakMemoryKiB ?? -1) KiB")
    }

    @Test("locale names are language tags: a path, a dot or a line break is refused wherever it is named", arguments: [
        "x/../../pwned", "de\nfr", "..", "d", "en-", "toolongtag9",
    ])
    func localeNames(name: String) throws {
        // In a document's strings.
        let text = "strings:\n  \(name.debugDescription): {Hi: Hallo}\nroot: {text: {string: Hi}}\n"
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(text, to: "doc.yaml")
        let output = folder.path(of: "out")
        let document = try StacksProcess.run(["render", path, "--width", "100", "--locale", "all", "-o", output])
        #expect(document.status == 1)
        #expect(document.standardError.contains(":2:3: error: ") && document.standardError.contains("\(name.debugDescription) is not a locale"), "\(document.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output))
        // On the command line.
        let good = try folder.write("root: {text: {string: Hi}}\n", to: "good.yaml")
        let option = try StacksProcess.run(["frames", good, "--width", "100", "--locale", name, "--text-metrics", "fixed"])
        #expect(option.status == 2)
        #expect(option.standardError.contains("is not a locale"))
    }

    @Test("language tags as Apple and BCP 47 write them are fine", arguments: ["de", "de-CH", "zh-Hans", "pt_BR", "pseudo-rtl", "sr-Latn-RS"])
    func goodLocaleNames(name: String) throws {
        let path = try StacksProcess.temporaryDocument("strings:\n  \(name): {Hi: Hallo}\nroot: {text: {string: Hi}}\n")
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["frames", path, "--width", "100", "--locale", name, "--text-metrics", "fixed"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    /// A folder holding a FIFO named `name` and a document naming it where `text` says.
    func withFIFO(named name: String, _ body: (TemporaryFolder) throws -> Void) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path(of: name), 0o600) == 0)
        try body(folder)
    }

    @Test("FIFOs and devices are refused, not read: a document, a string table, a font configuration, an image")
    func specialFiles() throws {
        try withFIFO(named: "pipe.yaml") { folder in
            let outcome = try StacksProcess.run(["frames", folder.path(of: "pipe.yaml"), "--width", "100"])
            #expect(outcome.status == 1)
            #expect(outcome.standardError.contains("pipe.yaml: it is a FIFO (a named pipe), not a regular file"), "\(outcome.standardError)")
        }
        let device = try StacksProcess.run(["frames", "/dev/zero", "--width", "100"])
        #expect(device.status == 1)
        #expect(device.standardError.contains("/dev/zero: it is a device, not a regular file"))
        let fonts = try StacksProcess.run(["frames", "Examples/buttons.yaml", "--width", "100", "--fonts", "/dev/zero"])
        #expect(fonts.status != 0)
        #expect(fonts.standardError.contains("font configuration /dev/zero: cannot read it: it is a device, not a regular file"))
        try withFIFO(named: "de.strings") { folder in
            let outcome = try StacksProcess.run([
                "frames", "Examples/buttons.yaml", "--width", "100", "--strings", "de=" + folder.path(of: "de.strings"),
            ])
            #expect(outcome.status != 0)
            #expect(outcome.standardError.contains("it is a FIFO (a named pipe), not a regular file"), "\(outcome.standardError)")
        }
        try withFIFO(named: "photo.png") { folder in
            try folder.write("root: {box: {width: 10, height: 10, image: photo.png}}\n", to: "doc.yaml")
            let outcome = try StacksProcess.run([
                "render", folder.path(of: "doc.yaml"), "--width", "20", "-o", folder.path(of: "out"),
            ])
            #expect(outcome.status == 1)
            #expect(outcome.standardError.contains("photo.png: it is a FIFO (a named pipe), not a regular file"), "\(outcome.standardError)")
        }
    }

    @Test("standard input is read up to the document limit, then refused")
    func endlessStandardInput() throws {
        guard let executable = StacksProcess.executable, let zero = FileHandle(forReadingAtPath: "/dev/zero") else {
            Issue.record("no stacks built, or no /dev/zero")
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = folder.path(of: "memory")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: StacksProcess.memoryMeter)
        process.arguments = ["-f", "%M", "-o", report, executable.path, "frames", "-", "--width", "100"]
        process.standardInput = zero
        process.standardOutput = FileHandle.nullDevice
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.contains("standard input holds more than 268435456 bytes (256 MiB), the most a document may have"), "\(message)")
        // The limit and what reading it costs, not the 4.6 GB an unbounded read reached.
        let peak = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap { Int($0.split(separator: "\n").last ?? "") }
        #expect((peak ?? .max) < 700_000, "peak \(peak ?? -1) KiB")
    }

    @Test("an empty list is a usage error: a run that checks or draws nothing does not pass", arguments: [
        ["render", "Examples/buttons.yaml", "--width", ","], ["render", "Examples/buttons.yaml", "--content-size", " , "],
        ["audit", "Examples/buttons.yaml", "--locale", ","], ["audit", "Examples/buttons.yaml", "--width", ""],
    ])
    func emptyLists(arguments: [String]) throws {
        let outcome = try StacksProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("lists nothing; give one or more, comma-separated"), "\(outcome.standardError)")
    }

    @Test("an empty entry among others is a usage error naming the list", arguments: [
        ["audit", "Examples/buttons.yaml", "--width", "320,,375"], ["render", "Examples/buttons.yaml", "--locale", "en,"],
        ["audit", "Examples/buttons.yaml", "--content-size", "large", "--content-size", ""],
    ])
    func emptyEntries(arguments: [String]) throws {
        let outcome = try StacksProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("has an empty entry; give a value between every two commas"), "\(outcome.standardError)")
    }

    @Test("an empty list in the audit's configuration is an error at the list")
    func emptyConfigurationList() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let configuration = try folder.write("combinations: {locales: []}\n", to: "audit.yaml")
        let outcome = try StacksProcess.run(["audit", "Examples/buttons.yaml", "--config", configuration])
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("an empty list audits nothing; name one or more locales"), "\(outcome.standardError)")
    }

    @Test("writes go to what the path names: through a symbolic link; never replacing a FIFO or a hard-linked file")
    func writesThroughWhatThePathNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let elsewhere = folder.url(of: "elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        func render(to output: URL) throws -> StacksProcess.Outcome {
            try StacksProcess.run(["render", "Examples/buttons.yaml", "--width", "200", "-o", output.path, "--quiet"])
        }
        // A FIFO stays a FIFO.
        let fifo = folder.url(of: "fifo.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let toFIFO = try render(to: fifo)
        #expect(toFIFO.status == 3)
        #expect(toFIFO.standardError.contains("it is a FIFO (a named pipe); stacks writes regular files only, whole"), "\(toFIFO.standardError)")
        #expect((try FileManager.default.attributesOfItem(atPath: fifo.path)[.type] as? FileAttributeType) != .typeRegular)
        // A symbolic link: its target is written, the link stays.
        let real = elsewhere.appendingPathComponent("real.png")
        try Data("old".utf8).write(to: real)
        let symbolicLink = folder.url(of: "link.png")
        try FileManager.default.createSymbolicLink(atPath: symbolicLink.path, withDestinationPath: real.path)
        let toLink = try render(to: symbolicLink)
        #expect(toLink.status == 0, "\(toLink.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: symbolicLink.path) == real.path)
        #expect(DecodedImage(path: real.path)?.width == 600)  // 200 pt at the document's scale, 3
        // A file with another hard link is not replaced.
        let first = folder.url(of: "first.png")
        try Data("old".utf8).write(to: first)
        #expect(link(first.path, folder.path(of: "second.png")) == 0)
        let toHardLink = try render(to: first)
        #expect(toHardLink.status == 3)
        #expect(toHardLink.standardError.contains("it has 2 hard links"))
        #expect(try String(contentsOf: first, encoding: .utf8) == "old")
    }

    @Test("control characters from a document reach the terminal escaped, not raw")
    func controlCharactersInMessages() throws {
        // A key holding ESC [31m (red) and a bell: the unknown-key message quotes it.
        let path = try StacksProcess.temporaryDocument("root: {box: {\"a\\e[31mb\\a\": 1}}\n")
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["frames", path, "--width", "100", "--text-metrics", "fixed"])
        #expect(outcome.status == 1)
        #expect(!outcome.standardError.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(outcome.standardError.contains("a\\u{1B}[31mb\\u{7}"), "\(outcome.standardError)")
    }

    @Test("messages a user can act on: a link loop, an unreadable /proc file, a folder as baseline, a non-PNG, a missing configuration")
    func messagesForOddFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let loop = folder.path(of: "loop.yaml")
        #expect(symlink(loop, loop) == 0)
        let looped = try StacksProcess.run(["frames", loop, "--width", "100"])
        #expect(looped.status == 1)
        #expect(looped.standardError.contains("loop.yaml: its symbolic links form a loop"), "\(looped.standardError)")
        // /proc/self/mem says it is a regular file of 0 bytes; reading it fails.
        let memory = try StacksProcess.run(["frames", "/proc/self/mem", "--width", "100"])
        #expect(memory.status == 1)
        #expect(memory.standardError.contains("/proc/self/mem: the system could not read it (input/output error)"), "\(memory.standardError)")
        #expect(!memory.standardError.contains("NSCocoaErrorDomain"))
        let document = folder.path(of: "doc.yaml")
        try Data("root: {stack: {axis: vertical, children: [{box: {width: 10, height: 10, image: not.png}}]}}\n".utf8)
            .write(to: URL(fileURLWithPath: document))
        let baseline = try StacksProcess.run(["audit", document, "--width", "100", "--write-baseline", folder.path])
        #expect(baseline.status == 3)
        #expect(baseline.standardError == "error: cannot write \(folder.path): it is a folder; stacks writes regular files only, whole (the baseline)\n")
        // A GIF named .png: Cairo would say "out of memory".
        try folder.write("GIF89a\u{1}\u{0}\u{1}\u{0}", to: "not.png")
        let gif = try StacksProcess.run(["render", document, "--width", "100", "-o", folder.path(of: "out.png")])
        #expect(gif.status == 1)
        #expect(gif.standardError.contains("not.png: not a PNG image: it does not start with the PNG signature"), "\(gif.standardError)")
        #expect(!gif.standardError.contains("out of memory"))
        // A PNG signature and then damage.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(to: folder.url(of: "not.png"))
        let cut = try StacksProcess.run(["render", document, "--width", "100", "-o", folder.path(of: "out.png")])
        #expect(cut.status == 1)
        #expect(cut.standardError.contains("not.png: not a readable PNG image (the PNG data is damaged or cut short)"), "\(cut.standardError)")
        let configuration = try StacksProcess.run(["audit", document, "--width", "100", "--config", folder.path(of: "none.yaml")])
        #expect(configuration.status == 3)
        #expect(configuration.standardError.contains("none.yaml: document: cannot read it: no such file"), "\(configuration.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path(of: "out.png")))
    }

    @Test("a raw control character is placed by line and column and named; UTF-16 without a byte-order mark is named too")
    func controlCharactersAndEncodings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("root:\n  text: {string: \"a\u{1}b\"}\n", to: "doc.yaml")
        let raw = try StacksProcess.run(["frames", path, "--width", "100", "--text-metrics", "fixed"])
        #expect(raw.status == 1)
        // Line 2: two spaces, `text: {string: "a` (17 characters), then the character.
        #expect(raw.standardError.contains(":2:20: error: document: control characters are not allowed (the character U+0001)"),
                "\(raw.standardError)")
        let table = folder.url(of: "de.strings")
        try #require("\"hi\" = \"Hallo\";\n".data(using: .utf16LittleEndian)).write(to: table)
        let utf16 = try StacksProcess.run([
            "frames", "Examples/buttons.yaml", "--width", "100", "--text-metrics", "fixed", "--strings", "de=" + table.path, "--locale", "de",
        ])
        #expect(utf16.status == 3)
        #expect(utf16.standardError.contains("de.strings:1:1: error: the file looks like UTF-16 (little-endian) without a byte-order mark"),
                "\(utf16.standardError)")
        #expect(!utf16.standardError.unicodeScalars.contains("\u{0}"))
    }

    @Test("audit reports in text and GitHub formats write control characters from documents as escapes")
    func controlCharactersInAuditReports() throws {
        // A title with ESC [2J (clear the screen): `title-case` quotes it.
        let path = try StacksProcess.temporaryDocument(
            "root: {buttons: {id: b, items: [{id: x, title: \"save \\e[2Jall\", icon: star}]}}\n")
        defer { StacksProcess.removeTemporaryFile(path) }
        for format in ["text", "github"] {
            let outcome = try StacksProcess.run(["audit", path, "--width", "320", "--text-metrics", "fixed", "--format", format])
            #expect(outcome.standardOutput.contains("save \\u{1B}[2Jall"), "\(format): \(outcome.standardOutput)")
            #expect(!outcome.standardOutput.unicodeScalars.contains { $0.value == 0x1B }, "\(format)")
        }
    }

    @Test("a long text repeated through aliases is refused quickly and in little memory")
    func aliasedTextBomb() throws {
        // One 100 KB text and 999 aliases of it: 131 KB that would expand to 100 MB of text.
        let text = String(repeating: "x", count: 100_000)
        let items = Array(repeating: "*t", count: 999).joined(separator: ", ")
        let path = try StacksProcess.temporaryDocument("l: [&t \"\(text)\", \(items)]\nroot: {box: {}}\n")
        defer { StacksProcess.removeTemporaryFile(path) }
        let started = Date()
        let outcome = try StacksProcess.run(["frames", path, "--width", "100"], measuringMemory: true)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("aliases (*name) expand the document to more than 16777216 bytes of text"),
                "\(outcome.standardError)")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect((outcome.peakMemoryKiB ?? .max) < 300_000, "peak \(outcome.peakMemoryKiB ?? -1) KiB")
    }
}
