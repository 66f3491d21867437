import StackLayout
import Testing

@testable import StackViewPlans

@Suite struct DynamicTypeStepsTests {
    /// Host sizes numbered 10, 20, 30 with gaps for sizes a newer host might add.
    let steps = DynamicTypeSteps<Int>([(30, .extraLarge), (10, .small), (20, .large)])

    @Test func knownSizesMapToTheirCategory() {
        #expect(steps.category(for: 10) == .small)
        #expect(steps.category(for: 20) == .large)
        #expect(steps.category(for: 30) == .extraLarge)
    }

    @Test func unknownSizesTakeTheNearestKnownBelow() {
        #expect(steps.category(for: 25) == .large)
        #expect(steps.category(for: 99) == .extraLarge)
        // Below every step: the smallest known.
        #expect(steps.category(for: 1) == .small)
    }

    @Test func anEmptyTableIsTheDefaultSize() {
        #expect(DynamicTypeSteps<Int>([]).category(for: 5) == .large)
    }
}
