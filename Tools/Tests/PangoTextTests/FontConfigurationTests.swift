import PangoText
import Testing
import ToolsTestSupport

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
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("not <xml at all", to: "broken.conf")
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
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("<?xml version=\"1.0\"?><fontconfig><dir>/nonexistent-font-dir</dir></fontconfig>", to: "empty.conf")
        #expect(throws: TextMeasurementError.noFonts(path: path)) {
            try FontConfiguration(contentsOf: path)
        }
    }
}
