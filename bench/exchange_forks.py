"""What the expert's exchange search is worth against the book, decision by decision.

Expert plays club in single deals (the arena's deals for a seed). At the expert's first
exchange decision of a deal where its search is close to the book or overrules it, the
deal is forked: it is played on once with the book's choice and once with the other one,
the expert playing everything after, the same cards and stock in both. The difference in
the expert's net points is what choosing against the book realised on that deal; the
search's own estimate of the difference (in game chance) is kept beside it.

Run: python bench/exchange_forks.py [--pairs N] [--seed S] [--jobs K] [--out FILE.json]
(2,000 pairs of seed 11, the figures of docs/strength.md: about 9 minutes on 2 cores.)
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import multiprocessing
from typing import Any

from ecarte.arena import CHUNK
from ecarte.bots import Bot, make_bot
from ecarte.bots.expert import BOOK_MARGIN, ExpertBot
from ecarte.driver import DuplicateChance
from ecarte.engine import (
    ACCEPT,
    CHANCE,
    PROPOSE,
    REFUSE,
    STAND,
    Action,
    MatchState,
    Phase,
    Rules,
    apply,
    new_match,
    view,
)
from ecarte.engine.events import PointsScored

EXCHANGE = (Phase.STAND_OR_PROPOSE, Phase.ANSWER, Phase.DISCARD)
OTHER = {STAND: PROPOSE, PROPOSE: STAND, ACCEPT: REFUSE, REFUSE: ACCEPT}
BINS = (-1.0, -0.04, -0.02, 0.0, 0.01, 0.02, 0.03, 0.05, 1.0)


def play_on(state: MatchState, seats: tuple[Bot, Bot], expert: int, first: Action) -> int:
    """The expert's net points from ``state`` to the end of the deal, ``first`` played now."""
    net = 0
    action: Action | None = first
    while state.actor is not None and state.actor != CHANCE:
        if action is None:
            action = seats[state.actor].choose(view(state, state.actor))
        state, events = apply(state, action)
        action = None
        for event in events:
            if isinstance(event, PointsScored):
                net += event.points if event.seat == expert else -event.points
    return net


Fork = tuple[dict[str, Any], Action, Action]  # the row, the other choice, the book's


def fork(expert: ExpertBot, book: Bot, state: MatchState, seat: int) -> Fork | None:
    """The fork at this decision, or None when the search is far from overruling the book."""
    seen = view(state, seat)
    deal = seen.deal
    assert deal is not None
    mine, books = expert.choose(seen), book.choose(seen)
    if deal.phase is Phase.DISCARD and mine == books:
        return None
    values = expert.evaluate(seen)  # the search's chance of the game for each choice
    if deal.phase is Phase.DISCARD:
        other = mine
    else:
        other = OTHER[books]
        if mine == books and values[other] - values[books] <= -2 * BOOK_MARGIN:
            return None
    predicted = values[other] - values[books] if books in values else math.nan
    row = {"phase": str(deal.phase), "first": not deal.history, "book": str(books),
           "other": str(other), "expert_overruled": mine != books, "predicted": predicted,
           "hand": " ".join(map(str, seen.hand)), "turnup": str(deal.turnup)}
    return row, other, books


def job(args: tuple[int, int]) -> list[dict[str, Any]]:
    seed, chunk = args
    rules = Rules()
    expert = ExpertBot(seed * 1_000_003 + chunk * 2)
    club, book = make_bot("club", seed=1), make_bot("club", seed=1)
    rows = []
    for unit in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        for seat in (0, 1):
            seats: tuple[Bot, Bot] = (expert, club) if seat == 0 else (club, expert)
            state = new_match(rules, first_dealer=0)
            cards = DuplicateChance(seed, unit).draw(state, ())
            assert cards is not None
            state, _ = apply(state, cards)
            while state.actor is not None and state.actor != CHANCE:
                deal = state.deal
                assert deal is not None
                if state.actor == seat and deal.phase in EXCHANGE:
                    found = fork(expert, book, state, seat)
                    if found is not None:
                        row, other, books = found
                        row["realised"] = (play_on(state, seats, seat, other)
                                           - play_on(state, seats, seat, books))
                        row["unit"], row["seat"] = unit, seat
                        rows.append(row)
                        break
                state, _ = apply(state, seats[state.actor].choose(view(state, state.actor)))
    return rows


def spread(values: list[float]) -> str:
    """The mean and its 95% half-width, as printed."""
    mean, half = mean_and_half(values)
    return f"{mean:+.3f} ± {half:.3f}" if math.isfinite(half) else f"{mean:+.3f}"


def mean_and_half(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n if n else 0.0
    if n < 2:
        return mean, math.inf
    spread = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(spread / n)


def report(rows: list[dict[str, Any]]) -> str:
    lines = []
    kinds: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        first = " (first)" if row["phase"] == "stand or propose" and row["first"] else ""
        other = f": {row['other']} against the book" if row["phase"] != "discard" else ""
        kinds.setdefault(row["phase"] + first + other, []).append(row)
    for kind, group in sorted(kinds.items()):
        taken = [r["realised"] for r in group if r["expert_overruled"]]
        lines.append(f"{kind}: {len(group)} forks; the expert overruled the book {len(taken)} "
                     f"times, realising {spread(taken)} points each ({sum(taken):+d} in all)")
        for low, high in itertools.pairwise(BINS):
            inside = [r["realised"] for r in group if low <= r["predicted"] < high]
            if inside:
                lines.append(f"    predicted {low:+.2f} to {high:+.2f}: {len(inside):4d} forks, "
                             f"realised {spread(inside)}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default="")
    args = parser.parse_args()
    jobs = [(args.seed, chunk) for chunk in range((args.pairs + CHUNK - 1) // CHUNK)]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        rows = [row for part in pool.map(job, jobs) for row in part]
    if args.out:
        with open(args.out, "w") as out:
            json.dump(rows, out)
    print(report(rows))


if __name__ == "__main__":
    main()
