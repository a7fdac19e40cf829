"""The rules kernel: the follow-and-beat rule of trick play (RULES.md §5), the trick's
winner, and what a follow proves about the follower's hand, written once over card
indexes and bitmasks.

A card's index is ``suit * 8 + rank`` (ranks in trick order, seven to King); a hand is an
``int`` with bit ``index`` set for each card held. The engine's card-level API
(``Card.beats``, ``follow.playable``, ``follow.follow_fault``), the exact solver, the
expert's knowledge and the protocol's view rebuilding all ask this module, so
``trumping`` strict or free is decided in one place.

>>> from ecarte.engine.cards import DECK, Card, Suit, parse_cards
>>> hand = mask(parse_cards(["Ks", "7s", "Ah"]))
>>> queen = Card.parse("Qs").index
>>> [str(DECK[i]) for i in bits_of(follows(hand, queen, Suit.HEARTS))]
['Ks']
>>> beats(Card.parse("7h").index, queen, Suit.HEARTS), trick_winner(0, queen, 0, Suit.HEARTS)
(True, 0)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final, Protocol

SUIT_MASKS: Final = tuple(0xFF << (8 * suit) for suit in range(4))
"""The eight cards of each suit, by suit number (clubs, diamonds, hearts, spades)."""
ALL_CARDS: Final = 0xFFFFFFFF


class _Indexed(Protocol):
    @property
    def index(self) -> int: ...


def mask(cards: Iterable[_Indexed]) -> int:
    """The bitmask of some cards (``Card`` or anything with an ``index``)."""
    bits = 0
    for card in cards:
        bits |= 1 << card.index
    return bits


def bits_of(bits: int) -> list[int]:
    """The card indexes in a mask, low to high."""
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out


def above(card: int) -> int:
    """The cards of ``card``'s suit that rank above it."""
    return SUIT_MASKS[card >> 3] & ~((2 << card) - 1)


def follows(hand: int, lead: int, trump: int, strict: bool = True) -> int:
    """The cards of ``hand`` the follow rules allow on ``lead`` (§5): a higher card of
    the suit led if one is held, else any card of that suit; void in it, a trump if one
    is held and trumping is strict; else any card."""
    suited = hand & SUIT_MASKS[lead >> 3]
    if suited:
        return suited & ~((2 << lead) - 1) or suited
    if strict:
        trumps = hand & SUIT_MASKS[trump]
        if trumps:
            return trumps
    return hand


def beats(card: int, lead: int, trump: int) -> bool:
    """Whether ``card``, played second, wins the trick led with ``lead``: a higher card
    of the suit led, or a trump on a plain suit."""
    if card >> 3 == lead >> 3:
        return card > lead
    return card >> 3 == trump


def trick_winner(leader: int, lead: int, follow: int, trump: int) -> int:
    """The seat that wins a trick ``leader`` led with ``lead`` and the other followed."""
    return 1 - leader if beats(follow, lead, trump) else leader


SECOND_WINS: Final = tuple(bytes(beats(follow, lead, trump) for lead in range(32)
                                  for follow in range(32)) for trump in range(4))
"""``beats`` as a table, for the step of a card played (ten a deal): by trump, then
``lead << 5 | follow``, 1 when the second card wins the trick."""


def excluded(lead: int, follow: int, trump: int, strict: bool = True) -> int:
    """The cards the follower cannot have held when it played ``follow`` on ``lead``:
    following low proves it had no higher card of the suit; not following proves it was
    void, and (strict trumping) not trumping proves it held no trump either."""
    if follow >> 3 == lead >> 3:
        return above(lead) if follow < lead else 0
    void = SUIT_MASKS[lead >> 3]
    if strict and follow >> 3 != trump:
        void |= SUIT_MASKS[trump]
    return void
