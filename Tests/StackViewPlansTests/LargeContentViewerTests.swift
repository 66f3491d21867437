import DynamicButtons
import StackLayout
import StackViewPlans
import Testing

struct LargeContentViewerTests {
    /// At accessibilityXXXLarge a 20-letter word (20 × 26.5 = 530 pt) on a button that hugs its
    /// title (so does not wrap it) cannot fit 100 pt in any arrangement: its title is
    /// truncated, so the button offers the viewer; "Go" (53 pt) fits
    /// and does not; an icon-only button does, with its accessibility label. At large nothing
    /// does, truncated or not.
    @Test func onlyWhatIsNotShownInFullAtAccessibilitySizes() throws {
        let stack = ButtonStack(items: [
            ButtonItem(id: "long", title: "Supercalifragilistic", iconName: "star", hugsTitle: true),
            ButtonItem(id: "go", title: "Go", iconName: "arrow.right"),
            ButtonItem(id: "close", title: "", iconName: "xmark", kind: .iconOnly, accessibilityLabel: "Close"),
        ])
        let largest = try plan(stack, width: 100, height: 1000, category: .accessibilityExtraExtraExtraLarge, scale: 0)
        let long = try #require(largest.button("long"))
        #expect(long.isTitleTruncated && long.showsLargeContentViewer(at: .accessibilityExtraExtraExtraLarge))
        #expect(long.largeContentTitle == "Supercalifragilistic")
        #expect(try #require(largest.button("go")).showsLargeContentViewer(at: .accessibilityExtraExtraExtraLarge) == false)
        let close = try #require(largest.button("close"))
        #expect(close.showsLargeContentViewer(at: .accessibilityExtraExtraExtraLarge) && close.largeContentTitle == "Close")
        let large = try plan(stack, width: 100, height: 1000, scale: 0)
        #expect(large.buttons.allSatisfy { !$0.showsLargeContentViewer(at: .large) })
    }
}
