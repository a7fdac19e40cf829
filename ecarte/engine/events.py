"""What happens, as immutable records. ``None`` stands for a card the seat may not see;
``redact`` makes the copy for one seat.

Events are named tuples (cheap to build: a deal makes about twenty), except that an event
equals only an event of the same kind:

>>> Proposed(0) == Proposed(0), Proposed(0) == Accepted(0)
(True, False)
"""

from __future__ import annotations

import enum
from typing import Any, Final, NamedTuple, TypeVar

from ecarte.engine.cards import Card, Suit

_Record = TypeVar("_Record", bound=tuple[Any, ...])


def _same_kind(self: tuple[Any, ...], other: object) -> bool:
    return type(other) is type(self) and isinstance(other, tuple) \
        and tuple(self) == tuple(other)


def _other_kind(self: Any, other: object) -> bool:
    return not _same_kind(self, other)


def _distinct(cls: type[_Record]) -> type[_Record]:
    """An event class whose instances equal only events of the same class (a plain named
    tuple would find ``Proposed(0) == Accepted(0)``). Hashing stays the tuple's."""
    cls.__eq__ = _same_kind  # type: ignore[method-assign]
    cls.__ne__ = _other_kind  # type: ignore[method-assign]
    return cls


@_distinct
class CutDrawn(NamedTuple):
    cards: tuple[Card, Card]
    dealer: int | None  # None: a tie, cut again


@_distinct
class Dealt(NamedTuple):
    dealer: int
    hands: tuple[tuple[Card | None, ...], tuple[Card | None, ...]]
    stock: int


@_distinct
class TurnedUp(NamedTuple):
    card: Card
    trump: Suit


@_distinct
class KingTurned(NamedTuple):
    dealer: int


@_distinct
class Stood(NamedTuple):
    seat: int
    penalty: bool  # stood on the first decision: the elder risks paying 2


@_distinct
class Proposed(NamedTuple):
    seat: int


@_distinct
class Accepted(NamedTuple):
    seat: int


@_distinct
class Refused(NamedTuple):
    seat: int
    penalty: bool


@_distinct
class Exchanged(NamedTuple):
    seat: int
    count: int  # type: ignore[assignment]  # the field hides tuple.count, on purpose
    discarded: tuple[Card | None, ...]
    drawn: tuple[Card | None, ...]
    stock: int  # cards left in the stock after the draw


@_distinct
class Reshuffled(NamedTuple):
    cards: int
    order: tuple[Card | None, ...]


@_distinct
class PlayBegins(NamedTuple):
    leader: int


@_distinct
class KingDeclared(NamedTuple):
    seat: int


@_distinct
class CardPlayed(NamedTuple):
    seat: int
    card: Card


@_distinct
class TrickWon(NamedTuple):
    seat: int
    lead: Card
    follow: Card
    tricks: tuple[int, int]


@_distinct
class Conceded(NamedTuple):
    seat: int


class Why(enum.Enum):
    """Why a deal gives points (§6, §7): the values are codes for files and the wire."""

    POINT = "point"  # three or four tricks
    VOLE = "vole"  # all five tricks
    STOOD = "stood"  # +1: the elder stood and lost
    REFUSED = "refused"  # +1: the dealer refused and lost
    KING_TURNED = "king-turned"  # the dealer turned up a King
    KING_DECLARED = "king-declared"  # the King of trumps declared
    CONCEDED = "conceded"  # the opponent conceded: the point
    CONCEDED_VOLE = "conceded-vole"  # the opponent conceded without a trick: the vole


class Reason(NamedTuple):
    """One item of a deal's points: why, with the tricks taken for the point and whether
    a penalty is the point de refus (a player's words come from a phrasebook).

    >>> Reason(Why.POINT, 3).code, Reason.from_code("stood/refus").refus
    ('point/3', True)
    """

    why: Why
    tricks: int = 0
    refus: bool = False

    @property
    def code(self) -> str:
        """``point/3``, ``vole``, ``stood/refus``: the reason as the wire holds it."""
        return self.why.value + (f"/{self.tricks}" if self.why is Why.POINT else "") + \
            ("/refus" if self.refus else "")

    def __repr__(self) -> str:
        return f"Reason.from_code({self.code!r})"

    @classmethod
    def from_code(cls, code: str) -> Reason:
        """The reason ``code`` names. Raises ValueError."""
        why, _, rest = code.partition("/")
        kind = Why(why)
        if kind is Why.POINT and rest in ("3", "4"):
            return cls(kind, int(rest))
        if kind in (Why.STOOD, Why.REFUSED) and rest in ("", "refus"):
            return cls(kind, 0, rest == "refus")
        if rest or kind is Why.POINT:
            raise ValueError(f"{code[:40]!r} is not a reason for points")
        return cls(kind)


@_distinct
class PointsScored(NamedTuple):
    """Points for one seat with the itemised reasons (the point, +1: the elder stood)."""

    seat: int
    points: int
    reasons: tuple[Reason, ...]
    score: tuple[int, int]
    penalty: bool = False  # the points include the other seat's penalty (§6)


@_distinct
class DealEnded(NamedTuple):
    tricks: tuple[int, int]


@_distinct
class Doubled(NamedTuple):
    seat: int
    stake: int  # the stake if taken


@_distinct
class Taken(NamedTuple):
    seat: int
    stake: int


@_distinct
class Dropped(NamedTuple):
    seat: int


@_distinct
class GameWon(NamedTuple):
    seat: int
    score: tuple[int, int]
    value: int  # stake times the game's value
    games: tuple[int, int]


@_distinct
class MatchWon(NamedTuple):
    seat: int
    games: tuple[int, int]
    stakes: tuple[int, int]


Event = (CutDrawn | Dealt | TurnedUp | KingTurned | Stood | Proposed | Accepted | Refused
         | Exchanged | Reshuffled | PlayBegins | KingDeclared | CardPlayed | TrickWon
         | Conceded | PointsScored | DealEnded | Doubled | Taken | Dropped | GameWon | MatchWon)

_HIDDEN: Final = None


def redact(event: Event, seat: int) -> Event:
    """The event as ``seat`` may see it."""
    if isinstance(event, Dealt):
        hands = tuple(h if i == seat else (_HIDDEN,) * len(h)
                      for i, h in enumerate(event.hands))
        return event._replace(hands=(hands[0], hands[1]))
    if isinstance(event, Exchanged) and event.seat != seat:
        return event._replace(discarded=(_HIDDEN,) * event.count,
                              drawn=(_HIDDEN,) * event.count)
    if isinstance(event, Reshuffled):
        return event._replace(order=(_HIDDEN,) * event.cards)
    return event
