import StackLayout
import Synchronization
import Testing

@testable import StackViewPlans

/// A host view of fixed natural size that answers every width with its own height.
private func fixed(_ width: Double, _ height: Double, hugging: LayoutPriority = .defaultLow) -> HostedChild {
    HostedChild(contentHugging: AxisPriorities(hugging)) { proposal in
        Size(width: proposal.width ?? width, height: height)
    }
}

/// A host view like wrapping text: 100 pt of words on one line, 10 pt per line, so at width
/// `w` it is `ceil(100 / w)` lines tall.
private func wrapping() -> HostedChild {
    HostedChild { proposal in
        guard let width = proposal.width, width > 0, width < 100 else { return Size(width: 100, height: 10) }
        return Size(width: width, height: (100 / width).rounded(.up) * 10)
    }
}

private let measurer = FixedMetricsTextMeasurer()

@Suite struct HostedLayoutTests {
    let row = HostedLayout(.stack(Stack(axis: .horizontal, spacing: 0, children: [])))

    @Test func fillRowGivesTheSpareRoomToTheFirstChildOnAHuggingTie() throws {
        // 200 − 40 − 60 = 100 pt spare; equal hugging (250): the first child takes it.
        let placement = try row.layout(width: 200, children: [fixed(40, 20), fixed(60, 20)], measurer: measurer)
        #expect(placement.size == Size(width: 200, height: 20))
        #expect(placement.frames == [Rect(x: 0, y: 0, width: 140, height: 20), Rect(x: 140, y: 0, width: 60, height: 20)])
    }

    @Test func fillRowGivesTheSpareRoomToTheLowerHugging() throws {
        let children = [fixed(40, 20, hugging: 251), fixed(60, 20)]
        let placement = try row.layout(width: 200, children: children, measurer: measurer)
        #expect(placement.frames == [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 40, y: 0, width: 160, height: 20)])
    }

    @Test func spacingSitsBetweenChildren() throws {
        let spaced = HostedLayout(.stack(Stack(axis: .horizontal, spacing: 8, children: [])))
        let placement = try spaced.layout(width: 200, children: [fixed(40, 20), fixed(60, 20)], measurer: measurer)
        // 200 − 100 − 8 = 92 spare to the first child.
        #expect(placement.frames == [Rect(x: 0, y: 0, width: 132, height: 20), Rect(x: 140, y: 0, width: 60, height: 20)])
    }

    @Test func unspecifiedAndUnboundedWidthsAreTheNaturalWidth() throws {
        let spaced = HostedLayout(.stack(Stack(axis: .horizontal, spacing: 8, children: [])))
        let children = [fixed(40, 20), fixed(60, 30)]
        // 40 + 8 + 60; the taller child decides the height.
        #expect(try spaced.size(proposedWidth: nil, children: children, measurer: measurer) == Size(width: 108, height: 30))
        #expect(try spaced.size(proposedWidth: .infinity, children: children, measurer: measurer) == Size(width: 108, height: 30))
        let placement = try spaced.layout(width: nil, children: children, measurer: measurer)
        #expect(placement.frames == [Rect(x: 0, y: 0, width: 40, height: 30), Rect(x: 48, y: 0, width: 60, height: 30)])
    }

    @Test func aZeroWidthCompressesEveryChild() throws {
        // −100 pt to take: equal resistance, the last child gives first (all 60), then the first.
        let placement = try row.layout(width: 0, children: [fixed(40, 20), fixed(60, 20)], measurer: measurer)
        #expect(placement.size == Size(width: 0, height: 20))
        #expect(placement.frames == [Rect(x: 0, y: 0, width: 0, height: 20), Rect(x: 0, y: 0, width: 0, height: 20)])
    }

    @Test func wrappingChildIsMeasuredAtTheWidthItGets() throws {
        let column = HostedLayout(.stack(Stack(axis: .vertical, spacing: 4, children: [])))
        // At 40 pt the text is ceil(100 / 40) = 3 lines, 30 pt; then 4 pt; then the 30 pt box.
        let placement = try column.layout(width: 40, children: [wrapping(), fixed(30, 30)], measurer: measurer)
        #expect(placement.size == Size(width: 40, height: 64))
        #expect(placement.frames == [Rect(x: 0, y: 0, width: 40, height: 30), Rect(x: 0, y: 34, width: 40, height: 30)])
        // Its natural width is the text on one line: 100 pt, 10 + 4 + 30 tall.
        #expect(try column.size(proposedWidth: nil, children: [wrapping(), fixed(30, 30)], measurer: measurer)
            == Size(width: 100, height: 44))
    }

    @Test func fillEquallyRowWrapsEachChildInItsShare() throws {
        let equal = HostedLayout(.stack(Stack(axis: .horizontal, distribution: .fillEqually, children: [])))
        // 50 pt each: two lines, 20 pt.
        let placement = try equal.layout(width: 100, children: [wrapping(), wrapping()], measurer: measurer)
        #expect(placement.frames == [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 50, y: 0, width: 50, height: 20)])
    }

    @Test func rightToLeftMirrorsTheFrames() throws {
        let mirrored = HostedLayout(
            .stack(Stack(axis: .horizontal, children: [])),
            environment: LayoutEnvironment(direction: .rightToLeft, scale: 0))
        let children = [fixed(40, 20, hugging: 251), fixed(60, 20)]
        // Left to right: (0, 40) and (40, 160); mirrored in 200: x = 200 − maxX.
        let placement = try mirrored.layout(width: 200, children: children, measurer: measurer)
        #expect(placement.frames == [Rect(x: 160, y: 0, width: 40, height: 20), Rect(x: 0, y: 0, width: 160, height: 20)])
    }

    @Test func placingInATallerFrameDistributesTheSpareHeight() throws {
        let column = HostedLayout(.stack(Stack(axis: .vertical, children: [])))
        // 100 − 20 − 30 = 50 pt spare to the first child on the hugging tie.
        let placement = try column.place(in: Size(width: 80, height: 100), children: [fixed(10, 20), fixed(10, 30)], measurer: measurer)
        #expect(placement.frames == [Rect(x: 0, y: 0, width: 80, height: 70), Rect(x: 0, y: 70, width: 80, height: 30)])
    }

    @Test func flowWrapsChildrenOntoLines() throws {
        let flow = HostedLayout(.container(FlowLayout(spacing: 10, lineSpacing: 5)))
        let children = [fixed(50, 10), fixed(50, 10), fixed(50, 10)]
        // 50 + 10 + 50 = 110 fits 120; a third would need 170: it starts the next line 15 pt down.
        let placement = try flow.layout(width: 120, children: children, measurer: measurer)
        #expect(placement.size == Size(width: 120, height: 25))
        #expect(placement.frames == [
            Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 60, y: 0, width: 50, height: 10),
            Rect(x: 0, y: 15, width: 50, height: 10),
        ])
    }

    @Test func overlayCentresChildrenOnEachOther() throws {
        let overlay = HostedLayout(.container(Overlay()))
        // 60 wide (widest), 20 tall (tallest); each child centred at its own size.
        let placement = try overlay.layout(width: nil, children: [fixed(40, 20), fixed(60, 10)], measurer: measurer)
        #expect(placement.size == Size(width: 60, height: 20))
        #expect(placement.frames == [Rect(x: 10, y: 0, width: 40, height: 20), Rect(x: 0, y: 5, width: 60, height: 10)])
    }

    @Test func leavesAreAskedAsAHostAsksItsViews() throws {
        let asked = Mutex<[ProposedSize]>([])
        let child = HostedChild { proposal in
            asked.withLock { $0.append(proposal) }
            return Size(width: 30, height: 10)
        }
        _ = try row.layout(width: nil, children: [child], measurer: measurer)
        let proposals = asked.withLock { $0 }
        // The ideal size (nothing proposed), then the height at the width it gets: never a height.
        #expect(proposals.contains(.unspecified))
        #expect(proposals.contains(ProposedSize(width: 30, height: nil)))
        #expect(proposals.allSatisfy { $0.height == nil })
    }

    @Test func badHostAnswersCountAsZero() throws {
        let bad = HostedChild { _ in Size(width: .nan, height: -5) }
        let placement = try row.layout(width: nil, children: [bad, fixed(10, 10)], measurer: measurer)
        #expect(placement.frames == [Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 0, y: 0, width: 10, height: 10)])
    }

    @Test func badArrangementIsAnErrorNamingTheRoot() {
        let broken = HostedLayout(.stack(Stack(axis: .horizontal, spacing: .points(.nan), children: [])))
        #expect(throws: LayoutError.self) {
            try broken.layout(width: 100, children: [fixed(10, 10)], measurer: measurer)
        }
        do throws(LayoutError) {
            _ = try broken.tree(children: [])
            Issue.record("a NaN spacing was accepted")
        } catch {
            #expect(error.nodeIndex == 0)
        }
    }

    @Test func hostProposalsBecomeEngineWidths() {
        #expect(HostedLayout.engineWidth(proposedWidth: nil) == nil)
        #expect(HostedLayout.engineWidth(proposedWidth: .infinity) == nil)
        #expect(HostedLayout.engineWidth(proposedWidth: .nan) == nil)
        #expect(HostedLayout.engineWidth(proposedWidth: -5) == 0)
        #expect(HostedLayout.engineWidth(proposedWidth: 0) == 0)
        #expect(HostedLayout.engineWidth(proposedWidth: 120) == 120)
    }

    @Test func framesMoveWithTheBoundsOrigin() {
        let placement = HostedPlacement(size: Size(width: 50, height: 10), frames: [Rect(x: 5, y: 0, width: 10, height: 10)])
        #expect(placement.frames(at: Point(x: 100, y: 20)) == [Rect(x: 105, y: 20, width: 10, height: 10)])
        #expect(HostedPlacement.empty(childCount: 2) == HostedPlacement(size: .zero, frames: [.zero, .zero]))
    }
}
