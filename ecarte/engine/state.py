"""The state of a match: ``MatchState``, its ``Game`` and the results of games won.
Immutable; ``engine.match`` has the functions that move it on (``apply``)."""

from __future__ import annotations

import dataclasses
from typing import Any, Final, NamedTuple

from ecarte.engine.deal import Deal, Phase, core_of, deal_of
from ecarte.engine.options import Rules

CHANCE: Final = -1
"""``MatchState.actor`` when the next step is the cut, a deal or a reshuffle."""
_RESHUFFLE: Final = Phase.RESHUFFLE
_new: Final = tuple.__new__  # builds a NamedTuple without its __new__ (a Python call)


@dataclasses.dataclass(frozen=True, slots=True)
class GameResult:
    winner: int
    score: tuple[int, int]
    value: int
    deals: int


class _GameFields(NamedTuple):
    dealer: int
    score: tuple[int, int] = (0, 0)
    core: DealCore | None = None
    """The deal in progress as the engine keeps it: ``Deal``'s fields in a plain tuple (a
    plain tuple is read and built in a fraction of a named tuple's time, and a card is
    played ten times a deal). ``Game.deal`` gives it as a ``Deal``; None between deals."""
    deals: int = 0  # deals begun
    stake: int = 1
    cube: int | None = None  # who may double next (None: either player)
    offered: int | None = None  # a double offered by this seat awaits an answer


class Game(_GameFields):
    """A game to ``target`` points, with its deal in progress (``deal``, None between
    deals). Built and replaced with ``deal=`` like any field."""

    __slots__ = ()

    def __new__(cls, dealer: int, score: tuple[int, int] = (0, 0), deal: Deal | None = None,
                deals: int = 0, stake: int = 1, cube: int | None = None,
                offered: int | None = None) -> Game:
        return _new(cls, (dealer, score, None if deal is None else core_of(deal), deals, stake,
                          cube, offered))

    @property
    def deal(self) -> Deal | None:
        core = self[2]
        return None if core is None else deal_of(core)

    def _replace(self, **changes: object) -> Game:
        """The game with some of its fields changed (``deal``, not ``core``)."""
        fields: list[Any] = [*self]
        try:
            for name, value in changes.items():
                fields[_GAME_SETTABLE[name]] = value
        except KeyError:
            raise ValueError(f"Got unexpected field names: {list(changes)!r}") from None
        if "deal" in changes and fields[2] is not None:
            fields[2] = core_of(fields[2])
        return _new(Game, fields)

    def __getnewargs__(self) -> tuple[object, ...]:  # copy and pickle call __new__
        return tuple(self)


DealCore = tuple[Any, ...]
"""``Deal``'s fields, in its order, in a plain tuple."""
_GAME_SETTABLE: Final = {**{name: at for at, name in enumerate(_GameFields._fields)
                            if name != "core"}, "deal": 2}


class _MatchFields(NamedTuple):
    rules: Rules
    game: Game | None = None  # None before the cut
    games: tuple[int, int] = (0, 0)
    results: tuple[GameResult, ...] = ()
    stakes: tuple[int, int] = (0, 0)
    winner: int | None = None
    actor: int | None = CHANCE
    """The seat to act, ``CHANCE``, or None when the match is over: worked out once, when
    the state is built (the loops of bots and benches read it at every step)."""


def actor_of(game: Game | None, winner: int | None) -> int | None:
    """Who acts in a match with this game and winner (see ``MatchState.actor``)."""
    if winner is not None:
        return None
    if game is None:
        return CHANCE
    core = game[2]
    if core is None:
        return CHANCE
    if game.offered is not None:
        return 1 - game.offered
    return CHANCE if core[5] is _RESHUFFLE else core[6]  # the phase, the seat to act


class MatchState(_MatchFields):
    """A match: its rules, the game in progress, the games won and their stakes, the
    winner, and the seat to act (``actor``, kept right by ``MatchState(...)`` and
    ``_replace``: it is never given)."""

    __slots__ = ()

    def __new__(cls, rules: Rules, game: Game | None = None,
                games: tuple[int, int] = (0, 0), results: tuple[GameResult, ...] = (),
                stakes: tuple[int, int] = (0, 0), winner: int | None = None) -> MatchState:
        return _new(cls, (rules, game, games, results, stakes, winner,
                          actor_of(game, winner)))

    def _replace(self, **changes: object) -> MatchState:
        """The state with some of its fields changed (not ``actor``, which follows)."""
        fields: list[Any] = [*self]
        try:
            for name, value in changes.items():
                fields[_SETTABLE[name]] = value
        except KeyError:
            raise ValueError(f"Got unexpected field names: {list(changes)!r} (the actor "
                             "follows from the other fields)") from None
        fields[6] = actor_of(fields[1], fields[5])
        return _new(MatchState, fields)

    def __getnewargs__(self) -> tuple[object, ...]:  # copy and pickle call __new__
        return tuple(self)[:6]

    @property
    def deal(self) -> Deal | None:
        return self.game.deal if self.game is not None else None

    @property
    def score(self) -> tuple[int, int]:
        return self.game.score if self.game is not None else (0, 0)


_SETTABLE: Final = {name: at for at, name in enumerate(MatchState._fields) if name != "actor"}
"""The fields ``MatchState._replace`` sets, by place."""
