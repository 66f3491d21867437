import DynamicButtons
import StackDocument
import Testing

/// `buttons` nodes: what the reader makes of them (a ``ButtonStack`` inside a `.container` node)
/// and every error it reports, with the place. Columns are counted by hand from the text.
@Suite struct ButtonsNodeTests {
    /// The button stack of a `.container` node, or `nil`.
    private func buttonStack(_ node: LayoutNode) -> ButtonStack? {
        guard case .container(let layout, _) = node.content else { return nil }
        return layout as? ButtonStack
    }

    private func children(_ root: LayoutNode) -> [LayoutNode] {
        guard case .stack(let stack) = root.content else { return [] }
        return stack.children
    }

    static let yaml = """
        root:
          stack:
            axis: vertical
            children:
              - buttons:
                  id: actions
                  spacing: 10
                  insets: 6
                  heightLimit: 120
                  items:
                    - {id: share, title: Share, icon: share}
                    - {title: Delete, icon: Trash, style: caption1}
                    - {id: open, title: Open in Safari, image: {width: 30, height: 20}, size: 15, font: Serif, weight: semibold}
                    - {id: more, title: More, icon: plus, image: {width: 18.5, height: 18}, size: 12}
              - buttons:
                  insets: {top: 4, leading: 10}
                  items:
                    - {title: "9:41", image: {width: 0, height: 0}}
        """

    static let json = """
        {"root": {"stack": {"axis": "vertical", "children": [
          {"buttons": {"id": "actions", "spacing": 10, "insets": 6, "heightLimit": 120, "items": [
            {"id": "share", "title": "Share", "icon": "share"},
            {"title": "Delete", "icon": "Trash", "style": "caption1"},
            {"id": "open", "title": "Open in Safari", "image": {"width": 30, "height": 20}, "size": 15, "font": "Serif", "weight": "semibold"},
            {"id": "more", "title": "More", "icon": "plus", "image": {"width": 18.5, "height": 18}, "size": 12}
          ]}},
          {"buttons": {"insets": {"top": 4, "leading": 10}, "items": [
            {"title": "9:41", "image": {"width": 0, "height": 0}}
          ]}}
        ]}}}
        """

    /// What both spellings say.
    static let expectedFirst = ButtonStack(
        items: [
            // An icon name without an image size: no size of its own, so the standard icon, 24 pt
            // scaled with the title's style.
            ButtonItem(id: "share", title: "Share", font: .style(.body), iconSize: nil, iconName: "square.and.arrow.up"),
            // No id: the button is named by its node's tree path and its index (root/0, item 1).
            // Icon names are matched without case and kept in lower case.
            ButtonItem(id: "root/0/1", title: "Delete", font: .style(.caption1), iconSize: nil, iconName: "trash"),
            // An image size without an icon, in points: fixed; a fixed font with family and weight.
            ButtonItem(
                id: "open", title: "Open in Safari", font: .fixed(family: "Serif", size: 15, weight: .semibold),
                iconSize: ButtonIconSize(width: 30, height: 20), iconName: nil),
            // Both: the image size wins over the default; a fixed size alone is Sans regular.
            ButtonItem(
                id: "more", title: "More", font: .fixed(family: "Sans", size: 12, weight: .regular),
                iconSize: ButtonIconSize(width: 18.5, height: 18), iconName: "plus"),
        ],
        insets: DirectionalInsets(all: 6), spacing: 10, heightLimit: 120)

    /// Defaults: spacing 8, no height limit; insets per edge, an edge not given is 0.
    static let expectedSecond = ButtonStack(
        items: [ButtonItem(id: "root/1/0", title: "9:41", font: .style(.body), iconSize: ButtonIconSize(width: 0, height: 0))],
        insets: DirectionalInsets(top: 4, leading: 10, bottom: 0, trailing: 0), spacing: 8, heightLimit: nil)

    @Test(arguments: [yaml, json])
    func readsButtonStacks(text: String) throws {
        let nodes = children(try StackDocument(yaml: text).root)
        try #require(nodes.count == 2)
        #expect(nodes.map(\.kindName) == ["buttons", "buttons"])
        #expect(nodes[0].id == "actions")
        #expect(nodes[1].id == nil)
        #expect(buttonStack(nodes[0]) == Self.expectedFirst)
        #expect(buttonStack(nodes[1]) == Self.expectedSecond)
    }

    @Test func defaultsOfABareStack() throws {
        let root = try StackDocument(yaml: document(root: "  buttons: {items: [{title: Go, icon: paperplane}]}\n")).root
        // Insets 8/12/8/12, spacing 8, no height limit (ButtonStack's defaults); the root's
        // buttons are named root/0, root/1, …
        #expect(
            buttonStack(root)
                == ButtonStack(items: [
                    ButtonItem(id: "root/0", title: "Go", iconName: "paperplane")
                ]))
        #expect(buttonStack(root)?.insets == DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        #expect(buttonStack(root)?.spacing == 8)
        #expect(buttonStack(root)?.heightLimit == nil)
        // An empty list is allowed: a stack of no buttons.
        let empty = try StackDocument(yaml: document(root: "  buttons: {items: []}\n")).root
        #expect(buttonStack(empty)?.items == [])
    }

    @Test func treesFromBothSpellingsLayOutAlike() throws {
        let fromYAML = try StackDocument(yaml: Self.yaml)
        let fromJSON = try StackDocument(yaml: Self.json)
        let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: 1))
        let measurer = FixedMetricsTextMeasurer()
        let yamlResult = try engine.layout(fromYAML.layoutTree(), width: 400, measurer: measurer)
        let jsonResult = try engine.layout(fromJSON.layoutTree(), width: 400, measurer: measurer)
        #expect(yamlResult.frames == jsonResult.frames)
        #expect(yamlResult.containerPlacements[1]?.parts.map(\.frame) == jsonResult.containerPlacements[1]?.parts.map(\.frame))
    }

    // MARK: Errors

    @Test func unknownKeyInButtons() {
        // `  buttons: {`: `{` is column 12, so `colour` starts at column 13.
        #expect(
            readingError(document(root: "  buttons: {colour: red, items: []}\n"))
                == "root.buttons.colour (line 2, column 13): unknown key \"colour\"; allowed keys: "
                + "id, hidden, spacingAfter, hugging, compressionResistance, aspect, offset, audit, spacing, insets, heightLimit, parallel, expandsIntoRoom, items")
    }

    @Test func unknownKeyInAnItem() {
        // `  buttons: {items: [{title: A, icon: star, colour: red}]}`: `[` 20, `{` 21,
        // `title:` 22–27, `A` 29, `icon:` 32–36, `star` 38–41, `,` 42, `colour` at 44.
        #expect(
            readingError(document(root: "  buttons: {items: [{title: A, icon: star, colour: red}]}\n"))
                == "root.buttons.items[0].colour (line 2, column 44): unknown key \"colour\"; allowed keys: "
                + "id, title, image, icon, style, size, font, weight, kind, state, accessibilityLabel, accessibilityHint, hug, navigation, audit")
        // In an image size: `image:` 32–37, `{` 39, `width:` 40–45, `1` 47, `,` 48, `depth` 50.
        #expect(
            readingError(document(root: "  buttons: {items: [{title: A, image: {width: 1, depth: 2}}]}\n"))
                == "root.buttons.items[0].image.depth (line 2, column 50): unknown key \"depth\"; allowed keys: width, height")
    }

    @Test func missingItems() {
        // A flow mapping's mark is its `{`: column 12.
        #expect(
            readingError(document(root: "  buttons: {spacing: 4}\n"))
                == "root.buttons (line 2, column 12): missing required key \"items\"")
        // A block mapping's mark is its first key: `id` at line 3, column 5.
        #expect(
            readingError(document(root: "  buttons:\n    id: actions\n"))
                == "root.buttons (line 3, column 5): missing required key \"items\"")
        #expect(
            readingError(document(root: "  buttons: {items: {title: A}}\n"))
                == "root.buttons.items (line 2, column 20): expected a list; found a mapping")
    }

    @Test func missingTitle() {
        // The item's `{` is column 21.
        #expect(
            readingError(document(root: "  buttons: {items: [{icon: star}]}\n"))
                == "root.buttons.items[0] (line 2, column 21): missing required key \"title\"")
        // `{` 21, `title:` 22–27, a space, `[` at 29.
        #expect(
            readingError(document(root: "  buttons: {items: [{title: [A], icon: star}]}\n"))
                == "root.buttons.items[0].title (line 2, column 29): expected a string; found a list")
    }

    @Test func noIconAndNoImage() {
        // The second item: `{title: A, icon: star}` is columns 21–42, `,` 43, `{` 45.
        #expect(
            readingError(document(root: "  buttons: {items: [{title: A, icon: star}, {title: B}]}\n"))
                == "root.buttons.items[1] (line 2, column 45): a button needs an icon (icon: NAME) "
                + "or an image size (image: {width, height})")
    }

    @Test func unknownIconNameSaysWhereTheNamesAre() {
        // `icon:` 32–36, a space, `rocket` at 38.
        #expect(
            readingError(document(root: "  buttons: {items: [{title: A, icon: rocket}]}\n"))
                == "root.buttons.items[0].icon (line 2, column 38): unknown icon \"rocket\"; "
                + "icons are SF Symbols names, \(SymbolName.all.count) of them known (docs/icons.md)")
    }

    @Test func everyUnknownIconIsReportedAtOnceWithTheNearestName() {
        // Two unknown names in one stack, both reported; the box's older name `Share` is fine.
        let text = document(root: """
              stack:
                axis: vertical
                children:
                  - buttons: {items: [{title: A, icon: chevron.lft}, {title: B, icon: heart.fil}]}
                  - box: {icon: Share}

            """)
        let message = readingError(text) ?? ""
        #expect(message.contains("unknown icon \"chevron.lft\" (did you mean \"chevron.left\"?)"))
        #expect(message.contains("unknown icon \"heart.fil\" (did you mean \"heart.fill\"?)"))
        #expect(!message.contains("Share"))
    }

    @Test func theOlderNamesReadAsTheirSFSymbolsNames() throws {
        let root = try StackDocument(yaml: document(root: """
              buttons: {items: [{title: A, icon: share}, {title: B, icon: Compass}, {title: C, icon: paperPlane}, {title: D, icon: chevron.left}]}

            """)).root
        #expect(buttonStack(root)?.items.map(\.iconName) == ["square.and.arrow.up", "safari", "paperplane", "chevron.left"])
    }

    @Test func negativeSpacing() {
        // `{` 12, `spacing:` 13–20, a space, `-4` at 22.
        #expect(
            readingError(document(root: "  buttons: {spacing: -4, items: []}\n"))
                == "root.buttons.spacing (line 2, column 22): expected a number of points, 0 or more; found -4")
        // `heightLimit:` 13–24, a space, `-1` at 26.
        #expect(
            readingError(document(root: "  buttons: {heightLimit: -1, items: []}\n"))
                == "root.buttons.heightLimit (line 2, column 26): expected a number of points, 0 or more; found -1")
    }

    @Test func negativeImageWidth() {
        // `image:` 32–37, a space, `{` 39, `width:` 40–45, a space, `-1` at 47.
        #expect(
            readingError(document(root: "  buttons: {items: [{title: A, image: {width: -1, height: 2}}]}\n"))
                == "root.buttons.items[0].image.width (line 2, column 47): expected a number of points, 0 or more; found -1")
        // A missing height: the image mapping's `{` at 39.
        #expect(
            readingError(document(root: "  buttons: {items: [{title: A, image: {width: 1}}]}\n"))
                == "root.buttons.items[0].image (line 2, column 39): missing required key \"height\"")
    }

    @Test func insetsAsNumberOrMappingAreChecked() {
        // `insets:` 13–19, a space, `{` 21, `top:` 22–25, a space, `-2` at 27.
        #expect(
            readingError(document(root: "  buttons: {insets: {top: -2}, items: []}\n"))
                == "root.buttons.insets.top (line 2, column 27): expected a number of points, 0 or more; found -2")
        // `-2` right after `insets: ` at 21.
        #expect(
            readingError(document(root: "  buttons: {insets: -2, items: []}\n"))
                == "root.buttons.insets (line 2, column 21): expected a number of points, 0 or more; found -2")
        // `{` 21, `start` at 22.
        #expect(
            readingError(document(root: "  buttons: {insets: {start: 2}, items: []}\n"))
                == "root.buttons.insets.start (line 2, column 22): unknown key \"start\"; allowed keys: top, leading, bottom, trailing")
        #expect(
            readingError(document(root: "  buttons: {insets: wide, items: []}\n"))
                == "root.buttons.insets (line 2, column 21): expected a number of points, 0 or more, "
                + "or a mapping {top, leading, bottom, trailing}; found \"wide\"")
    }

    @Test func duplicateButtonIdAgainstANodeId() {
        let text = """
            root:
              stack:
                axis: vertical
                children:
                  - box: {id: share}
                  - buttons: {items: [{id: share, title: Share, icon: share}]}
            """
        // Line 5: 6 spaces, `- ` (7–8), `box:` (9–12), a space, `{` (14), `id:` (15–17), a
        // space, `share` at 19. Line 6: `- ` (7–8), `buttons:` (9–16), a space, `{` (18),
        // `items:` (19–24), a space, `[` (26), `{` (27), `id:` (28–30), a space, `share` at 32.
        #expect(
            readingError(text)
                == "root.stack.children[1].buttons.items[0].id (line 6, column 32): duplicate id \"share\"; "
                + "first used at root.stack.children[0].box.id (line 5, column 19)")
    }

    @Test func aNodeIdAgainstAnEarlierButtonId() {
        let text = """
            root:
              stack:
                axis: vertical
                children:
                  - buttons: {items: [{id: share, title: Share, icon: share}]}
                  - box: {id: share}
            """
        #expect(
            readingError(text)
                == "root.stack.children[1].box.id (line 6, column 19): duplicate id \"share\"; "
                + "first used at root.stack.children[0].buttons.items[0].id (line 5, column 32)")
    }

    @Test func duplicateButtonIdAgainstAnotherButton() {
        // `{` 21, `id:` 22–24, `a` 26, `,` 27, `title:` 29–34, `A` 36, `,` 37, `icon:` 39–43,
        // `star` 45–48, `}` 49, `,` 50, `{` 52, `id:` 53–55, `a` at 57.
        #expect(
            readingError(document(root: "  buttons: {items: [{id: a, title: A, icon: star}, {id: a, title: B, icon: plus}]}\n"))
                == "root.buttons.items[1].id (line 2, column 57): duplicate id \"a\"; "
                + "first used at root.buttons.items[0].id (line 2, column 26)")
    }

    @Test func styleTogetherWithSize() {
        // `star` 38–41, `,` 42, `style:` 44–49, a space, `body` at 51.
        #expect(
            readingError(document(root: "  buttons: {items: [{title: A, icon: star, style: body, size: 12}]}\n"))
                == "root.buttons.items[0].style (line 2, column 51): a text or title has either a style or a fixed size, not both")
        // `weight:` 44–50, a space, `bold` at 52.
        #expect(
            readingError(document(root: "  buttons: {items: [{title: A, icon: star, weight: bold}]}\n"))
                == "root.buttons.items[0].weight (line 2, column 52): weight needs a fixed size "
                + "(add size, or remove weight: a style sets its own font)")
        // `size:` 44–48, a space, `0` at 50.
        #expect(
            readingError(document(root: "  buttons: {items: [{title: A, icon: star, size: 0}]}\n"))
                == "root.buttons.items[0].size (line 2, column 50): expected a font size greater than 0 and at most 10000 points; found 0")
    }
}

@Suite("Button ids")
struct ButtonIDTests {
    @Test("an explicit id equal to a default button id is a duplicate")
    func defaultIDsAreClaimed() {
        // The first item has no id, so it is named by the buttons node's path (root) + /0:
        // root/0. The second item spells that same id.
        do {
            _ = try StackDocument(yaml: "root: {buttons: {items: [{title: A, icon: star}, {id: root/0, title: B, icon: star}]}}")
            Issue.record("expected a duplicate id error")
        } catch {
            #expect(error.description.contains("duplicate id \"root/0\""))
        }
    }
}

/// Button numbers the engine checks (see `ButtonStack.invalidValue()`) are reported at the
/// place in the document, like a text node's.
@Suite struct ButtonsNodeEngineErrorTests {
    @Test("a title size the engine refuses is refused while reading in the same words; the engine's error maps to its place")
    func titleSizeTooLarge() throws {
        // `20000` starts at column 38 of line 4. Fonts stop at 10,000 points, for the reader as
        // for the engine (one rule, ValueRequirement.fontSize).
        let message = "root.buttons.items[0].size (line 4, column 38): "
            + "expected a font size greater than 0 and at most 10000 points; found 20000"
        #expect(readingError("root:\n  buttons:\n    items:\n      - {title: A, icon: star, size: 20000}\n") == message)
        // The same stack with the size set in code: the tree refuses it, and the error, carrying
        // node 0 and the property items[0].size, maps to where the document wrote the size.
        let document = try StackDocument(yaml: "root:\n  buttons:\n    items:\n      - {title: A, icon: star, size: 20}\n")
        guard case .container(let layout, _) = document.root.content, var stack = layout as? ButtonStack else {
            Issue.record("expected a button stack")
            return
        }
        stack.items[0].font = .fixed(family: TextFont.systemFamily, size: 20000, weight: .regular)
        do {
            _ = try LayoutTree(LayoutNode(.container(stack, children: [])))
            Issue.record("expected an error")
        } catch {
            #expect(error.nodeIndex == 0)
            #expect(error.reason == .invalidValue(InvalidValue(property: .custom("items[0].size"), value: 20000, requirement: .fontSize)))
            #expect(document.documentError(for: error).description == message)
        }
    }

    @Test("a proportional title size is refused while reading")
    func proportionalTitleSize() {
        #expect(readingError("root:\n  buttons:\n    items:\n      - {title: A, icon: star, size: 0.05 root.height}\n")
            == "root.buttons.items[0].size (line 4, column 38): expected a font size in points or a text style "
            + "(button titles do not resolve proportional sizes); found \"0.05 root.height\"")
    }
}

@Suite("Icons from files in documents")
struct IconFileReadingTests {
    @Test func aButtonIconFromAFileIsNotAName() throws {
        let document = try StackDocument(yaml: document(root: """
              buttons: {items: [{id: a, title: A, icon: {file: icons/badge.svg, template: true}}, {id: b, title: B, icon: {file: b.png}}]}

            """))
        guard case .container(let layout, _) = document.root.content, let stack = layout as? ButtonStack else {
            Issue.record("not a button stack")
            return
        }
        #expect(stack.items.map(\.iconName) == [nil, nil])
        #expect(document.iconFiles == ["a": IconFile(path: "icons/badge.svg", isTemplate: true), "b": IconFile(path: "b.png", isTemplate: false)])
    }

    @Test func anIconFileNeedsAPath() {
        // `  buttons: {items: [{title: A, icon: ` is 37 characters: the mapping at 38.
        #expect(readingError(document(root: "  buttons: {items: [{title: A, icon: {template: true}}]}\n"))?
            .hasPrefix("root.buttons.items[0].icon (line 2, column 38): missing required key \"file\"") == true)
        #expect(readingError(document(root: "  buttons: {items: [{title: A, icon: {file: \"\"}}]}\n"))?
            .contains("an icon file's path may not be empty") == true)
        #expect(readingError(document(root: "  buttons: {items: [{title: A, icon: {file: a.png, tint: red}}]}\n"))?
            .contains("unknown key \"tint\"") == true)
    }

    @Test func aBoxImageMayBeATemplate() throws {
        let document = try StackDocument(yaml: document(root: "  box: {image: logo.svg, template: true, color: \"#FF0000\"}\n"))
        #expect(document.styles["root"] == NodeStyle(color: "#FF0000", image: "logo.svg", template: true))
    }
}
