"""The exact card-play solver: both hands known, how many of the remaining tricks does
each side take with best play (§5 follow rules)? Hands are int bitmasks over card indexes
(``suit * 8 + rank``); one memo table per trump suit and trumping rule, shared by every
question asked of the same ``Solver``.

>>> from ecarte.engine import parse_cards, Suit
>>> hand = lambda text: mask(parse_cards(text.split()))
>>> Solver().tricks(hand("Kh Qh"), hand("Jh 7s"), Suit.SPADES)
1
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ecarte.bots.hands import keep_value
from ecarte.engine import DECK, Card, Suit

SUIT_MASKS: Final = tuple(0xFF << (8 * suit) for suit in range(4))
_MAX_ENTRIES: Final = 3_000_000


def mask(cards: Iterable[Card]) -> int:
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


def follows(follower: int, lead: int, trump: int, strict: bool = True) -> int:
    """The cards of ``follower`` allowed on ``lead`` (a card index), as a mask."""
    suited = follower & SUIT_MASKS[lead >> 3]
    if suited:
        higher = suited & ~((2 << lead) - 1)
        return higher or suited
    if strict:
        trumps = follower & SUIT_MASKS[trump]
        if trumps:
            return trumps
    return follower


def beats(card: int, lead: int, trump: int) -> bool:
    """Whether ``card`` played second wins a trick led with ``lead``."""
    if card >> 3 == lead >> 3:
        return card > lead
    return card >> 3 == trump


class Solver:
    """Exact trick counts with a memo table per (trump, strict) shared across questions."""

    def __init__(self) -> None:
        self._tables: dict[tuple[int, bool], dict[int, int]] = {}

    def table(self, trump: int, strict: bool) -> dict[int, int]:
        key = (trump, strict)
        found = self._tables.get(key)
        if found is None or len(found) > _MAX_ENTRIES:
            found = self._tables[key] = {}
        return found

    def tricks(self, leader: int, follower: int, trump: int, strict: bool = True) -> int:
        """Tricks the side to lead takes from the rest of the deal."""
        return _tricks(leader, follower, trump, strict, self.table(trump, strict))

    def after_lead(self, lead: int, leader: int, follower: int, trump: int,
                   strict: bool = True) -> int:
        """Tricks the leader takes (this one included) once he has led ``lead``;
        ``leader`` is the rest of his hand."""
        table = self.table(trump, strict)
        worst = 99
        for card in bits_of(follows(follower, lead, trump, strict)):
            value = self.after_follow(lead, card, leader, follower ^ (1 << card), trump,
                                      strict, table)
            worst = min(worst, value)
        return worst

    def after_follow(self, lead: int, card: int, leader: int, follower: int, trump: int,
                     strict: bool = True, table: dict[int, int] | None = None) -> int:
        """Tricks the leader takes (this one included) when ``card`` follows ``lead``;
        ``leader`` and ``follower`` are the hands left after the trick."""
        if table is None:
            table = self.table(trump, strict)
        left = leader.bit_count()
        if beats(card, lead, trump):
            return left - (_tricks(follower, leader, trump, strict, table) if left else 0)
        return 1 + (_tricks(leader, follower, trump, strict, table) if left else 0)


def _tricks(leader: int, follower: int, trump: int, strict: bool, table: dict[int, int]) -> int:
    key = leader | (follower << 32)
    found = table.get(key)
    if found is not None:
        return found
    count = leader.bit_count()
    if count == 1:
        lead = leader.bit_length() - 1
        card = follower.bit_length() - 1
        value = 0 if beats(card, lead, trump) else 1
        table[key] = value
        return value
    trump_mask = SUIT_MASKS[trump]
    best = -1
    previous = -1
    rest_leader = leader
    while rest_leader:
        low = rest_leader & -rest_leader
        rest_leader ^= low
        lead = low.bit_length() - 1
        # Two of the leader's cards with none of the follower's between them are equal.
        if previous >= 0 and previous >> 3 == lead >> 3 \
                and not follower & ((1 << lead) - (2 << previous)):
            previous = lead
            continue
        previous = lead
        leader_after = leader ^ low
        suited = follower & SUIT_MASKS[lead >> 3]
        if suited:
            allowed = suited & ~((2 << lead) - 1) or suited
        elif strict and follower & trump_mask:
            allowed = follower & trump_mask
        else:
            allowed = follower
        worst = count
        before = -1
        while allowed:
            low = allowed & -allowed
            allowed ^= low
            card = low.bit_length() - 1
            if before >= 0 and before >> 3 == card >> 3 \
                    and not leader & ((1 << card) - (2 << before)):
                before = card
                continue
            before = card
            follower_after = follower ^ low
            if (card >> 3 == lead >> 3 and card > lead) or \
                    (card >> 3 != lead >> 3 and card >> 3 == trump):
                value = count - 1 - _tricks(follower_after, leader_after, trump, strict, table)
            else:
                value = 1 + _tricks(leader_after, follower_after, trump, strict, table)
            if value < worst:
                worst = value
                if worst <= best:
                    break
        if worst > best:
            best = worst
            if best == count:
                break
    table[key] = best
    return best


# Per trump suit, the book's worth of keeping each card (``hands.keep_value``), by index.
_KEEP: Final = tuple(tuple(keep_value(card, trump) for card in DECK) for trump in Suit)


def book_follow(allowed: int, lead: int, trump: int) -> int:
    """The card a player following by habit plays: the cheapest card that takes the trick,
    else the one least worth keeping."""
    suited = allowed & SUIT_MASKS[lead >> 3]
    if suited:
        higher = suited & ~((2 << lead) - 1)
        if higher:
            return (higher & -higher).bit_length() - 1
    elif lead >> 3 != trump and allowed & SUIT_MASKS[trump]:
        trumps = allowed & SUIT_MASKS[trump]
        return (trumps & -trumps).bit_length() - 1
    keep = _KEEP[trump]
    return min(bits_of(allowed), key=lambda card: (keep[card], card))
