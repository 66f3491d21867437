import Foundation
import Testing

/// `stacks frames` and `stacks explain` on button stacks, with fixed metrics so that every
/// number can be worked out by hand, and the text-measurement options.
///
/// Fixed metrics: body at `large` is 17 pt, a character 8.5 pt wide, a line 17 pt tall, the
/// first baseline 13.6 pt down. The icon–title gap is 17 × 8/17 = 8. Insets 8/12/8/12 and
/// spacing 8 (the defaults), icons 24 × 24 (a named icon's standard size at `large`). Titles: "Share"
/// 5 × 8.5 = 42.5, "Delete" 6 × 8.5 = 51, "Open in Safari" 14 × 8.5 = 119.
///
/// Each button needs, row beside: 12 + 24 + 8 + tw + 12 = 56 + tw → 98.5, 107, 175; row
/// above: 12 + max(24, tw) + 12 → 66.5, 75, 143; column beside: 56 + max tw = 175.
/// Heights: row beside max(44, 8 + max(24, 17) + 8 = 40) = 44; row above 8 + 24 + 8 + 13.6 +
/// 3.4 + 8 = 65; column beside 3 × 44 + 2 × 8 = 148; column above (titles on one line)
/// 3 × (8 + 24 + 8 + 17 + 8 = 65) + 2 × 8 = 211. Row shares at scale 1: ⌊W − 2 × 8⌋ pixels in
/// three, the remainder to the last; each button must fit its own share.
@Suite struct ButtonsCommandTests {
    /// The button stack below a 20 pt header, inside 10 pt side margins.
    static let page = """
        root:
          stack:
            id: page
            axis: vertical
            margins: {top: 0, leading: 10, bottom: 0, trailing: 10}
            children:
              - box: {id: header, height: 20}
              - buttons:
                  id: actions
                  items:
                    - {id: share, title: Share, icon: share}
                    - {id: delete, title: Delete, icon: trash}
                    - {id: safari, title: Open in Safari, icon: compass}
        """

    /// The same button stack alone.
    static let alone = """
        root:
          buttons:
            id: actions
            items:
              - {id: share, title: Share, icon: share}
              - {id: delete, title: Delete, icon: trash}
              - {id: safari, title: Open in Safari, icon: compass}
        """

    static func frames(_ document: String, _ options: [String]) throws -> (StacksProcess.Outcome, FramesOutput) {
        let path = try StacksProcess.temporaryDocument(document)
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["frames", path, "--text-metrics", "fixed", "--scale", "1"] + options)
        return (outcome, try FramesOutput(outcome.standardOutput))
    }

    /// A frame object of the JSON as (x, y, width, height).
    static func rect(_ value: Any?) -> [Double]? {
        guard let frame = value as? [String: Double] else { return nil }
        return ["x", "y", "width", "height"].compactMap { frame[$0] }
    }

    /// The node named `id`.
    static func node(_ output: FramesOutput, _ id: String) -> [String: Any]? {
        output.nodes.first { $0["id"] as? String == id }
    }

    /// The entries of the "buttons" list of the node named `id`, as id → role → frame.
    static func buttons(_ output: FramesOutput, of id: String) -> [(id: String?, parts: [String: [Double]])] {
        let list = node(output, id)?["buttons"] as? [[String: Any]] ?? []
        return list.map { entry in
            var parts: [String: [Double]] = [:]
            for role in ["frame", "image", "title"] { parts[role] = rect(entry[role]) }
            return (entry["id"] as? String, parts)
        }
    }

    @Test func rowBesideFramesModeAndButtonNodes() throws {
        let (outcome, output) = try Self.frames(Self.page, ["--width", "620"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        // The buttons get 620 − 2 × 10 = 600. Row beside needs shares of 175: ⌊W − 16⌋ / 3 ≥ 175
        // ⇔ W ≥ 541, so at 600 the stack is one row, 44 tall, under the 20 pt header: 64.
        #expect(output.size == ["width": 620, "height": 64])
        // Document order; each button follows its stack as a node of its own.
        #expect(output.nodes.map { $0["id"] as? String } == ["page", "header", "actions", "share", "delete", "safari"])
        #expect(output.nodes.map { $0["kind"] as? String } == ["stack", "box", "buttons", "button", "button", "button"])
        #expect(output.frame("header") == [10, 0, 600, 20])
        #expect(output.frame("actions") == [10, 20, 600, 44])
        #expect(Self.node(output, "actions")?["mode"] as? String == "row-beside")
        #expect(Self.node(output, "actions")?["overflow"] == nil)
        #expect(Self.node(output, "share")?["mode"] == nil)

        // 584 pixels / 3 = 194 remainder 2: widths 194, 194, 196 at x 0, 194 + 8 = 202,
        // 388 + 16 = 404 within the stack, so 10, 212, 414 in the root.
        let buttonFrames = [[10.0, 20, 194, 44], [212, 20, 194, 44], [414, 20, 196, 44]]
        #expect(output.frame("share") == buttonFrames[0])
        #expect(output.frame("delete") == buttonFrames[1])
        #expect(output.frame("safari") == buttonFrames[2])

        // Inside each button the icon and title are one group (24 + 8 + tw), centred; the icon
        // is centred vertically at (44 − 24) / 2 = 10, the title at (44 − 17) / 2 = 13.5. Edges
        // are rounded in root coordinates, halves up:
        // - Share: group 74.5, x = 10 + (194 − 74.5) / 2 = 69.75; icon 69.75…93.75 → 70…94;
        //   title 101.75…144.25 → 102…144 (42 wide); title y 33.5…50.5 → 34…51.
        // - Delete: group 83, x = 212 + 55.5 = 267.5; icon 267.5…291.5 → 268…292; title
        //   299.5…350.5 → 300…351.
        // - Open in Safari: group 151, x = 414 + 22.5 = 436.5; icon → 437…461; title
        //   468.5…587.5 → 469…588.
        let buttons = Self.buttons(output, of: "actions")
        #expect(buttons.map(\.id) == ["share", "delete", "safari"])
        #expect(buttons.map { $0.parts["frame"] } == buttonFrames)
        #expect(buttons.map { $0.parts["image"] } == [[70, 30, 24, 24], [268, 30, 24, 24], [437, 30, 24, 24]])
        #expect(buttons.map { $0.parts["title"] } == [[102, 34, 42, 17], [300, 34, 51, 17], [469, 34, 119, 17]])

        // The exact text of the stack's line: fields in the documented order.
        #expect(outcome.standardOutput.contains("""
                {"id": "actions", "kind": "buttons", "frame": {"x": 10, "y": 20, "width": 600, "height": 44}, \
            "mode": "row-beside", "buttons": [\
            {"id": "share", "frame": {"x": 10, "y": 20, "width": 194, "height": 44}, \
            "image": {"x": 70, "y": 30, "width": 24, "height": 24}, "title": {"x": 102, "y": 34, "width": 42, "height": 17}}, \
            {"id": "delete", "frame": {"x": 212, "y": 20, "width": 194, "height": 44}, \
            "image": {"x": 268, "y": 30, "width": 24, "height": 24}, "title": {"x": 300, "y": 34, "width": 51, "height": 17}}, \
            {"id": "safari", "frame": {"x": 414, "y": 20, "width": 196, "height": 44}, \
            "image": {"x": 437, "y": 30, "width": 24, "height": 24}, "title": {"x": 469, "y": 34, "width": 119, "height": 17}}]},
                {"id": "share", "kind": "button", "frame": {"x": 10, "y": 20, "width": 194, "height": 44}, \
            "accessibility": {"label": "Share, button"}},
            """))
    }

    @Test func rightToLeftMirrorsButtonsAndTheirInteriors() throws {
        let (outcome, output) = try Self.frames(Self.page, ["--width", "620", "--direction", "rtl"])
        #expect(outcome.status == 0)
        #expect(Self.node(output, "actions")?["mode"] as? String == "row-beside")
        // Frames are rounded, then mirrored: x' = 620 − (x + width).
        // Buttons: 620 − 204 = 416, 620 − 406 = 214, 620 − 610 = 10: Share is now on the right.
        let buttonFrames = [[416.0, 20, 194, 44], [214, 20, 194, 44], [10, 20, 196, 44]]
        #expect(output.frame("share") == buttonFrames[0])
        #expect(output.frame("delete") == buttonFrames[1])
        #expect(output.frame("safari") == buttonFrames[2])
        #expect(output.frame("actions") == [10, 20, 600, 44])
        let buttons = Self.buttons(output, of: "actions")
        #expect(buttons.map { $0.parts["frame"] } == buttonFrames)
        // Icons 620 − 94 = 526, 620 − 292 = 328, 620 − 461 = 159; titles 620 − 144 = 476,
        // 620 − 351 = 269, 620 − 588 = 32: each title now left of its icon.
        #expect(buttons.map { $0.parts["image"] } == [[526, 30, 24, 24], [328, 30, 24, 24], [159, 30, 24, 24]])
        #expect(buttons.map { $0.parts["title"] } == [[476, 34, 42, 17], [269, 34, 51, 17], [32, 34, 119, 17]])
    }

    @Test("the mode follows the width", arguments: [
        // 541: ⌊525 / 3⌋ = 175, just enough for "Open in Safari" beside its icon.
        (541.0, "row-beside", 44.0),
        // 540: 524 px → smallest share 174 < 175 ("Open in Safari" would be placed 176 wide as
        // the last button, which does not count). Row above needs 143 of it.
        (540, "row-above", 65),
        (538, "row-above", 65),
        // 445: 429 px → 143 each.
        (445, "row-above", 65),
        // 444: 428 px → smallest share 142 < 143; column beside needs W ≥ 175.
        (444, "column-beside", 148),
        (442, "column-beside", 148),
        // 174: only column above; wrap width 174 − 24 = 150 keeps every title on one line.
        (174, "column-above", 211),
    ])
    func modeForWidth(width: Double, mode: String, height: Double) throws {
        let (outcome, output) = try Self.frames(Self.alone, ["--width", String(width)])
        #expect(outcome.status == 0)
        #expect(Self.node(output, "actions")?["mode"] as? String == mode)
        #expect(output.size == ["width": width, "height": height])
        #expect(output.frame("actions") == [0, 0, width, height])
    }

    // MARK: explain

    @Test func explainAtAWidthWhereRowsDoNotFit() throws {
        let path = try StacksProcess.temporaryDocument(Self.alone)
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["explain", path, "--width", "300", "--scale", "1", "--text-metrics", "fixed"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        // Shares: 300 − 16 = 284 pixels in three, 94 each and 96 for the last; every button is
        // judged at the smallest, 94. Row beside: 98.5, 107 and 175 exceed 94 (needs exact, not
        // rounded). Row above: only "Open in Safari" (143 > 94) does not fit. Column beside fits
        // 300 (needs 175), 148 tall, the least tall that fits: the arrow. Column above fits too,
        // 211 tall. The last line gives the icons every need was worked out
        // with: the standard 24 pt, which scales with body (at large, 24).
        #expect(
            outcome.standardOutput == """
                buttons actions at 300 pt wide:
                  row-beside     does not fit: 'Share' needs 98.5 pt, has 94 pt; 'Delete' needs 107 pt, has 94 pt; \
                'Open in Safari' needs 175 pt, has 94 pt
                  row-above      does not fit: 'Open in Safari' needs 143 pt, has 94 pt
                → column-beside  fits, 148 pt tall
                  column-above   fits, 211 pt tall
                  icons: 24 × 24 pt (24 pt scaled with body, at large)

                """)
    }

    @Test func explainWithAHeightLimitAndSeveralStacks() throws {
        let text = """
            root:
              stack:
                axis: vertical
                children:
                  - buttons:
                      id: limited
                      heightLimit: 100
                      items:
                        - {id: share, title: Share, icon: share}
                        - {id: delete, title: Delete, icon: trash}
                        - {id: safari, title: Open in Safari, icon: compass}
                  - buttons:
                      hidden: true
                      items:
                        - {title: Hidden, icon: star}
                  - buttons:
                      items:
                        - {id: go, title: Go, image: {width: 20, height: 20}}
            """
        let path = try StacksProcess.temporaryDocument(text)
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["explain", path, "--width", "300", "--scale", "1", "--text-metrics", "fixed"])
        #expect(outcome.status == 0)
        // The limited stack at 300: the rows fail as above; column beside (148) and column above
        // (211) fit the width but not 100 pt of height. None fits: measuring takes the least tall
        // of those that fit the width, column beside.
        // The hidden stack is left out. The unnamed one is named by its path, root/2. "Go" is
        // 2 × 8.5 = 17 wide; alone in its row its share is all 300, and every arrangement fits:
        // beside needs 12 + 20 + 8 + 17 + 12 = 69, above 12 + max(20, 17) + 12 = 44. Heights:
        // beside max(44, 8 + max(20, 17) + 8 = 36) = 44; above 8 + 20 + 8 + 13.6 + 3.4 + 8 = 61
        // (row: ascent and descent of one title; column: its one line, 17 tall). The limited
        // stack's icons are standard (24 pt scaled with body); "Go"'s image is a fixed 20 × 20.
        #expect(
            outcome.standardOutput == """
                buttons limited at 300 pt wide, at most 100 pt tall:
                  row-beside     does not fit: 'Share' needs 98.5 pt, has 94 pt; 'Delete' needs 107 pt, has 94 pt; \
                'Open in Safari' needs 175 pt, has 94 pt
                  row-above      does not fit: 'Open in Safari' needs 143 pt, has 94 pt
                → column-beside  does not fit: the stack needs 148 pt of height, has 100 pt of height
                  column-above   does not fit: the stack needs 211 pt of height, has 100 pt of height
                  icons: 24 × 24 pt (24 pt scaled with body, at large)

                buttons root/2 at 300 pt wide:
                → row-beside     fits, 44 pt tall
                  row-above      fits, 61 pt tall
                  column-beside  fits, 44 pt tall
                  column-above   fits, 61 pt tall
                  icons: 20 × 20 pt (fixed)

                """)
    }

    /// "Go", "Go" (17 pt: 56 + 17 = 73 beside the icon) and "Add to Favourites" (17 × 8.5 =
    /// 144.5: 200.5): every button is judged at the row's smallest share.
    static let favourites = """
        root:
          buttons:
            id: actions
            items:
              - {id: go, title: Go, icon: star}
              - {id: again, title: Go, icon: star}
              - {id: favourite, title: Add to Favourites, icon: star}
        """

    @Test func explainChecksEveryButtonAgainstTheSmallestShare() throws {
        let path = try StacksProcess.temporaryDocument(Self.favourites)
        defer { StacksProcess.removeTemporaryFile(path) }
        // 619: 603 px → 201 each, which holds 200.5: row beside, buttons at 0, 201 + 8, 418.
        let wide = try StacksProcess.run(["explain", path, "--width", "619", "--scale", "1", "--text-metrics", "fixed"])
        #expect(wide.status == 0)
        #expect(wide.standardOutput.contains("→ row-beside     fits, 44 pt tall\n"))
        let (_, frames) = try Self.frames(Self.favourites, ["--width", "619"])
        #expect(Self.node(frames, "actions")?["mode"] as? String == "row-beside")
        #expect(Self.buttons(frames, of: "actions").map { $0.parts["frame"] } == [[0, 0, 201, 44], [209, 0, 201, 44], [418, 0, 201, 44]])
        // 618: 602 px → 200, 200, 202 as placed, but judged at 200: 200.5 does not fit, said
        // unrounded. Row above needs 12 + 144.5 + 12 = 168.5: fits, 65 tall, and is placed at
        // the real shares, the last 202 wide.
        let narrow = try StacksProcess.run(["explain", path, "--width", "618", "--scale", "1", "--text-metrics", "fixed"])
        #expect(narrow.status == 0)
        #expect(narrow.standardOutput.hasPrefix("""
            buttons actions at 618 pt wide:
              row-beside     does not fit: 'Add to Favourites' needs 200.5 pt, has 200 pt
            → row-above      fits, 65 pt tall

            """))
        let (_, narrowFrames) = try Self.frames(Self.favourites, ["--width", "618"])
        #expect(Self.node(narrowFrames, "actions")?["mode"] as? String == "row-above")
        #expect(Self.buttons(narrowFrames, of: "actions").map { $0.parts["frame"] }
            == [[0, 0, 200, 65], [208, 0, 200, 65], [416, 0, 202, 65]])
    }

    @Test func explainShowsTheCompactAndTheExpandedArrangementInRoomyBounds() throws {
        // B3 at 600 × 400: the smallest share ⌊584 / 3⌋ = 194 holds every button beside its
        // icon, so row beside (44) is the most compact; the root's 400 pt leave 356 to spare,
        // and column beside (3 × 44 + 16 = 148) is the first of the filling order that fits, as
        // frames places it.
        let path = try StacksProcess.temporaryDocument(Self.alone)
        defer { StacksProcess.removeTemporaryFile(path) }
        let options = ["--width", "600", "--height", "400", "--scale", "1", "--text-metrics", "fixed"]
        let explained = try StacksProcess.run(["explain", path] + options)
        #expect(explained.status == 0)
        #expect(explained.standardOutput == """
            buttons actions at 600 pt wide:
            → row-beside     fits, 44 pt tall
              row-above      fits, 65 pt tall
            ⇒ column-beside  fits, 148 pt tall
              column-above   fits, 211 pt tall
            ⇒ placed as column-beside: its bounds are 400 pt tall, 356 pt more than row-beside needs, and column-beside \
            is the first of column-beside, column-above, row-above, row-beside that fits them
              icons: 24 × 24 pt (24 pt scaled with body, at large)

            """)
        let (_, frames) = try Self.frames(Self.alone, ["--width", "600", "--height", "400"])
        #expect(Self.node(frames, "actions")?["mode"] as? String == "column-beside")
    }

    @Test func aWordBrokenTitleIsMarkedInFrames() throws {
        // One button, "Benachrichtigungseinstellungen" (30 × 8.5 = 255 pt), at 182: no
        // arrangement holds the word, so column above breaks it (wrap width 158) and says so on
        // the button, in the stack's buttons and on the button's own node; nothing is truncated.
        let document = """
            root:
              buttons:
                id: actions
                items:
                  - {id: settings, title: Benachrichtigungseinstellungen, icon: star}
            """
        let (outcome, output) = try Self.frames(document, ["--width", "182"])
        #expect(outcome.status == 0)
        #expect(Self.node(output, "actions")?["mode"] as? String == "column-above")
        #expect(outcome.standardOutput.contains("\"wordBroken\": true}]}"))
        #expect(outcome.standardOutput.contains("\"accessibility\": {\"label\": \"Benachrichtigungseinstellungen, button\"}, \"wordBroken\": true}"))
        #expect(!outcome.standardOutput.contains("truncated"))
    }

    @Test func explainUsesTheWidthTheStackWasPlacedAt() throws {
        // Inside a 0.3 pt leading margin at 619.2 the stack is placed 618.9 wide at x 0.3:
        // ⌊618.9 − 16⌋ = 602 px → 200 < 200.5: row above. Its frame rounds to 0…619, 619 wide,
        // where 603 px would give 201 each and a row beside: explain must judge the width the
        // arrangement was chosen for, as frames reports it.
        let path = try StacksProcess.temporaryDocument("""
            root:
              stack:
                axis: vertical
                margins: {top: 0, leading: 0.3, bottom: 0, trailing: 0}
                children:
                  - buttons:
                      id: actions
                      items:
                        - {id: go, title: Go, icon: star}
                        - {id: again, title: Go, icon: star}
                        - {id: favourite, title: Add to Favourites, icon: star}
            """)
        defer { StacksProcess.removeTemporaryFile(path) }
        let frames = try StacksProcess.run(["frames", path, "--width", "619.2", "--scale", "1", "--text-metrics", "fixed"])
        #expect(frames.status == 0)
        let output = try FramesOutput(frames.standardOutput)
        #expect(Self.node(output, "actions")?["mode"] as? String == "row-above")
        #expect(output.frame("actions") == [0, 0, 619, 65])
        let explained = try StacksProcess.run(["explain", path, "--width", "619.2", "--scale", "1", "--text-metrics", "fixed"])
        #expect(explained.status == 0)
        #expect(explained.standardOutput == """
            buttons actions at 618.9 pt wide:
              row-beside     does not fit: 'Add to Favourites' needs 200.5 pt, has 200 pt
            → row-above      fits, 65 pt tall
              column-beside  fits, 148 pt tall
              column-above   fits, 211 pt tall
              icons: 24 × 24 pt (24 pt scaled with body, at large)

            """)
    }

    @Test func overflowIsExactNumbersInFramesJSON() throws {
        // At 43.9 pt nothing fits: every arrangement needs at least 12 + 24 + 12 = 48 of each
        // button, so the fallback (column above) overflows by 48 − 43.9 across and 0 down,
        // printed at full precision as JSON numbers.
        let path = try StacksProcess.temporaryDocument(Self.favourites)
        defer { StacksProcess.removeTemporaryFile(path) }
        let outcome = try StacksProcess.run(["frames", path, "--width", "43.9", "--scale", "0", "--text-metrics", "fixed"])
        #expect(outcome.status == 0)
        let output = try FramesOutput(outcome.standardOutput)
        let overflow = try #require(Self.node(output, "actions")?["overflow"] as? [String: Double])
        #expect(overflow == ["width": 48 - 43.9, "height": 0])
        #expect(outcome.standardOutput.contains("\"overflow\": {\"width\": \(48 - 43.9), \"height\": 0}"))
    }

    @Test func explainWithoutButtonsExitsOne() throws {
        let outcome = try StacksProcess.run(
            ["explain", "-", "--width", "300", "--text-metrics", "fixed"], input: "root: {box: {id: only}}\n")
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "error: <stdin>: the document has no buttons node or adaptive stack to explain\n")
    }

    // MARK: Text measurement options

    static let label = "root: {stack: {axis: vertical, alignment: leading, children: [text: {id: t, string: Hello world}]}}\n"

    @Test func missingFontConfigurationExitsThreeNamingThePath() throws {
        let outcome = try StacksProcess.run(["frames", "-", "--width", "300", "--fonts", "/nonexistent.conf"], input: Self.label)
        #expect(outcome.status == 3)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "error: font configuration /nonexistent.conf: cannot read it: no such file\n")
    }

    @Test func unknownTextMetricsExitsTwo() throws {
        let outcome = try StacksProcess.run(["frames", "-", "--width", "300", "--text-metrics", "bogus"], input: Self.label)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("bogus"))
        #expect(outcome.standardError.contains("--text-metrics"))
    }

    @Test func pinnedFontsMeasureRealText() throws {
        let fonts = StacksProcess.packageRoot.appendingPathComponent("fonts/fonts.conf").path
        // Fixed metrics: "Hello world" is 11 × 8.5 = 93.5 wide, 17 tall (exact at scale 0).
        let fixed = try FramesOutput(
            StacksProcess.run(["frames", "-", "--width", "300", "--scale", "0", "--text-metrics", "fixed"], input: Self.label)
                .standardOutput)
        #expect(fixed.frame("t") == [0, 0, 93.5, 17])
        // Pango (the default) with the pinned DejaVu Sans: some other positive width.
        let outcome = try StacksProcess.run(["frames", "-", "--width", "300", "--scale", "0", "--fonts", fonts], input: Self.label)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        let width = try #require(try FramesOutput(outcome.standardOutput).frame("t")?[2])
        #expect(width > 0)
        #expect(width != 93.5)
        #expect(width < 300)
    }
}

@Suite("Font configuration with fixed metrics")
struct FixedMetricsFontsTests {
    @Test("a missing --fonts file is reported even with --text-metrics fixed")
    func missingFontsWithFixedMetrics() throws {
        let outcome = try StacksProcess.run(
            ["frames", "-", "--width", "100", "--text-metrics", "fixed", "--fonts", "/nonexistent.conf"],
            input: "root: {text: {string: hi}}")
        #expect(outcome.status == 3)
        #expect(outcome.standardError == "error: font configuration /nonexistent.conf: cannot read it: no such file\n")
    }
}
