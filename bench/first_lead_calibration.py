"""What counting the opponent's King of trumps does to the review's marks (docs/review.md).

The judge counts the point of the King the opponent may still declare only at the elder's
first lead (the one decision where he may hold it and has not yet played); every other
decision is judged as before. This script takes the calibration's games (the same arena
runs and seeds as ``bench/review_calibration.py``), judges exactly those decisions both
ways (``Reviewer().expert.their_king`` off, then on) and reports, per player, the mean loss,
the flag rate and the mean chance of the best lead.

    .venv/bin/python bench/first_lead_calibration.py --games 15
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

LEVELS = ("random", "novice", "club", "expert")
SEEDS = {"random": 101, "novice": 102, "club": 103, "expert": 104}


def main() -> None:
    from ecarte.engine import Action, view
    from ecarte.engine.records import walk
    from ecarte.review import Reviewer, choices_of

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=15, help="game pairs per level")
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    reviewers = {False: Reviewer(), True: Reviewer()}
    reviewers[False].expert.their_king = False
    reviewers[True].expert.their_king = True
    with tempfile.TemporaryDirectory() as folder:
        for level in LEVELS:
            path = Path(folder) / f"{level}.jsonl"
            subprocess.run([sys.executable, "-m", "ecarte", "arena", level, "expert",
                            "--games", str(args.games), "--seed", str(SEEDS[level]),
                            "--record", str(path)], check=True, capture_output=True)
            for line in path.read_text().splitlines():
                record = json.loads(line)
                for step in walk(record):
                    if step.action is None or not isinstance(step.taken, Action):
                        continue
                    deal = step.before.deal
                    seen = view(step.before, step.seat)
                    if deal is None or step.seat != deal.elder or deal.played \
                            or deal.lead is not None or deal.started[1 - step.seat] \
                            or step.taken.kind not in ("play", "king") \
                            or len(choices_of(seen, step.taken)) <= 1:
                        continue
                    row: dict[str, Any] = {"player": record["players"][step.seat]}
                    for flag, reviewer in reviewers.items():
                        verdict = reviewer.judge(seen, step.taken)
                        row[flag] = (verdict.loss, verdict.mark,
                                     verdict.chances[verdict.best])
                    rows.append(row)
    print("player  decisions  mean loss before/after  flagged before/after  "
          "mistake+ before/after  best chance before/after")
    for player in LEVELS:
        mine = [r for r in rows if r["player"] == player]
        if not mine:
            continue
        cells = []
        for index, show in ((0, "{:.4f}"), (1, None), (2, "{:.3f}")):
            for flag in (False, True):
                values = [r[flag][index] for r in mine]
                if show is None:
                    cells.append(f"{sum(v is not None for v in values) / len(values):.1%}")
                else:
                    cells.append(show.format(statistics.fmean(values)))
        worse = [sum(r[f][1] in ("mistake", "blunder") for r in mine) / len(mine)
                 for f in (False, True)]
        print(f"{player:7} {len(mine):9}  {cells[0]} / {cells[1]}  {cells[2]} / {cells[3]}  "
              f"{worse[0]:.1%} / {worse[1]:.1%}  {cells[4]} / {cells[5]}")
    changed = sum(r[False][1] != r[True][1] for r in rows)
    print(f"{len(rows)} first leads judged; the mark changed on {changed}")


if __name__ == "__main__":
    main()
