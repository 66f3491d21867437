import PangoText
import StackLayout

/// The repository's pinned font configuration, loaded once for all tests.
enum PangoFixture {
    static let fontsPath: String = {
        // Tests/PangoTextTests/PangoFixture.swift → repository root.
        let file = #filePath
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/fonts/fonts.conf"
    }()

    static let fonts: FontConfiguration = {
        do {
            return try FontConfiguration(contentsOf: fontsPath)
        } catch {
            fatalError("pinned fonts unavailable: \(error) — run scripts/setup")
        }
    }()

    static func measurer() -> PangoTextMeasurer { PangoTextMeasurer(fonts: fonts) }

    static func sans(_ size: Double, _ weight: FontWeight = .regular) -> FontDescriptor {
        FontDescriptor(family: "Sans", size: size, weight: weight)
    }

    static func request(_ string: String, size: Double = 17, wrap: Double? = nil, lines: Int = 0) -> TextMeasurementRequest {
        TextMeasurementRequest(string: string, font: sans(size), maximumLines: lines, wrapWidth: wrap)
    }
}
