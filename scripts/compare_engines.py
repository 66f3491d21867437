"""Compares DynamicStacks with Yoga (pyyoga) and Taffy (stretchable) on the same trees.

Run through scripts/compare-engines, which prepares the virtual environment and the release
build. Workloads (the first two of stacks-benchmark):

  flat-10000    a row of 10,000 boxes of 10 x 10 pt, 5 pt minimum spacing, equal spacing
                (Yoga/Taffy: flex-direction row, justify-content space-between, gap 5),
                root width 150,000 pt;
  grid-100x100  a column of 100 rows of 100 such boxes; the column centres its rows, each
                row centres its boxes across (Yoga/Taffy: column with align-items center of
                rows with align-items center), root width 1,010 pt.

Every engine rounds to whole points (ours at scale 1, Yoga's point scale factor 1, Taffy's
rounding on) and no child may shrink (Yoga's and Taffy's flex-shrink 0; our boxes never
need to). For each engine and workload we time:

  cold      a layout of a freshly built tree (building it is not timed);
  1-pt      a re-layout after the root width changed by 1 pt, alternating W and W - 1
            (ours: LayoutSession; Yoga: set_width + calculate_layout on the same tree;
            Taffy: node_set_style + compute_layout on the same tree);
  unchanged a re-layout with nothing changed (ours: LayoutSession with the same bounds).

Only the layout call is timed: for Taffy the raw taffylib.node_compute_layout, without
copying results into Python objects; for Yoga Node.calculate_layout. Rounds alternate the
engines (the order rotates every round); each round reports a median per engine, and the
table shows the median of the round medians.
"""

import argparse
import gc
import json
import math
import os
import platform
import statistics
import subprocess
import time

from pyyoga._pyyoga import Align, Config, Direction, FlexDirection, Gutter, Justify, Node
from stretchable import taffylib
from stretchable.style import PT, AlignItems, FlexDirection as TFlexDirection, JustifyContent, Size, Style
from stretchable.style.geometry.length import AUTO

NAN = float("nan")

WORKLOADS = {
    "flat-10000": dict(kind="flat", count=10_000, width=150_000.0, title="flat row, 10,000 children"),
    "grid-100x100": dict(kind="grid", rows=100, columns=100, width=1_010.0, title="grid 100 rows x 100 children"),
}


def timed_samples(budget_s, min_runs, setup, body):
    """Median-ready samples (ns) of body(state) after an untimed setup() per run."""
    samples = []
    start = time.perf_counter()
    while len(samples) < min_runs or time.perf_counter() - start < budget_s:
        state = setup()
        gc.disable()
        t0 = time.perf_counter_ns()
        body(state)
        t1 = time.perf_counter_ns()
        gc.enable()
        samples.append(t1 - t0)
    return samples


# ---------------------------------------------------------------- Yoga


class YogaTree:
    def __init__(self, spec):
        self.config = Config.new()
        self.config.set_point_scale_factor(1.0)
        self.nodes = []  # keep every Python wrapper alive
        self.leaves = []
        self.width = spec["width"]
        root = self.node()
        root.set_width(self.width)
        if spec["kind"] == "flat":
            root.set_flex_direction(FlexDirection.Row)
            root.set_justify_content(Justify.SpaceBetween)
            root.set_gap(Gutter.Column, 5.0)
            for i in range(spec["count"]):
                root.insert_child(self.box(), i)
        else:
            root.set_flex_direction(FlexDirection.Column)
            root.set_align_items(Align.Center)
            for r in range(spec["rows"]):
                row = self.node()
                row.set_flex_direction(FlexDirection.Row)
                row.set_align_items(Align.Center)
                row.set_flex_shrink(0.0)
                for c in range(spec["columns"]):
                    row.insert_child(self.box(), c)
                root.insert_child(row, r)
        self.root = root

    def node(self):
        n = Node.new_with_config(self.config)
        self.nodes.append(n)
        return n

    def box(self):
        n = self.node()
        n.set_width(10.0)
        n.set_height(10.0)
        n.set_flex_shrink(0.0)
        self.leaves.append(n)
        return n

    def layout(self):
        self.root.calculate_layout(NAN, NAN, Direction.LTR)

    def set_width(self, width):
        self.root.set_width(width)

    def geometry(self):
        last, second = self.leaves[-1], self.leaves[1]
        return dict(
            root_width=self.root.get_layout_width(), root_height=self.root.get_layout_height(),
            last_leaf_x=abs_x(last), last_leaf_y=abs_y(last), second_leaf_x=abs_x(second),
        )


def absolute(node, offset):
    """The sum of `offset(n)` over `node` and its ancestors: a Yoga node's position in root coordinates."""
    total = 0.0
    while node is not None:
        total += offset(node)
        node = node.get_parent()
    return total


def abs_x(node):
    return absolute(node, lambda n: n.get_layout_left())


def abs_y(node):
    return absolute(node, lambda n: n.get_layout_top())


def warm_timings(tree, spec, budget_s, min_runs):
    """Geometry, unchanged re-layout and 1-pt re-layout (alternating W − 1 and W) of one tree."""
    tree.layout()
    geometry = tree.geometry()
    unchanged = timed_samples(budget_s / 2, min_runs, lambda: tree, lambda t: t.layout())
    flip = [False]

    def narrower():
        flip[0] = not flip[0]
        tree.set_width(spec["width"] - 1 if flip[0] else spec["width"])
        return tree

    relayout = timed_samples(budget_s, min_runs, narrower, lambda t: t.layout())
    return dict(relayout=relayout, unchanged=unchanged, geometry=geometry)


def run_yoga(spec, budget_s, min_runs):
    def fresh():
        return YogaTree(spec)

    cold = timed_samples(budget_s, min_runs, fresh, lambda t: t.layout())
    return dict(cold=cold, **warm_timings(YogaTree(spec), spec, budget_s, min_runs))


# ---------------------------------------------------------------- Taffy


def taffy_styles(spec, width):
    box = Style(size=Size(10 * PT, 10 * PT), flex_shrink=0.0).to_dict()
    if spec["kind"] == "flat":
        root = Style(flex_direction=TFlexDirection.ROW, justify_content=JustifyContent.SPACE_BETWEEN,
                     gap=5 * PT, size=Size(width * PT, AUTO), flex_shrink=0.0).to_dict()
        return root, None, box
    root = Style(flex_direction=TFlexDirection.COLUMN, align_items=AlignItems.CENTER,
                 size=Size(width * PT, AUTO), flex_shrink=0.0).to_dict()
    row = Style(flex_direction=TFlexDirection.ROW, align_items=AlignItems.CENTER, flex_shrink=0.0).to_dict()
    return root, row, box


class TaffyTree:
    def __init__(self, spec):
        self.spec = spec
        self.ptr = taffylib.init()
        taffylib.enable_rounding(self.ptr)
        root_style, row_style, box_style = taffy_styles(spec, spec["width"])
        self.narrow_style = taffy_styles(spec, spec["width"] - 1)[0]
        self.wide_style = root_style
        self.root = taffylib.node_create(self.ptr, root_style)
        self.leaves = []
        if spec["kind"] == "flat":
            for _ in range(spec["count"]):
                leaf = taffylib.node_create(self.ptr, box_style)
                taffylib.node_add_child(self.ptr, self.root, leaf)
                self.leaves.append((leaf, None))
        else:
            for _ in range(spec["rows"]):
                row = taffylib.node_create(self.ptr, row_style)
                taffylib.node_add_child(self.ptr, self.root, row)
                for _ in range(spec["columns"]):
                    leaf = taffylib.node_create(self.ptr, box_style)
                    taffylib.node_add_child(self.ptr, row, leaf)
                    self.leaves.append((leaf, row))
        self.width = spec["width"]

    def available(self):
        return {"width": {"dim": 1, "value": float(self.width)}, "height": {"dim": 4, "value": NAN}}

    def layout(self):
        ok = taffylib.node_compute_layout(self.ptr, self.root, self.available())
        assert ok

    def set_width(self, width):
        self.width = width
        style = self.narrow_style if width != self.spec["width"] else self.wide_style
        taffylib.node_set_style(self.ptr, self.root, style)

    def free(self):
        taffylib.free(self.ptr)
        self.ptr = None

    def geometry(self):
        out = taffylib.PyLayout()
        taffylib.node_get_layout(self.ptr, self.root, out)
        geometry = dict(root_width=out.width, root_height=out.height)

        def position(leaf, parent):
            taffylib.node_get_layout(self.ptr, leaf, out)
            x, y = out.x, out.y
            if parent is not None:
                taffylib.node_get_layout(self.ptr, parent, out)
                x, y = x + out.x, y + out.y
            return x, y

        geometry["last_leaf_x"], geometry["last_leaf_y"] = position(*self.leaves[-1])
        geometry["second_leaf_x"] = position(*self.leaves[1])[0]
        return geometry


def run_taffy(spec, budget_s, min_runs):
    trees = []

    def fresh():
        # Free the previous run's tree (untimed) before building the next.
        while trees:
            trees.pop().free()
        tree = TaffyTree(spec)
        trees.append(tree)
        return tree

    cold = timed_samples(budget_s, min_runs, fresh, lambda t: t.layout())
    while trees:
        trees.pop().free()
    tree = TaffyTree(spec)
    timings = warm_timings(tree, spec, budget_s, min_runs)
    tree.free()
    return dict(cold=cold, **timings)


# ---------------------------------------------------------------- ours


def run_ours(binary, name, budget_s):
    output = subprocess.run(
        [binary, "--workload", name, "--json", "--budget-ms", str(int(budget_s * 1000))],
        check=True, capture_output=True, text=True,
    ).stdout
    result = json.loads(output.strip().splitlines()[-1])
    return dict(
        cold_us=result["cold_us"], relayout_us=result["relayout_1pt_us"], unchanged_us=result["unchanged_ns"] / 1000,
        geometry={k: result[k] for k in ("root_width", "root_height", "last_leaf_x", "last_leaf_y", "second_leaf_x")},
    )


# ---------------------------------------------------------------- driver


def median_us(samples_ns):
    return statistics.median(samples_ns) / 1000


def fmt(value, digits=1):
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    return f"{value:,.{digits}f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ours", required=True, help="path of the release-built stacks-benchmark")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--budget-ms", type=int, default=1000, help="wall time per engine, workload and measurement")
    parser.add_argument("--min-runs", type=int, default=7)
    parser.add_argument("--workload", action="append", choices=list(WORKLOADS), help="default: both")
    parser.add_argument("--json", help="also write the round medians to this file")
    args = parser.parse_args()
    budget_s = args.budget_ms / 1000
    names = args.workload or list(WORKLOADS)
    engines = ["ours", "yoga", "taffy"]
    rounds = {name: {engine: [] for engine in engines} for name in names}
    geometry = {name: {} for name in names}

    print(f"machine: {platform.machine()}, {os.cpu_count()} CPUs, {platform.platform()}; Python {platform.python_version()}")
    print(f"load average at start: {open('/proc/loadavg').read().split()[:3]}")
    for r in range(args.rounds):
        for name in names:
            spec = WORKLOADS[name]
            order = engines[r % 3:] + engines[: r % 3]
            for engine in order:
                if engine == "ours":
                    result = run_ours(args.ours, name, budget_s)
                    rounds[name]["ours"].append((result["cold_us"], result["relayout_us"], result["unchanged_us"]))
                else:
                    result = (run_yoga if engine == "yoga" else run_taffy)(spec, budget_s, args.min_runs)
                    rounds[name][engine].append(
                        (median_us(result["cold"]), median_us(result["relayout"]), median_us(result["unchanged"])))
                geometry[name][engine] = result["geometry"]
            summary = ", ".join(f"{e} {fmt(rounds[name][e][-1][0])} µs" for e in engines)
            print(f"round {r + 1}/{args.rounds}, {name} (order {'/'.join(order)}): cold {summary}", flush=True)
    print(f"load average at end: {open('/proc/loadavg').read().split()[:3]}")

    print()
    print("Geometry check (root size, last leaf origin, second leaf x) — the engines must agree up to rounding:")
    print("| workload | engine | root w × h | last leaf (x, y) | second leaf x |")
    print("| --- | --- | ---: | ---: | ---: |")
    for name in names:
        for engine in engines:
            g = geometry[name][engine]
            print(f"| {name} | {engine} | {fmt(g['root_width'], 1)} × {fmt(g['root_height'], 1)} | "
                  f"({fmt(g['last_leaf_x'], 1)}, {fmt(g['last_leaf_y'], 1)}) | {fmt(g['second_leaf_x'], 1)} |")

    print()
    print(f"Medians of {args.rounds} alternating rounds (each round's value is itself a median; "
          f"range of the round medians in brackets), µs:")
    print("| workload | engine | cold | 1-pt re-layout | unchanged | ours / engine, cold | ours / engine, 1-pt |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    table = {}
    for name in names:
        medians = {}
        for engine in engines:
            values = rounds[name][engine]
            medians[engine] = [statistics.median(v[i] for v in values) for i in range(3)]
            table.setdefault(name, {})[engine] = dict(
                cold_us=medians[engine][0], relayout_1pt_us=medians[engine][1], unchanged_us=medians[engine][2],
                rounds=values)
        for engine in engines:
            cold, relayout, unchanged = medians[engine]
            values = rounds[name][engine]
            spread = lambda i: f"[{fmt(min(v[i] for v in values))}–{fmt(max(v[i] for v in values))}]"
            ratio_cold = "—" if engine == "ours" else f"{medians['ours'][0] / cold:.2f}"
            ratio_relayout = "—" if engine == "ours" else f"{medians['ours'][1] / relayout:.2f}"
            print(f"| {name} | {engine} | {fmt(cold)} {spread(0)} | {fmt(relayout)} {spread(1)} | "
                  f"{fmt(unchanged, 3)} | {ratio_cold} | {ratio_relayout} |")
    print()
    print("Targets:")
    for name in names:
        ours = table[name]["ours"]
        yoga = table[name]["yoga"]
        ratio = ours["cold_us"] / yoga["cold_us"]
        print(f"  {name}: cold ≤ 0.5× Yoga: {ratio:.2f}× — {'met' if ratio <= 0.5 else 'NOT met'}")
        relayout = ours["relayout_1pt_us"] / ours["cold_us"]
        print(f"  {name}: 1-pt re-layout ≤ 0.3× our cold: {relayout:.2f}× — {'met' if relayout <= 0.3 else 'NOT met'}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(table, f, indent=2)


if __name__ == "__main__":
    main()
