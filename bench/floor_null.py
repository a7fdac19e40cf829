"""The bench loop's own cost: an "engine" that knows no rules (``bench/engine_speed.py
--floor``).

It answers the loop of ``engine_speed.run`` with the API's names and the same shape of
work the loop itself does: a fresh list of five actions at each step (one of them
``concede``, which the loop filters out), a small new state at each step, and the chance
step's real shuffle of 32 cards (the draws ``random.shuffle`` makes, as the engine's
``chance._shuffled`` takes them). A deal is 12.4 player steps on average, as a random deal
of the club rules is. What the loop measures with it is what no engine can save: the
loop's ``rng.choice``, its filter, its own bytecodes, and the shuffle.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Final, NamedTuple, TypeVar

CHANCE: Final = -1
_Card = TypeVar("_Card")


class Rules:
    @staticmethod
    def preset(name: str) -> Rules:
        return Rules()


class Action(NamedTuple):
    kind: str


_LISTING: Final = (Action("play"), Action("play"), Action("play"), Action("play"),
                   Action("concede"))


class Game(NamedTuple):
    deals: int


class State(NamedTuple):
    actor: int
    game: Game
    steps: int


def new_match(rules: Rules | None = None, first_dealer: int = 0) -> State:
    return State(CHANCE, Game(0), 0)


def legal_actions(state: State) -> list[Action]:
    return list(_LISTING)


_DRAWS: Final = tuple((i, i + 1, (i + 1).bit_length()) for i in range(31, 0, -1))


def chance_action(state: State, rng: random.Random) -> tuple[int, ...]:
    return shuffled(range(32), rng)


def shuffled(cards: Iterable[_Card], rng: random.Random) -> tuple[_Card, ...]:
    """32 cards in the order ``random.shuffle`` leaves them (its draws written out, as
    ``ecarte.engine.chance._shuffled`` does); floor_lean shuffles with it too."""
    pack = list(cards)
    getrandbits = rng.getrandbits
    for i, size, width in _DRAWS:
        j = getrandbits(width)
        while j >= size:
            j = getrandbits(width)
        pack[i], pack[j] = pack[j], pack[i]
    return tuple(pack)


def apply(state: State, action: object) -> tuple[State, tuple[()]]:
    if state.actor == CHANCE:
        return State(0, Game(state.game.deals + 1), 0), ()
    steps = state.steps + 1
    if steps >= 12 + (state.game.deals % 5 < 2):  # 12.4 steps a deal
        return State(CHANCE, state.game, 0), ()
    return State(steps & 1, state.game, steps), ()
