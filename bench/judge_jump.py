"""Does the judge's chance jump after a decision that shows nothing new? (play-test 6,
finding 2: "stand 59%", then "play 9♥ 69%" with nothing seen in between.)

Club-against-club matches are played with fixed seeds; at the elder's first decision of
every deal the judge (``ecarte.review.Reviewer``, the review's samples) values stand and
propose, then the same seat's next decision is judged: after standing, its first lead
(nothing new seen); after proposing, its answer's consequence (the discard, or the lead
when refused: the answer is new information, so only the mean should agree). The jump is
the best choice's chance at the next decision minus the chance given to stand (propose)
just before, from the same seat's view. Prints the mean, spread and a 95% interval, per
whether the opponent may still hold the King of trumps.

    .venv/bin/python bench/judge_jump.py --matches 8 --seed 1 --target 5
    .venv/bin/python bench/judge_jump.py --matches 40 --seed 1 --target 1
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time


def main() -> None:
    from ecarte.bots import make_bot
    from ecarte.driver import Ledger
    from ecarte.engine import CHANCE, STAND, Rules, view
    from ecarte.review import Reviewer

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, default=5)
    parser.add_argument("--json", help="write every position's figures to this file")
    args = parser.parse_args()
    reviewer = Reviewer()
    rows: list[dict[str, object]] = []
    start = time.process_time()
    for number in range(args.matches):
        seed = args.seed * 1000 + number
        ledger = Ledger(Rules.from_spec({"preset": "club", "target": args.target}), seed)
        bots = {seat: make_bot("club", seed * 2 + seat) for seat in (0, 1)}
        while (actor := ledger.state.actor) is not None:
            if actor == CHANCE:
                ledger.chance()
                continue
            state = ledger.state
            seen = view(state, actor)
            deal = seen.deal
            if deal is not None and not deal.history and STAND in seen.legal_actions():
                rows.append(_position(reviewer, state, actor, bots, seed))
            ledger.apply(bots[actor].choose(seen))
    spent = time.process_time() - start
    for kind in ("stand", "propose"):
        for label, keep in (("all", lambda r: True),
                            ("chosen", lambda r, k=kind: r["best"] == k),
                            ("their King possible", lambda r: r["their_king"]),
                            ("no King to fear", lambda r: not r["their_king"])):
            jumps = [float(r[kind + "_jump"]) for r in rows
                     if keep(r) and r.get(kind + "_jump") is not None]
            print(_summary(f"{kind} ({label})", jumps))
    print(f"{len(rows)} positions, {spent:.0f} s CPU")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(rows, out, indent=1)
    sys.stdout.flush()


def _position(reviewer, state, seat, bots, seed):  # type: ignore[no-untyped-def]
    from ecarte.engine import CHANCE, PROPOSE, STAND, apply, view

    seen = view(state, seat)
    deal = seen.deal
    verdict = reviewer.judge(seen, STAND)
    king = deal.king_of_trumps
    row: dict[str, object] = {
        "seed": seed, "score": list(seen.score), "hand": " ".join(map(str, seen.hand)),
        "turnup": str(deal.turnup), "stand": verdict.chances[STAND],
        "propose": verdict.chances[PROPOSE], "best": str(verdict.best),
        "their_king": king not in seen.hand and king is not deal.turnup}
    for action in (STAND, PROPOSE):
        after, _ = apply(state, action)
        while after.actor is not None and after.actor != seat:  # the opponent answers
            if after.actor == CHANCE:
                break
            after, _ = apply(after, bots[after.actor].choose(view(after, after.actor)))
        if after.actor != seat:
            continue
        nxt = view(after, seat)
        judged = reviewer.judge(nxt, next(a for a in nxt.legal_actions()
                                          if a.kind != "concede"))
        best = max(judged.chances.values())
        row[f"{action}_next"] = best
        row[f"{action}_jump"] = best - verdict.chances[action]
    return row


def _summary(label: str, jumps: list[float]) -> str:
    if not jumps:
        return f"{label}: none"
    mean = statistics.fmean(jumps)
    spread = statistics.stdev(jumps) if len(jumps) > 1 else 0.0
    half = 1.96 * spread / len(jumps) ** 0.5
    return (f"{label}: n={len(jumps)} mean {mean:+.4f} (95% {mean - half:+.4f} to "
            f"{mean + half:+.4f}) sd {spread:.4f} min {min(jumps):+.4f} max {max(jumps):+.4f}")


if __name__ == "__main__":
    main()
