import StackDocument
import Testing

@Suite("overlay nodes: children on top of each other in documents")
struct OverlayNodeTests {
    func layout(_ yaml: String, width: Double, direction: ReadingDirection = .leftToRight) throws -> LayoutResult {
        let document = try StackDocument(yaml: yaml)
        return try StackLayoutEngine(environment: LayoutEnvironment(direction: direction, scale: 0))
            .layout(document.layoutTree(), width: width, measurer: FixedMetricsTextMeasurer())
    }

    /// A 60 × 60 icon with a 12 × 12 badge that goes to the top trailing corner by itself, and a
    /// 20 × 20 dot the overlay puts at the bottom.
    static let icon = """
        root:
          overlay:
            id: icon
            alignment: bottom
            children:
              - box: {id: image, width: 60, height: 60}
              - box: {id: badge, width: 12, height: 12, overlayAlignment: topTrailing}
              - box: {width: 20, height: 20}
        """

    @Test("an overlay reads its alignment and its children's own alignments")
    func reads() throws {
        let result = try layout(Self.icon, width: 60)
        #expect(result.tree.kindName(at: 0) == "overlay")
        #expect(result.frame(of: "icon") == Rect(x: 0, y: 0, width: 60, height: 60))
        // The badge at (60 − 12, 0); the dot, named by its path, at ((60 − 20) / 2, 60 − 20).
        #expect(result.frame(of: "badge") == Rect(x: 48, y: 0, width: 12, height: 12))
        #expect(result.tree.name(at: 3) == "root/2")
        #expect(result.frames[3] == Rect(x: 20, y: 40, width: 20, height: 20))
        // Right to left, the badge is at the top left.
        let mirrored = try layout(Self.icon, width: 60, direction: .rightToLeft)
        #expect(mirrored.frame(of: "badge") == Rect(x: 0, y: 0, width: 12, height: 12))
    }

    @Test("without an alignment, children are centred; the overlay takes appearance keys as a stack does")
    func defaults() throws {
        let result = try layout("""
            root: {overlay: {fill: "#FF0000", children: [{box: {width: 40, height: 40}}, {box: {id: s, width: 10, height: 20}}]}}
            """, width: 40)
        #expect(result.frame(of: "s") == Rect(x: 15, y: 10, width: 10, height: 20))
    }

    @Test("bad values and unknown keys are located errors with suggestions")
    func errors() {
        #expect(readingError("root: {overlay: {alignment: topleading}}")
            == "root.overlay.alignment (line 1, column 29): unknown value \"topleading\" (did you mean \"topLeading\"?); "
            + "expected one of topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing")
        #expect(readingError("root: {overlay: {aligment: center}}")?
            .hasPrefix("root.overlay.aligment (line 1, column 18): unknown key \"aligment\" (did you mean \"alignment\"?)") == true)
        #expect(readingError("root: {overlay: {children: [{box: {overlayAlignment: corner}}]}}")?
            .hasPrefix("root.overlay.children[0].box.overlayAlignment (line 1, column 54): unknown value \"corner\"") == true)
        #expect(readingError("root: {overlay: {children: [{box: {overlayAlignment: top, overlayAlignment: top}}]}}")
            == "root.overlay.children[0].box.overlayAlignment (line 1, column 59): duplicate key \"overlayAlignment\"; "
            + "first given at root.overlay.children[0].box.overlayAlignment (line 1, column 36)")
        // A child's unknown key lists its kind's own keys, without overlayAlignment, which it has
        // only as an overlay's child.
        #expect(readingError("root: {overlay: {children: [{box: {colour: red}}]}}")?
            .hasSuffix("allowed keys: id, hidden, spacingAfter, hugging, compressionResistance, aspect, offset, audit, width, height, "
                       + "fill, stroke, strokeWidth, cornerRadius, icon, image, template, color") == true)
        #expect(readingError("root: {overlay: {children: {box: {}}}}")?.contains("expected a list") == true)
        #expect(readingError("root: {overley: {}}")?.contains("unknown node kind \"overley\" (did you mean \"overlay\"?)") == true)
    }

    @Test("overlayAlignment outside an overlay's children is an error, not silently ignored")
    func overlayAlignmentOutsideAnOverlay() {
        let problem = "overlayAlignment places a child of an overlay; this node is not in an overlay's children"
        // A stack's child.
        #expect(readingError("root: {stack: {axis: vertical, children: [{box: {overlayAlignment: top}}]}}")
            == "root.stack.children[0].box.overlayAlignment (line 1, column 50): " + problem)
        // The root.
        #expect(readingError("root: {box: {overlayAlignment: top}}")
            == "root.box.overlayAlignment (line 1, column 14): " + problem)
        // A grandchild: inside a stack that is inside an overlay.
        #expect(readingError("""
            root:
              overlay:
                children:
                  - stack:
                      axis: vertical
                      overlayAlignment: top
                      children:
                        - text: {string: Hi, overlayAlignment: bottom}
            """) == "root.overlay.children[0].stack.children[0].text.overlayAlignment (line 8, column 34): " + problem)
    }
}
