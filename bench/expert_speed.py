"""The expert's decision time (CPU) on the same positions, in this tree and another.

Run: python bench/expert_speed.py [--before TREE] [--decisions N] [--repeats R] [--seed S]
                                  [--callgrind]

The positions are those the expert meets playing club from a fixed seed (the same in
every tree whose engine and bots play the same). Each run is a fresh process (the tree on
PYTHONPATH) that times ``choose`` on each decision with the CPU clock; the trees take
turns, so both see the same machine. Prints the median and mean decision time of each
run's medians, and their ratio. ``--callgrind`` counts the machine instructions of the
decisions instead (valgrind: the run of N decisions less the run of N/4), the same on a
busy machine as on a quiet one.

    python bench/expert_speed.py --before /work/before --callgrind
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def _times(decisions: int, seed: int) -> list[float]:
    """CPU seconds of each of the expert's decisions (the first ``decisions``)."""
    import random

    from ecarte.bots import make_bot
    from ecarte.engine import CHANCE, Rules, apply, chance_action, new_match, view

    rng = random.Random(seed)
    bots = (make_bot("expert", seed=seed), make_bot("club", seed=seed + 1))
    state = new_match(Rules(), first_dealer=0)
    times: list[float] = []
    while len(times) < decisions:
        if state.actor is None:
            state = new_match(Rules(), first_dealer=0)
        actor = state.actor
        if actor == CHANCE:
            state, _ = apply(state, chance_action(state, rng))
            continue
        assert actor is not None
        seen = view(state, actor)
        start = time.process_time()
        action = bots[actor].choose(seen)
        if actor == 0:
            times.append(time.process_time() - start)
        state, _ = apply(state, action)
    return times


def _run(tree: Path, decisions: int, seed: int) -> list[float]:
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    out = subprocess.run([sys.executable, __file__, "--worker", "--decisions", str(decisions),
                          "--seed", str(seed)], env=env, capture_output=True, text=True,
                         check=False)
    if out.returncode != 0:
        raise SystemExit(f"the run on {tree} failed:\n{out.stderr.strip()}")
    return [float(line) for line in out.stdout.split()]


def _instructions(tree: Path, decisions: int, seed: int) -> float:
    """Machine instructions per decision, counted by callgrind."""
    def count(n: int) -> int:
        env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
        wrap = ["setarch", "-R"] if shutil.which("setarch") else []
        out = subprocess.run([*wrap, "valgrind", "--tool=callgrind",
                              "--callgrind-out-file=/dev/null", sys.executable, __file__,
                              "--worker", "--decisions", str(n), "--seed", str(seed)],
                             env=env, capture_output=True, text=True, check=False)
        found = re.search(r"refs:\s*([\d,]+)", out.stderr)
        if out.returncode != 0 or found is None:
            raise SystemExit(f"callgrind on {tree} failed:\n{out.stderr[-800:]}")
        return int(found.group(1).replace(",", ""))
    few = decisions // 4
    return (count(decisions) - count(few)) / (decisions - few)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", type=Path, metavar="TREE",
                        help="a source tree to measure too, e.g. /work/before")
    parser.add_argument("--decisions", type=int, default=400)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--callgrind", action="store_true",
                        help="count instructions per decision (valgrind) instead of timing")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print("\n".join(map(str, _times(args.decisions, args.seed))))
        return
    trees = [("this tree", HERE)] + ([("before", args.before)] if args.before else [])
    if args.callgrind:
        counts = {label: _instructions(tree, args.decisions, args.seed)
                  for label, tree in trees}
        print(f"expert decisions {args.decisions // 4 + 1} to {args.decisions} against club "
              f"(seed {args.seed}), callgrind instructions per decision")
        for label, tree in trees:
            print(f"  {label:<10} ({tree}): {counts[label]:,.0f}")
        if args.before:
            print(f"  this tree / before: {counts['this tree'] / counts['before']:.3f}")
        return
    medians: dict[str, list[float]] = {label: [] for label, _ in trees}
    means: dict[str, list[float]] = {label: [] for label, _ in trees}
    for _ in range(args.repeats):  # the trees take turns
        for label, tree in trees:
            found = _run(tree, args.decisions, args.seed)
            medians[label].append(statistics.median(found))
            means[label].append(statistics.fmean(found))
    print(f"{args.decisions} expert decisions against club (seed {args.seed}), CPU clock, "
          f"{args.repeats} runs each")
    for label, tree in trees:
        print(f"  {label:<10} ({tree}): median {statistics.median(medians[label]) * 1000:.2f} "
              f"ms, mean {statistics.median(means[label]) * 1000:.2f} ms")
    if args.before:
        ratio = statistics.median(medians["this tree"]) / statistics.median(medians["before"])
        mean_ratio = statistics.median(means["this tree"]) / statistics.median(means["before"])
        print(f"  this tree / before: median {ratio:.3f}, mean {mean_ratio:.3f}")


if __name__ == "__main__":
    main()
