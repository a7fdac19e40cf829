"""How long ``ecarte review`` takes on a game to 5 in one process (issue 10: at most 20 s
for about 60 decisions). Records games of the expert against club with fixed seeds
(``ecarte arena expert club --games N --seed 12 --record``) and reviews each, both seats,
on the CPU clock; prints each game's decisions and time, and the median.

    .venv/bin/python bench/review_speed.py --games 2
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def main() -> None:
    from ecarte.review import review_record

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="game pairs (default 2)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.jsonl"
        subprocess.run([sys.executable, "-m", "ecarte", "arena", "expert", "club", "--games",
                        str(args.games), "--seed", "12", "--record", str(path)],
                       check=True, capture_output=True)
        records = [json.loads(line) for line in path.read_text().splitlines()]
    times = []
    for n, record in enumerate(records, 1):
        start = time.process_time()
        review = review_record(record)
        spent = time.process_time() - start
        times.append(spent)
        moves = sum(len(d["actions"]) for g in record["games"] for d in g["deals"])
        judged = len(review.decisions)
        forced = sum(s.forced for s in review.seats)
        print(f"game {n}: {moves} moves, {judged} decisions judged + {forced} forced, "
              f"{spent:.1f} s CPU")
    print(f"median {statistics.median(times):.1f} s CPU per game, slowest {max(times):.1f} s")


if __name__ == "__main__":
    main()
