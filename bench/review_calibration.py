"""Calibrate the review's marks (docs/review.md): record games of random, novice, club and
expert against the expert (``ecarte arena L expert --games N --seed S --record``), review
every decision of both seats, and report per player the flag rates and mean loss, by
phase, with 95% intervals (bootstrap over games), and the review time per game.

    .venv/bin/python bench/review_calibration.py --games 15 --jobs 2 --out calibration.json

``--out`` keeps every decision's loss, so other thresholds can be tried with ``--from``
without reviewing again. Fixed seeds: the same figures on every run, for any ``--jobs``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

LEVELS = ("random", "novice", "club", "expert")
SEEDS = {"random": 101, "novice": 102, "club": 103, "expert": 104}


def record_games(level: str, games: int, folder: Path) -> list[dict[str, Any]]:
    path = folder / f"{level}.jsonl"
    subprocess.run([sys.executable, "-m", "ecarte", "arena", level, "expert", "--games",
                    str(games), "--seed", str(SEEDS[level]), "--record", str(path)],
                   check=True, capture_output=True)
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def review_one(job: tuple[str, int, dict[str, Any]]) -> dict[str, Any]:
    from ecarte.review import review_record

    level, index, record = job
    start = time.process_time()
    review = review_record(record)
    cpu = time.process_time() - start
    players = review.players
    return {"match": level, "game": index, "cpu": cpu, "forced": {
                players[s.seat] + f"@{s.seat}": s.forced for s in review.seats},
            "decisions": [{"player": players[d.seat], "phase": d.phase,
                           "loss": d.loss, "mark": d.mark} for d in review.decisions]}


def interval(groups: list[list[float]], rng: random.Random, rounds: int = 1000
             ) -> tuple[float, float, float]:
    """The mean over all values, and a 95% bootstrap interval resampling the groups."""
    flat = [v for g in groups for v in g]
    mean = sum(flat) / len(flat) if flat else 0.0
    means = []
    for _ in range(rounds):
        pick = [groups[rng.randrange(len(groups))] for _ in groups]
        values = [v for g in pick for v in g]
        means.append(sum(values) / len(values) if values else 0.0)
    means.sort()
    return mean, means[int(0.025 * rounds)], means[int(0.975 * rounds) - 1]


def difference(reviews: list[dict[str, Any]], weaker: str, stronger: str,
               value: Callable[[dict[str, Any]], float], rng: random.Random,
               rounds: int = 1000) -> tuple[float, float, float]:
    """The weaker player's mean minus the stronger's, with a 95% bootstrap interval
    resampling each player's games independently."""
    def groups(player: str) -> list[list[float]]:
        found = [[value(d) for d in r["decisions"] if d["player"] == player]
                 for r in reviews]
        return [g for g in found if g]

    def mean(picked: list[list[float]]) -> float:
        flat = [v for g in picked for v in g]
        return sum(flat) / len(flat) if flat else 0.0

    a, b = groups(weaker), groups(stronger)
    diffs = sorted(mean([a[rng.randrange(len(a))] for _ in a])
                   - mean([b[rng.randrange(len(b))] for _ in b]) for _ in range(rounds))
    return mean(a) - mean(b), diffs[int(0.025 * rounds)], diffs[int(0.975 * rounds) - 1]


def report(reviews: list[dict[str, Any]], thresholds: tuple[float, float, float]) -> str:
    inaccuracy, mistake, blunder = thresholds

    def level(loss: float) -> int:
        return 3 if loss >= blunder else 2 if loss >= mistake else 1 if loss >= inaccuracy \
            else 0

    lines = [f"thresholds: inaccuracy {inaccuracy}, mistake {mistake}, blunder {blunder}",
             "", "| player | phase | decisions | mean loss (95%) | flagged (95%) "
             "| mistake or worse (95%) | blunders |", "|---|---|---|---|---|---|---|"]
    rng = random.Random(7)
    for player in LEVELS:
        for phase in ("all", "propose", "answer", "discard", "king", "play"):
            groups_loss, groups_flag, groups_bad, blunders = [], [], [], 0
            for r in reviews:
                mine = [d for d in r["decisions"] if d["player"] == player
                        and (phase == "all" or d["phase"] == phase)]
                if not mine:
                    continue
                groups_loss.append([d["loss"] for d in mine])
                groups_flag.append([float(level(d["loss"]) >= 1) for d in mine])
                groups_bad.append([float(level(d["loss"]) >= 2) for d in mine])
                blunders += sum(level(d["loss"]) == 3 for d in mine)
            count = sum(len(g) for g in groups_loss)
            if not count:
                continue
            loss = interval(groups_loss, rng)
            flag = interval(groups_flag, rng)
            bad = interval(groups_bad, rng)
            lines.append(
                f"| {player} | {phase} | {count} | {loss[0]:.4f} ({loss[1]:.4f}-{loss[2]:.4f}) "
                f"| {100 * flag[0]:.1f}% ({100 * flag[1]:.1f}-{100 * flag[2]:.1f}) "
                f"| {100 * bad[0]:.1f}% ({100 * bad[1]:.1f}-{100 * bad[2]:.1f}) | {blunders} |")
    lines += ["", "| comparison | mean loss difference (95%) | flag rate difference (95%) |",
              "|---|---|---|"]
    for weaker, stronger in itertools.pairwise(LEVELS):
        loss = difference(reviews, weaker, stronger, lambda d: d["loss"], rng)
        flag = difference(reviews, weaker, stronger,
                          lambda d: float(level(d["loss"]) >= 1), rng)
        lines.append(f"| {weaker} - {stronger} | {loss[0]:+.4f} ({loss[1]:+.4f} to "
                     f"{loss[2]:+.4f}) | {100 * flag[0]:+.1f}% ({100 * flag[1]:+.1f} to "
                     f"{100 * flag[2]:+.1f}) |")
    cpus = [(r["cpu"], len(r["decisions"])) for r in reviews]
    total = sum(c for c, _ in cpus)
    decisions = sum(n for _, n in cpus)
    lines += ["", f"review time: {total:.0f} s CPU for {len(reviews)} games, "
              f"{decisions} decisions judged ({1000 * total / max(1, decisions):.0f} ms each; "
              f"median game {sorted(c for c, _ in cpus)[len(cpus) // 2]:.1f} s, "
              f"slowest {max(c for c, _ in cpus):.1f} s)"]
    return "\n".join(lines)


def main() -> None:
    from ecarte.review.judge import BLUNDER, INACCURACY, MISTAKE

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=15, help="game pairs per level")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", help="keep every decision's loss in this JSON file")
    parser.add_argument("--from", dest="source", help="report from a file --out wrote")
    parser.add_argument("--thresholds", type=float, nargs=3,
                        default=(INACCURACY, MISTAKE, BLUNDER))
    args = parser.parse_args()
    if args.source:
        reviews = json.loads(Path(args.source).read_text())
    else:
        with tempfile.TemporaryDirectory() as folder:
            jobs = [(level, i, record) for level in LEVELS
                    for i, record in enumerate(record_games(level, args.games, Path(folder)))]
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            reviews = list(pool.map(review_one, jobs))
        if args.out:
            Path(args.out).write_text(json.dumps(reviews))
    print(report(reviews, tuple(args.thresholds)))


if __name__ == "__main__":
    main()
