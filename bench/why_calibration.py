"""Calibrate what the review's reasons may claim (docs/review.md, "Why"): record games of
novice and club against the expert, review the novice's or club's seat, and for every
marked decision compute the reasons twice, with the review's samples and with samples
drawn from another seed. A reason is confirmed when the second evaluation finds it too
(the same key card with a loss held at least half the bound and more than without it; a
vole gap of the same sign of at least half the bound; the same first answer in a line).
Reports per kind of reason how often it is shown and its confirmation rate, with a 95%
Wilson interval.

    .venv/bin/python bench/why_calibration.py --games 12

Fixed seeds: the same figures on every run.
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ecarte.engine import view
from ecarte.engine.records import walk
from ecarte.review.judge import Reviewer
from ecarte.review.lines import card_outcomes
from ecarte.review.why import KEY_LOSS, VOLE_GAP, KeyCard, Vole, explain

SEEDS = {"novice": 202, "club": 203}


def record_games(level: str, games: int, folder: Path) -> list[dict[str, Any]]:
    path = folder / f"{level}.jsonl"
    subprocess.run([sys.executable, "-m", "ecarte", "arena", level, "expert", "--games",
                    str(games), "--seed", str(SEEDS[level]), "--record", str(path)],
                   check=True, capture_output=True)
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def wilson(hits: int, total: int) -> tuple[float, float]:
    if not total:
        return 0.0, 1.0
    z, p = 1.96, hits / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (
        1 + z * z / total)
    return centre - half, centre + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=12)
    args = parser.parse_args()
    first, second = Reviewer(), Reviewer(seed=7777)
    counts: dict[str, list[int]] = {"key-card": [0, 0], "vole": [0, 0], "line": [0, 0]}
    marked = 0
    start = time.process_time()
    with tempfile.TemporaryDirectory() as folder:
        for level in SEEDS:
            for record in record_games(level, args.games, Path(folder)):
                seat = record["players"].index(level) if level in record["players"] else 0
                for step in walk(record):
                    if step.action is None or step.seat != seat:
                        continue
                    seen = view(step.before, seat)
                    verdict = first.judge(seen, step.taken)
                    if verdict.mark is None:
                        continue
                    marked += 1
                    why = explain(first, seen, step.taken, verdict.best)
                    if not why.lines:
                        continue
                    deal = seen.deal
                    assert deal is not None
                    again_played = card_outcomes(second.expert, seen, deal, step.taken)
                    again_best = card_outcomes(second.expert, seen, deal, verdict.best)
                    check_line = why.lines[0].tricks[:1] == () or (
                        again_played.line.tricks[0].answer == why.lines[0].tricks[0].answer)
                    counts["line"][0] += 1
                    counts["line"][1] += check_line
                    for reason in why.reasons:
                        if isinstance(reason, KeyCard):
                            counts["key-card"][0] += 1
                            counts["key-card"][1] += _key_holds(reason, again_played,
                                                                again_best)
                        elif isinstance(reason, Vole):
                            a = again_played.line.vole if reason.mine else \
                                again_played.line.their_vole
                            b = again_best.line.vole if reason.mine else \
                                again_best.line.their_vole
                            gap = reason.played - reason.best
                            counts["vole"][0] += 1
                            counts["vole"][1] += (a - b) * math.copysign(1, gap) >= VOLE_GAP / 2
    cpu = time.process_time() - start
    print(f"{marked} marked decisions of novice and club against the expert "
          f"({args.games} games each), {cpu:.0f} s of CPU")
    for kind, (shown, confirmed) in counts.items():
        low, high = wilson(confirmed, shown)
        rate = confirmed / shown if shown else 0.0
        print(f"  {kind:9} shown {shown:4}  confirmed {rate:6.1%}  "
              f"(95% interval {low:.1%} to {high:.1%})")


def _key_holds(reason: KeyCard, played: Any, best: Any) -> bool:
    index = reason.card.index
    weight = played.weight
    held = sum(w for h, w in weight.items() if h >> index & 1)
    total = sum(weight.values())
    if not held or held == total:
        return False
    loss = {h: best.utility[h] - played.utility[h] for h in weight}
    with_it = sum(loss[h] * w for h, w in weight.items() if h >> index & 1) / held
    without = sum(loss[h] * w for h, w in weight.items() if not h >> index & 1) / (
        total - held)
    return with_it >= KEY_LOSS / 2 and with_it > without


if __name__ == "__main__":
    main()
