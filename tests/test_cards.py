"""Cards and actions in their text notation (RULES.md §1; the record notation)."""

from __future__ import annotations

import copy
import pickle

import pytest

from ecarte.engine import (
    ACCEPT,
    CONCEDE,
    DECK,
    DOUBLE,
    DROP,
    KING,
    PLAY,
    PROPOSE,
    REFUSE,
    STAND,
    STAND_PAT,
    TAKE,
    Action,
    Card,
    InvalidActionError,
    InvalidCardError,
    Rank,
    Suit,
    deck_order,
    in_hand_order,
    parse_action,
    parse_cards,
    pretty_cards,
)


def test_the_pack_has_32_distinct_cards_7_to_king_in_four_suits() -> None:
    assert len(DECK) == 32 == len(set(DECK))
    assert {c.rank for c in DECK} == set(Rank)
    assert {c.suit for c in DECK} == set(Suit)
    assert all(card.index == card.suit * 8 + card.rank for card in DECK)
    assert [card.index for card in DECK] == list(range(32))


@pytest.mark.parametrize("card", DECK, ids=str)
def test_every_card_reads_back_from_its_text(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert Card.parse(card.pretty) is card
    assert Card.parse(str(card).lower()) is card
    assert Card.parse(str(card).upper()) is card
    assert eval(repr(card)) is card  # the repr can be pasted back into Python


def test_canonical_text_is_upper_case_rank_and_lower_case_suit() -> None:
    assert [str(c) for c in DECK[:8]] == ["7c", "8c", "9c", "Tc", "Ac", "Jc", "Qc", "Kc"]
    assert str(Card(Rank.KING, Suit.SPADES)) == "Ks"


@pytest.mark.parametrize("text, expected", [
    ("10h", "Th"), ("Th", "Th"), ("th", "Th"), ("TH", "Th"), ("10H", "Th"),
    ("K♠", "Ks"), ("k♠", "Ks"), ("K♠\ufe0f", "Ks"), ("  qd ", "Qd"), ("7♣", "7c"),
    ("a♦", "Ad"), ("J♥", "Jh"), ("10♥", "Th"), ("K♤", "Ks"),
])
def test_input_is_case_insensitive_and_accepts_10_and_the_suit_glyphs(
        text: str, expected: str) -> None:
    assert str(Card.parse(text)) == expected


def test_the_pretty_form_writes_the_ten_as_10_with_a_glyph() -> None:
    assert Card.parse("Th").pretty == "10♥"
    assert Card.parse("ks").pretty == "K♠"
    assert pretty_cards(parse_cards(["7c", "Ad"])) == "7♣ A♦"


@pytest.mark.parametrize("text", ["", "  ", "1h", "10", "Kx", "Zs", "K", "Kss", "11h",
                                  "ace of spades", "6c", "s"])
def test_bad_card_text_is_an_invalid_card_error_with_a_sentence(text: str) -> None:
    with pytest.raises(InvalidCardError) as caught:
        Card.parse(text)
    assert isinstance(caught.value, ValueError)
    message = str(caught.value)
    assert message
    if text.strip():
        assert "is not a card" in message and "like Ks or 10h" in message
    else:
        assert message == "a card is missing"


def test_a_card_named_twice_is_an_error() -> None:
    with pytest.raises(InvalidCardError, match="the K♠ is named twice"):
        parse_cards(["Ks", "7h", "ks"])


def test_rank_order_is_trick_order_king_queen_jack_ace_ten_nine_eight_seven() -> None:
    high_to_low = sorted(Rank, reverse=True)
    assert [r.letter for r in high_to_low] == list("KQJAT987")
    assert Rank.JACK > Rank.ACE > Rank.TEN


@pytest.mark.parametrize("follow, lead, trump, wins", [
    ("Ks", "Qs", Suit.HEARTS, True),    # higher of the led suit
    ("As", "Js", Suit.HEARTS, False),   # the ace sits below the jack
    ("As", "Ts", Suit.HEARTS, True),    # ...and above the ten
    ("7h", "Ks", Suit.HEARTS, True),    # any trump beats a plain card
    ("Kd", "7s", Suit.HEARTS, False),   # a plain card of another suit never wins
    ("Qh", "Kh", Suit.HEARTS, False),   # trump led, lower trump
])
def test_a_trick_goes_to_the_higher_trump_else_the_higher_card_of_the_led_suit(
        follow: str, lead: str, trump: Suit, wins: bool) -> None:
    assert Card.parse(follow).beats(Card.parse(lead), trump) is wins


def test_cards_are_shared_immutable_values() -> None:
    king = Card.parse("Ks")
    assert Card(Rank.KING, Suit.SPADES) is king
    assert pickle.loads(pickle.dumps(king)) is king
    assert copy.deepcopy(king) is king
    with pytest.raises(AttributeError):
        king.rank = Rank.SEVEN


def test_hand_order_puts_trumps_first_then_each_suit_high_to_low() -> None:
    hand = parse_cards(["7c", "Ah", "Kc", "9h", "Jd"])
    assert [str(c) for c in in_hand_order(hand, Suit.HEARTS)] == ["Ah", "9h", "Kc", "7c", "Jd"]


# Actions ------------------------------------------------------------------------------


@pytest.mark.parametrize("action, text", [
    (STAND, "stand"), (PROPOSE, "propose"), (ACCEPT, "accept"), (REFUSE, "refuse"),
    (KING, "king"), (DOUBLE, "double"), (TAKE, "take"), (DROP, "drop"),
    (CONCEDE, "concede"), (STAND_PAT, "discard"),
    (PLAY[Card.parse("Th")], "play Th"),
    (Action.discard(parse_cards(["7c"])), "discard 7c"),
    (Action.discard(parse_cards(["8d", "7c", "Ks", "Jh", "9c"])), "discard 7c 9c 8d Jh Ks"),
    (Action.hidden_discard(3), "discard 3"),
], ids=str)
def test_every_kind_of_action_reads_back_from_its_text(action: Action, text: str) -> None:
    assert str(action) == text
    assert parse_action(text) == action
    assert parse_action(text.upper()) == action


@pytest.mark.parametrize("text, expected", [
    ("PLAY k♠", "play Ks"), ("play 10h", "play Th"), ("  Stand  ", "stand"),
    ("discard 8d 7c", "discard 7c 8d"), ("discard ♠k 7♣", None),
])
def test_action_input_is_forgiving_and_prints_in_record_notation(
        text: str, expected: str | None) -> None:
    if expected is None:
        with pytest.raises(InvalidActionError):
            parse_action(text)
    else:
        assert str(parse_action(text)) == expected


def test_a_discard_knows_its_count_and_a_hidden_discard_its_count_only() -> None:
    action = parse_action("discard 7c 8d")
    assert (action.count, action.hidden) == (2, False)
    hidden = parse_action("discard 2")
    assert (hidden.count, hidden.cards, hidden.hidden) == (2, (), True)
    assert parse_action("play Ks").card is Card.parse("Ks")


@pytest.mark.parametrize("text, message", [
    ("", "the action is empty"),
    ("   ", "the action is empty"),
    ("stand now", "'stand' takes nothing after it"),
    ("king Ks", "'king' takes nothing after it"),
    ("play", "play takes exactly one card, like 'play Ks'"),
    ("play Ks Qs", "play takes exactly one card, like 'play Ks'"),
    ("play Kx", "'Kx' is not a card: write a rank"),
    ("discard 7h 7h", "the 7♥ is named twice"),
    ("discard 0", "an exchange is of 1 to 5 cards"),
    ("discard 6", "an exchange is of 1 to 5 cards"),
    ("discard 7c 8c 9c Tc Ac Jc", "you can discard at most 5 cards"),
    ("discrad 7h", "'discrad 7h' is not an action: the actions are stand, propose, accept, "
                   "refuse, discard, king, play, double, take, drop, concede"),
])
def test_bad_action_text_is_an_invalid_action_error_with_a_sentence(
        text: str, message: str) -> None:
    with pytest.raises(InvalidActionError) as caught:
        parse_action(text)
    assert isinstance(caught.value, ValueError)
    assert str(caught.value).startswith(message)


def test_cards_sort_in_deck_order_by_key_and_have_no_order_of_their_own() -> None:
    """Cards sort by ``deck_order`` (suit, then rank, as ``DECK``). They define no ``<``:
    an ordering operator written in Python would make every ``==`` and ``in`` on cards a
    Python call, which the engine pays many times a deal."""
    mixed = [DECK[i] for i in (31, 0, 17, 8, 7, 24)]
    assert sorted(mixed, key=deck_order) == [DECK[i] for i in (0, 7, 8, 17, 24, 31)]
    with pytest.raises(TypeError):
        _ = DECK[0] < DECK[1]  # type: ignore[operator]
    assert DECK[3] in (DECK[1], DECK[3]) and DECK[3] != DECK[4]
