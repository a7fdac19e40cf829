"""How long the expert's hint takes (the review's judgement, ``ui.meta.advice``), by kind
of decision, over a game of club against club.

Run: python bench/hint_speed.py [--seed N] [--decisions N]

Prints, for each phase, the number of decisions, the median and the longest CPU time in
seconds (the CPU clock: other work on a shared machine does not count).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--decisions", type=int, default=60)
    args = parser.parse_args()

    from ecarte.bots import make_bot
    from ecarte.engine import CHANCE, Rules, apply, chance_action, new_match, view
    from ecarte.ui.meta import advice

    rng = random.Random(args.seed)
    bot = make_bot("club", seed=1)
    state = new_match(Rules())
    times: dict[str, list[float]] = {}
    while state.actor is not None and sum(map(len, times.values())) < args.decisions:
        actor = state.actor
        if actor == CHANCE:
            state, _ = apply(state, chance_action(state, rng))
            continue
        seen = view(state, actor)
        if len(seen.legal_actions()) > 1 and seen.deal is not None:
            start = time.process_time()
            advice("expert", seen, 0)
            times.setdefault(str(seen.deal.phase), []).append(time.process_time() - start)
        state, _ = apply(state, bot.choose(seen))
        if state.actor is None:
            state = new_match(Rules())
    for phase, spent in times.items():
        print(f"{phase:18} {len(spent):3} decisions  median {statistics.median(spent):.2f} s"
              f"  longest {max(spent):.2f} s")


if __name__ == "__main__":
    main()
