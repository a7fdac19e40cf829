"""Random legal deals per second through the public engine API.

Run: python bench/engine_speed.py [--deals N] [--repeats R] [--preset P] [--clock cpu|wall]
                                  [--before TREE]

Each deal: deal the cards, then legal_actions + apply until the deal ends (concede
excluded, so every deal is played out), choosing at random. Reports the median of R runs;
the CPU clock (the default) times this process only, so other work on a shared machine
does not count.

``--before /work/before`` measures another source tree too, with this same loop, and
prints both medians and their ratio. Each run is then a fresh process (the tree on
PYTHONPATH), the two trees taking turns, so both see the same machine.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

WARM_UP = 1_000  # deals played before the clock starts (imports, caches)


def run(deals: int, seed: int, preset: str, clock: Callable[[], float]) -> float:
    """Random legal deals per second, over ``deals`` deals."""
    from ecarte.engine import CHANCE, Rules, apply, chance_action, legal_actions, new_match

    rules = Rules.preset(preset)
    rng = random.Random(seed)
    state = new_match(rules, first_dealer=0)
    done = 0
    start = clock()
    while done < deals:
        if state.actor is None:
            state = new_match(rules, first_dealer=0)
        if state.actor == CHANCE:
            before = state.game.deals if state.game else 0
            state, _ = apply(state, chance_action(state, rng))
            if state.game is not None and state.game.deals > before:
                done += 1
            continue
        actions = [a for a in legal_actions(state) if a.kind != "concede"]
        state, _ = apply(state, rng.choice(actions))
    return deals / (clock() - start)


def _clock(name: str) -> Callable[[], float]:
    return time.process_time if name == "cpu" else time.perf_counter


def _in_process(tree: Path, deals: int, seed: int, preset: str, clock: str) -> float:
    """One run in a fresh interpreter that imports ``ecarte`` from ``tree``."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run(
        [sys.executable, __file__, "--worker", "--deals", str(deals), "--seed", str(seed),
         "--preset", preset, "--clock", clock, "--expect", str(tree)],
        env=env, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"the run on {tree} failed:\n{out.stderr.strip()}")
    return float(out.stdout)


def _worker(args: argparse.Namespace) -> None:
    import ecarte

    found = Path(ecarte.__file__).resolve().parent.parent
    if args.expect and found != Path(args.expect).resolve():
        raise SystemExit(f"imported ecarte from {found}, not from {args.expect}")
    run(WARM_UP, args.seed + 1000, args.preset, time.perf_counter)
    print(run(args.deals, args.seed, args.preset, _clock(args.clock)))


def _summary(rates: list[float]) -> str:
    return (f"median {statistics.median(rates):,.0f} deals/s "
            f"(min {min(rates):,.0f}, max {max(rates):,.0f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=20_000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--preset", default="club")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="cpu")
    parser.add_argument("--before", type=Path, metavar="TREE",
                        help="a source tree to measure too (its ecarte/ package), e.g. "
                             "/work/before")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--expect", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        _worker(args)
        return
    what = (f"preset {args.preset}, {args.clock} clock, {args.repeats} runs of "
            f"{args.deals:,} random legal deals")
    if args.before is None:
        run(WARM_UP, 1000, args.preset, time.perf_counter)
        rates = [run(args.deals, seed, args.preset, _clock(args.clock))
                 for seed in range(args.repeats)]
        print(f"{what}: {_summary(rates)}")
        return
    here = Path(__file__).resolve().parent.parent
    now: list[float] = []
    then: list[float] = []
    for seed in range(args.repeats):
        now.append(_in_process(here, args.deals, seed, args.preset, args.clock))
        then.append(_in_process(args.before, args.deals, seed, args.preset, args.clock))
    print(what)
    print(f"  this tree ({here}): {_summary(now)}")
    print(f"  before    ({args.before}): {_summary(then)}")
    print(f"  ratio (medians): {statistics.median(now) / statistics.median(then):.2f}")


if __name__ == "__main__":
    main()
