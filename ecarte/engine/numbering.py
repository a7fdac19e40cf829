"""A fixed numbering of a player's actions, and the legal actions as a mask over it, as
OpenSpiel's games and PettingZoo's environments give them (``NUM_ACTIONS`` numbers, the
same in every position).

- 0 to 8: the actions without cards, in ``BARE`` order: stand, propose, accept, refuse,
  king, double, take, drop, concede.
- 9 to 40: play a card, ``PLAY + card.index`` (the deck order: suit, then rank; 7♣ is 9,
  K♠ is 40).
- 41 to 72: a discard, ``DISCARD + mask`` where bit i of the mask is the i-th card of the
  hand in deck order (``in_deck_order(hand)``): 41 is "discard nothing" (where the rules
  allow it), 72 all five cards. A discard's number depends on the hand it is thrown from,
  as a draw-poker discard's does in RLCard.

>>> from ecarte.engine import Card, parse_action
>>> hand = [Card.parse(c) for c in "Ks 7c Th 8d Ah".split()]
>>> number(parse_action("play Ks"), hand), number(parse_action("discard 7c Th"), hand)
(40, 46)
>>> str(action_of(46, hand)), str(action_of(0, hand))
('discard 7c Th', 'stand')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from ecarte.engine.actions import Action
from ecarte.engine.cards import DECK, Card, deck_order
from ecarte.engine.view import SeatView

BARE: Final[tuple[str, ...]] = ("stand", "propose", "accept", "refuse", "king", "double",
                                "take", "drop", "concede")
PLAY: Final = len(BARE)
"""The number of playing the 7♣ (the first card in deck order)."""
DISCARD: Final = PLAY + len(DECK)
"""The number of discarding nothing."""
NUM_ACTIONS: Final = DISCARD + 32
"""How many numbers there are."""


def in_deck_order(hand: Iterable[Card]) -> list[Card]:
    """A hand as the discard numbers count its cards: by deck order."""
    return sorted(hand, key=deck_order)


def number(action: Action, hand: Sequence[Card] = ()) -> int:
    """The number of ``action``; a discard's needs the ``hand`` it is thrown from.
    Raises ValueError for a hidden discard or a card not in the hand."""
    if action.kind in BARE:
        return BARE.index(action.kind)
    if action.kind == "play":
        return PLAY + action.card.index
    if action.hidden:
        raise ValueError("a hidden discard has no number: its cards are not known")
    order = in_deck_order(hand)
    bits = 0
    for card in action.cards:
        if card not in order:
            raise ValueError(f"{card} is not in the hand")
        bits |= 1 << order.index(card)
    return DISCARD + bits


def action_of(numbered: int, hand: Sequence[Card] = ()) -> Action:
    """The action numbered ``numbered`` (a discard's from ``hand``). Raises ValueError
    for a number out of range, or a discard of cards the hand does not have."""
    if not 0 <= numbered < NUM_ACTIONS:
        raise ValueError(f"an action's number is 0 to {NUM_ACTIONS - 1}, not {numbered}")
    if numbered < PLAY:
        return Action(BARE[numbered])  # type: ignore[arg-type]  # a Kind, from BARE
    if numbered < DISCARD:
        return Action("play", (DECK[numbered - PLAY],))
    order = in_deck_order(hand)
    bits = numbered - DISCARD
    if bits >> len(order):
        raise ValueError(f"discard {numbered} throws more cards than the hand's "
                         f"{len(order)}")
    cards = tuple(card for i, card in enumerate(order) if bits >> i & 1)
    return Action.discard(cards) if cards else Action("discard")


def legal_mask(seen: SeatView) -> tuple[bool, ...]:
    """``NUM_ACTIONS`` flags: which numbers are legal for the seat of ``seen`` now (all
    False when it is not its turn)."""
    flags = [False] * NUM_ACTIONS
    hand = seen.hand
    for action in seen.legal_actions():
        flags[number(action, hand)] = True
    return tuple(flags)


def legal_numbers(seen: SeatView) -> list[int]:
    """The legal actions' numbers, in increasing order."""
    return [n for n, legal in enumerate(legal_mask(seen)) if legal]
