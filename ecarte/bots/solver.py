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

from ecarte.engine import Card

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
        self._bool_tables: dict[tuple[int, bool], dict[int, bool]] = {}

    def table(self, trump: int, strict: bool) -> dict[int, int]:
        key = (trump, strict)
        found = self._tables.get(key)
        if found is None or len(found) > _MAX_ENTRIES:
            found = self._tables[key] = {}
        return found

    def reaches(self, leader: int, follower: int, need: int, trump: int,
                strict: bool = True) -> bool:
        """Whether the side to lead can take ``need`` of the remaining tricks."""
        key = (trump + 4, strict)
        table = self._bool_tables.get(key)
        if table is None or len(table) > _MAX_ENTRIES:
            table = self._bool_tables[key] = {}
        return _reach(leader, follower, need, trump, strict, table)

    def band(self, leader: int, follower: int, trump: int, strict: bool = True) -> int:
        """The leader's tricks where only the scoring bands matter: 0, 2 (one or two),
        4 (three or four) or 5 (exact for 0 and 5, the band's top otherwise)."""
        count = leader.bit_count()
        if count == 5:
            if self.reaches(leader, follower, 3, trump, strict):
                return 5 if self.reaches(leader, follower, 5, trump, strict) else 4
            return 2 if self.reaches(leader, follower, 1, trump, strict) else 0
        return self.tricks(leader, follower, trump, strict)

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


def _reach(leader: int, follower: int, need: int, trump: int, strict: bool,
           table: dict[int, bool]) -> bool:
    """Whether the side to lead can take at least ``need`` of the remaining tricks
    (a yes/no search: far fewer positions than the exact count)."""
    if need <= 0:
        return True
    count = leader.bit_count()
    if need > count:
        return False
    key = leader | (follower << 32) | (need << 64)
    found = table.get(key)
    if found is not None:
        return found
    trump_mask = SUIT_MASKS[trump]
    result = False
    previous = -1
    rest_leader = leader
    leads = []
    while rest_leader:
        low = rest_leader & -rest_leader
        rest_leader ^= low
        lead = low.bit_length() - 1
        if previous >= 0 and previous >> 3 == lead >> 3 \
                and not follower & ((1 << lead) - (2 << previous)):
            previous = lead
            continue
        previous = lead
        leads.append(lead)
    for lead in reversed(leads):  # high cards first: they settle most questions
        leader_after = leader ^ (1 << lead)
        suited = follower & SUIT_MASKS[lead >> 3]
        if suited:
            allowed = suited & ~((2 << lead) - 1) or suited
        elif strict and follower & trump_mask:
            allowed = follower & trump_mask
        else:
            allowed = follower
        holds = True
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
                # the follower wins and leads: he must not reach count - need + 1
                if _reach(follower_after, leader_after, count - need, trump, strict, table):
                    holds = False
                    break
            elif not _reach(leader_after, follower_after, need - 1, trump, strict, table):
                holds = False
                break
        if holds:
            result = True
            break
    table[key] = result
    return result


def _keep_values() -> tuple[tuple[int, ...], ...]:
    """Per trump suit, how much a follower wants to keep each card (throw the least)."""
    tables = []
    for trump in range(4):
        values = []
        for index in range(32):
            suit, rank = index >> 3, index & 7
            values.append(20 + rank if suit == trump else 15 if rank == 7 else
                          11 if rank == 6 else rank)
        tables.append(tuple(values))
    return tuple(tables)


_KEEP: Final = _keep_values()


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


def against_habit(mine: int, theirs: int, my_lead: bool, trump: int, strict: bool,
                  table: dict[int, int]) -> int:
    """My tricks from the rest of the deal when the opponent follows by habit
    (``book_follow``) and leads as well as he can; I play my best."""
    if not mine:
        return 0
    key = mine | (theirs << 32) | (my_lead << 64)
    found = table.get(key)
    if found is not None:
        return found
    count = mine.bit_count()
    if my_lead:
        best = -1
        for lead in bits_of(mine):
            allowed = follows(theirs, lead, trump, strict)
            card = book_follow(allowed, lead, trump)
            rest_mine, rest_theirs = mine ^ (1 << lead), theirs ^ (1 << card)
            if beats(card, lead, trump):
                value = against_habit(rest_mine, rest_theirs, False, trump, strict, table)
            else:
                value = 1 + against_habit(rest_mine, rest_theirs, True, trump, strict, table)
            if value > best:
                best = value
                if best == count:
                    break
    else:
        best = count + 1
        for lead in bits_of(theirs):
            value = habit_follow_value(mine, theirs ^ (1 << lead), lead, trump, strict, table)
            if value < best:
                best = value
                if best == 0:
                    break
    table[key] = best
    return best


def habit_follow_value(mine: int, theirs: int, lead: int, trump: int, strict: bool,
                       table: dict[int, int]) -> int:
    """My tricks (this one included) following ``lead`` with my best card."""
    best = -1
    for card in bits_of(follows(mine, lead, trump, strict)):
        rest = mine ^ (1 << card)
        if beats(card, lead, trump):
            value = 1 + against_habit(rest, theirs, True, trump, strict, table)
        else:
            value = against_habit(rest, theirs, False, trump, strict, table)
        best = max(best, value)
    return best
