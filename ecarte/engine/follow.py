"""The follow rules of trick play (RULES.md §5): what the second player to a trick may
play, and the fault that says why a card is not allowed.

>>> from ecarte.engine.cards import parse_cards
>>> hand = parse_cards(["Ks", "7s", "Ah"])
>>> [str(c) for c in playable(hand, Card.parse("Qs"), Suit.HEARTS)]
['Ks']
>>> str(follow_fault(hand, Card.parse("7s"), Card.parse("Qs"), Suit.HEARTS, strict=True))
'you must play a spade higher than the Q♠: you hold the K♠'
"""

from __future__ import annotations

from ecarte.engine.cards import Card, Suit
from ecarte.engine.faults import Fault, Rule
from ecarte.engine.kernel import follows

Hand = tuple[Card | None, ...]
"""A hand, in which a card the viewer may not see is None."""


def holds(hand: Hand, card: Card) -> bool:
    """Whether ``hand`` holds ``card``. Cards are singletons, so this asks identity: ``in``
    would ask ``Card.__eq__`` of each card, several times slower."""
    for held in hand:  # noqa: SIM110 (a loop: any() over a generator is three times slower)
        if held is card:
            return True
    return False


def hand_mask(hand: Hand) -> int:
    """The bitmask of the cards of ``hand`` the viewer can see."""
    bits = 0
    for card in hand:
        if card is not None:
            bits |= 1 << card.index
    return bits


def playable(hand: Hand, lead: Card | None, trump: Suit, strict: bool = True) -> tuple[Card, ...]:
    """The cards the follow rules allow from ``hand`` (§5), in hand order; unknown cards
    are skipped. The rule itself is ``kernel.follows``."""
    if lead is None:
        return tuple(c for c in hand if c is not None) if None in hand else hand  # type: ignore[return-value]
    allowed = follows(hand_mask(hand), lead.index, trump, strict)
    return tuple(c for c in hand if c is not None and allowed >> c.index & 1)


def follow_fault(hand: Hand, card: Card, lead: Card, trump: Suit, strict: bool) -> Fault | None:
    """Why the follow rules forbid ``card`` (held in ``hand``) on ``lead``, or None."""
    if follows(hand_mask(hand), lead.index, trump, strict) >> card.index & 1:
        return None
    allowed = playable(hand, lead, trump, strict)
    held = tuple(sorted(allowed, key=lambda c: -c.rank))
    if allowed[0].suit is lead.suit and allowed[0].rank > lead.rank:
        return Fault(Rule.OVERTAKE, held, lead)
    if allowed[0].suit is lead.suit:
        return Fault(Rule.FOLLOW, held, lead)
    return Fault(Rule.TRUMP, held, lead, trump)
