import ToolsTestSupport
import Foundation
import Testing

/// Icons that scale with the text, through `stacks explain`, `frames` and `render`.
///
/// Fixed metrics at accessibilityXXXLarge: body is 53 pt, a character 26.5 pt wide, a line
/// 53 pt tall, the first baseline 42.4 pt down; the icon–title gap is 53 × 8/17 ≈ 24.94 and a
/// standard icon 24 × 53/17 ≈ 74.82 pt. Insets 8/12/8/12 and spacing 8 (the defaults).
@Suite struct ScaledIconCommandTests {
    static let pair = """
        root:
          buttons:
            id: actions
            items:
              - {id: go, title: Go, icon: paperplane}
              - {id: up, title: Up, icon: share}
        """

    @Test func explainShowsTheGrownIconThatCostTheRow() throws {
        let path = try StacksProcess.temporaryDocument(Self.pair)
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["explain", path, "--width", "300", "--scale", "1", "--text-metrics", "fixed",
                                             "--content-size", "accessibilityXXXLarge"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        // Shares ⌊300 − 8⌋ / 2 = 146. Beside its icon "Go" (53 wide) needs 12 + icon + gap + 53
        // + 12 ≈ 176.76, printed exactly. Above: 12 + max(74.82, 53) + 12 ≈ 98.82 fits, 8 + 74.82
        // + 24.94 + 42.4 + 10.6 + 8 ≈ 168.76 tall. Column beside: 2 × (8 + 74.82 + 8) + 8 ≈
        // 189.65; column above (one line at 300 − 24 = 276): 2 × 168.76 + 8 ≈ 345.53.
        let icon = 24.0 * 53 / 17
        let gap = 53 * (8.0 / 17)
        let needs = 12 + icon + gap + 53 + 12
        #expect(outcome.standardOutput == """
            buttons actions at 300 pt wide:
              row-beside     does not fit: 'Go' needs \(needs) pt, has 146 pt; 'Up' needs \(needs) pt, has 146 pt
            → row-above      fits, 168.76 pt tall
              column-beside  fits, 189.65 pt tall
              column-above   fits, 345.53 pt tall
              icons: 74.82 × 74.82 pt (24 pt scaled with body, at accessibilityXXXLarge)

            """)
        // At large the same row fits beside 24 pt icons (12 + 24 + 8 + 17 + 12 = 73 ≤ 146).
        let large = try StacksProcess.run(["explain", path, "--width", "300", "--scale", "1", "--text-metrics", "fixed"])
        #expect(large.standardOutput.contains("→ row-beside     fits, 44 pt tall\n"))
        #expect(large.standardOutput.hasSuffix("  icons: 24 × 24 pt (24 pt scaled with body, at large)\n"))
    }

    @Test func framesReportScaledAndFixedIconsAndScaledBoxes() throws {
        let path = try StacksProcess.temporaryDocument("""
            root:
              stack:
                axis: vertical
                alignment: leading
                children:
                  - box: {id: badge, width: {scaled: 24}, height: {scaled: 24, style: title1}}
                  - buttons:
                      id: actions
                      items:
                        - {id: go, title: Go, icon: paperplane}
                        - {id: up, title: Up, image: {width: 24, height: 24}}
            """)
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["frames", path, "--width", "400", "--scale", "0", "--text-metrics", "fixed",
                                             "--content-size", "accessibilityXXXLarge"])
        #expect(outcome.status == 0)
        let output = try FramesOutput(outcome.standardOutput)
        // The badge: 24 × 53/17 wide, 24 × 58/28 tall (title1: 28 at large, 58 at AX5).
        let badge = try #require(output.frame("badge"))
        #expect(abs(badge[2] - 24.0 * 53 / 17) < 1e-9 && abs(badge[3] - 24.0 * 58 / 28) < 1e-9)
        let list = output.nodes.first { $0["id"] as? String == "actions" }?["buttons"] as? [[String: Any]] ?? []
        let images = list.compactMap { $0["image"] as? [String: Double] }
        try #require(images.count == 2)
        // "go" has the standard icon, 24 × 53/17 square; "up" a fixed 24 × 24.
        #expect(abs(images[0]["width"]! - 24.0 * 53 / 17) < 1e-9 && abs(images[0]["height"]! - 24.0 * 53 / 17) < 1e-9)
        #expect(images[1]["width"] == 24 && images[1]["height"] == 24)
    }

    @Test("render draws a button's icon at its scaled frame", arguments: [
        // An icon-only button's compass at scale 2: 24 pt → 48 px at large; 24 × 53/17 ≈ 74.82 pt
        // → 149.6 px at accessibilityXXXLarge. Its ring spans 2…22 of the 24-unit grid: 20/24
        // of the side, 40 and ≈ 124.7 px of solid black ink, less up to a pixel of anti-aliasing
        // per edge.
        ("large", 48.0),
        ("accessibilityXXXLarge", 2 * 24 * 53 / 17.0),
    ])
    func renderedIcon(category: String, sidePixels: Double) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("""
            theme: {background: "#FFFFFF", button: "#FFFFFF", onButton: "#000000"}
            root:
              buttons:
                items:
                  - {id: compass, icon: compass, kind: iconOnly, accessibilityLabel: Compass}
            """, to: "doc.yaml")
        let file = folder.path(of: "icon.png")
        let outcome = try StacksProcess.run(["render", path, "--width", "200", "--scale", "2", "--content-size", category,
                                             "--fonts", "fonts/fonts.conf", "-o", file])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let picture = try #require(DecodedImage(path: file))
        // Dark pixels: every colour channel below half (the icon's black, not its grey fringe).
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let pixel = picture.argb[y * picture.width + x]
                guard (0..<3).allSatisfy({ (pixel >> UInt32($0 * 8)) & 0xFF < 128 }) else { continue }
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        let ink = try #require(box)
        let expected = sidePixels * 20 / 24
        #expect(abs(Double(ink.maxX - ink.minX + 1) - expected) <= 2.5, "ink width \(ink.maxX - ink.minX + 1) px, expected \(expected)")
        #expect(abs(Double(ink.maxY - ink.minY + 1) - expected) <= 2.5, "ink height \(ink.maxY - ink.minY + 1) px, expected \(expected)")
    }
}
