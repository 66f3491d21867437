import PangoText
import Testing

@Suite("Font configuration files")
struct FontConfigurationTests {
    @Test("the pinned configuration finds DejaVu and WenQuanYi faces")
    func pinnedConfiguration() throws {
        let fonts = try FontConfiguration(contentsOf: PangoFixture.fontsPath)
        #expect(fonts.fontCount > 3)
        #expect(fonts.path == PangoFixture.fontsPath)
    }

    @Test("a missing file is an error naming it")
    func missingFile() {
        #expect(throws: TextMeasurementError.unreadableConfiguration(path: "/nonexistent/fonts.conf", reason: "no such file")) {
            try FontConfiguration(contentsOf: "/nonexistent/fonts.conf")
        }
        let message = TextMeasurementError.unreadableConfiguration(path: "/nonexistent/fonts.conf", reason: "no such file").description
        #expect(message == "font configuration /nonexistent/fonts.conf: cannot read it: no such file")
    }

    @Test("a malformed file is an error naming it")
    func malformedFile() throws {
        let path = try temporaryFile("not <xml at all", name: "broken.conf")
        #expect(throws: TextMeasurementError.invalidConfiguration(path: path)) {
            try FontConfiguration(contentsOf: path)
        }
    }

    @Test("installed families are found by any case; generic names count as installed; others are not")
    func containsFamily() throws {
        let fonts = try FontConfiguration(contentsOf: PangoFixture.fontsPath)
        // fonts-dejavu-core ships DejaVu Sans, Serif and Sans Mono; fonts-wqy-microhei one face.
        for family in ["DejaVu Sans", "dejavu serif", "DejaVu Sans Mono", "WenQuanYi Micro Hei", "Sans", "sans-serif", "Serif", "Monospace"] {
            #expect(fonts.containsFamily(family), "\(family)")
        }
        // cursive is an alias only some setups define; the pinned configuration does not.
        for family in ["No Such Family", "Inter", "DejaVu", "", "cursive"] {
            #expect(!fonts.containsFamily(family), "\(family)")
        }
    }

    @Test("the matched family is the family itself when installed, else the configuration's sans-serif")
    func matchedFamily() throws {
        let fonts = try FontConfiguration(contentsOf: PangoFixture.fontsPath)
        #expect(fonts.matchedFamily(for: "DejaVu Serif") == "DejaVu Serif")
        // fonts.conf appends sans-serif to every family and prefers DejaVu Sans for it.
        #expect(fonts.matchedFamily(for: "No Such Family") == "DejaVu Sans")
        #expect(fonts.matchedFamily(for: "sans-serif") == "DejaVu Sans")
    }

    @Test("a configuration without fonts is an error")
    func noFonts() throws {
        let path = try temporaryFile(
            "<?xml version=\"1.0\"?><fontconfig><dir>/nonexistent-font-dir</dir></fontconfig>", name: "empty.conf")
        #expect(throws: TextMeasurementError.noFonts(path: path)) {
            try FontConfiguration(contentsOf: path)
        }
    }
}

/// Writes `contents` to a fresh file in the temporary directory and returns its path.
func temporaryFile(_ contents: String, name: String) throws -> String {
    let path = "/tmp/dynamicstacks-test-\(UInt64.random(in: 0...UInt64.max))-\(name)"
    guard let file = fopen(path, "w") else { throw CocoaLikeError.cannotWrite(path) }
    fputs(contents, file)
    fclose(file)
    return path
}

enum CocoaLikeError: Error { case cannotWrite(String) }

#if canImport(Glibc)
    import Glibc
#endif
