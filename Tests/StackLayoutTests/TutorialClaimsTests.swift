import StackLayout
import Testing

/// What the StackLayout tutorial (Sources/StackLayout/StackLayout.docc) says its code prints,
/// worked by hand: the icon hugs its 44 pt, spacing 12, so the column starts at 56 and takes
/// 320 − 56 = 264; right to left mirrors that; at 120 pt the row needs 44 + 12 + the title's
/// 13 characters × 8.5 pt (fixed metrics, headline 17 pt) = 166.5, so the column variant holds.
@Suite("The engine tutorial's claims")
struct TutorialClaimsTests {
    let card = LayoutNode.stack(id: "card", Stack(
        axis: .horizontal, alignment: .center, spacing: 12,
        variants: [StackVariant(when: .doesNotFit, axis: .vertical, alignment: .leading)],
        children: [
            LayoutNode(id: "icon", .box(Box(width: 44, height: 44)), contentHugging: AxisPriorities(.required)),
            .stack(id: "labels", Stack(
                axis: .vertical, alignment: .leading, spacing: 2,
                children: [
                    .text(id: "title", "Weekly report", font: .style(.headline)),
                    .text(id: "subtitle", "Sent every Monday at nine", font: .style(.subheadline), lines: 0),
                ])),
        ]))

    func layout(width: Double, direction: ReadingDirection) throws -> LayoutResult {
        let engine = StackLayoutEngine(environment: LayoutEnvironment(direction: direction, contentSizeCategory: .large, scale: 2))
        return try engine.layout(try LayoutTree(card), width: width, measurer: FixedMetricsTextMeasurer())
    }

    @Test func theColumnTakesTheWidthLeft() throws {
        let result = try layout(width: 320, direction: .leftToRight)
        #expect(result.frame(of: "icon")?.minX == 0)
        #expect(result.frame(of: "icon")?.width == 44)
        #expect(result.frame(of: "labels")?.minX == 56)
        #expect(result.frame(of: "labels")?.width == 264)
        #expect(result.variantChoices[0]?.variant == nil)
    }

    @Test func rightToLeftMirrors() throws {
        let result = try layout(width: 320, direction: .rightToLeft)
        #expect(result.frame(of: "icon")?.minX == 276)
        #expect(result.frame(of: "labels")?.minX == 0)
        #expect(result.frame(of: "labels")?.width == 264)
    }

    @Test func aNarrowCardBecomesAColumn() throws {
        let result = try layout(width: 120, direction: .leftToRight)
        #expect(result.variantChoices[0]?.variant == 0)
        #expect(result.frame(of: "labels")?.minY == 56)
    }
}
