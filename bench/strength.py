"""Every figure of docs/strength.md: the ladder, expert vs club, games to 5, decision times.

Run: python bench/strength.py [--jobs K] [--scale F] [--only NAME ...] [--out FILE.json]
``--scale 0.1`` runs a tenth of each match (a quick look; the intervals widen). Each line
printed names the ``ecarte arena`` command that reproduces it alone. Decision times are
wall-clock per ``choose`` call over whole matches; the machine's load average is printed
with them, since other work on the same cores slows them down.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

from ecarte.arena import ArenaConfig, run_arena

# name: (A, B, mode, count, seed)
MEASUREMENTS: dict[str, tuple[str, str, str, int, int]] = {
    "novice-random": ("novice", "random", "deals", 2000, 1),
    "club-novice": ("club", "novice", "deals", 2000, 2),
    "expert-club": ("expert", "club", "deals", 2000, 3),
    "expert-club-games": ("expert", "club", "games", 400, 4),
    "club-novice-games": ("club", "novice", "games", 1000, 5),
}


def command(a: str, b: str, mode: str, count: int, seed: int, jobs: int) -> str:
    return f"ecarte arena {a} {b} --{mode} {count} --seed {seed} --jobs {jobs} --json"


def measure(name: str, scale: float, jobs: int) -> dict[str, Any]:
    a, b, mode, count, seed = MEASUREMENTS[name]
    count = max(2, round(count * scale))
    config = ArenaConfig(a, b, deals=count if mode == "deals" else None,
                         games=count if mode == "games" else None, seed=seed, jobs=jobs)
    started = time.perf_counter()
    figures = run_arena(config).to_json()
    figures["name"] = name
    figures["command"] = command(a, b, mode, count, seed, jobs)
    figures["seconds"] = round(time.perf_counter() - started, 1)
    figures["load_average"] = [round(x, 2) for x in os.getloadavg()]
    return figures


def report(figures: dict[str, Any]) -> str:
    low, high = figures["ci95"]
    line = (f"{figures['name']}: {figures['a']} vs {figures['b']}, {figures['units']} "
            f"{figures['mode'][:-1]} pairs: {figures['points_per_deal']:+.3f} points/deal "
            f"[{low:+.3f}, {high:+.3f}]")
    if figures["mode"] == "games":
        s_low, s_high = figures["game_share_ci95"]
        line += (f", games won {figures['game_share']:.1%} [{s_low:.1%}, {s_high:.1%}]")
    for key in ("a_stats", "b_stats"):
        bot = figures[key[0]]
        stats = figures[key]
        line += (f"\n    {bot}: median {stats['median_ms']:.2f} ms, p99 {stats['p99_ms']:.2f} ms"
                 f" over {stats['decisions']} decisions")
    line += (f"\n    {figures['seconds']} s, load average {figures['load_average']}"
             f"\n    reproduce: {figures['command']}")
    return line


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--only", nargs="*", choices=sorted(MEASUREMENTS), default=None)
    parser.add_argument("--out", help="also write every figure to this JSON file")
    args = parser.parse_args()
    results = []
    for name in args.only or MEASUREMENTS:
        figures = measure(name, args.scale, args.jobs)
        results.append(figures)
        print(report(figures), flush=True)
        if args.out:
            with open(args.out, "w", encoding="utf-8") as handle:
                json.dump(results, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
