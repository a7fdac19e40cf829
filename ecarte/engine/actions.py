"""Actions and their text form, shared by records, the protocol and the front end.

>>> str(parse_action("discard 7h 8d")), str(parse_action("PLAY k♠"))
('discard 8d 7h', 'play Ks')

Chance actions (the cut, the deal, a reshuffle of the discards) are separate types:
they come from a seeded ``random.Random`` (see ``ecarte.engine.chance``) or from a record.
"""

from __future__ import annotations

import dataclasses
from typing import Final, Literal

from ecarte.engine.cards import DECK, Card, deck_order, parse_cards
from ecarte.engine.errors import InvalidActionError, InvalidCardError
from ecarte.engine.faults import Fault, Rule

Kind = Literal["stand", "propose", "accept", "refuse", "discard", "king", "play",
               "double", "take", "drop", "concede"]
KINDS: Final[tuple[str, ...]] = ("stand", "propose", "accept", "refuse", "discard", "king",
                                 "play", "double", "take", "drop", "concede")
_BY_INDEX: Final = deck_order  # cards sort by index: suit, then rank
_BARE: Final = frozenset({"stand", "propose", "accept", "refuse", "king", "double", "take",
                          "drop", "concede"})


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """A player's action. ``cards`` for discard and play; ``count`` is the number of
    cards exchanged, the only part of an opponent's discard a seat may see."""

    kind: Kind
    cards: tuple[Card, ...] = ()
    count: int = 0

    def __post_init__(self) -> None:
        # A hand-built play or discard takes the form parse_action gives it, so that it
        # equals the action in legal_actions: Action("discard", (8d, 7c)) counts 2, sorted.
        cards = self.cards
        if cards and self.kind in ("play", "discard"):
            if not self.count:
                object.__setattr__(self, "count", len(cards))
            if self.kind == "discard" and len(cards) > 1:
                ordered = tuple(sorted(cards, key=_BY_INDEX))
                if ordered != cards:
                    object.__setattr__(self, "cards", ordered)

    def __str__(self) -> str:
        if self.kind == "discard" and not self.cards and self.count:
            return f"discard {self.count}"
        if self.cards:
            return self.kind + " " + " ".join(str(c) for c in self.cards)
        return self.kind

    @property
    def card(self) -> Card:
        """The card of a ``play``."""
        return self.cards[0]

    @property
    def hidden(self) -> bool:
        """A discard whose cards are not known to the seat looking at it."""
        return self.kind == "discard" and self.count > 0 and not self.cards

    @staticmethod
    def discard(cards: tuple[Card, ...]) -> Action:
        return Action("discard", tuple(sorted(cards, key=_BY_INDEX)), len(cards))

    @staticmethod
    def hidden_discard(count: int) -> Action:
        return Action("discard", (), count)


STAND: Final = Action("stand")
PROPOSE: Final = Action("propose")
ACCEPT: Final = Action("accept")
REFUSE: Final = Action("refuse")
KING: Final = Action("king")
DOUBLE: Final = Action("double")
TAKE: Final = Action("take")
DROP: Final = Action("drop")
CONCEDE: Final = Action("concede")
STAND_PAT: Final = Action("discard")
PLAY: Final[dict[Card, Action]] = {card: Action("play", (card,), 1) for card in DECK}


def form_fault(action: Action) -> Fault | None:
    """What is wrong with the form of a hand-built action, or None; ``parse_action``
    never returns a malformed one."""
    kind, cards = action.kind, action.cards
    if kind == "play":
        if len(cards) == 1 and action.count == 1:
            return None
        return Fault(Rule.PLAY_ONE_CARD)
    if kind == "discard":
        if len(set(cards)) != len(cards):
            return Fault(Rule.DISCARD_TWICE)
        if not 0 <= action.count <= 5:
            return Fault(Rule.EXCHANGE_SIZE)
        if cards and action.count != len(cards):
            return Fault(Rule.DISCARD_COUNT, cards, count=action.count)
        return None
    if kind not in _BARE:
        return Fault(Rule.NOT_AN_ACTION, word=str(kind))
    if cards or action.count:
        return Fault(Rule.TAKES_NOTHING, word=kind)
    return None


def parse_action(text: str) -> Action:
    """Read an action in record notation. ``discard 2`` (an opponent's hidden exchange)
    is accepted too. Raises InvalidActionError with a sentence."""
    words = text.split()
    if not words:
        raise InvalidActionError("empty")
    kind = words[0].lower()
    rest = words[1:]
    if kind in _BARE:
        if rest:
            raise InvalidActionError("takes-nothing", kind)
        return Action(kind)  # type: ignore[arg-type]
    try:
        if kind == "play":
            if len(rest) != 1:
                raise InvalidActionError("play-one-card")
            return PLAY[parse_cards(rest)[0]]
        if kind == "discard":
            if len(rest) == 1 and rest[0].isascii() and rest[0].isdigit():
                count = int(rest[0])
                if not 1 <= count <= 5:
                    raise InvalidActionError("exchange-size")
                return Action.hidden_discard(count)
            if len(rest) > 5:
                raise InvalidActionError("discard-at-most")
            return Action.discard(parse_cards(rest))
    except InvalidCardError as error:
        raise InvalidActionError("card", error=error) from None
    shown = text.strip()[:30]
    raise InvalidActionError("not-an-action", shown)


@dataclasses.dataclass(frozen=True, slots=True)
class Cut:
    """Chance: each seat draws a card for the first deal (``cards[seat]``)."""

    cards: tuple[Card, Card]


@dataclasses.dataclass(frozen=True, slots=True)
class DealCards:
    """Chance: the cards of a deal, hands indexed by seat, the stock top first."""

    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    turnup: Card
    stock: tuple[Card, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Reshuffle:
    """Chance (``reshuffle_discards``): the discards, shuffled, in drawing order."""

    order: tuple[Card, ...]


ChanceAction = Cut | DealCards | Reshuffle
AnyAction = Action | ChanceAction
