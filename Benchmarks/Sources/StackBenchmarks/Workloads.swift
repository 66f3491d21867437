// The workload registry, the shape of a workload's result, and the synthetic tree workloads
// (flat rows and the grid) that `scripts/compare-engines` also builds in Yoga and Taffy.
import PangoText
import StackLayout

/// What the benchmark was asked to do.
final class BenchmarkContext {
    let budget: Budget
    let fontsPath: String
    let examplesPath: String
    /// The folder of the large documents of the `document` workload.
    let documentsPath: String
    private var loadedFonts: FontConfiguration?

    init(budget: Budget, fontsPath: String, examplesPath: String, documentsPath: String = ".build/perf") {
        self.budget = budget
        self.fontsPath = fontsPath
        self.examplesPath = examplesPath
        self.documentsPath = documentsPath
    }

    /// The pinned font configuration, loaded once.
    func fonts() throws -> FontConfiguration {
        if let loadedFonts { return loadedFonts }
        let fonts = try FontConfiguration(contentsOf: fontsPath)
        loadedFonts = fonts
        return fonts
    }
}

/// A value in a workload's machine-readable output.
enum JSONValue {
    case number(Double)
    case integer(Int)
    case string(String)
    case bool(Bool)
}

/// A performance target and whether this run met it.
struct TargetCheck {
    var name: String
    var target: String
    var measured: String
    var met: Bool
}

/// What one workload measured.
struct WorkloadResult {
    var name: String
    var title: String
    var nodes: Int
    var width: Double
    /// A new layout (engine pass) of a prebuilt tree.
    var cold: Samples?
    /// `LayoutSession.layout` with the bounds of the previous layout.
    var unchanged: Samples?
    /// `LayoutSession.layout` alternating the root width between W and W − 1.
    var relayout: Samples?
    /// Medians of the narrowing (W → W − 1) and widening (W − 1 → W) re-layouts, µs.
    var relayoutDirections: (narrowing: Double, widening: Double)?
    /// Further numbers, in order, for the JSON output.
    var metrics: [(String, JSONValue)] = []
    /// Human-readable detail lines printed under the table.
    var details: [String] = []
    var checks: [TargetCheck] = []

    init(name: String, title: String, nodes: Int = 0, width: Double = 0) {
        self.name = name
        self.title = title
        self.nodes = nodes
        self.width = width
    }
}

/// A named workload.
struct Workload {
    let name: String
    let summary: String
    /// Run in a fresh process (``runIsolated(_:)``) unless it is the only workload.
    var isolated = false
    /// Run only when named (it needs files a script writes first).
    var onRequest = false
    let run: (BenchmarkContext) throws -> WorkloadResult
}

/// Every workload, in the order the full run reports them. The memory workload runs in a child
/// process when others run too: memory freed by earlier workloads and kept by malloc would be
/// reused and flatter its figures, and the few hundred MiB it frees would change how malloc
/// serves later workloads (glibc raises its mmap and trim thresholds after such frees).
func allWorkloads() -> [Workload] {
    [
        Workload(name: "memory", summary: "peak RSS of a laid-out tree of 10^6 nodes", isolated: true, run: memoryWorkload),
        Workload(name: "flat-1000", summary: "flat row, 1,000 children, equalSpacing", run: { try flatRowWorkload(count: 1000, $0) }),
        Workload(name: "flat-10000", summary: "flat row, 10,000 children, equalSpacing", run: { try flatRowWorkload(count: 10_000, $0) }),
        Workload(name: "grid-10x100", summary: "column of 10 rows × 100 children, centred", run: { try gridWorkload(rows: 10, columns: 100, $0) }),
        Workload(name: "grid-100x100", summary: "column of 100 rows × 100 children, centred", run: { try gridWorkload(rows: 100, columns: 100, $0) }),
        Workload(name: "row-overflow", summary: "row of 1,000 children too wide for its width, fill", run: overflowingRowWorkload),
        Workload(name: "grid-squeezed", summary: "column of 100 rows × 100 children, every row squeezed", run: squeezedGridWorkload),
        Workload(name: "exactness", summary: "flat row of 10,000 at scale 0 against exact arithmetic", run: exactnessWorkload),
        Workload(name: "home-screen", summary: "Examples/home-screen.yaml with Pango", run: homeScreenWorkload),
        Workload(name: "buttons", summary: "button stack in de, ar, zh swept over 100 widths with Pango", run: buttonSweepWorkload),
        Workload(name: "button-stack-1000", summary: "one button stack of 1,000 buttons, cold, against the same in stacks of 40", run: { try buttonStackWorkload(count: 1000, $0) }),
        Workload(name: "button-stack-4000", summary: "one button stack of 4,000 buttons, cold, against the same in stacks of 40", run: { try buttonStackWorkload(count: 4000, $0) }),
        Workload(name: "button-stack-16000", summary: "one button stack of 16,000 buttons, cold, against the same in stacks of 40", run: { try buttonStackWorkload(count: 16_000, $0) }),
        Workload(name: "model-append", summary: "append one model to a ModelStack of 10,000", run: modelAppendWorkload),
        Workload(name: "pango-text", summary: "Pango measurement rate, uncached and cached", run: pangoTextWorkload),
        Workload(
            name: "app-sources", summary: "stacks audit of a generated 500-file app's Swift sources, 27 combinations, 2 threads",
            onRequest: true, run: appSourcesAuditWorkload),
        Workload(
            name: "document", summary: "100,000-box document: read, LayoutTree, layout, frames JSON (scripts/compare-io)",
            onRequest: true, run: documentWorkload),
        Workload(
            name: "document-memory", summary: "peak RSS while reading the 10^6-box document boxes-1m.json (scripts/compare-io)",
            onRequest: true, run: documentMemoryWorkload),
        Workload(
            name: "png", summary: "the gallery's PNGs encoded by Cairo's writer and with each PNGEncoding (docs/gallery)",
            onRequest: true, run: pngWorkload),
    ]
}

// MARK: Synthetic trees

/// The environment of the synthetic workloads: one pixel per point, as Yoga's default point
/// scale factor and Taffy's rounding, so that all three engines round to whole points.
let syntheticEnvironment = LayoutEnvironment(direction: .leftToRight, contentSizeCategory: .large, scale: 1)

/// A row of `count` 10 × 10 boxes, spacing 5, equal spacing.
func flatRow(_ count: Int) -> LayoutNode {
    .stack(Stack(
        axis: .horizontal, distribution: .equalSpacing, spacing: 5,
        children: (0..<count).map { _ in .box(width: 10, height: 10) }))
}

/// The width the flat row is laid out at: 15 pt per child, so that the gaps come out at
/// 5 n / (n − 1), a little over the minimum spacing.
func flatRowWidth(_ count: Int) -> Double { 15 * Double(count) }

/// A column of `rows` rows of `columns` 10 × 10 boxes; the column centres its rows, each row
/// centres its boxes vertically.
func grid(rows: Int, columns: Int) -> LayoutNode {
    .stack(Stack(
        axis: .vertical, alignment: .center,
        children: (0..<rows).map { _ in
            .stack(Stack(
                axis: .horizontal, alignment: .center,
                children: (0..<columns).map { _ in .box(width: 10, height: 10) }))
        }))
}

/// The grid's width: ten points wider than its rows, so that W − 1 still fits them and every
/// engine compared lays them out without overflow.
func gridWidth(columns: Int) -> Double { 10 * Double(columns) + 10 }

/// A row of 1,000 10 × 10 boxes, spacing 5, `fill`: 14,995 pt wide at its natural size.
func overflowingRow() -> LayoutNode {
    .stack(Stack(axis: .horizontal, spacing: 5, children: (0..<1000).map { _ in .box(width: 10, height: 10) }))
}

/// The overflowing row's width: 1,000 pt short of its natural width, so that the last hundred
/// or so boxes give way (equal compression resistance: the last first), and a point more or
/// less moves only the box that is giving way.
let overflowingRowWidth = 13_995.0

/// The grid's width when squeezed: 100 pt narrower than its rows, so that every row is
/// compressed to the column's width and each gives way at its end.
func squeezedGridWidth(columns: Int) -> Double { 10 * Double(columns) - 100 }

func overflowingRowWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    try treeWorkload(
        name: "row-overflow", title: "overflowing row, 1,000 children", node: { overflowingRow() },
        width: overflowingRowWidth, context)
}

func squeezedGridWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    try treeWorkload(
        name: "grid-squeezed", title: "squeezed grid 100 rows × 100 children", node: { grid(rows: 100, columns: 100) },
        width: squeezedGridWidth(columns: 100), context)
}

func flatRowWorkload(count: Int, _ context: BenchmarkContext) throws -> WorkloadResult {
    try treeWorkload(
        name: "flat-\(count)", title: "flat row, \(count.grouped) children", node: { flatRow(count) },
        width: flatRowWidth(count), context)
}

func gridWorkload(rows: Int, columns: Int, _ context: BenchmarkContext) throws -> WorkloadResult {
    try treeWorkload(
        name: "grid-\(rows)x\(columns)", title: "grid \(rows) rows × \(columns) children", node: { grid(rows: rows, columns: columns) },
        width: gridWidth(columns: columns), context)
}

/// Cold layout, unchanged re-layout and 1-pt re-layout of one prebuilt tree measured with
/// `FixedMetricsTextMeasurer` (the synthetic trees hold no text); and, for
/// `scripts/compare-engines`, building the tree (the `LayoutNode` values `makeNode` makes and
/// the `LayoutTree` from them, as Yoga's and Taffy's building creates their nodes) and building
/// plus the first layout, timed as one.
func treeWorkload(
    name: String, title: String, node makeNode: () -> LayoutNode, width: Double, _ context: BenchmarkContext
) throws -> WorkloadResult {
    let tree = try LayoutTree(makeNode())
    let engine = StackLayoutEngine(environment: syntheticEnvironment)
    // What a run builds is freed in the next run's untimed setup, as Yoga's and Taffy's trees
    // are in scripts/compare-engines: freeing is not building.
    var kept: [Any] = []
    let build = try sample(context.budget, setup: { kept.removeAll() }) { _ in kept.append(try LayoutTree(makeNode())) }
    // The `LayoutTree` alone, from nodes made beforehand: what is compared with the layout.
    let nodes = makeNode()
    let treeFromNodes = try sample(context.budget, setup: { kept.removeAll() }) { _ in kept.append(try LayoutTree(nodes)) }
    let buildAndLayout = try sample(context.budget, setup: { kept.removeAll() }) { _ in
        kept.append(try engine.layout(LayoutTree(makeNode()), width: width, measurer: FixedMetricsTextMeasurer()))
    }
    kept.removeAll()
    var result = WorkloadResult(name: name, title: title, nodes: tree.count, width: width)
    // Geometry for scripts/compare-engines to check that the engines build the same layout.
    let layout = try StackLayoutEngine(environment: syntheticEnvironment)
        .layout(tree, width: width, measurer: FixedMetricsTextMeasurer())
    let last = layout.frames[tree.count - 1]
    result.metrics = [
        ("root_width", .number(layout.bounds.width)), ("root_height", .number(layout.bounds.height)),
        ("last_leaf_x", .number(last.minX)), ("last_leaf_y", .number(last.minY)),
        ("second_leaf_x", .number(layout.frames[tree.count >= 3 ? firstLeaf(tree) + 1 : 0].minX)),
        ("build_us", .number(build.microseconds)), ("build_cold_us", .number(buildAndLayout.microseconds)),
        ("tree_us", .number(treeFromNodes.microseconds)),
    ]
    result.details.append(String(
        format: "building (LayoutNode values and LayoutTree) %.1f µs, of which the LayoutTree from the nodes %.1f µs;"
            + " building and the first layout %.1f µs",
        build.microseconds, treeFromNodes.microseconds, buildAndLayout.microseconds))
    try measureLayouts(tree, environment: syntheticEnvironment, width: width, height: nil,
                       measurer: FixedMetricsTextMeasurer(), budget: context.budget, into: &result)
    if let cold = result.cold {
        let ratio = treeFromNodes.median / cold.median
        result.checks.append(TargetCheck(
            name: "\(name): LayoutTree from nodes", target: "≤ cold layout", measured: String(format: "%.2f× cold", ratio),
            met: ratio <= 1))
    }
    return result
}

/// Fills `cold`, `unchanged` and `relayout` for `tree` at `width` × `height`.
func measureLayouts<Measurer: TextMeasuring>(
    _ tree: LayoutTree, environment: LayoutEnvironment, width: Double, height: Double?,
    measurer: Measurer, budget: Budget, into result: inout WorkloadResult
) throws {
    let engine = StackLayoutEngine(environment: environment)
    _ = try engine.layout(tree, width: width, height: height, measurer: measurer)  // warm-up
    result.cold = try sample(budget) {
        blackHole(try engine.layout(tree, width: width, height: height, measurer: measurer))
    }
    let session = LayoutSession(tree: tree, environment: environment, measurer: measurer)
    _ = try session.layout(width: width, height: height)
    result.unchanged = try sampleBatched(budget.scaled(0.5), batch: 1000) {
        blackHole(try session.layout(width: width, height: height))
    }
    // Narrowing and widening may cost differently; a sample is the mean of one of each, so the
    // median does not sit between two modes.
    var narrowing: [Double] = []
    var widening: [Double] = []
    result.relayout = try sample(budget) {
        let start = clock.now
        blackHole(try session.layout(width: width - 1, height: height))
        let middle = clock.now
        blackHole(try session.layout(width: width, height: height))
        narrowing.append(nanoseconds(middle - start))
        widening.append(nanoseconds(clock.now - middle))
    }
    result.relayout!.nanoseconds = result.relayout!.nanoseconds.map { $0 / 2 }
    let narrowMedian = Samples(nanoseconds: narrowing).microseconds
    let wideMedian = Samples(nanoseconds: widening).microseconds
    result.metrics += [("relayout_narrowing_us", .number(narrowMedian)), ("relayout_widening_us", .number(wideMedian))]
    result.relayoutDirections = (narrowMedian, wideMedian)
}

/// Runs one operation of a tree workload `iterations` times and nothing else, for profilers
/// (`perf record -e cpu-clock stacks-benchmark --profile cold --workload flat-10000`): `cold`
/// and `relayout` lay out, `nodes` makes the `LayoutNode` values, `tree` the `LayoutTree` from
/// them; for the `document` workload, `read-json` and `read-yaml` read its documents
/// (`StackDocument(data:)`) and `compose-json` runs the JSON reader alone.
func profile(_ mode: String, workload: String, iterations: Int, documents: String) throws {
    if workload == "document" {
        try profileDocumentReading(mode, folder: documents, iterations: iterations)
        return
    }
    let (makeNode, width): (() -> LayoutNode, Double) = switch workload {
    case "flat-1000": ({ flatRow(1000) }, flatRowWidth(1000))
    case "flat-10000": ({ flatRow(10_000) }, flatRowWidth(10_000))
    case "grid-10x100": ({ grid(rows: 10, columns: 100) }, gridWidth(columns: 100))
    case "grid-100x100": ({ grid(rows: 100, columns: 100) }, gridWidth(columns: 100))
    case "row-overflow": (overflowingRow, overflowingRowWidth)
    case "grid-squeezed": ({ grid(rows: 100, columns: 100) }, squeezedGridWidth(columns: 100))
    case "button-stack-1000": ({ numberedButtonStackNode(count: 1000) }, buttonStackWidth)
    case "button-stack-16000": ({ numberedButtonStackNode(count: 16_000) }, buttonStackWidth)
    default:
        throw BenchmarkError.usage(
            "--profile works with flat-1000, flat-10000, grid-10x100, grid-100x100, row-overflow, grid-squeezed,"
                + " button-stack-1000, button-stack-16000")
    }
    let node = makeNode()
    let tree = try LayoutTree(node)
    let measurer = FixedMetricsTextMeasurer()
    switch mode {
    case "cold":
        let engine = StackLayoutEngine(environment: syntheticEnvironment)
        for _ in 0..<iterations { blackHole(try engine.layout(tree, width: width, measurer: measurer)) }
    case "relayout":
        let session = LayoutSession(tree: tree, environment: syntheticEnvironment, measurer: measurer)
        for i in 0..<iterations { blackHole(try session.layout(width: i % 2 == 0 ? width : width - 1)) }
    case "nodes":
        for _ in 0..<iterations { blackHole(makeNode()) }
    case "tree":
        for _ in 0..<iterations { blackHole(try LayoutTree(node)) }
    default:
        throw BenchmarkError.usage("--profile cold|relayout|nodes|tree")
    }
}

/// The index of the first box in document order.
func firstLeaf(_ tree: LayoutTree) -> Int {
    tree.indices.first { tree.kind(at: $0) == .box } ?? 0
}

extension Int {
    /// 10000 → "10,000".
    var grouped: String {
        let digits = String(self)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }
}
