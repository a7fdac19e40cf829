"""Trick play (RULES.md §5), and the sentence a player reads for each illegal action."""

from __future__ import annotations

import random
from typing import NamedTuple

import pytest
from conftest import DEALER, ELDER, card, cards, dealt, play

from ecarte.engine import (
    CHANCE,
    PLAY,
    Action,
    Cut,
    IllegalActionError,
    Reshuffle,
    Rules,
    advance,
    apply,
    chance_action,
    fault,
    legal_actions,
    new_match,
    parse_action,
    playable,
    view,
)
from ecarte.words import said


class Follow(NamedTuple):
    rule: str
    elder: str
    dealer: str
    lead: str
    legal: str  # the dealer's legal replies
    tried: str  # an illegal reply ("" when every card is legal)
    sentence: str
    trumping: str = "strict"


# Trumps are hearts (the 8♥ turned up) in every row; the elder leads, the dealer follows.
FOLLOWS = [
    Follow("a higher card of the led suit must be played (a trump led)",
           "Qh 7c 8c 9c Tc", "Kh 7h Ks 7s 7d", "Qh", "Kh", "7h",
           "you must play a heart higher than the Q♥: you hold the K♥"),
    Follow("the higher card need not be the trump's rescue: a plain suit led",
           "Qh 7c 8c 9c Tc", "Kh 7h Ks 7s 7d", "Qh", "Kh", "Ks",
           "you must play a heart higher than the Q♥: you hold the K♥"),
    Follow("any higher card of the led suit, not necessarily the lowest",
           "9s 7c 8c 9c Tc", "Ks Ts 7s Ah 7d", "9s", "Ks Ts", "7s",
           "you must play a spade higher than the 9♠: you hold the K♠ and 10♠"),
    Follow("with a higher card of the led suit, trumping is not allowed",
           "9s 7c 8c 9c Tc", "Ks Ts 7s Ah 7d", "9s", "Ks Ts", "Ah",
           "you must play a spade higher than the 9♠: you hold the K♠ and 10♠"),
    Follow("the ace ranks below the jack: it cannot beat a led jack",
           "Js 7c 8c 9c Tc", "As Qs 7s Ah 7d", "Js", "Qs", "As",
           "you must play a spade higher than the J♠: you hold the Q♠"),
    Follow("no higher card of the led suit: follow with a lower one",
           "Ks 7c 8c 9c Tc", "9s 7s Ah Kd 7d", "Ks", "9s 7s", "Ah",
           "you must follow with a spade: you hold the 9♠ and 7♠"),
    Follow("a trump led and only lower trumps held: follow with one",
           "Kh 7c 8c 9c Tc", "9h 7h Ks Kd Ac", "Kh", "9h 7h", "Ks",
           "you must follow with a heart: you hold the 9♥ and 7♥"),
    Follow("void in the led suit: trump",
           "Ks 7c 8c 9c Tc", "Qh 7h Kd Qd Ac", "Ks", "Qh 7h", "Kd",
           "you have no spades, so you must trump with a heart: you hold the Q♥ and 7♥"),
    Follow("void in the led suit and no trump: any card",
           "Ks 7c 8c 9c Tc", "Kd Qd Ac 7d Jc", "Ks", "Kd Qd Ac 7d Jc", "", ""),
    Follow("trumping: free lets a void player keep his trumps",
           "Ks 7c 8c 9c Tc", "Qh 7h Kd Qd Ac", "Ks", "Qh 7h Kd Qd Ac", "", "",
           trumping="free"),
    Follow("trumping: free still obliges a higher card of the led suit",
           "9s 7c 8c 9c Tc", "Ks Ts 7s Ah 7d", "9s", "Ks Ts", "7s",
           "you must play a spade higher than the 9♠: you hold the K♠ and 10♠",
           trumping="free"),
    Follow("a card not in the hand",
           "Ks 7c 8c 9c Tc", "Kd Qd Ac 7d Jc", "Ks", "Kd Qd Ac 7d Jc", "Qc",
           "you do not hold the Q♣"),
]


@pytest.mark.parametrize("row", FOLLOWS, ids=[f.rule for f in FOLLOWS])
def test_the_follower_must_beat_else_follow_else_trump(row: Follow) -> None:
    rules = Rules(trumping=row.trumping)  # type: ignore[arg-type]
    state, _ = dealt(row.elder, row.dealer, "8h", rules=rules)
    state, _ = play(state, "stand", f"play {row.lead}")
    assert state.actor == DEALER
    plays = {a.card for a in legal_actions(state) if a.kind == "play"}
    assert plays == set(cards(row.legal)), row.rule
    assert set(playable(state.deal.hands[DEALER], card(row.lead), card("8h").suit,  # type: ignore[union-attr]
                        strict=row.trumping == "strict")) == plays
    for allowed in plays:
        assert said(fault(state, PLAY[allowed])) is None
    if row.tried:
        tried = PLAY[card(row.tried)]
        assert said(fault(state, tried)) == row.sentence
        with pytest.raises(IllegalActionError) as caught:
            apply(state, tried)
        assert str(caught.value) == row.sentence


def test_the_leader_may_lead_any_card_and_the_elder_leads_first() -> None:
    state, _ = dealt("Ks 7c 8c 9h Td", "Kd Qd Ac 7d Jc", "8h")
    state, _ = play(state, "stand")
    assert state.actor == ELDER
    assert {a.card for a in legal_actions(state) if a.kind == "play"} == set(
        cards("Ks 7c 8c 9h Td"))


def test_the_winner_of_a_trick_leads_the_next_and_follows_the_same_rules() -> None:
    state, _ = dealt("Ks Qs 8c 9h Td", "7s Ac Kc 9c Jc", "8h")
    state, _ = play(state, "stand", "play Td", "play Jc")  # void in diamonds, no trump
    assert state.deal is not None and state.deal.tricks == (1, 0)
    state, _ = play(state, "play Ks")
    assert state.actor == DEALER
    assert said(fault(state, parse_action("play Ac"))) == \
        "you must follow with a spade: you hold the 7♠"
    state, _ = play(state, "play 7s", "play 8c", "play Kc")
    assert state.deal is not None and state.deal.tricks == (2, 1)
    assert state.actor == DEALER  # the dealer won with the K♣ and leads
    state, _ = play(state, "play Ac")
    assert state.actor == ELDER
    assert said(fault(state, parse_action("play Qs"))) == \
        "you have no clubs, so you must trump with a heart: you hold the 9♥"


# Every other illegal action, with the sentence a player reads -----------------------


@pytest.mark.parametrize("moves, tried, sentence", [
    ((), "play Ks", "the exchange is not over: the elder must first stand or propose"),
    ((), "accept", "there is no proposal to answer: the elder must stand or propose"),
    ((), "discard Ks", "the exchange is not over: the elder must first stand or propose"),
    ((), "take", "no double has been offered"),
    ((), "double", "doubling (videau) is not on in these rules"),
    (("propose",), "stand", "only the elder proposes; the dealer accepts or refuses the "
                            "proposal"),
    (("propose",), "propose", "only the elder proposes; the dealer accepts or refuses the "
                              "proposal"),
    (("propose",), "play Kd", "the dealer must first accept or refuse the proposal"),
    (("propose", "accept"), "stand", "the elder must now discard, then draw as many cards"),
    (("propose", "accept"), "discard Kd", "you do not hold the K♦"),
    (("propose", "accept"), "discard", "you must discard at least one card"),
    (("stand",), "propose", "the exchange is over: play a card"),
    (("stand",), "discard 7c", "the exchange is over: play a card"),
    (("stand",), "king", "you do not hold the King of trumps (K♥)"),
])
def test_each_illegal_action_is_refused_with_the_rule_in_words(
        moves: tuple[str, ...], tried: str, sentence: str) -> None:
    state, _ = dealt("Ks 7c 8c 9h Td", "Kd Qd Ac 7d Jc", "8h")
    state, _ = play(state, *moves)
    action = parse_action(tried)
    assert said(fault(state, action)) == sentence
    assert action not in legal_actions(state)
    with pytest.raises(IllegalActionError, match="^" + sentence.replace("(", r"\(")
                       .replace(")", r"\)") + "$"):
        apply(state, action)


def test_chance_and_player_actions_are_not_confused() -> None:
    state = new_match(Rules(), first_dealer=1)
    assert state.actor == CHANCE and legal_actions(state) == []
    assert said(fault(state, parse_action("stand"))) == "the cards must be dealt first"
    dealt_state, _ = apply(state, chance_action(state, random.Random(1)))
    assert said(fault(dealt_state, chance_action(state, random.Random(2)))) == \
        "it is a player's turn, not a deal of the cards"
    assert said(fault(new_match(Rules()), parse_action("stand"))) == \
        "the match begins with the cut for the deal"
    assert said(fault(dealt_state, Reshuffle(()))) == \
        "it is a player's turn, not a deal of the cards"
    assert said(fault(new_match(Rules()), Cut((card("Ks"), card("Ks"))))) == \
        "the two cut cards must differ"


def test_nothing_is_legal_once_the_match_is_over() -> None:
    state, _ = dealt("Ks 7c 8c 9h Td", "Kd Qd Ac 7d Jc", "8h", rules=Rules(target=1))
    state, _ = play(state, "concede")
    assert state.actor is None and state.winner == DEALER
    assert legal_actions(state) == []
    assert said(fault(state, parse_action("stand"))) == "the match is over"
    with pytest.raises(IllegalActionError, match="the match is over"):
        apply(state, parse_action("stand"))


def test_an_illegal_action_leaves_the_state_as_it_was() -> None:
    state, _ = dealt("Ks 7c 8c 9h Td", "Kd Qd Ac 7d Jc", "8h")
    before = state
    with pytest.raises(IllegalActionError):
        apply(state, parse_action("play Ks"))
    assert state == before and state.deal is not None and state.deal.history == ()


# Actions built by hand (programs, not players) -------------------------------------


def test_a_hand_built_play_or_discard_takes_the_parsed_form() -> None:
    seven, eight = card("7c"), card("8d")
    assert Action("discard", (eight, seven)) == parse_action("discard 7c 8d")
    assert Action("play", (seven,)) == PLAY[seven]
    state, _ = dealt("Ks 7c 8d 9h Td", "Kd Qd Ac 7d Jc", "8h")
    state, _ = play(state, "propose", "accept")
    assert Action("discard", (eight, seven)) in legal_actions(state)


@pytest.mark.parametrize("action, sentence", [
    (Action("play"), "a play names exactly one card, like 'play Ks'"),
    (Action("play", cards("Ks Td"), 2), "a play names exactly one card, like 'play Ks'"),
    (Action("discard", (card("Ks"), card("Ks")), 2), "a discard names each card once"),
    (Action("discard", cards("Ks"), 3), "a discard naming 1 card cannot count 3"),
    (Action("stand", cards("Ks"), 1), "'stand' takes nothing after it"),
    (Action("revoke"), "'revoke' is not an action: the actions are stand, propose"),  # type: ignore[arg-type]
])
def test_a_malformed_action_is_refused_with_a_sentence_not_a_crash(
        action: Action, sentence: str) -> None:
    state, _ = dealt("Ks 7c 8c 9h Td", "Kd Qd Ac 7d Jc", "8h")
    for moves in ((), ("propose", "accept"), ("stand",)):
        reached, _ = play(state, *moves)
        reason = said(fault(reached, action))
        assert reason is not None and reason.startswith(sentence)
        with pytest.raises(IllegalActionError):
            apply(reached, action)


def test_a_discard_by_count_only_is_for_a_hand_one_cannot_see() -> None:
    state, _ = dealt("Ks 7c 8c 9h Td", "Kd Qd Ac 7d Jc", "8h")
    state, _ = play(state, "propose", "accept")
    hidden = Action.hidden_discard(2)
    assert said(fault(state, hidden)) == "name the cards you discard, not only how many"
    dealer_view = view(state, DEALER).state  # the elder's hand is unknown to the dealer
    assert said(fault(dealer_view, hidden)) is None
    after, _ = advance(dealer_view, hidden)
    assert after.deal is not None and after.deal.exchanges[ELDER] == (2,)
    assert after.deal.hands[ELDER] == (None,) * 5 and after.actor == DEALER
