import StackViewPlans
import Testing

struct StackScrollPositionTests {
    /// 400 pt bounds, insets 47 and 300, 60 pt of content: the bottom is at
    /// max(−47, 60 + 300 − 400) = −40; at −40.5 the reader is still there (within a point), at
    /// −42 not.
    @Test func theBottomAndWhetherTheReaderIsThere() {
        var position = StackScrollPosition(offset: -40, boundsHeight: 400, contentHeight: 60, insetTop: 47, insetBottom: 300)
        #expect(position.bottomOffset == -40 && position.viewportHeight == 53 && position.isAtBottom)
        position.offset = -40.5
        #expect(position.isAtBottom)
        position.offset = -42
        #expect(!position.isAtBottom)
        // Short content: the bottom is the top inset's offset.
        #expect(StackScrollPosition(offset: -47, boundsHeight: 400, contentHeight: 10, insetTop: 47, insetBottom: 34).bottomOffset == -47)
    }

    /// Following: from the bottom, a taller content moves the reader to the new bottom; from
    /// history, nowhere; already at the exact bottom, nowhere.
    @Test func followingTheBottom() {
        let atBottom = StackScrollPosition(offset: -40, boundsHeight: 400, contentHeight: 60, insetTop: 47, insetBottom: 300)
        var grown = atBottom
        grown.contentHeight = 100
        #expect(grown.offsetFollowingBottom(from: atBottom) == 0)
        var reading = atBottom
        reading.offset = -47
        var grownWhileReading = reading
        grownWhileReading.contentHeight = 100
        #expect(grownWhileReading.offsetFollowingBottom(from: reading) == nil)
        #expect(atBottom.offsetFollowingBottom(from: atBottom) == nil)
    }

    /// The keyboard covers 300 of a view whose bottom is at 353 (top at 53); down, the safe
    /// area's 34; without a guide, the safe area's.
    @Test func whatCoversTheBottom() {
        #expect(StackScrollPosition.coveredBottom(boundsMaxY: 353, keyboardTop: 53, safeAreaBottom: 34) == 300)
        #expect(StackScrollPosition.coveredBottom(boundsMaxY: 353, keyboardTop: 319, safeAreaBottom: 34) == 34)
        #expect(StackScrollPosition.coveredBottom(boundsMaxY: 353, keyboardTop: nil, safeAreaBottom: 34) == 34)
    }
}
