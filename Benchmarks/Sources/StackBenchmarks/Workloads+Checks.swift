// Exactness of the flat row, memory per node at a million nodes, and the ModelStack append.
import Foundation
import ModelStack
import StackLayout

// MARK: Exactness

/// The flat row of 10,000 at scale 0 (no pixel rounding) against exact arithmetic: with
/// W = 15 n, every gap is (W − 10 n) / (n − 1) = 5 n / (n − 1), so child k starts at
/// k · (15 n − 10) / (n − 1) — an integer over an integer, computed in one correctly rounded
/// division — and the last child, pinned to the end, ends at exactly W.
func exactnessWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    let count = 10_000
    let width = flatRowWidth(count)
    let tree = try LayoutTree(flatRow(count))
    let engine = StackLayoutEngine(environment: LayoutEnvironment(direction: .leftToRight, contentSizeCategory: .large, scale: 0))
    let layout = try engine.layout(tree, width: width, measurer: FixedMetricsTextMeasurer())
    let children = tree.children(of: 0)
    var deviation = 0.0
    var worst = 0
    var sizesExact = true
    for (k, child) in children.enumerated() {
        let frame = layout.frames[child]
        let expected = Double((15 * count - 10) * k) / Double(count - 1)
        let d = abs(frame.minX - expected)
        if d > deviation {
            deviation = d
            worst = k
        }
        if frame.width != 10 || frame.height != 10 || frame.minY != 0 { sizesExact = false }
    }
    let lastMaxX = layout.frames[children.last!].maxX
    var result = WorkloadResult(name: "exactness", title: "flat row 10,000 at scale 0", nodes: tree.count, width: width)
    let gap = Double(5 * count) / Double(count - 1)
    result.details = [
        "gap (W − 100000) / 9999 = 50000/9999 = \(decimal(gap, 12)) pt",
        "last child maxX = \(decimal(lastMaxX, 9)) (expected exactly \(decimal(width, 1)))"
            + (lastMaxX == width ? ", exact" : ", off by \(lastMaxX - width)"),
        "max |minX(k) − k·(10 + gap)| = \(scientific(deviation)) pt (child \(worst)); tolerance 1e-9",
        "every child 10 × 10 at y = 0: \(sizesExact ? "yes" : "NO")",
    ]
    result.metrics = [
        ("last_max_x", .number(lastMaxX)), ("expected_last_max_x", .number(width)),
        ("max_min_x_deviation", .number(deviation)), ("worst_child", .integer(worst)),
    ]
    result.checks = [
        TargetCheck(name: "last child of the 10,000 row ends exactly at W (scale 0)", target: "maxX == \(Int(width))",
                    measured: lastMaxX == width ? "exact" : "off by \(lastMaxX - width)", met: lastMaxX == width),
        TargetCheck(name: "child k starts at k·(10 + gap)", target: "deviation ≤ 1e-9",
                    measured: scientific(deviation), met: deviation <= 1e-9 && sizesExact),
    ]
    return result
}

// MARK: Memory

/// Resident set size figures from /proc/self/status, in bytes.
enum ProcessMemory {
    static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }

    /// The current resident set.
    static var resident: Int { field("VmRSS") ?? 0 }
    /// The peak resident set since start or since the last ``resetPeak()``.
    static var peak: Int { field("VmHWM") ?? 0 }

    /// Resets VmHWM to the current RSS (Linux ≥ 4.0: writing 5 to clear_refs); false if refused.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }
}

/// Peak RSS of a laid-out tree of 1,000 rows × 1,000 boxes (1,001,001 nodes): flattening into
/// a `LayoutTree`, then the layout (pass and result). The input rows share one children array
/// (copies of one value), so the input itself costs next to nothing and the peak is the
/// engine's; the cost of an input of a million distinct `LayoutNode` values is reported apart.
func memoryWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    let rows = 1000
    let columns = 1000
    let width = gridWidth(columns: columns)
    let engine = StackLayoutEngine(environment: syntheticEnvironment)
    let perNode = { (bytes: Int, nodes: Int) in Double(bytes) / Double(nodes) }

    // Phase 1: tree and layout.
    let resetWorked = ProcessMemory.resetPeak()
    let base = ProcessMemory.resident
    var result = WorkloadResult(name: "memory", title: "memory, 1,000 × 1,000 boxes", width: width)
    do {
        let row = LayoutNode.stack(Stack(
            axis: .horizontal, alignment: .center, children: (0..<columns).map { _ in .box(width: 10, height: 10) }))
        let input = LayoutNode.stack(Stack(axis: .vertical, alignment: .center, children: Array(repeating: row, count: rows)))
        let afterInput = ProcessMemory.resident
        let tree = try LayoutTree(input)
        let treePeak = ProcessMemory.peak
        let treeResident = ProcessMemory.resident
        ProcessMemory.resetPeak()
        let layout = try engine.layout(tree, width: width, measurer: FixedMetricsTextMeasurer())
        let layoutPeak = ProcessMemory.peak
        let retained = ProcessMemory.resident
        let nodes = tree.count
        precondition(layout.frames.count == nodes)
        blackHole(layout)
        let peak = max(treePeak, layoutPeak) - base
        let perPeak = perNode(peak, nodes)
        result.nodes = nodes
        result.details = [
            "peak counter reset through /proc/self/clear_refs: \(resetWorked ? "yes" : "no (peak since process start)");"
                + " RSS before \(megabytes(base)); input (shared rows) +\(megabytes(afterInput - base))",
            "LayoutTree: peak +\(megabytes(treePeak - afterInput)) while flattening, \(decimal(perNode(treeResident - afterInput, nodes), 1)) B/node kept",
            "layout: peak +\(megabytes(layoutPeak - treeResident)) above the tree"
                + " (\(decimal(perNode(layoutPeak - treeResident, nodes), 1)) B/node: pass memos, frames, result),"
                + " \(decimal(perNode(retained - treeResident, nodes), 1)) B/node kept (the result)",
            "peak RSS of the laid-out tree: \(megabytes(peak)) = \(decimal(perPeak, 1)) B/node",
        ]
        result.metrics = [
            ("peak_bytes_per_node", .number(perPeak)),
            ("tree_bytes_per_node", .number(perNode(treeResident - afterInput, nodes))),
            ("layout_peak_bytes_per_node", .number(perNode(layoutPeak - treeResident, nodes))),
            ("result_bytes_per_node", .number(perNode(retained - treeResident, nodes))),
        ]
        result.checks = [
            TargetCheck(name: "peak RSS of a laid-out tree of 10^6 nodes", target: "≤ 200 B/node",
                        measured: "\(decimal(perPeak, 1)) B/node", met: perPeak <= 200)
        ]
    }

    // Phase 2: an input of a million distinct LayoutNode values (what an app building a tree
    // node by node holds before flattening).
    ProcessMemory.resetPeak()
    let inputBase = ProcessMemory.resident
    let distinct = grid(rows: rows, columns: columns)
    let inputPeak = ProcessMemory.peak
    blackHole(distinct)
    let inputPerNode = perNode(inputPeak - inputBase, result.nodes)
    result.details.append("for comparison, 10^6 distinct LayoutNode values as input: +\(megabytes(inputPeak - inputBase))"
                          + " = \(decimal(inputPerNode, 1)) B/node (MemoryLayout<LayoutNode>.stride = \(MemoryLayout<LayoutNode>.stride))")
    result.metrics.append(("distinct_input_bytes_per_node", .number(inputPerNode)))
    return result
}

// MARK: ModelStack

/// A chat-like model: one line of text per cell.
struct BenchmarkMessage: StackModel {
    var id: Int
    var text: String

    static let cellKind = CellKind("message", presenting: BenchmarkMessage.self) {
        PlainRow($0.text, font: .fixed(family: "Fixed", size: 15, weight: .regular),
                 insets: DirectionalInsets(top: 6, leading: 12, bottom: 6, trailing: 12)).node()
    }
}

/// Appends one model to a stack of 10,000 (text cells, FixedMetricsTextMeasurer) and removes
/// it again untimed, so every sample appends to exactly 10,000.
func modelAppendWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    let count = 10_000
    var stack = try ModelStack(width: 375, spacing: 4, engine: StackLayoutEngine(environment: LayoutEnvironment(scale: 3)),
                               measurer: FixedMetricsTextMeasurer())
    let models: [any StackModel] = (0..<count).map { BenchmarkMessage(id: $0, text: "Message number \($0) in the transcript") }
    let fill = clock.now
    _ = try stack.append(contentsOf: models)
    let fillTime = nanoseconds(clock.now - fill)
    var nextID = count
    var deltas: [Int] = []
    let samples = try sample(context.budget, setup: {
        if stack.count > count { _ = try stack.remove(at: stack.count - 1) }
        nextID += 1
        return (BenchmarkMessage(id: nextID, text: "New message \(nextID)"), stack.cellLayoutCount)
    }, { state in
        blackHole(try stack.append(state.0))
        state.1 = stack.cellLayoutCount - state.1
        deltas.append(state.1)
    })
    let allOne = deltas.allSatisfy { $0 == 1 }
    var result = WorkloadResult(name: "model-append", title: "ModelStack append to 10,000", nodes: count, width: 375)
    result.cold = samples
    result.details = [
        "append(contentsOf:) of the first 10,000: \(decimal(fillTime / 1e6, 2)) ms",
        "append one: median \(decimal(samples.microseconds, 2)) µs over \(samples.count) appends;"
            + " cellLayoutCount grew by \(Set(deltas).sorted().map(String.init).joined(separator: ", ")) per append",
    ]
    result.metrics = [
        ("append_us", .number(samples.microseconds)), ("appends", .integer(samples.count)),
        ("cell_layouts_per_append_max", .integer(deltas.max() ?? 0)), ("cell_layouts_per_append_min", .integer(deltas.min() ?? 0)),
    ]
    result.checks = [
        TargetCheck(name: "ModelStack append lays out one cell", target: "cellLayoutCount +1",
                    measured: allOne ? "+1 on every append" : "deltas \(Set(deltas).sorted())", met: allOne)
    ]
    return result
}
