#!/usr/bin/env python3
"""Measures screenspec against a bare libyaml parse and a Foundation hello-world.

Run through Benchmarks/run.sh (`make bench`), which builds the three programs and passes their
paths. For each spec size it writes a synthetic spec (Benchmarks/synth.py), verifies that it
checks clean, then times each program: one warm-up run, then the median wall time and the
median peak RSS of --runs runs (--small-runs for the smallest spec, whose runs are short). The
programs compared on one size run in turn, round after round (a bare parse, check, generate,
then again), so that a machine that speeds up or slows down during the benchmark moves both
sides of a ratio alike; the hello-worlds run in turn with the smallest spec's generate.
`generate` writes into a fresh empty folder on every run.

Prints a table of figures and the ratios of the targets (PASS or MISS each). Exits 1 on an
error (a program that fails, a spec that does not check clean), never on a missed target.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import synth  # noqa: E402


def run_once(command):
    """Runs command; returns (seconds, peak RSS in bytes, exit status, stdout+stderr, CPU seconds).

    The peak RSS comes from /usr/bin/time, a small C program: a child forked from Python would
    count Python's own pages before its exec. The wall time is taken around it (time adds the
    same millisecond to every program)."""
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as report:
        start = time.perf_counter()
        completed = subprocess.run(["/usr/bin/time", "-o", report.name, "-f", "%M %U %S"] + command,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        elapsed = time.perf_counter() - start
        fields = report.read().split()
    # The last line is "RSS user system"; a failing program adds a line before it.
    rss, cpu = 0, 0.0
    if len(fields) >= 3 and fields[-3].isdigit():
        rss = int(fields[-3]) * 1024
        cpu = float(fields[-2]) + float(fields[-1])
    return elapsed, rss, completed.returncode, completed.stdout.decode("utf-8", "replace"), cpu


def measure(programs, runs):
    """Times programs, a list of (name, command, before), in turn: a warm-up round, then runs
    rounds; before(), where given, runs untimed ahead of every run of its program. Returns
    ({name: (median seconds, median peak RSS, median CPU seconds)} of the programs that ran
    cleanly, [a message for each program that failed]); a program that fails is not run again."""
    samples = {name: ([], [], []) for name, _, _ in programs}
    failures = {}
    for index in range(runs + 1):
        for name, command, before in programs:
            if name in failures:
                continue
            if before:
                before()
            elapsed, rss, status, output, cpu = run_once(command)
            if status != 0:
                failures[name] = f"{name} exited {status}: {' '.join(command)}\n{output.strip()[:2000]}"
            elif index > 0:
                for values, value in zip(samples[name], (elapsed, rss, cpu)):
                    values.append(value)
    results = {name: tuple(statistics.median(values) for values in samples[name])
               for name, _, _ in programs if name not in failures}
    return results, list(failures.values())


def fresh(folder):
    """A callable that empties folder, so that generate writes every file on every run."""
    def empty():
        shutil.rmtree(folder, ignore_errors=True)
    return empty


def seconds(value):
    return f"{value * 1000:.0f} ms" if value < 10 else f"{value:.1f} s"


def mebibytes(value):
    return f"{value / 1048576:.1f} MiB"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--screenspec", required=True)
    parser.add_argument("--yaml-parse", required=True)
    parser.add_argument("--hello", required=True)
    parser.add_argument("--hello-static", help="the hello-world with the Swift runtime linked in, "
                        "as `make release` links screenspec on Linux; measured for information")
    parser.add_argument("--debug-screenspec", help="the debug-built tool (what the build plugin runs in "
                        "debug builds), timed generating the start-up case")
    parser.add_argument("--work", required=True, help="scratch folder for specs and output")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--small-runs", type=int, default=21,
                        help="runs of the start-up case: a few tens of milliseconds each, where the "
                        "machine's noise is as large as a difference worth measuring")
    parser.add_argument("--sizes", default="5000,50000",
                        help="screen counts besides the start-up case ('' for none); the ratios need 5000 "
                        "and 50000, and a target whose sizes were not measured is left out")
    parser.add_argument("--small", type=int, default=500, help="screens of the start-up case (an app's size)")
    args = parser.parse_args()
    if args.runs < 1 or args.small_runs < 1:
        parser.error("--runs and --small-runs must be at least 1")
    sizes = []
    for size in (int(text) for text in args.sizes.split(",") if text.strip()):
        if size != args.small and size not in sizes:
            sizes.append(size)

    results = {}  # size -> {program: (seconds, rss, cpu)}, plus "bytes" and "files"
    errors = []
    hello, hello_static = None, None
    for size in [args.small] + sizes:
        folder = os.path.join(args.work, f"specs-{size}")
        output = os.path.join(args.work, f"generated-{size}")
        total = synth.write(size, folder)
        row = {"bytes": total, "files": len(os.listdir(folder))}
        results[size] = row
        print(f"{size} screens: {row['files']} files, {total} bytes", file=sys.stderr, flush=True)

        _, _, status, text, _ = run_once([args.screenspec, "check", folder])
        if status != 0 or text.strip():
            errors.append(f"the synthetic spec of {size} screens does not check clean "
                          f"(exit {status}):\n{text.strip()[:2000]}")
            continue
        generate = ("generate", [args.screenspec, "generate", folder, "--output", output], fresh(output))
        if size == args.small:
            programs = [("hello", [args.hello], None), generate]
            if args.hello_static:
                programs.append(("hello (static)", [args.hello_static], None))
            if args.debug_screenspec:
                programs.append(("generate (debug)", [args.debug_screenspec, "generate", folder, "--output", output],
                                 fresh(output)))
        else:
            programs = [("libyaml", [args.yaml_parse, folder], None),
                        ("check", [args.screenspec, "check", folder], None),
                        generate]
        figures, failures = measure(programs, args.small_runs if size == args.small else args.runs)
        errors.extend(failures)
        hello = figures.pop("hello", hello)
        hello_static = figures.pop("hello (static)", hello_static)
        row.update(figures)
        shutil.rmtree(output, ignore_errors=True)

    print()
    print(f"median of {args.runs} runs ({args.small_runs} at {args.small} screens) after a warm-up: wall-clock "
          f"time (CPU time, user + system, in parentheses), peak RSS; load average {os.getloadavg()[0]:.2f} at the end")
    if hello:
        print(f"hello-world (the start-up floor): {seconds(hello[0])} ({seconds(hello[2])}), {mebibytes(hello[1])}")
    if hello_static:
        print(f"hello-world with the Swift runtime linked in, as screenspec is: {seconds(hello_static[0])} "
              f"({seconds(hello_static[2])}), {mebibytes(hello_static[1])}")
    print()
    debug = results.get(args.small, {}).get("generate (debug)")
    if debug:
        print(f"generate at {args.small} screens, the debug-built tool: {seconds(debug[0])} ({seconds(debug[2])}), "
              f"{mebibytes(debug[1])}")
    header = ["screens", "files", "input", "libyaml parse", "check", "generate"]
    lines = [header, ["---"] * len(header)]
    for size in [args.small] + sizes:
        row = results[size]
        cells = [str(size), str(row["files"]), mebibytes(row["bytes"])]
        for name in ("libyaml", "check", "generate"):
            figure = row.get(name)
            cells.append(f"{seconds(figure[0])} ({seconds(figure[2])}), {mebibytes(figure[1])}" if figure else "-")
        lines.append(cells)
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for line in lines:
        print("| " + " | ".join(cell.ljust(width) for cell, width in zip(line, widths)) + " |")

    print()
    big = max(sizes) if sizes else None
    mid = 5000 if 5000 in sizes and big != 5000 else None
    targets = []

    def ratio(name, numerator, denominator, limit, unit="x"):
        if numerator is None or denominator is None:
            targets.append((name, None, limit, unit))
        else:
            targets.append((name, numerator / denominator, limit, unit))

    def figure(size, program, index):
        value = results.get(size, {}).get(program)
        return value[index] if value else None

    if big:
        ratio(f"check / libyaml parse at {big}", figure(big, "check", 0), figure(big, "libyaml", 0), 6)
        ratio(f"generate / libyaml parse at {big}", figure(big, "generate", 0), figure(big, "libyaml", 0), 12)
        for program in ("check", "generate"):
            ratio(f"{program} peak memory / input at {big}", figure(big, program, 1),
                  results.get(big, {}).get("bytes"), 80)
    if mid:
        for program in ("check", "generate"):
            ratio(f"{program} time({big}) / time({mid})", figure(big, program, 0), figure(mid, program, 0), 11)
    ratio(f"generate at {args.small} screens / hello-world", figure(args.small, "generate", 0),
          hello[0] if hello else None, 2)
    ratio(f"debug generate at {args.small} screens, seconds", figure(args.small, "generate (debug)", 0), 1, 0.5, " s")

    width = max(len(target[0]) for target in targets)
    for name, value, limit, unit in targets:
        if value is None:
            print(f"{name.ljust(width)}   n/a        target <= {limit}{unit}   ERROR")
        else:
            verdict = "PASS" if value <= limit else "MISS"
            print(f"{name.ljust(width)}   {value:7.2f}{unit}   target <= {limit}{unit}   {verdict}")
    small = figure(args.small, "generate", 0)
    if hello_static and small is not None:
        print(f"(for information: generate at {args.small} screens / the hello-world linked as screenspec is: "
              f"{small / hello_static[0]:.2f}x)")

    if errors:
        print(file=sys.stderr)
        for error in errors:
            print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
