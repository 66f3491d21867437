import AppSources
import DynamicButtons
import StackDocument
import Testing

/// Swift sources written as an app writes them, read into stacks; every position was counted by
/// hand (columns in UTF-8 bytes from 1, as the compiler counts them).
@Suite("Reading an app's Swift sources")
struct SwiftSourceReadingTests {
    /// UIKit: a stored property's stack, items of all three initialiser spellings, titles as
    /// `String(localized:)`, `NSLocalizedString` with a table and value, and a plain literal.
    static let shareSheet = """
        import DynamicStacksUIKit
        import UIKit

        final class ShareSheetController: UIViewController {
            private let actions = DynamicButtonStack(items: [
                DynamicButtonStack.Item(id: "share", title: String(localized: "Share"), image: "square.and.arrow.up", kind: .primary),
                .init(id: "copy", title: NSLocalizedString("copy.link", tableName: "Sheet", value: "Copy Link", comment: "Copies the link"), image: "link"),
                .init(id: "more", title: "More", image: "ellipsis", kind: .iconOnly, state: .disabled, accessibilityLabel: "More Actions", font: .style(.headline)),
            ])
        }
        """

    @Test("a UIKit stack's items, with their values and places")
    func uikitItems() throws {
        let file = AppSourceFile(name: "ShareSheet.swift", text: Self.shareSheet)
        #expect(file.syntaxProblem == nil)
        try #require(file.stacks.count == 1)
        let stack = file.stacks[0]
        #expect(stack.view == .dynamicButtonStack)
        // The property names the stack; `DynamicButtonStack(` starts after 4 spaces and
        // "private let actions = " (22 characters): column 27.
        #expect(stack.name == "ShareSheetController.actions")
        #expect(stack.position == SourcePosition(line: 5, column: 27))
        #expect(stack.unreadable == nil)
        try #require(stack.items.count == 3)

        let share = stack.items[0]
        #expect(share.id == "share")
        #expect(share.position == SourcePosition(line: 6, column: 9))
        // 8 spaces, `DynamicButtonStack.Item(` (24), `id: "share", ` (13), `title: ` (7),
        // `String(localized: ` (18): the literal at 9 + 24 + 13 + 7 + 18 = 71.
        #expect(share.title == SourceTitle(text: "Share", key: "Share", table: "Localizable", position: SourcePosition(line: 6, column: 71)))
        #expect(share.image == "square.and.arrow.up")
        #expect(share.kind == .primary)
        #expect(share.state == .enabled)

        let copy = stack.items[1]
        // `.init(` (6), `id: "copy", ` (12), `title: ` (7), `NSLocalizedString(` (18): 9 + 43 = 52.
        #expect(copy.title == SourceTitle(text: "Copy Link", key: "copy.link", table: "Sheet", position: SourcePosition(line: 7, column: 52)))
        #expect(copy.image == "link")

        let more = stack.items[2]
        // A plain literal is no key: shown as written in every locale. 9 + 6 + 12 + 7 = 34.
        #expect(more.title == SourceTitle(text: "More", position: SourcePosition(line: 8, column: 34)))
        #expect(more.kind == .iconOnly)
        #expect(more.state == .disabled)
        #expect(more.accessibilityLabel?.text == "More Actions")
        #expect(more.font == .style(.headline))
    }

    /// SwiftUI: one stack read (spacing and insets literals), and three built at run time.
    static let toolbar = """
        import DynamicStacksSwiftUI
        import SwiftUI

        struct Toolbar: View {
            let actions: [Action]
            let name: String

            var body: some View {
                VStack {
                    ButtonStackView(items: actions.map { .init(id: $0.id, title: $0.title) {} })
                    ButtonStackView(items: [
                        .init(id: "greet", title: "Hello \\(name)") {},
                    ])
                    ButtonStackView(items: [
                        .init(id: "ok", title: "OK", kind: .primary) {},
                        makeCancelItem(),
                    ])
                    ButtonStackView(
                        items: [.init(id: "save", title: "Save", systemImage: "tray", kind: .primary) {}], spacing: 12,
                        insets: DirectionalInsets(top: 10, leading: 14, bottom: 10, trailing: 14))
                }
            }
        }
        """

    @Test("stacks built at run time say what could not be read; the literal one is read")
    func swiftUIStacks() throws {
        let file = AppSourceFile(name: "Toolbar.swift", text: Self.toolbar)
        try #require(file.stacks.count == 4)
        // Four stacks in one property: named by it and numbered from the second.
        #expect(file.stacks.map(\.name) == [
            "Toolbar.body.ButtonStackView", "Toolbar.body.ButtonStackView#2", "Toolbar.body.ButtonStackView#3",
            "Toolbar.body.ButtonStackView#4",
        ])
        #expect(file.stacks[0].position == SourcePosition(line: 10, column: 13))
        #expect(file.stacks[0].unreadable == "its items are not an array literal: `actions.map { .init(id: $0.id, title: $0.title) {} }` is built at run time")
        #expect(file.stacks[1].unreadable == "item 1: its title `\"Hello \\(name)\"` has interpolation, which is filled in at run time")
        #expect(file.stacks[2].unreadable == "item 2: `makeCancelItem()` is not an item written in place (it is made at run time)")
        for stack in file.stacks.prefix(3) { #expect(stack.items.isEmpty) }

        let save = file.stacks[3]
        #expect(save.unreadable == nil)
        #expect(save.spacing == 12)
        #expect(save.insets == DirectionalInsets(top: 10, leading: 14, bottom: 10, trailing: 14))
        #expect(save.items.map(\.title.text) == ["Save"])
        #expect(save.items[0].image == "tray")
    }

    @Test("`stack.items = […]` is a stack; an unrelated `items` assignment is not")
    func itemsAssignment() throws {
        let source = """
            final class PlaceView: UIView {
                let stack = DynamicButtonStack()
                var model = Model()

                func configure() {
                    model.items = [1, 2, 3]
                    stack.items = [.init(id: "call", title: String(localized: "Call"), image: "phone.fill")]
                }
            }
            """
        let file = AppSourceFile(name: "Place.swift", text: source)
        try #require(file.stacks.count == 1)
        #expect(file.stacks[0].name == "PlaceView.configure.stack")
        // 8 spaces: the assignment starts at column 9 of line 7.
        #expect(file.stacks[0].position == SourcePosition(line: 7, column: 9))
        #expect(file.stacks[0].items.map(\.title.key) == ["Call"])
    }

    @Test("a file that does not parse: the first problem's place, and the stacks still read")
    func syntaxProblem() throws {
        let source = """
            struct Broken {
                func layout( {
            }

            let stack = DynamicButtonStack(items: [.init(id: "save", title: "Save", image: "star")])
            """
        let file = AppSourceFile(name: "Broken.swift", text: source)
        let problem = try #require(file.syntaxProblem)
        // `func layout(` ends at column 17 of line 2; the parser wants a parameter or `)` there.
        #expect(problem.position.line == 2)
        #expect(problem.position.column >= 17)
        // The struct's brace is missing, so the parser makes the stack one of its properties.
        #expect(file.stacks.last?.name.hasSuffix("stack") == true)
        #expect(file.stacks.last?.items.map(\.id) == ["save"])
    }

    @Test("suppression comments: rules, reason, place; none without the marker")
    func suppressionComments() throws {
        let source = """
            let stack = DynamicButtonStack(items: [
                // stacks:ignore title-verb — a brand name, not an action
                .init(id: "acme", title: "Acme", image: "star"),
                .init(id: "x", title: "x", image: "star"), // stacks:ignore title-case, title-length
                // an ordinary comment
            ])
            """
        let file = AppSourceFile(name: "Brand.swift", text: source)
        #expect(file.suppressions == [
            SourceSuppression(comment: "// stacks:ignore title-verb — a brand name, not an action", position: SourcePosition(line: 2, column: 5)),
            // After 4 spaces, `.init(id: "x", title: "x", image: "star"),` (6 + 9 + 12 + 14 + 1 = 42
            // characters) and a space: column 48.
            SourceSuppression(comment: "// stacks:ignore title-case, title-length", position: SourcePosition(line: 4, column: 48)),
        ])
        #expect(file.suppressions[0].rules == ["title-verb"])
        #expect(file.suppressions[0].reason == "a brand name, not an action")
        #expect(file.suppressions[1].rules == ["title-case", "title-length"])
        #expect(file.suppressions[1].reason.isEmpty)
    }
}
