import Foundation
import Testing

@Suite struct FramesCommandTests {
    /// A horizontal stack of three boxes of intrinsic widths 10, 20 and (hidden) 5, plus an
    /// unnamed text.
    static let row = """
        root:
          stack:
            id: row
            axis: horizontal
            children:
              - box: {id: a, width: 10, height: 10}
              - box: {id: b, width: 20, height: 20}
              - box: {width: 5, height: 5, hidden: true}
        """

    @Test func printsEveryNodeInDocumentOrder() throws {
        let path = try StacksProcess.temporaryDocument(Self.row)
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["frames", path, "--width", "100"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        let output = try FramesOutput(outcome.standardOutput)
        // fill: Σℓ = 30 (the hidden box takes no space), the spare 70 goes to the lowest
        // hugging child, a tie at 250, so the first: a is 80 wide, b starts at 80. The row is
        // as tall as its tallest child, 20; alignment fill stretches a to 20.
        #expect(output.size == ["width": 100, "height": 20])
        #expect(output.nodes.map { $0["id"] as? String } == ["row", "a", "b", "root/2"])
        #expect(output.nodes.map { $0["kind"] as? String } == ["stack", "box", "box", "box"])
        #expect(output.frame("a") == [0, 0, 80, 20])
        #expect(output.frame("b") == [80, 0, 20, 20])
        #expect(output.nodes[3]["hidden"] as? Bool == true)
        #expect(output.nodes[1]["hidden"] == nil)
    }

    @Test func outputIsStableText() throws {
        let outcome = try StacksProcess.run(["frames", "-", "--width", "100"], input: Self.row)
        // Keys in the documented order, whole numbers without ".0".
        #expect(
            outcome.standardOutput == """
                {
                  "size": {"width": 100, "height": 20},
                  "nodes": [
                    {"id": "row", "kind": "stack", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}},
                    {"id": "a", "kind": "box", "frame": {"x": 0, "y": 0, "width": 80, "height": 20}},
                    {"id": "b", "kind": "box", "frame": {"x": 80, "y": 0, "width": 20, "height": 20}},
                    {"id": "root/2", "kind": "box", "frame": {"x": 0, "y": 0, "width": 0, "height": 0}, "hidden": true}
                  ]
                }

                """)
    }

    @Test func readsStandardInput() throws {
        let outcome = try StacksProcess.run(["frames", "-", "--width", "50"], input: "root: {box: {id: only}}")
        #expect(outcome.status == 0)
        // A box without a height is flexible: natural height 0.
        #expect(try FramesOutput(outcome.standardOutput).frame("only") == [0, 0, 50, 0])
    }

    @Test func scaleZeroKeepsExactFrames() throws {
        let thirds = "root: {stack: {axis: horizontal, distribution: fillEqually, children: [box: {id: a}, box: {id: b}, box: {id: c}]}}"
        // Each child is 10 / 3 wide. Exact: edges at 10/3 and 20/3.
        let exact = try FramesOutput(StacksProcess.run(["frames", "-", "--width", "10", "--scale", "0"], input: thirds).standardOutput)
        #expect(exact.frame("b")?[0] == 10.0 / 3)
        #expect(exact.frame("c")?[0] == 20.0 / 3)
        // Scale 1: edges 3.33 → 3 and 6.67 → 7, so widths 3, 4, 3.
        let pixels = try FramesOutput(StacksProcess.run(["frames", "-", "--width", "10", "--scale", "1"], input: thirds).standardOutput)
        #expect(pixels.frame("a") == [0, 0, 3, 0])
        #expect(pixels.frame("b") == [3, 0, 4, 0])
        #expect(pixels.frame("c") == [7, 0, 3, 0])
    }

    @Test func rightToLeftMirrors() throws {
        let path = try StacksProcess.temporaryDocument(Self.row)
        defer { StacksProcess.removeTemporaryFile(path) }
        let rtl = try FramesOutput(StacksProcess.run(["frames", path, "--width", "100", "--direction", "rtl"]).standardOutput)
        // x' = 0 + 100 − x − width: a (0, 80) → 20; b (80, 20) → 0.
        #expect(rtl.frame("a") == [20, 0, 80, 20])
        #expect(rtl.frame("b") == [0, 0, 20, 20])
    }

    @Test func optionsOverrideTheDocumentEnvironment() throws {
        let text = """
            environment: {width: 200, contentSize: accessibilityXXXLarge, direction: rtl}
            root: {stack: {axis: vertical, alignment: leading, children: [text: {id: t, string: ab}]}}
            """
        let path = try StacksProcess.temporaryDocument(text)
        defer { StacksProcess.removeTemporaryFile(path) }
        // From the document: body at accessibilityXXXLarge is 53 pt, so "ab" is 2 × 26.5 = 53
        // wide and 53 tall, at the leading edge, which is the right in rtl: x = 200 − 53.
        let fromDocument = try FramesOutput(StacksProcess.run(["frames", path, "--text-metrics", "fixed"]).standardOutput)
        #expect(fromDocument.size == ["width": 200, "height": 53])
        #expect(fromDocument.frame("t") == [147, 0, 53, 53])
        // Options win: body at large is 17 pt, "ab" is 17 × 17 at the left of 100.
        let overridden = try FramesOutput(
            StacksProcess.run(["frames", path, "--width", "100", "--content-size", "large", "--direction", "ltr",
                               "--text-metrics", "fixed"]).standardOutput)
        #expect(overridden.size == ["width": 100, "height": 17])
        #expect(overridden.frame("t") == [0, 0, 17, 17])
        // --height gives the bounds' height.
        let tall = try FramesOutput(StacksProcess.run(["frames", path, "--height", "300"]).standardOutput)
        #expect(tall.size == ["width": 200, "height": 300])
    }

    @Test func localeTranslatesAndMirrors() throws {
        let path = try StacksProcess.temporaryDocument("""
            strings: {de: {Share: Teilen}, ar: {Share: مشاركة}}
            root: {stack: {axis: vertical, alignment: leading, children: [text: {id: t, string: Share}]}}
            """)
        defer { StacksProcess.removeTemporaryFile(path) }
        func frame(_ locale: [String]) throws -> [Double]? {
            try FramesOutput(StacksProcess.run(["frames", path, "--width", "100", "--scale", "2", "--text-metrics", "fixed"] + locale).standardOutput)
                .frame("t")
        }
        // Fixed metrics, body at large is 17 pt: every character 8.5 wide, a line 17 tall (all
        // whole half points, so scale 2 rounds nothing).
        // "Share": 5 × 8.5 = 42.5, at the leading (left) edge.
        #expect(try frame([]) == [0, 0, 42.5, 17])
        // "Teilen": 6 × 8.5 = 51.
        #expect(try frame(["--locale", "de"]) == [0, 0, 51, 17])
        #expect(try frame(["--locale", "de_DE"]) == [0, 0, 51, 17])
        // "مشاركة": 6 × 8.5 = 51, and Arabic lays out right to left: x = 100 − 51 = 49.
        #expect(try frame(["--locale", "ar"]) == [49, 0, 51, 17])
        // A right-to-left locale decides the direction over --direction.
        #expect(try frame(["--locale", "ar", "--direction", "ltr"]) == [49, 0, 51, 17])
        // A locale without a table keeps the document's strings.
        #expect(try frame(["--locale", "fr"]) == [0, 0, 42.5, 17])
    }

    @Test func homeScreenExampleRuns() throws {
        let outcome = try StacksProcess.run(["frames", "Examples/home-screen.yaml"])
        #expect(outcome.status == 0)
        let output = try FramesOutput(outcome.standardOutput)
        #expect(output.size == ["width": 375, "height": 812])
        #expect(output.nodes.first?["id"] as? String == "home")
    }
}
