// End to end on a large document: reading it (JSON and YAML, against libyaml's bare
// event parse of the same YAML), building the `LayoutTree`, laying it out, writing the frames
// JSON. The documents are the ones `scripts/compare-io` writes (scripts/perf_documents.py) and
// times Python on, so that both read the same files.
import CYaml
import Foundation
@_spi(Benchmarks) import StackDocument
import StackJSON
import StackLayout

/// Reads `boxes-100k.json` or `.yaml` in `folder` `iterations` times and nothing else, for
/// profilers (`stacks-benchmark --profile read-json --workload document`).
func profileDocumentReading(_ mode: String, folder: String, iterations: Int) throws {
    let path = folder + (mode == "read-yaml" ? "/boxes-100k.yaml" : "/boxes-100k.json")
    guard FileManager.default.fileExists(atPath: path) else {
        throw BenchmarkError.missing("\(path) (scripts/compare-io writes it; or pass --documents FOLDER)")
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    switch mode {
    case "read-json", "read-yaml":
        for _ in 0..<iterations { blackHole(try StackDocument(data: data)) }
    case "compose-json":
        let text = String(decoding: data, as: UTF8.self)
        for _ in 0..<iterations { blackHole(StackDocument.countJSONValues(text)) }
    default:
        throw BenchmarkError.usage("--profile read-json|read-yaml|compose-json with --workload document")
    }
}

/// Peak RSS while reading `boxes-1m.json` (10⁶ boxes in 10,000 rows, 120 MB) in `folder` as
/// `stacks frames FILE` does (`StackDocument(contentsOf:)`, the file's text read once, straight
/// into a string), above the resident set before; the file's size is reported apart. Run in a
/// process of its own (`--workload document-memory`), since the peak counter is the process's.
func documentMemoryWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    let path = context.documentsPath + "/boxes-1m.json"
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
          let fileSize = (attributes[.size] as? NSNumber)?.intValue else {
        throw BenchmarkError.missing("\(path) (scripts/compare-io writes it; or pass --documents FOLDER)")
    }
    let resetWorked = ProcessMemory.resetPeak()
    let base = ProcessMemory.resident
    let document = try StackDocument(contentsOf: path)
    let peak = ProcessMemory.peak
    let kept = ProcessMemory.resident
    let nodes = document.sourceMap.nodeCount
    blackHole(document)
    let perNode = { (bytes: Int) in Double(bytes) / Double(nodes) }
    var run = WorkloadResult(name: "document-memory", title: "memory while reading 10^6 boxes (\(path))", nodes: nodes)
    run.details = [
        "peak counter reset through /proc/self/clear_refs: \(resetWorked ? "yes" : "no (peak since process start)")",
        "the file's size: \(megabytes(fileSize)) (\(decimal(perNode(fileSize), 1)) B/node)",
        "peak while reading, the file's text included: +\(megabytes(peak - base)) = \(decimal(perNode(peak - base), 1)) B/node",
        "kept after reading (the document and its source map): \(decimal(perNode(kept - base), 1)) B/node",
    ]
    run.metrics = [
        ("peak_bytes_per_node", .number(perNode(peak - base))),
        ("file_bytes_per_node", .number(perNode(fileSize))),
        ("kept_bytes_per_node", .number(perNode(kept - base))),
    ]
    run.checks.append(TargetCheck(
        name: "memory while reading 10^6 nodes", target: "≤ 600 B/node",
        measured: "\(decimal(perNode(peak - base), 0)) B/node", met: perNode(peak - base) <= 600))
    return run
}

/// `boxes-100k.json` / `.yaml` in `folder` (default `.build/perf`).
func documentWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    let folder = context.documentsPath
    let jsonPath = folder + "/boxes-100k.json", yamlPath = folder + "/boxes-100k.yaml"
    guard FileManager.default.fileExists(atPath: jsonPath), FileManager.default.fileExists(atPath: yamlPath) else {
        throw BenchmarkError.missing("\(jsonPath) and \(yamlPath) (scripts/compare-io writes them; or pass --documents FOLDER)")
    }
    let json = try Data(contentsOf: URL(fileURLWithPath: jsonPath))
    let yaml = try Data(contentsOf: URL(fileURLWithPath: yamlPath))
    // Every phase takes a tenth of a second or more: a few runs are enough.
    let budget = Budget(duration: context.budget.duration, minimumRuns: 5, maximumRuns: 50)

    let document = try StackDocument(data: json)
    let jsonText = String(decoding: json, as: UTF8.self)
    let composeJSON = sample(budget) { blackHole(StackDocument.countJSONValues(jsonText)) }
    let readJSON = try sample(budget) { blackHole(try StackDocument(data: json)) }
    // Alternated, for the ratio the target is about (see `sampleAlternating`).
    let (readYAML, events, yamlRatio) = try sampleAlternating(
        Budget(duration: context.budget.duration * 2, minimumRuns: 9, maximumRuns: 50),
        { blackHole(try StackDocument(data: yaml)) }, { blackHole(libyamlEventCount(yaml)) })
    let tree = try document.layoutTree()
    let buildTree = try sample(budget) { blackHole(try document.layoutTree()) }
    let width = document.environment.width ?? 1400
    let engine = StackLayoutEngine(environment: syntheticEnvironment)
    let measurer = FixedMetricsTextMeasurer()
    let result = try engine.layout(tree, width: width, measurer: measurer)
    let layout = try sample(budget) { blackHole(try engine.layout(tree, width: width, measurer: measurer)) }
    let write = sample(budget) { blackHole(FramesJSON(result: result).text.utf8.count) }

    let nodes = tree.count
    var run = WorkloadResult(name: "document", title: "document of 100,000 boxes, phase by phase", nodes: nodes, width: width)
    func perNode(_ samples: Samples) -> Double { samples.median / Double(nodes) }
    let phases: [(String, String, Samples)] = [
        ("compose_json", "JSON text to node tree (the JSON reader alone)", composeJSON),
        ("read_json", "read JSON (StackDocument(data:))", readJSON),
        ("read_yaml", "read YAML (StackDocument(data:))", readYAML),
        ("libyaml_events", "libyaml's bare event parse of the YAML", events),
        ("build_tree", "LayoutTree from the node tree", buildTree),
        ("layout", "cold layout (fixed metrics)", layout),
        ("write_frames", "frames JSON written (FramesJSON.text)", write),
    ]
    for (key, title, samples) in phases {
        run.metrics.append((key + "_ms", .number(samples.median / 1e6)))
        run.metrics.append((key + "_ns_per_node", .number(perNode(samples))))
        run.details.append(
            "\(title.padded(42)) \(String(format: "%8.1f", samples.median / 1e6)) ms  "
                + "\(String(format: "%7.0f", perNode(samples))) ns/node  (\(samples.count) runs)")
    }
    run.details.append(String(format: "YAML reading / libyaml event parse: %.2f (median of the alternated runs' ratios)", yamlRatio))
    run.metrics.append(("yaml_read_libyaml_ratio", .number(yamlRatio)))
    run.details.append(String(format: "LayoutTree building / layout: %.2f", buildTree.median / layout.median))
    run.checks.append(TargetCheck(
        name: "YAML reading", target: "≤ 3× libyaml's event parse", measured: String(format: "%.2f×", yamlRatio),
        met: yamlRatio <= 3))
    run.checks.append(TargetCheck(
        name: "LayoutTree from nodes", target: "≤ layout", measured: String(format: "%.2f× layout", buildTree.median / layout.median),
        met: buildTree.median <= layout.median))
    return run
}

/// The number of events libyaml's parser produces for `text`: its bare parse, no nodes built.
func libyamlEventCount(_ text: Data) -> Int {
    var parser = yaml_parser_t()
    yaml_parser_initialize(&parser)
    defer { yaml_parser_delete(&parser) }
    var count = 0
    text.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        yaml_parser_set_input_string(&parser, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count)
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            count += 1
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            if done { break }
        }
    }
    return count
}
