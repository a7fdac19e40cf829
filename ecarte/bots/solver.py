"""The exact card-play solver: both hands known, how many of the remaining tricks does
each side take with best play (§5 follow rules)? Hands are int bitmasks over card indexes
(``suit * 8 + rank``); one memo table per trump suit and trumping rule, shared by every
question asked of the same ``Solver``. The follow rule and the trick's winner are the
rules kernel's (``ecarte.engine.kernel``).

>>> from ecarte.engine import parse_cards, Suit
>>> from ecarte.engine.kernel import mask
>>> hand = lambda text: mask(parse_cards(text.split()))
>>> Solver().tricks(hand("Kh Qh"), hand("Jh 7s"), Suit.SPADES)
1
"""

from __future__ import annotations

from typing import Final

from ecarte.engine.kernel import beats, bits_of, follows

_MAX_ENTRIES: Final = 3_000_000

BEATERS: Final = tuple(tuple(sum(1 << card for card in range(32) if beats(card, lead, trump))
                             for lead in range(32)) for trump in range(4))
"""The kernel's trick winner as a table: by trump suit and lead, the cards that beat it."""


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
    beaters = BEATERS[trump]
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
        allowed = follows(follower, lead, trump, strict)
        winners = beaters[lead]
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
            if low & winners:
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
