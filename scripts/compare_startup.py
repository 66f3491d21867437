#!/usr/bin/env python3
"""Start-up times of several `stacks` binaries on one command, interleaved run by run.

On a shared machine the load changes from second to second; running the binaries in turn, one
run each, gives each the same conditions, which blocks of runs per binary do not. Prints, for
each binary, the median and quartiles of the wall time and the median CPU time (user + system)
of the child, and the 1-minute load average before, during and after.

    python3 scripts/compare_startup.py --runs 100 before/stacks after/stacks -- \
        frames .build/perf/one-box.json --text-metrics fixed
"""
import argparse
import resource
import statistics
import subprocess
import sys
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=100, help="runs of each binary")
    parser.add_argument("binaries", nargs="+", help="the binaries (the command's arguments follow --)")
    arguments = sys.argv[1:]
    split = arguments.index("--") if "--" in arguments else len(arguments)
    args = parser.parse_args(arguments[:split])
    command = arguments[split + 1:]
    binaries = args.binaries
    wall = {b: [] for b in binaries}
    cpu = {b: [] for b in binaries}
    loads = [open("/proc/loadavg").read().split()[0]]
    for b in binaries:  # the file cache warm for each
        subprocess.run([b] + command, stdout=subprocess.DEVNULL, check=True)
    for run in range(args.runs):
        for b in binaries:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run([b] + command, stdout=subprocess.DEVNULL, check=True)
            wall[b].append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[b].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if run == args.runs // 2:
            loads.append(open("/proc/loadavg").read().split()[0])
    loads.append(open("/proc/loadavg").read().split()[0])
    print(f"{' '.join(command)}: {args.runs} runs each, interleaved; 1-minute load average {' '.join(loads)}")
    for b in binaries:
        q = statistics.quantiles(wall[b], n=4)
        print(f"  {b:44} wall {statistics.median(wall[b]) * 1e3:6.2f} ms (quartiles {q[0] * 1e3:.2f}–{q[2] * 1e3:.2f}),"
              f" CPU {statistics.median(cpu[b]) * 1e3:6.2f} ms")


if __name__ == "__main__":
    main()
