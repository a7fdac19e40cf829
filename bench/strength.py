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
from ecarte.engine import Rules

# name: (A, B, mode, count, seed, rules spec)
MEASUREMENTS: dict[str, tuple[str, str, str, int, int, dict[str, Any]]] = {
    "novice-random": ("novice", "random", "deals", 2000, 1, {}),
    "club-novice": ("club", "novice", "deals", 2000, 2, {}),
    "expert-club": ("expert", "club", "deals", 2000, 3, {}),
    "expert-club-games": ("expert", "club", "games", 400, 4, {}),
    "club-novice-games": ("club", "novice", "games", 1000, 5, {}),
    "expert-club-one-process": ("expert", "club", "deals", 300, 5, {}),
    "expert-club-french": ("expert", "club", "deals", 300, 21, {"preset": "french"}),
    "expert-club-auto-king": ("expert", "club", "deals", 300, 21, {"preset": "auto-king"}),
    "expert-club-reshuffle": ("expert", "club", "deals", 300, 21, {"reshuffle_discards": True}),
    "expert-club-packets": ("expert", "club", "deals", 300, 21, {"packets": "2-2-1"}),
    "expert-club-videau-games": ("expert", "club", "games", 150, 31, {"videau": True}),
    "expert-club-italian-games": ("expert", "club", "games", 150, 31, {"preset": "italian"}),
}
ONE_PROCESS = {"expert-club-one-process"}  # decision times without a second worker


def command(a: str, b: str, mode: str, count: int, seed: int, jobs: int,
            spec: dict[str, Any]) -> str:
    flags = "".join(f" --rules {value}" if name == "preset" else
                    f" --option {name}={str(value).lower()}" for name, value in spec.items())
    return f"ecarte arena {a} {b} --{mode} {count} --seed {seed} --jobs {jobs}{flags} --json"


def measure(name: str, scale: float, jobs: int) -> dict[str, Any]:
    a, b, mode, count, seed, spec = MEASUREMENTS[name]
    count = max(2, round(count * scale))
    jobs = 1 if name in ONE_PROCESS else jobs
    config = ArenaConfig(a, b, Rules.from_spec(spec), deals=count if mode == "deals" else None,
                         games=count if mode == "games" else None, seed=seed, jobs=jobs)
    started = time.perf_counter()
    figures = run_arena(config).to_json()
    figures["name"] = name
    figures["command"] = command(a, b, mode, count, seed, jobs, spec)
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
        line += (f", games by stake {figures['a_stats']['stakes_won']} / "
                 f"{figures['b_stats']['stakes_won']}")
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
