"""Random legal deals per second through the public engine API.

Run: python bench/engine_speed.py [--deals N] [--repeats R] [--preset P] [--clock cpu|wall]
                                  [--before TREE] [--floor] [--callgrind]

Each deal: deal the cards, then legal_actions + apply until the deal ends (concede
excluded, so every deal is played out), choosing at random. Reports the median of R runs;
the CPU clock (the default) times this process only, so other work on a shared machine
does not count.

``--before /work/before`` measures another source tree too, with this same loop, and
prints both medians and their ratio. Each run is then a fresh process (the tree on
PYTHONPATH), the two trees taking turns, so both see the same machine.

``--floor`` adds two engines that are not ecarte's, run by the same loop: ``floor_null``
(no rules: what the loop and the shuffle cost by themselves) and ``floor_lean`` (the
leanest immutable engine we could write for the club rules, which plays the same deals
as the engine, action for action: checked over 4,000 deals first). They say how fast an
engine with this API can be, and so how far the engine is from it.

``--callgrind`` counts machine instructions per deal instead (valgrind's callgrind: the
runs of 200 and of 1,200 deals after the warm-up, their difference over 1,000 deals), the
same on a busy machine as on a quiet one.

    python bench/engine_speed.py --before /work/before --floor --callgrind
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

WARM_UP = 1_000  # deals played before the clock starts (imports, caches)
ENGINE = "ecarte.engine"
FLOORS = ("floor_null", "floor_lean")  # modules beside this file
HERE = Path(__file__).resolve().parent.parent


def run(deals: int, seed: int, preset: str, clock: Callable[[], float],
        engine: str = ENGINE) -> float:
    """Random legal deals per second, over ``deals`` deals."""
    api: Any = importlib.import_module(engine)
    CHANCE, Rules, apply, chance_action, legal_actions, new_match = (
        api.CHANCE, api.Rules, api.apply, api.chance_action, api.legal_actions,
        api.new_match)

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


def moves(deals: int, seed: int, engine: str) -> Iterator[tuple[str, tuple[int, ...]]]:
    """The actions chosen by ``run``'s loop, as (kind, card indexes), over ``deals``."""
    api: Any = importlib.import_module(engine)
    rng = random.Random(seed)
    state = api.new_match(api.Rules.preset("club"), first_dealer=0)
    for _ in range(deals):
        if state.actor is None:
            state = api.new_match(api.Rules.preset("club"), first_dealer=0)
        state, _ = api.apply(state, api.chance_action(state, rng))
        while state.actor not in (api.CHANCE, None):
            action = rng.choice([a for a in api.legal_actions(state) if a.kind != "concede"])
            yield action.kind, tuple(card.index for card in action.cards)
            state, _ = api.apply(state, action)


def _clock(name: str) -> Callable[[], float]:
    return time.process_time if name == "cpu" else time.perf_counter


def _worker_command(tree: Path, engine: str, deals: int, seed: int, preset: str,
                    clock: str) -> tuple[list[str], dict[str, str]]:
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    return ([sys.executable, __file__, "--worker", "--deals", str(deals), "--seed", str(seed),
             "--preset", preset, "--clock", clock, "--engine", engine,
             "--expect", str(tree) if engine == ENGINE else ""], env)


def _in_process(tree: Path, deals: int, seed: int, preset: str, clock: str,
                engine: str = ENGINE) -> float:
    """One run in a fresh interpreter that imports ``engine`` (``ecarte`` from ``tree``)."""
    command, env = _worker_command(tree, engine, deals, seed, preset, clock)
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"the run on {tree} ({engine}) failed:\n{out.stderr.strip()}")
    return float(out.stdout)


def _instructions(tree: Path, engine: str, preset: str) -> float:
    """Machine instructions per deal of ``run``'s loop, counted by callgrind."""
    def count(deals: int) -> int:
        command, env = _worker_command(tree, engine, deals, 0, preset, "cpu")
        wrap = ["setarch", "-R"] if shutil.which("setarch") else []
        out = subprocess.run([*wrap, "valgrind", "--tool=callgrind",
                              "--callgrind-out-file=/dev/null", *command],
                             env=env, capture_output=True, text=True, check=False)
        found = re.search(r"refs:\s*([\d,]+)", out.stderr)
        if out.returncode != 0 or found is None:
            raise SystemExit(f"callgrind on {tree} ({engine}) failed:\n{out.stderr[-800:]}")
        return int(found.group(1).replace(",", ""))
    return (count(1_200) - count(200)) / 1_000


def _worker(args: argparse.Namespace) -> None:
    if args.engine == ENGINE:
        import ecarte

        found = Path(ecarte.__file__).resolve().parent.parent
        if args.expect and found != Path(args.expect).resolve():
            raise SystemExit(f"imported ecarte from {found}, not from {args.expect}")
    run(WARM_UP, args.seed + 1000, args.preset, time.perf_counter, args.engine)
    print(run(args.deals, args.seed, args.preset, _clock(args.clock), args.engine))


def _summary(rates: list[float]) -> str:
    return (f"median {statistics.median(rates):,.0f} deals/s "
            f"(min {min(rates):,.0f}, max {max(rates):,.0f})")


def _same_deals(deals: int, seeds: tuple[int, ...] = (7, 3)) -> None:
    """``floor_lean`` is only a floor if it plays what the engine plays: the same actions
    over ``deals`` deals of each seed, in one process (so that what one seed left in a
    cache is met by the next)."""
    for seed in seeds:
        both = zip(moves(deals, seed, ENGINE), moves(deals, seed, FLOORS[1]), strict=True)
        for at, (ours, lean) in enumerate(both):
            if ours != lean:
                raise SystemExit(f"floor_lean parts from the engine at action {at} of seed "
                                 f"{seed}: {lean} where the engine chose {ours}")


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
    parser.add_argument("--floor", action="store_true",
                        help="measure floor_null and floor_lean too (club rules only)")
    parser.add_argument("--callgrind", action="store_true",
                        help="count instructions per deal (valgrind) instead of timing")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--engine", default=ENGINE, help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--expect", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        _worker(args)
        return
    if args.floor and args.preset != "club":
        parser.error("the floor engines know the club rules only")
    if args.callgrind and not shutil.which("valgrind"):
        parser.error("--callgrind needs valgrind")
    runs: list[tuple[str, Path, str]] = [("this tree", HERE, ENGINE)]
    if args.before is not None:
        runs.append(("before", args.before, ENGINE))
    if args.floor:
        _same_deals(2_000)
        runs += [(name, HERE, name) for name in FLOORS]
    if args.callgrind:
        print(f"preset {args.preset}, callgrind instructions per deal")
        counts = {label: _instructions(tree, engine, args.preset)
                  for label, tree, engine in runs}
        for label, tree, engine in runs:
            print(f"  {_named(label, tree, engine)}: {counts[label]:,.0f}")
        _ratios(runs, {label: 1 / count for label, count in counts.items()})
        return
    print(f"preset {args.preset}, {args.clock} clock, {args.repeats} runs of "
          f"{args.deals:,} random legal deals")
    rates: dict[str, list[float]] = {label: [] for label, _, _ in runs}
    for seed in range(args.repeats):  # the engines take turns
        for label, tree, engine in runs:
            rates[label].append(_in_process(tree, args.deals, seed, args.preset, args.clock,
                                            engine))
    for label, tree, engine in runs:
        print(f"  {_named(label, tree, engine)}: {_summary(rates[label])}")
    _ratios(runs, {label: statistics.median(found) for label, found in rates.items()})


def _named(label: str, tree: Path, engine: str) -> str:
    where = tree if engine == ENGINE else Path(__file__).parent / f"{engine}.py"
    return f"{label:<10} ({where})"


def _ratios(runs: list[tuple[str, Path, str]], speed: dict[str, float]) -> None:
    """Each speed (deals per unit of time or of work) against the first run's."""
    first = runs[0][0]
    for label, _, _ in runs[1:]:
        print(f"  {first} / {label}: {speed[first] / speed[label]:.2f}")


if __name__ == "__main__":
    main()
