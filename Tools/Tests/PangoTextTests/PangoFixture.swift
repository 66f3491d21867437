import PangoText
import StackLayout
import ToolsTestSupport

/// The repository's pinned font configuration, loaded once for all tests.
enum PangoFixture {
    static let fontsPath = RepositoryFolder.fontsConfiguration

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
