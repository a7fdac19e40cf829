"""The exact card-play solver against a plain minimax, and on the rule book's deals."""

from __future__ import annotations

import functools
import random

import pytest

from ecarte.bots.hands import (
    blind_lead,
    cheap_follow,
    habit_follow,
    habit_lead,
    keep_value,
    plain_suits,
    trumps_in,
)
from ecarte.bots.solver import Solver
from ecarte.engine import DECK, Card, Suit, parse_cards, playable
from ecarte.engine.kernel import beats, bits_of, follows, mask


def hand(text: str) -> int:
    return mask(parse_cards(text.split()))


@functools.cache
def brute_force(leader: int, follower: int, trump: int, strict: bool) -> int:
    """Tricks the side to lead takes: every lead, every legal answer, no pruning (only
    remembered, so the test stays quick)."""
    if not leader:
        return 0
    best = 0
    for lead in bits_of(leader):
        worst = 5
        for card in bits_of(follows(follower, lead, trump, strict)):
            rest = (leader ^ (1 << lead), follower ^ (1 << card))
            if beats(card, lead, trump):
                value = len(bits_of(rest[0])) - brute_force(rest[1], rest[0], trump, strict)
            else:
                value = 1 + brute_force(rest[0], rest[1], trump, strict)
            worst = min(worst, value)
        best = max(best, worst)
    return best


def random_position(rng: random.Random) -> tuple[int, int, int, bool]:
    size = rng.randint(1, 5)
    cards = rng.sample(range(32), 2 * size)
    leader = sum(1 << c for c in cards[:size])
    follower = sum(1 << c for c in cards[size:])
    return leader, follower, rng.randrange(4), rng.random() < 0.75


def test_solver_agrees_with_plain_minimax_on_random_deals() -> None:
    rng = random.Random(2024)
    solver = Solver()
    for _ in range(2000):
        leader, follower, trump, strict = random_position(rng)
        expected = brute_force(leader, follower, trump, strict)
        assert solver.tricks(leader, follower, trump, strict) == expected
        # the other side leading the same cards
        assert solver.tricks(follower, leader, trump, strict) == \
            brute_force(follower, leader, trump, strict)


# The book's habits as written over card lists (§9), to check the bitmask habits against.

def cheap_follow_over_cards(allowed: tuple[Card, ...], lead: Card, trump: Suit) -> Card:
    winners = [c for c in allowed if c.beats(lead, trump)]
    if winners:
        return min(winners, key=lambda c: (c.suit is trump, c.rank))
    return min(allowed, key=lambda c: (keep_value(c, trump), c.index))


def blind_lead_over_cards(hand: list[Card], turnup: Card) -> Card:
    trump = turnup.suit
    best = max((c.rank for c in hand if c.suit is trump), default=-1)
    trumps_out = sum(1 for rank in range(best + 1, 8)
                     if rank != turnup.rank and not any(c.suit is trump and c.rank == rank
                                                        for c in hand))
    trumps = sorted(trumps_in(hand, trump), key=lambda c: -c.rank)
    if trumps and trumps_out == 0 and (len(trumps) >= 2 or len(trumps) == len(hand)):
        return trumps[0]
    suits = plain_suits(hand, trump)
    if suits:
        best_suit = max(suits.values(),
                        key=lambda cards: (len(cards) >= 2, cards[0].rank, len(cards)))
        return best_suit[0]
    return trumps[-1]


def test_the_habit_follow_is_the_cheapest_winner_else_the_least_useful_card() -> None:
    rng = random.Random(5)
    for _ in range(2000):
        cards = rng.sample(DECK, 6)
        lead, held = cards[0], tuple(cards[1:])
        trump = Suit(rng.randrange(4))
        allowed = playable(held, lead, trump, strict=rng.random() < 0.5)
        expected = cheap_follow_over_cards(allowed, lead, trump)
        assert DECK[habit_follow(mask(allowed), lead.index, trump)] is expected
        assert cheap_follow(allowed, lead, trump) is expected


def test_the_habit_lead_is_the_book_lead() -> None:
    rng = random.Random(6)
    for _ in range(2000):
        size = rng.randint(1, 5)
        cards = rng.sample(DECK, size + 1)
        turnup, held = cards[0], cards[1:]
        trump = turnup.suit
        expected = blind_lead_over_cards(held, turnup)
        assert blind_lead(held, turnup) is expected  # ties: the suit held first
        found = DECK[habit_lead(mask(held), 1 << turnup.index, trump, None)]
        # Over a mask, suits that tie on the book's test are taken in suit order.
        assert found.rank == expected.rank and (found.suit is trump) == (expected.suit is trump)


def test_follow_masks_match_the_engine_follow_rules() -> None:
    rng = random.Random(11)
    for _ in range(2000):
        cards = rng.sample(DECK, 6)
        lead, held = cards[0], cards[1:]
        trump = Suit(rng.randrange(4))
        strict = rng.random() < 0.5
        allowed = follows(mask(held), lead.index, trump, strict)
        assert allowed == mask(playable(tuple(held), lead, trump, strict))


def test_worked_deal_3_the_dealer_takes_three_whatever_the_elder_does() -> None:
    # RULES.md §10 deal 3: trumps hearts, E Qh Ah 7h Ks Kd, D Kh Jh 9h 8h 9c.
    elder, dealer = hand("Qh Ah 7h Ks Kd"), hand("Kh Jh 9h 8h 9c")
    assert Solver().tricks(elder, dealer, Suit.HEARTS) <= 2


def test_worked_deal_1_the_elder_can_make_three_tricks() -> None:
    # §10 deal 1: trumps diamonds; the correct defence makes the elder three tricks.
    elder, dealer = hand("Qd Qc Ah 8s 7s"), hand("As Ks 9s Jc 9c")
    assert Solver().tricks(elder, dealer, Suit.DIAMONDS) >= 3


@pytest.mark.parametrize("trump", list(Suit))
def test_a_king_led_into_a_void_is_trumped(trump: Suit) -> None:
    plain = Suit((trump + 1) % 4)
    king = Card.parse("K" + plain.letter)
    low_trump = Card.parse("7" + trump.letter)
    assert Solver().after_lead(king.index, 0, 1 << low_trump.index, trump) == 0
