import Foundation
import Testing

/// `stacks frames` on `list` nodes: cells keep their natural heights and
/// the output names every node once, by document path when it has no id (section 7).
@Suite struct ListFramesCommandTests {
    @Test("a list has kind list, and its one cell, called by its own path, is listed once")
    func issueExample() throws {
        let outcome = try StacksProcess.run(
            ["frames", "-", "--width", "100", "--text-metrics", "fixed", "--scale", "0"],
            input: #"{root: {list: {anchor: bottom, items: [{id: "root/0", kind: row, text: x}]}}}"#)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let output = try FramesOutput(outcome.standardOutput)
        #expect(output.nodes.map { $0["id"] as? String } == ["root", "root/0", "root/0.text"])
        #expect(output.nodes.map { $0["kind"] as? String } == ["list", "stack", "text"])
        // A row is its text (17 pt body, one line) with 4 pt above and below: 25 tall, the
        // list's natural height, so the list is 25 tall and the row fills it.
        #expect(output.size == ["width": 100, "height": 25])
        #expect(output.frame("root/0") == [0, 0, 100, 25])
        #expect(output.frame("root/0.text") == [0, 4, 100, 17])
    }

    /// The frames of `yaml`'s nodes with the repository's fonts, by id.
    static func frames(_ arguments: [String], input: String? = nil) throws -> FramesOutput {
        let outcome = try StacksProcess.run(["frames"] + arguments + ["--fonts", "fonts/fonts.conf"], input: input)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return try FramesOutput(outcome.standardOutput)
    }

    /// The gallery's chat: a stack with 12 pt margins around a bottom-anchored list with 8 pt
    /// spacing. At 375 × 200 the list is 375 − 24 = 351 wide and 200 − 24 = 176 tall, at
    /// (12, 12).
    static let items = [
        ("m1", #"{id: m1, kind: messageLeft, text: "Are we still on for the beach tomorrow?"}"#),
        ("m2", #"{id: m2, kind: messageRight, text: "Yes! Leaving at 9."}"#),
        ("m3", #"{id: m3, kind: messageLeft, text: "Perfect. Should I bring the big umbrella and the cool box, or is that too much?"}"#),
        ("m4", #"{id: m4, kind: messageRight, text: "Bring both ☀️"}"#),
        ("faq", #"{id: faq, kind: questionAnswer, question: "When is high tide?", answer: "At 11:42, so the sand will be narrow around noon."}"#),
    ]

    /// Each item laid out alone, exactly (scale 0), in a list 351 wide without a height, so
    /// that the root is as tall as the cell needs: the frames of the cell's named nodes, by id,
    /// relative to the cell's top-left corner. This is the cell's natural layout, found without
    /// the chat around it.
    static func cellsAlone() throws -> [(id: String, frames: [String: [Double]])] {
        try items.map { id, item in
            let alone = try frames(["-", "--width", "351", "--scale", "0"], input: "root: {list: {items: [\(item)]}}")
            var frames: [String: [Double]] = [:]
            for node in alone.nodes {
                // Path ids differ between the two documents; the ids the cell gives its parts do not.
                guard let name = node["id"] as? String, !name.hasPrefix("root"), let frame = alone.frame(name) else { continue }
                frames[name] = frame
            }
            return (id, frames)
        }
    }

    @Test("the chat example in a short window lays every message out as it is alone, the newest at the bottom")
    func chatInAShortWindow() throws {
        let output = try Self.frames(["Examples/gallery/chat.yaml", "--width", "375", "--height", "200", "--scale", "0"])
        #expect(output.frame("chat") == [12, 12, 351, 176])
        let cells = try Self.cellsAlone()
        // The transcript is taller than the list: some cell must start above the list's top.
        let content = cells.map { $0.frames[$0.id]![3] }.reduce(0, +) + 8 * 4
        #expect(content > 176)
        // From the bottom up: faq's bottom on the list's bottom (12 + 176 = 188); each cell ends
        // 8 above the next one's top. Every node of a cell is where it is in the cell alone,
        // moved to the cell's place (12, top): same sizes, so no cell or text is squashed.
        var bottom = 188.0
        for (id, frames) in cells.reversed() {
            let top = bottom - frames[id]![3]
            for (name, alone) in frames {
                let expected = [alone[0] + 12, alone[1] + top, alone[2], alone[3]]
                let actual = try #require(output.frame(name), "\(name)")
                #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(name): \(actual), expected \(expected)")
            }
            bottom = top - 8
        }
    }

    @Test("at the document's scale the cells keep their heights to within a device pixel, 8 pt apart")
    func chatInAShortWindowAtScale2() throws {
        let output = try Self.frames(["Examples/gallery/chat.yaml", "--width", "375", "--height", "200"])
        let cells = try Self.cellsAlone()
        // Edges are rounded to half points (scale 2) one by one, so a height may differ from the
        // exact one by less than a device pixel, 0.5 pt; the 8 pt gaps are whole device pixels
        // and stay 8. The last cell ends on the list's bottom, 188.
        var previousBottom: Double?
        for (id, frames) in cells {
            for (name, alone) in frames {
                let height = try #require(output.frame(name))[3]
                #expect(abs(height - alone[3]) < 0.5, "\(name): \(height), exactly \(alone[3])")
            }
            let frame = try #require(output.frame(id))
            if let previousBottom { #expect(frame[1] - previousBottom == 8, "\(id)") }
            previousBottom = frame[1] + frame[3]
        }
        #expect(previousBottom == 188)
    }
}
