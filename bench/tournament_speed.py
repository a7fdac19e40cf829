"""Deals per second of a tournament (``ecarte tournament``): a round-robin of the given
levels, timed from start to end, every deal of every match counted (each deal pair is
two deals).

Run: python bench/tournament_speed.py [--deals N] [--jobs K] [LEVEL ...]

Default: random, novice and club, 200 deal pairs a match (three matches: 1,200 deals);
then the same with an outside engine (``exec:ecarte engine --level club``) in place of
club, to show what the pipes cost.
"""

from __future__ import annotations

import argparse
import shlex
import sys
import time

from ecarte.tournament import TournamentConfig, run_tournament


def speed(levels: tuple[str, ...], deals: int, jobs: int) -> None:
    config = TournamentConfig(levels, deals=deals, jobs=jobs, seed=1)
    start = time.perf_counter()
    result = run_tournament(config)
    seconds = time.perf_counter() - start
    played = sum(match.deals for match in result.matches)
    shown = ", ".join(level if len(level) < 30 else level[:27] + "..." for level in levels)
    print(f"{shown}: {len(result.matches)} matches, {played} deals in {seconds:.2f} s: "
          f"{played / seconds:,.0f} deals/s (jobs {jobs})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("levels", nargs="*", default=["random", "novice", "club"])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    speed(tuple(args.levels), args.deals, args.jobs)
    if not sys.argv[1:] or args.levels == ["random", "novice", "club"]:
        outside = "exec:" + shlex.join([sys.executable, "-m", "ecarte", "engine", "--level",
                                        "club"])
        speed(("random", "novice", outside), args.deals, args.jobs)


if __name__ == "__main__":
    main()
