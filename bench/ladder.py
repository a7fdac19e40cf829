"""The ratings of the bot levels (``ecarte.rating.LADDER``) from arena games between them.

Run: python bench/ladder.py [--scale F] [--jobs K] [--out FILE.json]

Plays duplicate games to 5 between adjacent levels with ``ecarte arena A B --games N
--seed S --json`` (one subprocess each, so every figure has a command that reproduces it
alone), turns A's share of the games won into a rating difference through the logistic
of the rating scale, ``400 * log10(p / (1 - p))``, and chains the differences upwards from
novice, anchored at 1500 (a new player's rating). The 95% interval of each share is
carried through the same formula; the intervals of a level's rating add up the
intervals of the steps below or above novice (in quadrature). ``--scale 0.1`` is a quick
look with wider intervals.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import time
from typing import Any

ANCHOR = ("novice", 1500.0)
# (A, B, game pairs, seed): A is the stronger level
STEPS: list[tuple[str, str, int, int]] = [
    ("novice", "random", 1000, 41),
    ("club", "novice", 1000, 5),
    ("expert", "club", 400, 4),
]


def difference(share: float) -> float:
    """The rating difference at which the logistic expects ``share`` of the games."""
    share = min(max(share, 1e-6), 1 - 1e-6)
    return 400.0 * math.log10(share / (1.0 - share))


def measure(a: str, b: str, pairs: int, seed: int, jobs: int) -> dict[str, Any]:
    command = ["ecarte", "arena", a, b, "--games", str(pairs), "--seed", str(seed),
               "--jobs", str(jobs), "--json"]
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "ecarte", *command[1:]], check=True,
                          capture_output=True, text=True)
    figures: dict[str, Any] = json.loads(done.stdout)
    won, lost = figures["a_stats"]["games_won"], figures["b_stats"]["games_won"]
    # a share of 0 or 1 has no finite difference: count half a game each way (its bound)
    share = (won + 0.5) / (won + lost + 1.0) if lost == 0 or won == 0 else won / (won + lost)
    low, high = figures["game_share_ci95"]
    figures.update(command=" ".join(command), seconds=round(time.perf_counter() - started, 1),
                   load_average=[round(x, 2) for x in os.getloadavg()], won=won, lost=lost,
                   share=share, difference=difference(share),
                   difference_ci95=[difference(low), difference(min(high, 1 - 0.5 / (won + lost)))])
    return figures


def chain(steps: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Each level's rating and its 95% half-width, from the anchor along the steps."""
    name, value = ANCHOR
    ladder = {name: {"value": value, "half": 0.0}}
    pending = list(steps)
    while pending:
        for step in list(pending):
            low, high = step["difference_ci95"]
            half = (high - low) / 2
            if step["b"] in ladder and step["a"] not in ladder:
                below = ladder[step["b"]]
                ladder[step["a"]] = {"value": below["value"] + step["difference"],
                                     "half": math.hypot(below["half"], half)}
            elif step["a"] in ladder and step["b"] not in ladder:
                above = ladder[step["a"]]
                ladder[step["b"]] = {"value": above["value"] - step["difference"],
                                     "half": math.hypot(above["half"], half)}
            else:
                continue
            pending.remove(step)
    return ladder


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--out", help="also write every figure to this JSON file")
    args = parser.parse_args()
    steps = []
    for a, b, pairs, seed in STEPS:
        figures = measure(a, b, max(2, round(pairs * args.scale)), seed, args.jobs)
        steps.append(figures)
        low, high = figures["game_share_ci95"]
        d_low, d_high = figures["difference_ci95"]
        print(f"{a} vs {b}: {figures['units']} game pairs, games {figures['won']}-"
              f"{figures['lost']}, share {figures['share']:.1%} [{low:.1%}, {high:.1%}], "
              f"difference {figures['difference']:+.0f} [{d_low:+.0f}, {d_high:+.0f}]"
              f"  ({figures['seconds']} s, load {figures['load_average']})\n"
              f"    reproduce: {figures['command']}", flush=True)
    ladder = chain(steps)
    for name in ("random", "novice", "club", "expert"):
        rung = ladder[name]
        print(f"{name:>7}: {rung['value']:6.0f} ± {rung['half']:.0f}")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            json.dump({"steps": steps, "ladder": ladder}, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
