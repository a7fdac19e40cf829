"""What happens, as frozen records. ``None`` stands for a card the seat may not see;
``redact`` makes the copy for one seat."""

from __future__ import annotations

import dataclasses
from typing import Final

from ecarte.engine.cards import Card, Suit


@dataclasses.dataclass(frozen=True, slots=True)
class CutDrawn:
    cards: tuple[Card, Card]
    dealer: int | None  # None: a tie, cut again


@dataclasses.dataclass(frozen=True, slots=True)
class Dealt:
    dealer: int
    hands: tuple[tuple[Card | None, ...], tuple[Card | None, ...]]
    stock: int


@dataclasses.dataclass(frozen=True, slots=True)
class TurnedUp:
    card: Card
    trump: Suit


@dataclasses.dataclass(frozen=True, slots=True)
class KingTurned:
    dealer: int


@dataclasses.dataclass(frozen=True, slots=True)
class Stood:
    seat: int
    penalty: bool  # stood on the first decision: the elder risks paying 2


@dataclasses.dataclass(frozen=True, slots=True)
class Proposed:
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class Accepted:
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class Refused:
    seat: int
    penalty: bool


@dataclasses.dataclass(frozen=True, slots=True)
class Exchanged:
    seat: int
    count: int
    discarded: tuple[Card | None, ...]
    drawn: tuple[Card | None, ...]
    stock: int  # cards left in the stock after the draw


@dataclasses.dataclass(frozen=True, slots=True)
class Reshuffled:
    cards: int
    order: tuple[Card | None, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class PlayBegins:
    leader: int


@dataclasses.dataclass(frozen=True, slots=True)
class KingDeclared:
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card


@dataclasses.dataclass(frozen=True, slots=True)
class TrickWon:
    seat: int
    lead: Card
    follow: Card
    tricks: tuple[int, int]


@dataclasses.dataclass(frozen=True, slots=True)
class Conceded:
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class PointsScored:
    """Points for one seat with the itemised reason ("the point", "+1: the elder stood")."""

    seat: int
    points: int
    reasons: tuple[str, ...]
    score: tuple[int, int]
    penalty: bool = False  # the points include the other seat's penalty (§6)


@dataclasses.dataclass(frozen=True, slots=True)
class DealEnded:
    tricks: tuple[int, int]


@dataclasses.dataclass(frozen=True, slots=True)
class Doubled:
    seat: int
    stake: int  # the stake if taken


@dataclasses.dataclass(frozen=True, slots=True)
class Taken:
    seat: int
    stake: int


@dataclasses.dataclass(frozen=True, slots=True)
class Dropped:
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class GameWon:
    seat: int
    score: tuple[int, int]
    value: int  # stake times the game's value
    games: tuple[int, int]


@dataclasses.dataclass(frozen=True, slots=True)
class MatchWon:
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
        return dataclasses.replace(event, hands=(hands[0], hands[1]))
    if isinstance(event, Exchanged) and event.seat != seat:
        return dataclasses.replace(event, discarded=(_HIDDEN,) * event.count,
                                   drawn=(_HIDDEN,) * event.count)
    if isinstance(event, Reshuffled):
        return dataclasses.replace(event, order=(_HIDDEN,) * event.cards)
    return event
