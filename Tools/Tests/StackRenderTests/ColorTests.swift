import StackRender
import Testing

@Suite("Colours")
struct ColorTests {
    @Test("#RRGGBB and #RRGGBBAA parse, in either case")
    func parses() throws {
        let orange = try #require(Color(hex: "#FF9500"))
        #expect(orange.red == 1 && orange.green == 149.0 / 255 && orange.blue == 0 && orange.alpha == 1)
        #expect(Color(hex: "#ff950080")?.alpha == 128.0 / 255)
        #expect(Color(hex: "#ff9500") == orange)
    }

    @Test("anything else is rejected", arguments: ["", "#", "FF9500", "ff950080", "#ＦＦ９５００", "#FFF", "#FF950", "#FF95000", "#GG9500", "#FF9500800", "FF 950", "#+F9500"])
    func rejects(text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test("hex strings round-trip")
    func hexString() {
        #expect(Color(hex: "#1C1C1E")?.hex == "#1C1C1E")
        #expect(Color(hex: "#007aff80")?.hex == "#007AFF80")
        #expect(Color.clear.description == "#00000000")
    }

    @Test("components are clamped")
    func clamps() {
        #expect(Color(red: 2, green: -1, blue: .nan, alpha: 0.5) == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }
}
