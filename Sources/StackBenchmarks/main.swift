// Layout benchmarks. Run release-built:
//
//     swift run -c release stacks-benchmark
//
// Each workload is laid out cold (a new pass over a prepared tree) repeatedly; the median of
// the runs is printed with the time per node. The linearity check compares each workload with
// one ten times smaller: cost must grow at most 12× for 10× the nodes. The text section
// measures with Pango and the repository's pinned fonts (run from the repository root).
import PangoText
import StackLayout

let clock = ContinuousClock()

/// Median wall time of `body` over enough runs to fill about `budget`.
func median(budget: Duration = .milliseconds(600), _ body: () throws -> Void) rethrows -> Duration {
    var samples: [Duration] = []
    let start = clock.now
    repeat {
        let began = clock.now
        try body()
        samples.append(clock.now - began)
    } while clock.now - start < budget || samples.count < 5
    samples.sort()
    return samples[samples.count / 2]
}

func microseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
}

func flatRow(_ count: Int) -> LayoutNode {
    .stack(Stack(
        axis: .horizontal, distribution: .equalSpacing, spacing: 5,
        children: Array(repeating: .box(width: 10, height: 10), count: count)))
}

func grid(rows: Int, columns: Int) -> LayoutNode {
    .stack(Stack(
        axis: .vertical, alignment: .center,
        children: Array(repeating: .stack(Stack(
            axis: .horizontal, alignment: .center,
            children: Array(repeating: .box(width: 10, height: 10), count: columns))), count: rows)))
}

struct Workload {
    let name: String
    let nodes: Int
    let width: Double
    let tree: LayoutTree
}

let measurer = FixedMetricsTextMeasurer()
let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: 3))

func run(_ workload: Workload) throws -> Double {
    let time = try median {
        _ = try engine.layout(workload.tree, width: workload.width, measurer: measurer)
    }
    let us = microseconds(time)
    let perNode = us * 1000 / Double(workload.nodes)
    print(
        workload.name.rightPadded(34)
            + " \(String(format3(us)).leftPadded(10)) µs/layout"
            + " \(String(format3(perNode)).leftPadded(8)) ns/node")
    return us
}

func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return "\(scaled)"
}

extension String {
    func rightPadded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

func workload(_ name: String, _ node: LayoutNode, nodes: Int, width: Double) throws -> Workload {
    Workload(name: name, nodes: nodes, width: width, tree: try LayoutTree(node))
}

print("DynamicStacks layout benchmark (release build, median of repeated cold layouts)")
let row1k = try run(workload("flat row, 1,000 children", flatRow(1000), nodes: 1001, width: 15_000))
let row10k = try run(workload("flat row, 10,000 children", flatRow(10_000), nodes: 10_001, width: 150_000))
let grid10 = try run(workload("grid 10 rows × 100 children", grid(rows: 10, columns: 100), nodes: 1011, width: 1000))
let grid100 = try run(workload("grid 100 rows × 100 children", grid(rows: 100, columns: 100), nodes: 10_101, width: 1000))
let rowRatio = row10k / row1k
let gridRatio = grid100 / grid10
print("growth for 10× nodes: flat row \(format3(rowRatio))×, grid \(format3(gridRatio))× (limit 12×)")
if rowRatio > 12 || gridRatio > 12 {
    print("NOT LINEAR: cost grew more than 12× for 10× the nodes")
}

// MARK: Text measurement

print("")
print("Text measurement with Pango (pinned fonts/fonts.conf, Sans 17)")
let fonts = try FontConfiguration(contentsOf: "fonts/fonts.conf")
let phrases = [
    "Open in Safari", "Share", "Delete", "Zu Favoriten hinzufügen", "فتح في سفاري", "פתח בספארי", "在浏览器中打开",
    "The quick brown fox jumps over the lazy dog", "Donaudampfschifffahrtsgesellschaftskapitänsmütze",
]
let textRequests = (0..<1000).map { i in
    TextMeasurementRequest(
        string: phrases[i % phrases.count] + " \(i)", font: FontDescriptor(family: "Sans", size: 17),
        maximumLines: 0, wrapWidth: i % 2 == 0 ? nil : 120)
}
let pango = PangoTextMeasurer(fonts: fonts)
_ = pango.measure(textRequests[0])  // font loading is a one-off, not part of the rate
let coldTime = median {
    for request in textRequests { _ = pango.measure(request) }
}
let cached = CachedTextMeasurer(pango)
for request in textRequests { _ = cached.measure(request) }
let warmTime = median {
    for request in textRequests { _ = cached.measure(request) }
}
func perSecond(_ d: Duration, count: Int) -> String {
    let rate = Double(count) / (microseconds(d) / 1e6)
    return rate >= 1e6 ? "\(format3(rate / 1e6)) million/s" : "\(Int(rate.rounded())) /s"
}
print("cold (every request measured by Pango)  \(perSecond(coldTime, count: textRequests.count).leftPadded(16))"
      + "  \(format3(microseconds(coldTime) / Double(textRequests.count))) µs each")
print("cached (CachedTextMeasurer hit)         \(perSecond(warmTime, count: textRequests.count).leftPadded(16))"
      + "  \(format3(microseconds(warmTime) * 1000 / Double(textRequests.count))) ns each")
