import Synchronization
import Testing

@testable import StackLayout

/// A minimal container: children side by side at their natural sizes (proposed nothing), tops
/// aligned; counts its cache's making and reports how many children it placed as its details.
private struct Strip: ContainerLayout {
    /// How often a cache was made (shared by copies of the layout).
    let cachesMade: Counter

    var kindName: String { "strip" }

    func makeCache(subviews: ContainerSubviews) -> [Size] {
        cachesMade.increment()
        return subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedSize, subviews: ContainerSubviews, cache: inout [Size]) -> ContainerSize {
        ContainerSize(width: cache.reduce(0) { $0 + $1.width }, height: cache.map(\.height).max() ?? 0)
    }

    func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: ContainerSubviews, cache: inout [Size]
    ) -> ContainerPlacement<Int> {
        var x = bounds.minX
        for (subview, size) in zip(subviews, cache) {
            subview.place(in: Rect(x: x, y: bounds.minY, width: size.width, height: size.height))
            x += size.width
        }
        let part = ContainerPart(id: "end", role: "marker", frame: Rect(x: x, y: bounds.minY, width: 0, height: 0))
        return ContainerPlacement(parts: [part], attributes: [(key: "count", value: .text("\(subviews.count)"))], details: subviews.count)
    }
}

/// A thread-safe counter a `Sendable` layout can hold.
private final class Counter: Sendable {
    private let value = Mutex(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

/// A container that only answers questions about its one child, to check what proxies say.
private struct Probe: ContainerLayout {
    var kindName: String { "probe" }
    let proposal: ProposedSize

    func sizeThatFits(proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Void) -> ContainerSize {
        let dimensions = subviews[0].dimensions(in: self.proposal)
        return ContainerSize(width: dimensions.size.width, height: dimensions.size.height,
                             firstBaseline: dimensions.firstBaseline, lastBaseline: dimensions.lastBaseline)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Void) -> ContainerPlacement<Void> {
        subviews[0].place(in: bounds)
        return ContainerPlacement()
    }
}

/// Containers (docs/layout-semantics.md, "Containers"): measured and placed through their
/// layout, rounded and mirrored with every frame. Expected frames worked out by hand.
struct ContainerLayoutTests {
    private func strip(_ children: [LayoutNode], counter: Counter = Counter()) -> LayoutNode {
        .container(id: "strip", Strip(cachesMade: counter), children: children)
    }

    @Test("children are where the layout put them; the container is as big as it answered")
    func placesChildren() throws {
        let result = try layout(strip([box("a", 30, 10), box("b", 20, 40)]), width: 100)
        // The root is pinned to the width; its height is the container's answer, 40.
        expectSize(result.size, 100, 40)
        expectFrames(result, ["a": rect(0, 0, 30, 10), "b": rect(30, 0, 20, 40)])
        #expect(result.tree.kindName(at: 0) == "strip")
    }

    @Test("right to left, children and parts are mirrored within the root like every frame")
    func mirrors() throws {
        let result = try layout(strip([box("a", 30, 10), box("b", 20, 40)]), width: 100, direction: .rightToLeft)
        // x' = 100 − maxX: a 100 − 30 = 70, b 100 − 50 = 50.
        expectFrames(result, ["a": rect(70, 0, 30, 10), "b": rect(50, 0, 20, 40)])
        // The marker part sits after b (x 50) left to right: mirrored to 100 − 50 = 50.
        #expect(result.frame(of: "end") == rect(50, 0, 0, 0))
    }

    @Test("in a stack, the container takes part with its natural width like any child")
    func nestedInStack() throws {
        // Natural width 30 + 20 = 50; the flexible box takes the other 150 of 200 under fill.
        let root = hstack([strip([box("a", 30, 10), box("b", 20, 40)]), box("rest", nil, 5)])
        let result = try layout(root, width: 200)
        expectFrames(result, [
            "strip": rect(0, 0, 50, 40), "a": rect(0, 0, 30, 10), "b": rect(30, 0, 20, 40), "rest": rect(50, 0, 150, 40),
        ])
        // Stacks inside a container are laid out inside the frame it gives them.
        let inner = try layout(strip([hstack(id: "pair", [box("c", 10, 10), box("d", 15, 20)])]), width: 60)
        expectFrames(inner, ["pair": rect(0, 0, 25, 20), "c": rect(0, 0, 10, 20), "d": rect(10, 0, 15, 20)])
    }

    @Test("hidden children are not subviews and sit at the container's origin with no size")
    func hiddenChildren() throws {
        let root = vstack([box("top", 10, 7), strip([box("a", 30, 10), box("h", 50, 50, hidden: true), box("b", 20, 40)])])
        let result = try layout(root, width: 100)
        // The strip is 100 wide (fill) at y 7; a, then b after it, h collapsed at the strip's origin.
        expectFrames(result, ["a": rect(0, 7, 30, 10), "b": rect(30, 7, 20, 40), "h": rect(0, 7, 0, 0)])
        // Nodes: 0 the column, 1 top, 2 the strip, 3 a, 4 h, 5 b.
        #expect(result.containerPlacements[2]?.attributes.first?.value == .text("2"))
    }

    @Test("the cache is made once per layout, however often the container is asked")
    func cacheOncePerLayout() throws {
        let counter = Counter()
        // In a horizontal stack the container is asked its natural width, measured, then placed.
        let tree = try LayoutTree(hstack([strip([box("a", 30, 10)], counter: counter), box("rest", nil, 5)]))
        let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
        _ = try engine.layout(tree, width: 200, measurer: FixedMetricsTextMeasurer())
        #expect(counter.count == 1)
        let session = LayoutSession(tree: tree, environment: LayoutEnvironment(scale: 0), measurer: FixedMetricsTextMeasurer())
        _ = try session.layout(width: 200)
        _ = try session.layout(width: 150)
        #expect(counter.count == 3)
    }

    @Test("typed details come back for the layout's own type only; parts by id")
    func typedDetails() throws {
        let result = try layout(strip([box("a", 30, 10), box("b", 20, 40)]), width: 100)
        #expect(result.details(of: 0, for: Strip.self) == 2)
        #expect(result.details(of: 0, for: Probe.self) == nil)
        #expect(result.details(of: 1, for: Strip.self) == nil)
        #expect(result.frame(of: "end") == rect(50, 0, 0, 0))
    }

    @Test("a proxy proposes widths and measures heights and baselines at them")
    func proxies() throws {
        // "Hello there" in 10 pt fixed metrics: 11 narrow characters, 55 pt on one line. At 30
        // pt wide (two lines allowed) it wraps: "Hello" / "there", 20 tall, baselines 8 and 18.
        let wrapped = try fittingSize(
            .container(Probe(proposal: ProposedSize(width: 30, height: nil)), children: [text(nil, "Hello there", lines: 2)]))
        expectSize(wrapped, 30, 20)
        // Unspecified: the natural width, one line.
        expectSize(try fittingSize(.container(Probe(proposal: .unspecified), children: [text(nil, "Hello there", lines: 2)])), 55, 10)
        // A flexible box takes the proposed size, and nothing where nothing is proposed.
        expectSize(try fittingSize(.container(Probe(proposal: ProposedSize(width: 40, height: 25)), children: [box(nil, nil, nil)])), 40, 25)
        expectSize(try fittingSize(.container(Probe(proposal: .unspecified), children: [box(nil, nil, nil)])), 0, 0)
        // Baselines reach the container: beside a 20 pt text on a first-baseline row, the
        // probe's wrapped text has its first baseline (8) on the row's shared one (16).
        let row = hstack(alignment: .firstBaseline, [
            text("big", "Hi", font: font20),
            .container(id: "probe", Probe(proposal: ProposedSize(width: 30, height: nil)), children: [text(nil, "Hello there", lines: 2)]),
        ])
        let result = try layout(row, width: 200)
        // The text is 20 wide; the probe answers 30 wide: the text hugs (251 vs 250), so the probe stretches.
        expectFrame(result, "probe", rect(20, 8, 180, 20))
    }
}
