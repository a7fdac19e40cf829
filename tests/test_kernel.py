"""The rules kernel itself (RULES.md §5): each case of the follow rule under strict and free
trumping, each thing a follow proves about the follower's hand, the trick's winner, and
random hands checked against the rule book's own wording and the engine's card-level API."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ecarte.engine import DECK, Card, Suit, parse_cards, playable
from ecarte.engine.kernel import (
    SUIT_MASKS,
    above,
    beats,
    bits_of,
    excluded,
    follows,
    mask,
    trick_winner,
)

HEARTS = Suit.HEARTS


def cards(text: str) -> int:
    return mask(parse_cards(text.split()))


def names(bits: int) -> set[str]:
    return {str(DECK[i]) for i in bits_of(bits)}


def index(text: str) -> int:
    return Card.parse(text).index


# The follow rule -----------------------------------------------------------------------

BOTH = pytest.mark.parametrize("strict", [True, False], ids=["strict", "free"])


@BOTH
def test_a_higher_card_of_the_suit_led_must_be_played_any_of_them(strict: bool) -> None:
    allowed = follows(cards("Ks Qs 7s Ah"), index("Js"), HEARTS, strict)
    assert names(allowed) == {"Ks", "Qs"}


@BOTH
def test_the_ace_ranks_below_the_jack_and_above_the_ten(strict: bool) -> None:
    assert names(follows(cards("As 9s"), index("Ts"), HEARTS, strict)) == {"As"}
    assert names(follows(cards("As 9s"), index("Js"), HEARTS, strict)) == {"As", "9s"}


@BOTH
def test_a_lower_card_of_the_suit_led_when_none_beats_it_not_a_trump(strict: bool) -> None:
    allowed = follows(cards("9s 7s Ah Kd"), index("Js"), HEARTS, strict)
    assert names(allowed) == {"9s", "7s"}


def test_void_in_the_suit_led_strict_trumping_obliges_a_trump() -> None:
    allowed = follows(cards("Ah 8h Kd 7c"), index("Js"), HEARTS, strict=True)
    assert names(allowed) == {"Ah", "8h"}


def test_void_in_the_suit_led_free_trumping_allows_any_card() -> None:
    allowed = follows(cards("Ah 8h Kd 7c"), index("Js"), HEARTS, strict=False)
    assert names(allowed) == {"Ah", "8h", "Kd", "7c"}


@BOTH
def test_void_in_the_suit_led_and_in_trumps_any_card(strict: bool) -> None:
    allowed = follows(cards("Kd 7c"), index("Js"), HEARTS, strict)
    assert names(allowed) == {"Kd", "7c"}


@BOTH
def test_a_trump_led_is_overtrumped_when_possible(strict: bool) -> None:
    assert names(follows(cards("Kh 7h Ks"), index("Qh"), HEARTS, strict)) == {"Kh"}
    assert names(follows(cards("8h 7h Ks"), index("Qh"), HEARTS, strict)) == {"8h", "7h"}


# What a follow proves ------------------------------------------------------------------

@BOTH
def test_following_low_proves_no_higher_card_of_the_suit(strict: bool) -> None:
    assert names(excluded(index("Js"), index("9s"), HEARTS, strict)) == {"Qs", "Ks"}


@BOTH
def test_following_high_proves_nothing(strict: bool) -> None:
    assert excluded(index("Js"), index("Ks"), HEARTS, strict) == 0


@BOTH
def test_trumping_proves_a_void_in_the_suit_led_only(strict: bool) -> None:
    assert excluded(index("Js"), index("8h"), HEARTS, strict) == SUIT_MASKS[Suit.SPADES]


def test_not_following_nor_trumping_under_strict_proves_no_trump_either() -> None:
    proved = excluded(index("Js"), index("Kd"), HEARTS, strict=True)
    assert proved == SUIT_MASKS[Suit.SPADES] | SUIT_MASKS[HEARTS]


def test_not_following_nor_trumping_under_free_proves_only_the_void() -> None:
    assert excluded(index("Js"), index("Kd"), HEARTS, strict=False) == SUIT_MASKS[Suit.SPADES]


@BOTH
def test_not_following_a_trump_lead_proves_no_trump(strict: bool) -> None:
    assert excluded(index("Qh"), index("Kd"), HEARTS, strict) == SUIT_MASKS[HEARTS]


def test_the_cards_above_one_of_a_suit() -> None:
    assert names(above(index("Js"))) == {"Qs", "Ks"}
    assert above(index("Ks")) == 0
    assert names(above(index("7c"))) == {"8c", "9c", "Tc", "Ac", "Jc", "Qc", "Kc"}


# The trick's winner --------------------------------------------------------------------

@pytest.mark.parametrize(("lead", "follow", "winner"), [
    ("Js", "Qs", 1),  # a higher card of the suit led
    ("Js", "9s", 0),  # a lower one
    ("Js", "As", 0),  # the ace is under the jack
    ("Js", "7h", 1),  # a trump on a plain suit
    ("Js", "Kd", 0),  # another plain suit, however high
    ("Qh", "Kh", 1),  # a higher trump on a trump
    ("Qh", "7h", 0),  # a lower trump on a trump
    ("7h", "Ks", 0),  # a plain card on a trump
])
def test_the_trick_winner(lead: str, follow: str, winner: int) -> None:
    assert beats(index(follow), index(lead), HEARTS) == (winner == 1)
    assert trick_winner(0, index(lead), index(follow), HEARTS) == winner
    assert trick_winner(1, index(lead), index(follow), HEARTS) == 1 - winner


# Random hands against the rule book's wording and the engine's card API ----------------

def rule_book_allows(hand: tuple[Card, ...], lead: Card, trump: Suit, strict: bool
                     ) -> set[Card]:
    """§5 in its own words: a higher card of the suit led, else a lower one, else (void)
    a trump under strict trumping, else any card."""
    higher = {c for c in hand if c.suit is lead.suit and c.rank > lead.rank}
    suited = {c for c in hand if c.suit is lead.suit}
    trumps = {c for c in hand if c.suit is trump}
    return higher or suited or (trumps if strict else set()) or set(hand)


def rule_book_winner(leader: int, lead: Card, follow: Card, trump: Suit) -> int:
    """§5: the higher trump, or if none was played, the higher card of the suit led."""
    played = [(leader, lead), (1 - leader, follow)]
    trumps = [p for p in played if p[1].suit is trump]
    contenders = trumps or [p for p in played if p[1].suit is lead.suit]
    return max(contenders, key=lambda p: p[1].rank)[0]


@st.composite
def tricks(draw: st.DrawFn) -> tuple[Card, tuple[Card, ...], Suit, bool]:
    """A lead, the follower's hand (one to five other cards), the trump, strict or not."""
    drawn = draw(st.lists(st.sampled_from(DECK), min_size=2, max_size=6, unique=True))
    return drawn[0], tuple(drawn[1:]), draw(st.sampled_from(list(Suit))), draw(st.booleans())


@settings(max_examples=200, deadline=None)
@given(tricks())
def test_follows_is_the_rule_book_and_the_engines_playable(
        trick: tuple[Card, tuple[Card, ...], Suit, bool]) -> None:
    lead, hand, trump, strict = trick
    allowed = follows(mask(hand), lead.index, trump, strict)
    assert {DECK[i] for i in bits_of(allowed)} == rule_book_allows(hand, lead, trump, strict)
    assert playable(hand, lead, trump, strict) == tuple(c for c in hand
                                                        if allowed >> c.index & 1)


@settings(max_examples=200, deadline=None)
@given(tricks())
def test_a_follow_never_excludes_the_hand_actually_held(
        trick: tuple[Card, tuple[Card, ...], Suit, bool]) -> None:
    lead, hand, trump, strict = trick
    held = mask(hand)
    for follow in bits_of(follows(held, lead.index, trump, strict)):
        assert excluded(lead.index, follow, trump, strict) & held == 0


@settings(max_examples=200, deadline=None)
@given(tricks())
def test_a_follow_excludes_no_card_it_could_have_been_played_beside(
        trick: tuple[Card, tuple[Card, ...], Suit, bool]) -> None:
    lead, hand, trump, strict = trick
    for follow in bits_of(follows(mask(hand), lead.index, trump, strict)):
        proved = excluded(lead.index, follow, trump, strict)
        for other in range(32):
            if other not in (follow, lead.index) and not proved >> other & 1:
                pair = (1 << follow) | (1 << other)
                assert follows(pair, lead.index, trump, strict) >> follow & 1, DECK[other]


@settings(max_examples=200, deadline=None)
@given(tricks(), st.sampled_from([0, 1]))
def test_the_trick_winner_is_the_rule_books(
        trick: tuple[Card, tuple[Card, ...], Suit, bool], leader: int) -> None:
    lead, hand, trump, _ = trick
    follow = hand[0]
    expected = rule_book_winner(leader, lead, follow, trump)
    assert trick_winner(leader, lead.index, follow.index, trump) == expected
    assert follow.beats(lead, trump) == (expected != leader)


def test_masks_and_indexes_round_trip() -> None:
    hand = parse_cards(["7c", "Kc", "Ad", "Qs"])
    assert [DECK[i] for i in bits_of(mask(hand))] == sorted(hand, key=lambda c: c.index)
    assert bits_of(0) == []
