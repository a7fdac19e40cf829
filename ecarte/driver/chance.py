"""Chance drawn from (seed, position), never from a running generator.

Every random thing a match needs (the cut, each deal's pack, each reshuffle of the
discards, a bot's seed, a hint) comes from ``derive(seed, *position)``: a fresh generator
seeded with the parts joined by ``:``. Drawing from the position rather than from a
generator that runs through the match is what lets a match resumed from its record deal
on exactly as it would have, and a bot be seeded the same after a resume.

Two namings of the positions, nothing else differs:

- ``SeededChance`` (play and watch): ``seed:cut:N`` for the N-th cut drawn,
  ``seed:deal:G:D`` for deal D of game G, ``seed:reshuffle:G:D`` for its reshuffle
  (D counts the deals begun in the game). A saved record holds this seed.
- ``DuplicateChance`` (the arena): ``ecarte-arena:seed:unit:N`` for the N-th deal of a
  run and ``ecarte-arena:seed:unit:N:reshuffle`` for the reshuffle of the N-th deal (N
  from 1), so both runs of a unit, seats swapped, get the same cards. For the same reason
  the discards are sorted before they are shuffled: the pile is then the same set in the
  same order in both runs whatever order the players threw it in.

A bot's seed is ``bot_seed(seed, seat)``: the match seed and the seat, nothing else, so
the same seed and the same moves replay a match, resumed or not.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ecarte.engine import (
    ChanceAction,
    Cut,
    DealCards,
    MatchState,
    Reshuffle,
    chance_action,
    deck_order,
)
from ecarte.engine.deal import reshuffle_pile

if TYPE_CHECKING:
    from ecarte.driver.step import Step


class Chance(Protocol):
    """Where a match's chance steps come from."""

    seed: int

    def draw(self, state: MatchState, steps: Sequence[Step]) -> ChanceAction | None:
        """The chance step due in ``state`` (``steps``: the match so far), or None when this
        source has no more (a single deal played, a record read to its end)."""
        ...

    def fields(self) -> dict[str, Any]:
        """What a record of the match keeps to draw the same chance again."""
        ...


def derive(seed: object, *parts: object) -> random.Random:
    """A generator for one chance step, one bot or one hint: from the seed and where it is
    used, e.g. ``derive(7, "deal", 0, 1)``."""
    return random.Random(":".join(map(str, (seed, *parts))))


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of the match played with ``seed``."""
    return derive(seed, "bot", seat).randrange(2**31)


def _dealt(steps: Sequence[Step]) -> int:
    return sum(1 for step in steps if isinstance(step.action, DealCards))


class SeededChance:
    """Play and watch: positions named by game and deal (see the module's doc)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def draw(self, state: MatchState, steps: Sequence[Step]) -> ChanceAction:
        game = state.game
        if game is None:
            cuts = sum(1 for step in steps if isinstance(step.action, Cut))
            rng = derive(self.seed, "cut", cuts)
        elif state.deal is None:
            rng = derive(self.seed, "deal", len(state.results), game.deals)
        else:
            rng = derive(self.seed, "reshuffle", len(state.results), game.deals)
        return chance_action(state, rng)

    def fields(self) -> dict[str, Any]:
        return {"seed": self.seed}


class DuplicateChance:
    """The arena: positions named by unit and deal, discards sorted before the shuffle.
    With ``deals``, the source has that many deals and then no more."""

    def __init__(self, seed: int, unit: int, deals: int | None = None) -> None:
        self.seed = seed
        self.unit = unit
        self.deals = deals

    def draw(self, state: MatchState, steps: Sequence[Step]) -> ChanceAction | None:
        dealt = _dealt(steps)
        deal = state.deal
        if deal is not None:
            pile = sorted((c for c in reshuffle_pile(deal) if c is not None), key=deck_order)
            derive("ecarte-arena", self.seed, self.unit, dealt, "reshuffle").shuffle(pile)
            return Reshuffle(tuple(pile))
        if self.deals is not None and dealt >= self.deals:
            return None
        return chance_action(state, derive("ecarte-arena", self.seed, self.unit, dealt))

    def fields(self) -> dict[str, Any]:
        return {}
