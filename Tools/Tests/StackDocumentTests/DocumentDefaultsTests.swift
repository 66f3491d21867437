import Testing
import StackDocument

@Suite struct DocumentDefaultsTests {
    private func root(_ lines: String) throws -> LayoutNode {
        try StackDocument(yaml: document(root: lines)).root
    }

    @Test func boxDefaults() throws {
        let node = try root("  box:\n")
        guard case .box(let box) = node.content else { Issue.record("not a box"); return }
        #expect(box == Box(width: nil, height: nil))
        #expect(node.id == nil)
        #expect(node.isHidden == false)
        #expect(node.spacingAfter == nil)
        #expect(node.contentHugging == AxisPriorities(250))
        #expect(node.compressionResistance == AxisPriorities(750))
    }

    @Test func textDefaults() throws {
        let node = try root("  text: {string: \"9:41\"}\n")
        guard case .text(let text) = node.content else { Issue.record("not a text"); return }
        #expect(text == TextBlock("9:41", font: .style(.body), lines: 1))
        #expect(node.contentHugging == AxisPriorities(251))
        #expect(node.compressionResistance == AxisPriorities(750))
    }

    @Test func unquotedStringsKeepTheirCharacters() throws {
        // YAML 1.1 reads 9:41 as the base-60 number 581 and `yes` as true; a label means the text.
        let node = try root("  text: {string: 9:41}\n")
        guard case .text(let text) = node.content else { Issue.record("not a text"); return }
        #expect(text.string == "9:41")
    }

    @Test func fixedFontDefaults() throws {
        let node = try root("  text: {string: a, size: 15}\n")
        guard case .text(let text) = node.content else { Issue.record("not a text"); return }
        #expect(text.font == .fixed(family: "Sans", size: 15, weight: .regular))
        let weighted = try root("  text: {string: a, size: 15, font: Serif, weight: 600}\n")
        guard case .text(let heavy) = weighted.content else { Issue.record("not a text"); return }
        #expect(heavy.font == .fixed(family: "Serif", size: 15, weight: .semibold))
    }

    @Test func stackDefaults() throws {
        let node = try root("  stack: {axis: horizontal}\n")
        guard case .stack(let stack) = node.content else { Issue.record("not a stack"); return }
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(stack.margins == .zero)
        #expect(stack.isLayoutMarginsRelativeArrangement)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(stack.children.isEmpty)
    }

    @Test func marginsAsOneNumberOrPerEdge() throws {
        let all = try root("  stack: {axis: vertical, margins: 8}\n")
        guard case .stack(let stack) = all.content else { Issue.record("not a stack"); return }
        #expect(stack.margins.points == DirectionalInsets(all: 8))
        let some = try root("  stack: {axis: vertical, margins: {leading: 16}, marginsRelative: false}\n")
        guard case .stack(let partial) = some.content else { Issue.record("not a stack"); return }
        #expect(partial.margins.points == DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 0))
        #expect(!partial.isLayoutMarginsRelativeArrangement)
    }

    @Test func prioritiesAsOneNumberOrPerAxisKeepingDefaults() throws {
        let node = try root("  text: {string: a, hugging: {vertical: 900}, compressionResistance: 100}\n")
        #expect(node.contentHugging == AxisPriorities(horizontal: 251, vertical: 900))
        #expect(node.compressionResistance == AxisPriorities(100))
        let box = try root("  box: {compressionResistance: {horizontal: 740}}\n")
        #expect(box.compressionResistance == AxisPriorities(horizontal: 740, vertical: 750))
        #expect(box.contentHugging == AxisPriorities(250))
    }

    @Test func topAndBottomAreLeadingAndTrailing() throws {
        for (name, expected) in [("top", StackAlignment.leading), ("bottom", .trailing)] {
            let node = try root("  stack: {axis: horizontal, alignment: \(name)}\n")
            guard case .stack(let stack) = node.content else { Issue.record("not a stack"); return }
            #expect(stack.alignment == expected)
        }
    }

    @Test func environmentIsOptionalAndRead() throws {
        #expect(try StackDocument(yaml: "root: {box: {}}").environment == DocumentEnvironment())
        let environment = try StackDocument(
            yaml: "environment: {width: 320, height: 568, contentSize: accessibilityXXXLarge, direction: rtl, scale: 0}\n"
                + "root: {box: {}}"
        ).environment
        #expect(
            environment
                == DocumentEnvironment(
                    width: 320, height: 568, contentSize: .accessibilityExtraExtraExtraLarge, direction: .rightToLeft,
                    scale: 0))
        #expect(
            environment.layoutEnvironment
                == LayoutEnvironment(
                    direction: .rightToLeft, contentSizeCategory: .accessibilityExtraExtraExtraLarge, scale: 0))
        #expect(DocumentEnvironment().layoutEnvironment == LayoutEnvironment())
    }
}
