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
need to). Engines: ours (stacks-benchmark), yoga (pyyoga: Yoga 3.2.1 called from Python),
yoga-native (the same Yoga library called from C++, scripts/yoga_native.cpp, no Python in the
timed code) and taffy (stretchable's taffylib from Python). For each engine and workload:

  build     building the tree: ours LayoutTree from LayoutNode values made in the same
            timed call (the LayoutTree alone, from nodes made beforehand, is reported with
            the targets); Yoga and Taffy creating the nodes, setting their styles and inserting
            the children (for yoga and taffy every call goes through Python, so their build
            figures are mostly Python; yoga-native's is Yoga's own cost);
  cold      the first layout of a freshly built tree (building it is not timed), the same way
            for every engine;
  build+cold  both together, timed as one;
  1-pt      a re-layout after the root width changed by 1 pt, alternating W and W - 1
            (ours: LayoutSession; Yoga: set_width + calculate_layout on the same tree;
            Taffy: node_set_style + compute_layout on the same tree);
  dirty     a re-layout after every leaf was marked changed (Yoga: each leaf's width set to 11
            and back to 10, untimed; Taffy: node_set_style on each leaf, untimed). Ours has no
            per-node invalidation: a changed tree is a new LayoutTree, so its figure is its
            cold layout;
  unchanged a re-layout with nothing changed (ours: LayoutSession with the same bounds; Yoga
            through Python pays a Python call, about 0.3 µs, where native Yoga returns in
            under 0.1 µs; Taffy with rounding on re-rounds the whole tree on every call).

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

    build = timed_samples(budget_s, min_runs, lambda: None, lambda _: YogaTree(spec))
    cold = timed_samples(budget_s, min_runs, fresh, lambda t: t.layout())
    build_cold = timed_samples(budget_s, min_runs, lambda: None, lambda _: YogaTree(spec).layout())
    tree = YogaTree(spec)
    tree.layout()

    def dirty():
        for leaf in tree.leaves:
            leaf.set_width(11.0)
            leaf.set_width(10.0)
        return tree

    dirtied = timed_samples(budget_s, min_runs, dirty, lambda t: t.layout())
    return dict(cold=cold, build=build, build_cold=build_cold, dirty=dirtied,
                **warm_timings(YogaTree(spec), spec, budget_s, min_runs))


def run_yoga_native(binary, name, budget_s):
    output = subprocess.run([binary, name, str(int(budget_s * 1000))], check=True, capture_output=True, text=True).stdout
    result = json.loads(output.strip().splitlines()[-1])
    geometry = dict(root_width=result["root_width"], root_height=result["root_height"],
                    last_leaf_x=result["last_leaf_x"], last_leaf_y=NAN, second_leaf_x=NAN)
    return dict(values=(result["cold_us"], result["relayout_1pt_us"], result["unchanged_us"], result["build_us"],
                        result["build_cold_us"], result["dirty_leaves_us"]), geometry=geometry)


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

    def fresh_untimed():
        while trees:
            trees.pop().free()
        return None

    def build_tree(_):
        trees.append(TaffyTree(spec))

    def build_and_layout(_):
        tree = TaffyTree(spec)
        trees.append(tree)
        tree.layout()

    build = timed_samples(budget_s, min_runs, fresh_untimed, build_tree)
    cold = timed_samples(budget_s, min_runs, fresh, lambda t: t.layout())
    build_cold = timed_samples(budget_s, min_runs, fresh_untimed, build_and_layout)
    while trees:
        trees.pop().free()
    tree = TaffyTree(spec)
    tree.layout()
    box_style = taffy_styles(spec, spec["width"])[2]

    def dirty():
        for leaf, _ in tree.leaves:
            taffylib.node_set_style(tree.ptr, leaf, box_style)
        return tree

    dirtied = timed_samples(budget_s, min_runs, dirty, lambda t: t.layout())
    tree.free()
    tree = TaffyTree(spec)
    timings = warm_timings(tree, spec, budget_s, min_runs)
    tree.free()
    return dict(cold=cold, build=build, build_cold=build_cold, dirty=dirtied, **timings)


# ---------------------------------------------------------------- ours


def run_ours(binary, name, budget_s):
    output = subprocess.run(
        [binary, "--workload", name, "--json", "--budget-ms", str(int(budget_s * 1000))],
        check=True, capture_output=True, text=True,
    ).stdout
    result = json.loads(output.strip().splitlines()[-1])
    return dict(
        tree_us=result["tree_us"],
        values=(result["cold_us"], result["relayout_1pt_us"], result["unchanged_ns"] / 1000, result["build_us"],
                result["build_cold_us"], result["cold_us"]),
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
    parser.add_argument("--yoga-native", required=True, help="path of the built scripts/yoga_native.cpp")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--budget-ms", type=int, default=1000, help="wall time per engine, workload and measurement")
    parser.add_argument("--min-runs", type=int, default=7)
    parser.add_argument("--workload", action="append", choices=list(WORKLOADS), help="default: both")
    parser.add_argument("--json", help="also write the round medians to this file")
    args = parser.parse_args()
    budget_s = args.budget_ms / 1000
    names = args.workload or list(WORKLOADS)
    engines = ["ours", "yoga", "yoga-native", "taffy"]
    columns = ["cold", "1-pt re-layout", "unchanged", "build", "build + cold", "every leaf dirtied"]
    rounds = {name: {engine: [] for engine in engines} for name in names}
    geometry = {name: {} for name in names}
    ours_tree = {name: [] for name in names}  # ours: the LayoutTree alone, from prebuilt LayoutNodes

    print(f"machine: {platform.machine()}, {os.cpu_count()} CPUs, {platform.platform()}; Python {platform.python_version()}")
    print(f"load average at start: {open('/proc/loadavg').read().split()[:3]}")
    for r in range(args.rounds):
        for name in names:
            spec = WORKLOADS[name]
            order = engines[r % 4:] + engines[: r % 4]
            for engine in order:
                if engine == "ours":
                    result = run_ours(args.ours, name, budget_s)
                    rounds[name]["ours"].append(result["values"])
                    ours_tree[name].append(result["tree_us"])
                elif engine == "yoga-native":
                    result = run_yoga_native(args.yoga_native, name, budget_s)
                    rounds[name][engine].append(result["values"])
                else:
                    result = (run_yoga if engine == "yoga" else run_taffy)(spec, budget_s, args.min_runs)
                    rounds[name][engine].append(tuple(median_us(result[key]) for key in
                                                      ("cold", "relayout", "unchanged", "build", "build_cold", "dirty")))
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
    print("| workload | engine | " + " | ".join(columns) + " | ours / engine: cold | build + cold | 1-pt |")
    print("| --- | --- |" + " ---: |" * (len(columns) + 3))
    table = {}
    for name in names:
        medians = {}
        for engine in engines:
            values = rounds[name][engine]
            medians[engine] = [statistics.median(v[i] for v in values) for i in range(len(columns))]
            table.setdefault(name, {})[engine] = dict(zip(
                ["cold_us", "relayout_1pt_us", "unchanged_us", "build_us", "build_cold_us", "dirty_us"], medians[engine]),
                rounds=values)
        for engine in engines:
            values = rounds[name][engine]
            cells = []
            for i, value in enumerate(medians[engine]):
                if i == 2:
                    cells.append(fmt(value, 3))
                else:
                    cells.append(f"{fmt(value)} [{fmt(min(v[i] for v in values))}–{fmt(max(v[i] for v in values))}]")
            ratios = ["—"] * 3 if engine == "ours" else [
                f"{medians['ours'][i] / medians[engine][i]:.2f}" for i in (0, 4, 1)]
            print(f"| {name} | {engine} | " + " | ".join(cells) + " | " + " | ".join(ratios) + " |")
    print()
    print("Targets:")
    for name in names:
        ours = table[name]["ours"]
        for yoga in ("yoga", "yoga-native"):
            ratio = ours["cold_us"] / table[name][yoga]["cold_us"]
            print(f"  {name}: cold ≤ 0.5× {yoga}: {ratio:.2f}× — {'met' if ratio <= 0.5 else 'NOT met'}")
        ratio = ours["build_cold_us"] / table[name]["yoga-native"]["build_cold_us"]
        print(f"  {name}: build + cold ≤ 0.5× native Yoga's: {ratio:.2f}× — {'met' if ratio <= 0.5 else 'NOT met'}")
        tree = statistics.median(ours_tree[name])
        ratio = tree / ours["cold_us"]
        print(f"  {name}: the LayoutTree from prebuilt LayoutNodes ({fmt(tree)} µs) ≤ its cold layout: {ratio:.2f}× — "
              f"{'met' if ratio <= 1 else 'NOT met'} (with making the LayoutNodes: {ours['build_us'] / ours['cold_us']:.2f}×)")
        relayout = ours["relayout_1pt_us"] / ours["cold_us"]
        print(f"  {name}: 1-pt re-layout ≤ 0.3× our cold: {relayout:.2f}× — {'met' if relayout <= 0.3 else 'NOT met'}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(table, f, indent=2)


if __name__ == "__main__":
    main()
