"""Random legal deals per second through the public engine API.

Run: python bench/engine_speed.py [--deals N] [--repeats R] [--preset P] [--clock cpu]
Reports the median of R runs. Each deal: deal the cards, then legal_actions + apply
until the deal ends (concede excluded, so every deal is played out). ``--clock cpu``
times this process only, so other work on a shared machine does not count.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from ecarte.engine import CHANCE, Rules, apply, chance_action, legal_actions, new_match


def run(deals: int, seed: int, rules: Rules, clock: Callable[[], float] = time.perf_counter
        ) -> float:
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=20_000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--preset", default="club")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = parser.parse_args()
    rules = Rules.preset(args.preset)
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    rates = [run(args.deals, seed, rules, clock) for seed in range(args.repeats)]
    print(f"preset {args.preset}, {args.clock} clock: median "
          f"{statistics.median(rates):,.0f} random legal deals/s over {args.repeats} runs "
          f"of {args.deals:,} (min {min(rates):,.0f}, max {max(rates):,.0f})")


if __name__ == "__main__":
    main()
