import Foundation
import Testing

/// `stacks frames` writes, byte for byte, what it wrote before its writer was rebuilt on one
/// byte buffer. The golden files in Tools/Tests/FramesGolden were written by the previous
/// writer (built from strings joined per node) with the arguments below; they cover button
/// stacks (parts, accessibility, hints, overflow), adaptive stacks (variants), flows,
/// overlays, lists, hidden nodes, fractional numbers and ids needing every JSON escape
/// (Tools/Tests/FramesGolden/escapes.yaml).
@Suite struct FramesGoldenTests {
    static let cases: [(golden: String, document: String, width: String)] = [
        ("Examples-audit", "Examples/audit.yaml", "375"),
        ("Examples-buttons", "Examples/buttons.yaml", "375"),
        ("Examples-home-screen", "Examples/home-screen.yaml", "375"),
        ("gallery-adaptive", "Examples/gallery/adaptive.yaml", "375"),
        ("gallery-buttons", "Examples/gallery/buttons.yaml", "375"),
        ("gallery-chat", "Examples/gallery/chat.yaml", "375"),
        ("gallery-design-buttons", "Examples/gallery/design-buttons.yaml", "375"),
        ("gallery-design-buttons-60", "Examples/gallery/design-buttons.yaml", "60"),
        ("gallery-fitting-text", "Examples/gallery/fitting-text.yaml", "375"),
        ("gallery-flow", "Examples/gallery/flow.yaml", "375"),
        ("gallery-overlays", "Examples/gallery/overlays.yaml", "375"),
        ("gallery-proportional", "Examples/gallery/proportional.yaml", "375"),
        ("gallery-scaled-icons", "Examples/gallery/scaled-icons.yaml", "375"),
        ("escapes", "Tools/Tests/FramesGolden/escapes.yaml", "375"),
    ]

    @Test(arguments: cases.map(\.golden))
    func framesAreByteIdenticalToTheGolden(golden: String) throws {
        let entry = try #require(Self.cases.first { $0.golden == golden })
        let root = StacksProcess.packageRoot
        let document = root.appendingPathComponent(entry.document).path
        let expected = try Data(contentsOf: root.appendingPathComponent("Tools/Tests/FramesGolden/\(golden).json"))
        let outcome = try StacksProcess.run(["frames", document, "--text-metrics", "fixed", "--width", entry.width])
        #expect(outcome.status == 0)
        #expect(Data(outcome.standardOutput.utf8) == expected)
    }
}
