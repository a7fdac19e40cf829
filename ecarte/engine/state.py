"""The state of a match: ``MatchState``, its ``Game`` and the results of games won.
Immutable; ``engine.match`` has the functions that move it on (``apply``)."""

from __future__ import annotations

import dataclasses
from typing import Any, Final, NamedTuple

from ecarte.engine.deal import PHASE, TO_ACT, Deal, DealCore, Phase, core_of, deal_of
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


class Game(NamedTuple):
    """A game to ``target`` points (its deal in progress is the match's: ``MatchState.deal``)."""

    dealer: int
    score: tuple[int, int] = (0, 0)
    deals: int = 0  # deals begun
    stake: int = 1
    cube: int | None = None  # who may double next (None: either player)
    offered: int | None = None  # a double offered by this seat awaits an answer


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
    core: DealCore | None = None
    """The deal in progress (or the last one, once the match is over) as the engine keeps
    it, a ``DealCore``: ``MatchState.deal`` gives it as a ``Deal``. None between deals."""


def actor_of(game: Game | None, winner: int | None, core: DealCore | None) -> int | None:
    """Who acts in a match with this game, winner and deal (see ``MatchState.actor``)."""
    if winner is not None:
        return None
    if game is None or core is None:
        return CHANCE
    if game.offered is not None:
        return 1 - game.offered
    return CHANCE if core[PHASE] is _RESHUFFLE else core[TO_ACT]


class MatchState(_MatchFields):
    """A match: its rules, the game in progress and its deal, the games won and their
    stakes, the winner, and the seat to act (``actor``, kept right by ``MatchState(...)``
    and ``_replace``: it is never given). Built and replaced with ``deal=`` (a ``Deal``),
    not ``core``; replacing the ``game`` keeps the deal, unless the game is None (before
    the cut there is no deal)."""

    __slots__ = ()

    def __new__(cls, rules: Rules, game: Game | None = None,
                games: tuple[int, int] = (0, 0), results: tuple[GameResult, ...] = (),
                stakes: tuple[int, int] = (0, 0), winner: int | None = None,
                deal: Deal | DealCore | None = None) -> MatchState:
        core = None if deal is None else core_of(deal)
        return _new(cls, (rules, game, games, results, stakes, winner,
                          actor_of(game, winner, core), core))

    def _replace(self, **changes: object) -> MatchState:
        """The state with some of its fields changed (``deal``, not ``core``; not
        ``actor``, which follows)."""
        fields: list[Any] = [*self]
        try:
            for name, value in changes.items():
                fields[_SETTABLE[name]] = value
        except KeyError:
            raise ValueError(f"Got unexpected field names: {list(changes)!r} (the actor "
                             "follows from the other fields)") from None
        if fields[1] is None:  # no game, no deal
            fields[7] = None
        elif fields[7] is not None:
            fields[7] = core_of(fields[7])
        fields[6] = actor_of(fields[1], fields[5], fields[7])
        return _new(MatchState, fields)

    def __getnewargs__(self) -> tuple[object, ...]:  # copy and pickle call __new__
        return (*self[:6], self[7])

    @property
    def deal(self) -> Deal | None:
        core = self[7]
        return None if core is None else deal_of(core)

    @property
    def score(self) -> tuple[int, int]:
        return self.game.score if self.game is not None else (0, 0)


_SETTABLE: Final = {**{name: at for at, name in enumerate(MatchState._fields)
                       if name not in ("actor", "core")}, "deal": 7}
"""The fields ``MatchState._replace`` sets, by place."""
