"""Times what a user of `stacks frames` waits for against Python doing the same.

Run by scripts/compare-io, which builds `stacks` and `stacks-benchmark` in release mode first.
Writes the documents (scripts/perf_documents.py) into --documents, then, in one run:

- reading: Python's json.loads of boxes-100k.json against `stacks-benchmark --workload
  document` (StackDocument reading the same JSON and YAML files; libyaml's bare event parse of
  the YAML; LayoutTree building, layout and the frames JSON writer, phase by phase);
- writing: Python's json.dumps of an equivalent frames structure (one dict per node with id,
  kind and a frame of four numbers) per node, against FramesJSON per node;
- end to end: `stacks frames boxes-100k.json --text-metrics fixed` against a Python script
  that loads the document and dumps its frames (python3 -c, interpreter start included, as
  `stacks`'s process start is), wall time of each process, medians;
- startup: `stacks frames one-box.json --text-metrics fixed` (and with Pango), medians of
  repeated process runs; `--startup-only` times only these (and `stacks schema`), in rounds that
  alternate the commands so that all see the same load.

Every figure is a median of --runs runs; ratios are from this one run.
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
import perf_documents  # noqa: E402

# The Python side of "load the document and dump its frames": every node with its id (or tree
# path), kind and a frame, in document order, one node per line as `stacks frames` writes it.
# Frames come from the box sizes (a row's boxes side by side), enough to produce numbers of the
# same kinds; Python has no layout engine to run.
FRAMES_SCRIPT = r'''
import json, sys
document = json.load(open(sys.argv[1]))
nodes = []
def visit(node, path, x, y):
    (kind, props), = node.items()
    width, height = props.get("width", 0), props.get("height", 0)
    entry = {"id": props.get("id", path), "kind": kind, "frame": {"x": x, "y": y, "width": width, "height": height}}
    nodes.append(entry)
    offset = 0
    for index, child in enumerate(props.get("children", [])):
        visit(child, f"{path}/{index}", x + offset, y)
        offset += 12
visit(document["root"], "root", 0, 0)
lines = ",\n".join("    " + json.dumps(node) for node in nodes)
sys.stdout.write('{\n  "size": {"width": 1400, "height": 10999},\n  "nodes": [\n' + lines + '\n  ]\n}\n')
'''


def median_time(function, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def process_time(command, runs):
    """Median wall time of running `command`, and the median CPU time (user + system) it used."""
    cpu = []

    def run():
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    run()  # warm the file cache
    cpu.clear()
    wall = median_time(run, runs)
    return wall, statistics.median(cpu)


def startup_only(args, one_box):
    """Medians over rounds of each command's median wall and CPU time, with the load average."""
    commands = {
        "startup_fixed": ([args.stacks, "frames", one_box, "--text-metrics", "fixed"], "frames, one box, fixed metrics (≤ 10)"),
        "startup_pango": ([args.stacks, "frames", one_box], "frames, one box, Pango"),
        "startup_version": ([args.stacks, "--version"], "stacks --version"),
        "startup_schema": ([args.stacks, "schema"], "stacks schema"),
    }
    rounds = {key: [] for key in commands}
    loads = [open("/proc/loadavg").read().split()[0]]
    for _ in range(args.rounds):
        for key, (command, _) in commands.items():
            rounds[key].append(process_time(command, args.runs))
        loads.append(open("/proc/loadavg").read().split()[0])
    print(f"{args.stacks}: medians of {args.rounds} rounds × {args.runs} runs; 1-minute load average {' '.join(loads)}")
    figures = {}
    for key, (_, title) in commands.items():
        wall = statistics.median(w for w, _ in rounds[key]) * 1e3
        cpu = statistics.median(c for _, c in rounds[key]) * 1e3
        figures[key + "_ms"], figures[key + "_cpu_ms"] = wall, cpu
        print(f"  {title:40} {wall:6.1f} ms wall, {cpu:6.1f} ms CPU")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"figures": figures, "load_average": loads}, f, indent=1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--stacks", required=True)
    parser.add_argument("--benchmark", required=True)
    parser.add_argument("--documents", default=".build/perf")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--startup-only", action="store_true",
                        help="time only the start of stacks (one box, --version, schema), --runs per command and round")
    parser.add_argument("--rounds", type=int, default=5, help="with --startup-only: rounds of alternated commands")
    args = parser.parse_args()

    os.makedirs(args.documents, exist_ok=True)
    documents = {}
    sizes = {"boxes-100k": (1000, 100), "one-box": (1, 1)}
    if args.startup_only:
        del sizes["boxes-100k"]
    for name, (rows, columns) in sizes.items():
        value = perf_documents.boxes(rows, columns)
        documents[name] = os.path.join(args.documents, name + ".json")
        with open(documents[name], "w") as f:
            f.write(perf_documents.as_json(value))
        with open(os.path.join(args.documents, name + ".yaml"), "w") as f:
            f.write(perf_documents.as_yaml(value))
    if args.startup_only:
        startup_only(args, documents["one-box"])
        return
    big = documents["boxes-100k"]
    text = open(big).read()
    nodes = 1000 * 100 + 1000 + 1
    figures = {"nodes": nodes}

    figures["python_json_loads_ms"] = median_time(lambda: json.loads(text), args.runs) * 1e3
    loaded = json.loads(text)
    frames = []
    def collect(node, path):
        (kind, props), = node.items()
        frames.append({"id": props.get("id", path), "kind": kind,
                       "frame": {"x": 0, "y": 0, "width": props.get("width", 0), "height": props.get("height", 0)}})
        for index, child in enumerate(props.get("children", [])):
            collect(child, f"{path}/{index}")
    collect(loaded["root"], "root")
    figures["python_json_dumps_ms"] = median_time(
        lambda: ",\n".join("    " + json.dumps(node) for node in frames), args.runs) * 1e3

    output = subprocess.run(
        [args.benchmark, "--workload", "document", "--json", "--documents", args.documents,
         "--budget-ms", "3000"], check=True, capture_output=True, text=True).stdout
    ours = json.loads(output.strip().splitlines()[-1])
    for key, value in ours.items():
        if key.endswith("_ms") or key.endswith("_ratio"):
            figures["ours_" + key] = value

    def timed_process(key, command, runs):
        wall, cpu = process_time(command, runs)
        figures[key + "_ms"] = wall * 1e3
        figures[key + "_cpu_ms"] = cpu * 1e3

    # Alternated, so that both see the same load.
    for _ in range(2):
        timed_process("stacks_frames", [args.stacks, "frames", big, "--text-metrics", "fixed"], args.runs)
        timed_process("python_load_dump", [sys.executable, "-c", FRAMES_SCRIPT, big], args.runs)
    one = documents["one-box"]
    timed_process("startup_fixed", [args.stacks, "frames", one, "--text-metrics", "fixed"], max(args.runs, 21))
    timed_process("startup_pango", [args.stacks, "frames", one], max(args.runs, 21))
    timed_process("startup_version", [args.stacks, "--version"], max(args.runs, 21))

    def ratio(a, b):
        return figures[a] / figures[b]
    rows = [
        ("read JSON / json.loads", ratio("ours_read_json_ms", "python_json_loads_ms"), "≤ 2"),
        # Timed alternately by the benchmark, one run of each per round; the median of the
        # rounds' ratios (Timing.swift, sampleAlternating).
        ("read YAML / libyaml event parse", figures["ours_yaml_read_libyaml_ratio"], "≤ 3"),
        ("LayoutTree building / layout", ratio("ours_build_tree_ms", "ours_layout_ms"), "≤ 1"),
        ("frames JSON written / json.dumps", ratio("ours_write_frames_ms", "python_json_dumps_ms"), "≤ 1"),
        ("stacks frames / Python load + dump", ratio("stacks_frames_ms", "python_load_dump_ms"), "≤ 3"),
        ("the same in CPU time", ratio("stacks_frames_cpu_ms", "python_load_dump_cpu_ms"), "≤ 3"),
        ("JSON text to nodes / json.loads", ratio("ours_compose_json_ms", "python_json_loads_ms"), "≤ 2"),
    ]
    print(f"{nodes:,} nodes; medians of {args.runs} runs (in-process phases: stacks-benchmark's medians); "
          f"load average {open('/proc/loadavg').read().split()[:3]}")
    for key, value in figures.items():
        if key.endswith("_ms"):
            print(f"  {key:32} {value:10.2f} ms  {value * 1e6 / nodes:8.0f} ns/node")
    print("ratios (target):")
    for name, value, target in rows:
        print(f"  {name:38} {value:6.2f}  ({target})")
    for key, title in (("startup_fixed", "startup, one box, fixed metrics (≤ 10)"), ("startup_pango", "startup, one box, Pango"),
                       ("startup_version", "stacks --version (the floor)")):
        print(f"  {title:38} {figures[key + '_ms']:6.1f} ms wall, {figures[key + '_cpu_ms']:6.1f} ms CPU")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"figures": figures, "ratios": {name: value for name, value, _ in rows}}, f, indent=1)


if __name__ == "__main__":
    main()
