// Printing: the human-readable table and sections, target checks, and the JSON of one workload.
import Foundation

func decimal(_ value: Double, _ digits: Int) -> String {
    value.isFinite ? String(format: "%.\(digits)f", value) : "—"
}

func scientific(_ value: Double) -> String {
    value == 0 ? "0" : String(format: "%.2e", value)
}

func megabytes(_ bytes: Int) -> String {
    "\(decimal(Double(bytes) / 1_048_576, 1)) MiB"
}

extension String {
    func padded(_ width: Int, right: Bool = false) -> String {
        let n = count
        guard n < width else { return self }
        let pad = String(repeating: " ", count: width - n)
        return right ? pad + self : self + pad
    }
}

/// Prints rows as a Markdown table (readable as is in a terminal).
func printTable(_ header: [String], _ rows: [[String]], rightAligned: Set<Int> = []) {
    var widths = header.map(\.count)
    for row in rows {
        for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    func line(_ cells: [String]) -> String {
        "| " + cells.enumerated().map { $0.element.padded(widths[$0.offset], right: rightAligned.contains($0.offset)) }
            .joined(separator: " | ") + " |"
    }
    print(line(header))
    print("|" + widths.enumerated().map { i, w in
        rightAligned.contains(i) ? " " + String(repeating: "-", count: w - 1) + ": " : " " + String(repeating: "-", count: w) + " "
    }.joined(separator: "|") + "|")
    for row in rows { print(line(row)) }
}

/// The main table: every workload with layout timings.
func printLayoutTable(_ results: [WorkloadResult]) {
    let rows = results.filter { $0.unchanged != nil }.map { r -> [String] in
        let cold = r.cold!.microseconds
        let relayout = r.relayout!.microseconds
        return [
            r.title, r.nodes.grouped, decimal(r.width, 0), decimal(cold, 1), decimal(cold * 1000 / Double(r.nodes), 1),
            decimal(r.unchanged!.median, 1),
            decimal(relayout, 1) + (r.relayoutDirections.map { " (\(decimal($0.narrowing, 1)) / \(decimal($0.widening, 1)))" } ?? ""),
            decimal(relayout / cold, 3),
        ]
    }
    printTable(
        ["workload", "nodes", "width", "cold µs", "cold ns/node", "unchanged ns", "1-pt re-layout µs (W−1 / W)", "re-layout / cold"],
        rows, rightAligned: [1, 2, 3, 4, 5, 6, 7])
}

/// Checks computed across workloads: linearity, re-layout ratios, unchanged re-layout.
func crossChecks(_ results: [WorkloadResult]) -> [TargetCheck] {
    let byName = Dictionary(results.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var checks: [TargetCheck] = []
    for (small, large, label) in [("flat-1000", "flat-10000", "flat row"), ("grid-10x100", "grid-100x100", "grid")] {
        guard let s = byName[small]?.cold, let l = byName[large]?.cold, let sn = byName[small]?.nodes, let ln = byName[large]?.nodes else { continue }
        let growth = l.median / s.median
        let nodeRatio = Double(ln) / Double(sn)
        checks.append(TargetCheck(
            name: "linearity, \(label) (\(sn.grouped) → \(ln.grouped) nodes, ×\(decimal(nodeRatio, 2)))",
            target: "≤ 12× time for 10× nodes", measured: "\(decimal(growth, 2))×", met: growth <= 12))
    }
    for r in results where r.unchanged != nil {
        let ratio = r.relayout!.median / r.cold!.median
        checks.append(TargetCheck(
            name: "1-pt re-layout, \(r.title)", target: "≤ 0.3× cold",
            measured: "\(decimal(ratio, 3))× (\(decimal(r.relayout!.microseconds, 1)) vs \(decimal(r.cold!.microseconds, 1)) µs)",
            met: ratio <= 0.3))
    }
    for r in results where r.unchanged != nil {
        checks.append(TargetCheck(
            name: "unchanged re-layout, \(r.title)", target: "< 1 µs",
            measured: "\(decimal(r.unchanged!.median, 1)) ns", met: r.unchanged!.median < 1000))
    }
    return checks
}

func printChecks(_ checks: [TargetCheck]) {
    printTable(["target", "goal", "measured", "met"], checks.map { [$0.name, $0.target, $0.measured, $0.met ? "yes" : "NO"] })
}

/// Prints the whole human-readable report.
func printReport(_ results: [WorkloadResult], budget: Budget) {
    print("DynamicStacks layout benchmark — release build; medians of runs filling "
          + "\(Int(nanoseconds(budget.duration) / 1e6)) ms each (at least \(budget.minimumRuns) runs)")
    print("cold = StackLayoutEngine.layout on a prebuilt LayoutTree (new pass); unchanged = LayoutSession.layout")
    print("with the previous bounds (batches of 1,000); 1-pt re-layout = a LayoutSession alternating W and W − 1")
    print("(each sample the mean of one narrowing and one widening; their separate medians in brackets).")
    print("Synthetic trees: scale 1, FixedMetricsTextMeasurer; the home screen: its document's environment, Pango.")
    print("")
    printLayoutTable(results)
    for r in results where !r.details.isEmpty {
        print("")
        print("\(r.title):")
        for line in r.details { print("  " + line) }
    }
    print("")
    print("Targets (cold ≤ 0.5× Yoga is measured by scripts/compare-engines):")
    printChecks(results.flatMap(\.checks) + crossChecks(results))
}

// MARK: JSON

func jsonString(_ value: JSONValue) -> String {
    switch value {
    case .number(let x): return x.isFinite ? "\(x)" : "null"
    case .integer(let n): return "\(n)"
    case .bool(let b): return b ? "true" : "false"
    case .string(let s):
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// One workload as a JSON object: medians in microseconds (nanoseconds for the unchanged
/// re-layout), sample counts, further metrics and target checks.
func printJSON(_ r: WorkloadResult) {
    var fields: [(String, JSONValue)] = [
        ("workload", .string(r.name)), ("title", .string(r.title)), ("nodes", .integer(r.nodes)), ("width", .number(r.width)),
    ]
    if let cold = r.cold {
        fields += [("cold_us", .number(cold.microseconds)), ("cold_min_us", .number(cold.minimum / 1000)),
                   ("cold_runs", .integer(cold.count)), ("cold_ns_per_node", .number(cold.median / Double(max(1, r.nodes))))]
    }
    if let unchanged = r.unchanged {
        fields += [("unchanged_ns", .number(unchanged.median)), ("unchanged_runs", .integer(unchanged.count))]
    }
    if let relayout = r.relayout {
        fields += [("relayout_1pt_us", .number(relayout.microseconds)), ("relayout_1pt_runs", .integer(relayout.count))]
    }
    fields += r.metrics
    fields.append(("details", .string(r.details.joined(separator: "\n"))))
    var text = "{" + fields.map { "\(jsonString(.string($0.0))): \(jsonString($0.1))" }.joined(separator: ", ")
    let checks = r.checks.map { c in
        "{" + [("name", JSONValue.string(c.name)), ("target", .string(c.target)), ("measured", .string(c.measured)), ("met", .bool(c.met))]
            .map { "\(jsonString(.string($0.0))): \(jsonString($0.1))" }.joined(separator: ", ") + "}"
    }
    text += ", \"checks\": [" + checks.joined(separator: ", ") + "]}"
    print(text)
}

/// Runs one workload in a child process (this executable with `--workload NAME --json`) and
/// reads its result back.
func runIsolated(_ name: String, _ context: BenchmarkContext) throws -> WorkloadResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    process.arguments = ["--workload", name, "--json", "--budget-ms", String(Int(nanoseconds(context.budget.duration) / 1e6)),
                         "--fonts", context.fontsPath, "--examples", context.examplesPath]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last,
          let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else { throw BenchmarkError.missing("the result of the isolated \(name) workload") }
    var result = WorkloadResult(
        name: name, title: object["title"] as? String ?? name, nodes: object["nodes"] as? Int ?? 0,
        width: object["width"] as? Double ?? 0)
    result.details = (object["details"] as? String).map { $0.split(separator: "\n").map(String.init) } ?? []
    result.details.append("(run in a child process)")
    for check in object["checks"] as? [[String: Any]] ?? [] {
        result.checks.append(TargetCheck(
            name: check["name"] as? String ?? "", target: check["target"] as? String ?? "",
            measured: check["measured"] as? String ?? "", met: check["met"] as? Bool ?? false))
    }
    return result
}
