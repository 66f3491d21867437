import DynamicButtons
import StackLayout
import StackViewPlans
import Testing

struct ButtonStackFittingTests {
    /// "Save" and "Edit" both need 12 + 24 + 8 + 34 + 12 = 90 pt beside their icons: the
    /// natural width is 90 + 8 + 90 = 188, 44 tall.
    @Test func theNaturalWidthHoldsTheMostCompactRow() throws {
        let stack = ButtonStack(items: [ButtonItem(id: "save", title: "Save"), ButtonItem(id: "edit", title: "Edit")])
        let size = try ButtonStackViewPlan.fittingSize(
            of: stack, width: nil, environment: LayoutEnvironment(), measurer: FixedMetricsTextMeasurer())
        #expect(size == Size(width: 188, height: 44))
    }

    /// At a given width the height is the chosen arrangement's: 44 for a row at 320, and at
    /// 120 pt (each share 56, too narrow for 90) row-above needs 12 + 34 + 12 = 58 > 56 too, so
    /// a column beside: 44 + 8 + 44 = 96.
    @Test func atAWidthTheHeightOfTheArrangementChosenThere() throws {
        let environment = LayoutEnvironment()
        let measurer = FixedMetricsTextMeasurer()
        #expect(try ButtonStackViewPlan.fittingSize(of: saveCancel, width: 320, environment: environment, measurer: measurer)
            == Size(width: 320, height: 44))
        #expect(try ButtonStackViewPlan.fittingSize(of: saveCancel, width: 120, environment: environment, measurer: measurer)
            == Size(width: 120, height: 96))
        #expect(try ButtonStackViewPlan.intrinsicHeight(of: saveCancel, boundsWidth: 120, environment: environment, measurer: measurer) == 96)
        // Not laid out yet: the height at the natural width (a row).
        #expect(try ButtonStackViewPlan.intrinsicHeight(of: saveCancel, boundsWidth: 0, environment: environment, measurer: measurer) == 44)
    }

    @Test func whichProposedWidthsAreTakenAsGiven() {
        #expect(ButtonStackViewPlan.fittingWidth(proposed: 320, isWidthRequired: true) == 320)
        #expect(ButtonStackViewPlan.fittingWidth(proposed: 320, isWidthRequired: false) == nil)
        #expect(ButtonStackViewPlan.fittingWidth(proposed: 0, isWidthRequired: true) == nil)
        #expect(ButtonStackViewPlan.fittingWidth(proposed: .greatestFiniteMagnitude, isWidthRequired: true) == nil)
        #expect(ButtonStackViewPlan.fittingWidth(proposed: .infinity, isWidthRequired: true) == nil)
        #expect(ButtonStackViewPlan.fittingWidth(proposed: .nan, isWidthRequired: true) == nil)
    }
}
