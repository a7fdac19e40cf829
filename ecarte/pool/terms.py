"""The options of a pool and of a chouette (the rule book's "The pool and la chouette"),
and why a step is refused: facts, worded by ``ecarte.words.pool``.

>>> PoolRules.from_spec({"wins": 3}).to_spec()
{'wins': 3, 'stake': 1, 'comeback_stake': False}
>>> ChouetteRules().after_loss
'stays'
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Any, Final, Literal

AfterLoss = Literal["stays", "captain"]
AFTER_LOSS: Final[tuple[AfterLoss, ...]] = ("stays", "captain")
MAX_STAKE: Final = 1000
MAX_PLAYERS: Final = 8


class Refusal(enum.Enum):
    """Why a pool or a chouette refuses a step or a setting (its code, for programs)."""

    TOO_FEW = "too-few"  # numbers: the least number of players
    TOO_MANY = "too-many"  # numbers: the most
    NAMED_TWICE = "named-twice"  # names: the name
    WINS = "wins"  # numbers: the value
    STAKE = "stake"  # numbers: the value
    AFTER_LOSS = "after-loss"  # names: the value
    COMEBACK = "comeback"  # names: the value
    OVER = "over"  # the pool is already won
    NOT_AT_TABLE = "not-at-table"  # numbers: the player named as winner


class PoolError(ValueError):
    """A step or a setting refused: ``refusal`` and its ``numbers`` / ``names``; its
    ``str`` is the sentence in the chosen language."""

    def __init__(self, refusal: Refusal, numbers: tuple[int, ...] = (),
                 names: tuple[str, ...] = ()) -> None:
        super().__init__(refusal, numbers, names)
        self.refusal, self.numbers, self.names = refusal, numbers, names

    def __str__(self) -> str:
        from ecarte.words.pool import refusal

        return refusal(self)


def _whole(value: Any, low: int, high: int, why: Refusal) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise PoolError(why, names=(repr(value)[:20],))
    return value


@dataclasses.dataclass(frozen=True, slots=True)
class PoolRules:
    """``wins``: games in a row that win the pool (2; 3 by agreement); ``stake``: what
    each player puts in at the start; ``comeback_stake``: and again each time he comes
    back in from the queue (off: the sources give it as an agreement)."""

    wins: int = 2
    stake: int = 1
    comeback_stake: bool = False

    def __post_init__(self) -> None:
        _whole(self.wins, 2, 3, Refusal.WINS)
        _whole(self.stake, 1, MAX_STAKE, Refusal.STAKE)
        if not isinstance(self.comeback_stake, bool):
            raise PoolError(Refusal.COMEBACK, names=(repr(self.comeback_stake)[:20],))

    def to_spec(self) -> dict[str, Any]:
        return {"wins": self.wins, "stake": self.stake, "comeback_stake": self.comeback_stake}

    @classmethod
    def from_spec(cls, spec: Mapping[str, Any]) -> PoolRules:
        return cls(wins=spec.get("wins", 2), stake=spec.get("stake", 1),
                   comeback_stake=spec.get("comeback_stake", False))


@dataclasses.dataclass(frozen=True, slots=True)
class ChouetteRules:
    """``bet``: what each partner bets on each game (the chouette takes every bet; a
    game always counts single); ``after_loss``: when the chouette loses, ``stays`` (he
    keeps the seat and the captain's place passes to the next partner, as after a win)
    or ``captain`` (the winning captain becomes the chouette, who joins the partners at
    the end of their line)."""

    bet: int = 1
    after_loss: AfterLoss = "stays"

    def __post_init__(self) -> None:
        _whole(self.bet, 1, MAX_STAKE, Refusal.STAKE)
        if self.after_loss not in AFTER_LOSS:
            raise PoolError(Refusal.AFTER_LOSS, names=(repr(self.after_loss)[:20],))

    def to_spec(self) -> dict[str, Any]:
        return {"bet": self.bet, "after_loss": self.after_loss}

    @classmethod
    def from_spec(cls, spec: Mapping[str, Any]) -> ChouetteRules:
        return cls(bet=spec.get("bet", 1), after_loss=spec.get("after_loss", "stays"))


def check_players(players: tuple[str, ...], least: int) -> None:
    """Raise PoolError unless there are ``least`` to MAX_PLAYERS players, none named twice."""
    if len(players) < least:
        raise PoolError(Refusal.TOO_FEW, numbers=(least,))
    if len(players) > MAX_PLAYERS:
        raise PoolError(Refusal.TOO_MANY, numbers=(MAX_PLAYERS,))
    seen: set[str] = set()
    for name in players:
        if name.casefold() in seen:
            raise PoolError(Refusal.NAMED_TWICE, names=(name,))
        seen.add(name.casefold())
