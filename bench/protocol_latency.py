"""Latency of the engine protocol: a caller sends requests to ``ecarte engine`` over its
pipes, one at a time, and times each round trip (write the line, read the answer).

Run: python bench/protocol_latency.py [--requests N] [--level LEVEL] [--analyse LEVEL]

The requests are the act (and analyse) requests of real positions: seeded random play
through whole matches, every decision of either seat, the view as ``view_to_json`` writes
it. Prints the median, the 90th percentile and the mean of the round trips of: hello;
act with ``--level`` (default random: the protocol's own cost, the bot's choice is
instant); act with the expert; analyse with the expert (every legal action valued).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from typing import Any

from ecarte.engine import CHANCE, Rules, apply, chance_action, legal_actions, new_match, view
from ecarte.protocol import view_to_json


def positions(count: int, seed: int = 1) -> list[dict[str, Any]]:
    """The views and legal actions of ``count`` decisions of random play."""
    rng = random.Random(seed)
    found: list[dict[str, Any]] = []
    while len(found) < count:
        state = new_match(Rules(), first_dealer=rng.randrange(2))
        while state.actor is not None and len(found) < count:
            if state.actor is CHANCE:
                state, _ = apply(state, chance_action(state, rng))
                continue
            legal = legal_actions(state)
            found.append({"view": view_to_json(view(state, state.actor)),
                          "legal": [str(a) for a in legal]})
            state, _ = apply(state, rng.choice(legal))
    return found


def timed(level: str, requests: list[dict[str, Any]]) -> list[float]:
    """Seconds of each round trip, the engine started once and greeted first."""
    engine = subprocess.Popen([sys.executable, "-m", "ecarte", "engine", "--level", level],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert engine.stdin is not None and engine.stdout is not None
    times = []
    try:
        for request in [{"type": "hello", "protocol": 3}, *requests]:
            line = json.dumps(request) + "\n"
            start = time.perf_counter()
            engine.stdin.write(line)
            engine.stdin.flush()
            answer = engine.stdout.readline()
            times.append(time.perf_counter() - start)
            assert "error" not in answer, answer
    finally:
        engine.stdin.write('{"type": "quit"}\n')
        engine.stdin.close()
        engine.wait(timeout=30)
    return times[1:]


def report(what: str, times: list[float]) -> None:
    ordered = sorted(times)
    print(f"{what:<32} n={len(times):<4} median {1000 * statistics.median(times):8.2f} ms"
          f"   p90 {1000 * ordered[int(0.9 * (len(ordered) - 1))]:8.2f} ms"
          f"   mean {1000 * statistics.fmean(times):8.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--level", default="random")
    parser.add_argument("--expert-requests", type=int, default=200)
    args = parser.parse_args()
    found = positions(args.requests)
    hellos = [{"type": "hello", "protocol": 3}] * args.requests
    report("hello (random)", timed("random", hellos))
    report(f"act ({args.level})", timed(args.level, [{"type": "act", **p} for p in found]))
    some = found[:args.expert_requests]
    report("act (expert)", timed("expert", [{"type": "act", **p} for p in some]))
    report("analyse (expert)", timed("expert", [{"type": "analyse", **p} for p in some]))


if __name__ == "__main__":
    main()
