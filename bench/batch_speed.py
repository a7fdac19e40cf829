"""The batched engine beside the scalar engine, in one run: random legal deals per
second, and (``--agree``) the two engines compared deal by deal.

Run: python bench/batch_speed.py [--deals N] [--repeats R] [--sizes 1,16,256,4096,16384,65536]
                                 [--preset P] [--agree DEALS] [--observe]

Speed: the scalar engine plays bench/engine_speed.py's loop (deal, then legal_actions +
apply until the deal ends, concede excluded, choosing at random, a new match when one is
over); the batched engine plays the same kind of deals, a match a row, each row going on
to a new match with its generator (``BatchMatch(..., restart=True)``), choosing at
random among the legal numbers (concede excluded), at each batch size. Deals counted are
deals begun; the CPU clock of this process; the median of R runs, and its ratio to the
scalar median.

Agreement (``--agree DEALS``): batched rows played at random, then every row replayed
through the scalar engine from a generator seeded the same, compared at every step
(seat to act, legal mask, score; ``--observe``: both seats' observations too) and at
the end (games, stakes, results, winner): half the deals one a row, half in whole
matches, over the presets and a mix of options; prints the deals compared and the first
disagreement, if any (exit status 1).

    python bench/batch_speed.py --repeats 5
    python bench/batch_speed.py --agree 200000
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_speed import run as scalar_run

from ecarte.batch import BatchMatch, random_actions
from ecarte.batch.check import check
from ecarte.engine import Rules

MIXES = (
    {"preset": "club"}, {"preset": "french"}, {"preset": "italian"}, {"preset": "auto-king"},
    {"preset": "club", "trumping": "free", "dealer_may_stand_pat": True},
    {"preset": "club", "penalty_any_refusal": True, "game_values": True, "match": 3},
    {"preset": "club", "reshuffle_discards": True, "packets": "2-3"},
    {"preset": "italian", "match": 5, "point_de_refus": True, "king": "auto", "target": 3},
)


def batched_run(size: int, deals: int, seed: int, preset: str) -> float:
    """Random legal deals per second through ``BatchMatch``, ``size`` rows at once."""
    batch = BatchMatch(range(seed, seed + size), Rules.preset(preset), first_dealer=0,
                       restart=True)
    rng = np.random.default_rng(seed)
    begun = int(batch.columns.dealt.sum())
    start = time.process_time()
    while int(batch.columns.dealt.sum()) - begun < deals:
        batch.step(random_actions(batch.legal_words, rng, concede=False))
    return (int(batch.columns.dealt.sum()) - begun) / (time.process_time() - start)


def speed(args: argparse.Namespace) -> None:
    scalar_deals = max(500, args.deals // 20)
    scalar_run(200, 1, args.preset, time.process_time)  # warm-up
    scalar = statistics.median(scalar_run(scalar_deals, seed, args.preset, time.process_time)
                               for seed in range(args.repeats))
    print(f"preset {args.preset}, medians of {args.repeats} runs (CPU time)")
    print(f"{'engine':<10}{'rows':>8}{'deals/s':>12}{'ratio':>9}")
    print(f"{'scalar':<10}{1:>8}{scalar:>12,.0f}{1:>9.2f}")
    for size in args.sizes:
        deals = min(args.deals, max(200, size * 40))
        rates = [batched_run(size, deals, 1000 * run, args.preset)
                 for run in range(args.repeats)]
        rate = statistics.median(rates)
        print(f"{'batched':<10}{size:>8}{rate:>12,.0f}{rate / scalar:>9.2f}")


def agree(args: argparse.Namespace) -> int:
    compared = 0
    chunk = 0
    start = time.monotonic()
    while compared < args.agree:
        spec = MIXES[chunk % len(MIXES)]
        rules = Rules.from_spec(spec)
        one_deal = chunk % 2 == 0
        rows = 1000 if one_deal else 250
        seeds = range(chunk * 1000, chunk * 1000 + rows)
        first_dealer = None if chunk % 4 == 1 else chunk % 2
        found = check(seeds, rules, first_dealer=first_dealer, one_deal=one_deal,
                      steps=2000, concede=chunk % 3 == 0, play_seed=chunk,
                      observe=args.observe)
        if found is not None:
            print(f"disagreement under {spec}: {found}")
            return 1
        batch_deals = rows if one_deal else _deals(seeds, rules, first_dealer, chunk)
        compared += batch_deals
        chunk += 1
        print(f"{compared:>9,} deals agree ({time.monotonic() - start:,.0f} s)", flush=True)
    print(f"{compared:,} deals, every step agrees")
    return 0


def _deals(seeds: range, rules: Rules, first_dealer: int | None, chunk: int) -> int:
    """The deals whole matches from ``seeds`` took (the same play as ``check``'s)."""
    batch = BatchMatch(list(seeds), rules, first_dealer=first_dealer)
    rng = np.random.default_rng(chunk)
    while not batch.done.all():
        batch.step(random_actions(batch.legal_words, rng, chunk % 3 == 0))
    return int(batch.columns.dealt.sum())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400_000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--sizes", type=lambda text: [int(n) for n in text.split(",")],
                        default=[1, 16, 256, 4096, 16384, 65536])
    parser.add_argument("--preset", default="club")
    parser.add_argument("--agree", type=int, default=0)
    parser.add_argument("--observe", action="store_true")
    args = parser.parse_args()
    if args.agree:
        return agree(args)
    speed(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
