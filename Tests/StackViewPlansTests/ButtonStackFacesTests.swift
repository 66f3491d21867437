import DynamicButtons
import StackLayout
import Testing

@testable import StackViewPlans

/// Hand-worked with the fixed metrics: body text at `large` is 17 pt, a character 8.5 pt wide,
/// so "Save" is 34 × 17 and "Share" 42.5 × 17; icons are 24 × 24, the icon–title gap 8 pt, the
/// insets 8 / 12 / 8 / 12, the spacing 8.
@Suite struct ButtonStackFacesTests {
    let measurer = FixedMetricsTextMeasurer()
    let exact = LayoutEnvironment(scale: 0)

    func stack(_ states: [ButtonState] = [.enabled, .enabled]) -> ButtonStack {
        ButtonStack(items: [
            ButtonItem(id: "save", title: "Save", iconName: "tray", state: states[0], accessibilityHint: "Saves the draft"),
            ButtonItem(id: "share", title: "Share", iconName: "square.and.arrow.up", state: states[1]),
        ])
    }

    @Test func wideRowPlacesIconBesideTitle() throws {
        // Row beside: each share (320 − 8) / 2 = 156 ≥ 12 + 24 + 8 + 42.5 + 12 = 98.5; 44 tall.
        let faces = try ButtonStackFaces.place(stack(), in: Size(width: 320, height: 44), environment: exact, measurer: measurer)
        #expect(faces.arrangement == .rowBeside)
        #expect(faces.faces.map(\.button) == [Rect(x: 0, y: 0, width: 156, height: 44), Rect(x: 164, y: 0, width: 156, height: 44)])
        // "Save": icon, gap and title (24 + 8 + 34 = 66) centred in 156: from 45; centred vertically.
        #expect(faces.faces[0].icon == Rect(x: 45, y: 10, width: 24, height: 24))
        #expect(faces.faces[0].title == Rect(x: 77, y: 13.5, width: 34, height: 17))
        // "Share": 74.5 centred from 164 + 40.75.
        #expect(faces.faces[1].icon == Rect(x: 204.75, y: 10, width: 24, height: 24))
        #expect(faces.faces[1].title == Rect(x: 236.75, y: 13.5, width: 42.5, height: 17))
        #expect(faces.faces.map(\.titleLineLimit) == [1, 1])
        #expect(faces.faces.map(\.truncatesTitle) == [false, false])
        #expect(faces.faces.map(\.spinner) == [nil, nil])
    }

    @Test func rightToLeftMirrorsButtonsAndTheirInsides() throws {
        let rtl = LayoutEnvironment(direction: .rightToLeft, scale: 0)
        let faces = try ButtonStackFaces.place(stack(), in: Size(width: 320, height: 44), environment: rtl, measurer: measurer)
        // x = 320 − maxX of the left-to-right frames.
        #expect(faces.faces[0].button == Rect(x: 164, y: 0, width: 156, height: 44))
        #expect(faces.faces[0].icon == Rect(x: 251, y: 10, width: 24, height: 24))
        #expect(faces.faces[0].title == Rect(x: 209, y: 13.5, width: 34, height: 17))
    }

    @Test func onlyTheColumnWithIconsAboveWrapsTitles() throws {
        // 100 pt: no row fits ("Share" above its icon needs 42.5 + 24 = 66.5 of a 46 pt share);
        // a column beside needs 98.5.
        let beside = try ButtonStackFaces.place(stack(), in: Size(width: 100, height: 200), environment: exact, measurer: measurer)
        #expect(beside.arrangement == .columnBeside)
        #expect(beside.faces.map(\.titleLineLimit) == [1, 1])
        // 80 pt: only the column with icons above fits, titles wrapping.
        let above = try ButtonStackFaces.place(stack(), in: Size(width: 80, height: 200), environment: exact, measurer: measurer)
        #expect(above.arrangement == .columnAbove)
        #expect(above.faces.map(\.titleLineLimit) == [nil, nil])
    }

    @Test func sizeIsTheNaturalWidthOrTheProposedOne() throws {
        let wide = try ButtonStackFaces.size(of: stack(), proposedWidth: 320, environment: exact, measurer: measurer)
        #expect(wide == Size(width: 320, height: 44))
        // Natural: the narrowest row beside, 2 × 98.5 + 8 = 205 pt.
        let natural = try ButtonStackFaces.size(of: stack(), proposedWidth: nil, environment: exact, measurer: measurer)
        #expect(natural == Size(width: 205, height: 44))
    }

    @Test func truncationFollowsThePlacement() throws {
        // Too narrow for anything: whatever the engine places, the faces say what it truncated.
        let narrow = stack()
        let size = Size(width: 30, height: 44)
        let faces = try ButtonStackFaces.place(narrow, in: size, environment: exact, measurer: measurer)
        let placed = narrow.place(in: size, environment: exact, measurer: measurer)
        #expect(faces.faces.map(\.truncatesTitle) == placed.buttons.map(\.isTitleTruncated))
    }

    @Test func accessibilityAndEnablementFollowTheState() throws {
        let faces = try ButtonStackFaces.place(
            stack([.disabled, .loading]), in: Size(width: 320, height: 44), environment: exact, measurer: measurer)
        #expect(faces.faces[0].accessibility.label == "Save, dimmed, button")
        #expect(faces.faces[0].accessibility.hint == "Saves the draft")
        #expect(faces.faces[1].accessibility.label == "Share, loading, dimmed")
        #expect(faces.faces.map(\.isEnabled) == [false, false])
        // A loading button's spinner: a 17 pt square (its font size) centred on its title.
        #expect(faces.faces[1].spinner == Rect(x: 249.5, y: 13.5, width: 17, height: 17))
    }

    @Test func framesAreRoundedToTheDisplayScale() throws {
        let faces = try ButtonStackFaces.place(
            stack(), in: Size(width: 320, height: 44), environment: LayoutEnvironment(scale: 2), measurer: measurer)
        // 204.75 and 236.75 are not on the half-point grid; every edge is after rounding.
        for face in faces.faces {
            for frame in [face.button, face.icon, face.title] {
                for edge in [frame.minX, frame.maxX, frame.minY, frame.maxY] {
                    #expect((edge * 2).rounded() == edge * 2)
                }
            }
        }
    }

    @Test func subviewsListFollowsWhatEachButtonShows() {
        let items = [
            ButtonItem(id: "a", title: "A", iconName: "star"),
            ButtonItem(id: "b", title: "B"),
            ButtonItem(id: "c", title: "C", iconName: "x", kind: .iconOnly, state: .loading, accessibilityLabel: "Close"),
            ButtonItem(id: "d", title: "D", iconName: "y", state: .loading),
        ]
        let list = ButtonFaceSubview.list(for: items)
        #expect(list.map(\.id) == [
            "a/button", "a/image", "a/title",
            "b/button", "b/title",
            "c/button", "c/spinner",
            "d/button", "d/image", "d/spinner",
        ])
        #expect(list.map(\.item) == [0, 0, 0, 1, 1, 2, 2, 3, 3, 3])
    }

    @Test func subviewFramesComeFromTheirFace() throws {
        let faces = try ButtonStackFaces.place(stack(), in: Size(width: 320, height: 44), environment: exact, measurer: measurer)
        let list = ButtonFaceSubview.list(for: stack().items)
        #expect(list.map { faces.frame(of: $0) } == [
            faces.faces[0].button, faces.faces[0].icon, faces.faces[0].title,
            faces.faces[1].button, faces.faces[1].icon, faces.faces[1].title,
        ])
        #expect(faces.frame(of: ButtonFaceSubview(item: 7, part: .button, itemID: "gone")) == .zero)
    }
}

@Suite struct ButtonAccessibilityAttributesTests {
    @Test func attributesSpeakWhatTheEngineSays() {
        for state in ButtonState.allCases {
            let item = ButtonItem(id: "s", title: "Save", state: state, accessibilityHint: "Saves the draft")
            let attributes = ButtonAccessibilityAttributes(item)
            #expect(attributes.spokenText == item.accessibility.spokenText, "\(state)")
        }
    }

    @Test func loadingDropsTheButtonTraitAndSaysLoading() {
        let attributes = ButtonAccessibilityAttributes(ButtonItem(id: "s", title: "Save", state: .loading))
        #expect(attributes.label == "Save, loading")
        #expect(!attributes.isButton)
        #expect(!attributes.isEnabled)
        #expect(attributes.spokenText == "Save, loading, dimmed")
    }

    @Test func iconOnlyButtonsSpeakTheirAccessibilityLabel() {
        let item = ButtonItem(id: "x", title: "", iconName: "xmark", kind: .iconOnly, accessibilityLabel: "Close")
        let attributes = ButtonAccessibilityAttributes(item)
        #expect(attributes.label == "Close")
        #expect(attributes.spokenText == "Close, button")
    }
}
