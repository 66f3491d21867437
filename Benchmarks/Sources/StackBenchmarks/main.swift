// Layout benchmarks. Run release-built from the repository root:
//
//     swift run -c release --package-path Benchmarks stacks-benchmark                       # every workload, as a table
//     swift run -c release --package-path Benchmarks stacks-benchmark --workload flat-10000 --json
//     swift run -c release --package-path Benchmarks stacks-benchmark --list
//
// Options:
//     --workload NAME[,NAME…]   run only these workloads (repeatable)
//     --json                    one JSON object per workload instead of the table
//     --budget-ms N             wall time filled with runs per measurement (default 600)
//     --fonts PATH              font configuration (default fonts/fonts.conf, found upwards
//                               from the working directory or the executable)
//     --examples PATH           examples directory (default Examples, found the same way)
//     --documents PATH          folder of the large documents (default .build/perf, written by
//                               scripts/compare-io); only the `document` workload reads it
//     --profile MODE            only repeat one operation of one tree workload, for profilers:
//                               cold, relayout, nodes (making the LayoutNodes), tree (the LayoutTree);
//                               read-json, read-yaml, compose-json with --workload document
//     --iterations N            repetitions for --profile (default 20)
import Foundation

/// The first of `relative` found in the working directory or above the executable.
func locate(_ relative: String) -> String {
    let manager = FileManager.default
    if manager.fileExists(atPath: relative) { return relative }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<6 {
        let candidate = directory.appendingPathComponent(relative).path
        if manager.fileExists(atPath: candidate) { return candidate }
        directory.deleteLastPathComponent()
    }
    return relative
}

func usage() -> String {
    """
    usage: stacks-benchmark [--workload NAME[,NAME…]] [--json] [--budget-ms N] [--fonts PATH] [--examples PATH] [--list]
    workloads:
    """ + allWorkloads().map { "\n  \($0.name.padded(14)) \($0.summary)" }.joined()
}

struct Options {
    var names: [String] = []
    var json = false
    var list = false
    var budget = Budget.standard
    var fonts: String?
    var examples: String?
    var documents: String?
    var profile: String?
    var iterations = 20
}

func parseArguments() throws -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    func value(for option: String) throws -> String {
        guard let value = arguments.popFirst() else { throw BenchmarkError.usage("\(option) needs a value\n\(usage())") }
        return value
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--workload", "-w": options.names += try value(for: argument).split(separator: ",").map(String.init)
        case "--json": options.json = true
        case "--list": options.list = true
        case "--budget-ms":
            let text = try value(for: argument)
            guard let ms = Int(text), ms > 0 else { throw BenchmarkError.usage("--budget-ms needs a positive integer, not \(text)") }
            options.budget.duration = .milliseconds(ms)
        case "--fonts": options.fonts = try value(for: argument)
        case "--examples": options.examples = try value(for: argument)
        case "--documents": options.documents = try value(for: argument)
        case "--profile": options.profile = try value(for: argument)
        case "--iterations":
            let text = try value(for: argument)
            guard let n = Int(text), n > 0 else { throw BenchmarkError.usage("--iterations needs a positive integer, not \(text)") }
            options.iterations = n
        case "--help", "-h":
            print(usage())
            exit(0)
        default: throw BenchmarkError.usage("unknown argument \(argument)\n\(usage())")
        }
    }
    return options
}

do {
    let options = try parseArguments()
    let workloads = allWorkloads()
    if let mode = options.profile {
        guard options.names.count == 1 else { throw BenchmarkError.usage("--profile needs exactly one --workload") }
        try profile(mode, workload: options.names[0], iterations: options.iterations, documents: options.documents ?? ".build/perf")
        exit(0)
    }
    if options.list {
        for workload in workloads { print("\(workload.name.padded(14)) \(workload.summary)") }
        exit(0)
    }
    let known = Set(workloads.map(\.name))
    if let unknown = options.names.first(where: { !known.contains($0) }) {
        throw BenchmarkError.usage("unknown workload \(unknown)\n\(usage())")
    }
    let selected = options.names.isEmpty ? workloads.filter { !$0.onRequest } : workloads.filter { options.names.contains($0.name) }
    let context = BenchmarkContext(
        budget: options.budget, fontsPath: options.fonts ?? locate("fonts/fonts.conf"),
        examplesPath: options.examples ?? locate("Examples"), documentsPath: options.documents ?? ".build/perf")
    var results: [WorkloadResult] = []
    for workload in selected {
        if !options.json {
            FileHandle.standardError.write(Data("running \(workload.name)…\n".utf8))
        }
        let result = workload.isolated && selected.count > 1 ? try runIsolated(workload.name, context) : try workload.run(context)
        if options.json { printJSON(result) }
        results.append(result)
    }
    if !options.json { printReport(results, budget: options.budget) }
} catch {
    FileHandle.standardError.write(Data("stacks-benchmark: \(error)\n".utf8))
    exit(1)
}
