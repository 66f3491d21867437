import Foundation
import Testing

/// `stacks frames` on `flow` nodes: the flow has kind `flow`, every child follows it with its
/// own frame, and it lists no parts (no `buttons` key).
@Suite struct FlowFramesCommandTests {
    @Test("a flow and its children, right to left, with a hidden child")
    func flowRightToLeft() throws {
        let document = """
            {root: {flow: {spacing: 5, lineSpacing: 2, children: [
              {box: {id: a, width: 30, height: 10}}, {box: {id: b, width: 30, height: 20}},
              {box: {width: 30, height: 5, hidden: true}}, {box: {id: c, width: 50, height: 10}}]}}}
            """
        let outcome = try StacksProcess.run(
            ["frames", "-", "--width", "70", "--direction", "rtl", "--scale", "0"], input: document)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let output = try FramesOutput(outcome.standardOutput)
        #expect(output.nodes.map { $0["id"] as? String } == ["root", "a", "b", "root/2", "c"])
        #expect(output.nodes.map { $0["kind"] as? String } == ["flow", "box", "box", "box", "box"])
        // Left to right: a at 0 and b at 35 (30 + 5); c (35 + 30 + 5 + 50 > 70) starts line 2 at
        // 20 + 2. Mirrored in 70: a at 40, b at 5, c at 20; the hidden box at the top-right corner.
        #expect(output.size == ["width": 70, "height": 32])
        #expect(output.frame("a") == [40, 0, 30, 10])
        #expect(output.frame("b") == [5, 0, 30, 20])
        #expect(output.frame("c") == [20, 22, 50, 10])
        #expect(output.frame("root/2") == [70, 0, 0, 0])
        #expect(outcome.standardOutput.contains(
            #"{"id": "root", "kind": "flow", "frame": {"x": 0, "y": 0, "width": 70, "height": 32}},"#))
    }
}
