"""``random``: a uniformly random legal action (never conceding or doubling, which would
end its games at once and measure nothing)."""

from __future__ import annotations

import random

from ecarte.bots import Bot, register
from ecarte.engine import Action, SeatView


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        actions = view.legal_actions()
        useful = [a for a in actions if a.kind not in ("concede", "double")] or actions
        return self._rng.choice(useful)


def _make(seed: int) -> Bot:
    return RandomBot(seed)


register("random", _make)
