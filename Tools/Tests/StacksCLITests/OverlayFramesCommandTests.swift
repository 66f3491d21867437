import Testing

/// `stacks frames` for an overlay: the node's kind is `overlay`, its children follow it as
/// nodes of their own (an overlay has no parts, so no `buttons`), right to left mirrored.
@Suite struct OverlayFramesCommandTests {
    @Test func overlayAndItsChildrenRightToLeft() throws {
        let document = """
            root:
              overlay:
                id: icon
                children:
                  - box: {id: image, width: 60, height: 60}
                  - box: {id: badge, width: 12, height: 12, overlayAlignment: topTrailing}
                  - box: {width: 20, height: 20, hidden: true}
            """
        let outcome = try StacksProcess.run(["frames", "-", "--width", "60", "--direction", "rtl"], input: document)
        #expect(outcome.status == 0)
        // Left to right the badge is at (60 − 12, 0) and the hidden box at the overlay's origin;
        // mirrored in 60 pt: the badge at 60 − 60 = 0, the hidden box at 60 − 0 = 60.
        #expect(
            outcome.standardOutput == """
                {
                  "size": {"width": 60, "height": 60},
                  "nodes": [
                    {"id": "icon", "kind": "overlay", "frame": {"x": 0, "y": 0, "width": 60, "height": 60}},
                    {"id": "image", "kind": "box", "frame": {"x": 0, "y": 0, "width": 60, "height": 60}},
                    {"id": "badge", "kind": "box", "frame": {"x": 0, "y": 0, "width": 12, "height": 12}},
                    {"id": "root/2", "kind": "box", "frame": {"x": 60, "y": 0, "width": 0, "height": 0}, "hidden": true}
                  ]
                }

                """)
    }
}
