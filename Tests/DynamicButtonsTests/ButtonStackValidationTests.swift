import DynamicButtons
import StackLayout
import Testing

/// Numbers given to a button stack in code are checked when its tree is built, with the same
/// rules and messages as every other node (see `InvalidValue`).
struct ButtonStackValidationTests {
    static func item(_ id: String, iconSize: ButtonIconSize = ButtonIconSize(width: 24, height: 24), font: TextFont = .style(.body)) -> ButtonItem {
        ButtonItem(id: id, title: id, font: font, iconSize: iconSize)
    }

    /// The message building a tree with `stack` at the root (id "bar") gives, or `nil`.
    static func message(_ stack: ButtonStack) -> String? {
        do {
            _ = try LayoutTree(LayoutNode(id: "bar", .container(stack, children: [])))
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a NaN, infinite, negative or absurd number in a button stack is an error naming the node and the property")
    func invalidNumbers() {
        let items = [Self.item("a"), Self.item("b")]
        var stack = ButtonStack(items: items, spacing: .nan)
        #expect(Self.message(stack) == "root (id \"bar\"): spacing is NaN; it must be a number of points, 0 or more")
        stack = ButtonStack(items: items, insets: DirectionalInsets(top: 8, leading: -1, bottom: 8, trailing: 12))
        #expect(Self.message(stack) == "root (id \"bar\"): insets.leading is -1; it must be a number of points, 0 or more")
        stack = ButtonStack(items: items, heightLimit: .infinity)
        #expect(Self.message(stack) == "root (id \"bar\"): heightLimit is infinity; it must be a number of points, 0 or more")
        stack = ButtonStack(items: [Self.item("a"), Self.item("b", iconSize: ButtonIconSize(width: 24, height: 2e6))])
        #expect(Self.message(stack) == "root (id \"bar\"): items[1].image.height is 2000000; it must be a number of points from 0 to 1000000")
        stack = ButtonStack(items: [Self.item("a", font: .fixed(family: "Sans", size: 0, weight: .regular))])
        #expect(Self.message(stack)
            == "root (id \"bar\"): items[0].size is 0; it must be a font size greater than 0 and at most 10000 points")
        stack = ButtonStack(items: [Self.item("a", font: .sized(family: "Sans", size: .container(0.5), weight: .regular))])
        #expect(Self.message(stack)?.hasPrefix("root (id \"bar\"): items[0].size is NaN; it must be a font size in points, a fraction of the root") == true)
    }

    @Test("zero spacing and insets, no height limit and empty icons are fine")
    func validNumbers() {
        let stack = ButtonStack(items: [Self.item("a", iconSize: ButtonIconSize(width: 0, height: 0))], insets: .zero, spacing: 0)
        #expect(Self.message(stack) == nil)
    }
}
