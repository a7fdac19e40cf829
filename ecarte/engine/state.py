"""The state of a match: ``MatchState``, its ``Game`` and the results of games won.
Immutable; ``engine.match`` has the functions that move it on (``apply``)."""

from __future__ import annotations

import dataclasses
from typing import Final, NamedTuple

from ecarte.engine.deal import Deal, Phase
from ecarte.engine.options import Rules

CHANCE: Final = -1
"""``MatchState.actor`` when the next step is the cut, a deal or a reshuffle."""
_RESHUFFLE: Final = Phase.RESHUFFLE


@dataclasses.dataclass(frozen=True, slots=True)
class GameResult:
    winner: int
    score: tuple[int, int]
    value: int
    deals: int


class Game(NamedTuple):
    """A game to ``target`` points; ``deal`` is None between deals."""

    dealer: int
    score: tuple[int, int] = (0, 0)
    deal: Deal | None = None
    deals: int = 0  # deals begun
    stake: int = 1
    cube: int | None = None  # who may double next (None: either player)
    offered: int | None = None  # a double offered by this seat awaits an answer


class MatchState(NamedTuple):
    rules: Rules
    game: Game | None = None  # None before the cut
    games: tuple[int, int] = (0, 0)
    results: tuple[GameResult, ...] = ()
    stakes: tuple[int, int] = (0, 0)
    winner: int | None = None

    @property
    def actor(self) -> int | None:
        """The seat to act, ``CHANCE``, or None when the match is over."""
        game = self.game
        if self.winner is not None:
            return None
        if game is None:
            return CHANCE
        deal = game.deal
        if deal is None:
            return CHANCE
        if game.offered is not None:
            return 1 - game.offered
        return CHANCE if deal.phase is _RESHUFFLE else deal.to_act

    @property
    def deal(self) -> Deal | None:
        return self.game.deal if self.game is not None else None

    @property
    def score(self) -> tuple[int, int]:
        return self.game.score if self.game is not None else (0, 0)
