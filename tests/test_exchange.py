"""Proposals and exchanges (RULES.md §3): who may do what, and the stock running out."""

from __future__ import annotations

import random

import pytest
from conftest import DEALER, ELDER, cards, dealt, discard_first, exchange, hand_of, play

from ecarte.engine import (
    CHANCE,
    CONCEDE,
    DECK,
    PROPOSE,
    STAND,
    STAND_PAT,
    Action,
    IllegalActionError,
    MatchState,
    Phase,
    Reshuffle,
    Rules,
    apply,
    chance_action,
    fault,
    legal_actions,
    parse_action,
)
from ecarte.engine.events import Exchanged, PlayBegins, Reshuffled, Stood
from ecarte.words import said

ELDER_HAND, DEALER_HAND, TURNUP = "Ks 7c 8c 9h Td", "Kd Qd Ac 7d Jc", "8h"


def start(rules: Rules | None = None, stock: str = "") -> MatchState:
    return dealt(ELDER_HAND, DEALER_HAND, TURNUP, rules=rules, stock=stock)[0]


def stock_size(state: MatchState) -> int:
    assert state.deal is not None
    return len(state.deal.stock)


def test_each_exchange_draws_from_the_top_of_the_stock_elder_first() -> None:
    state = start(stock="Ah Kh Qh Jh 7s")
    state, _ = play(state, "propose", "accept", "discard 7c 8c")
    assert set(hand_of(state, ELDER)) == set(cards("Ks 9h Td Ah Kh"))
    assert state.actor == DEALER
    state, events = play(state, "discard 7d Jc Ac")
    assert set(hand_of(state, DEALER)) == set(cards("Kd Qd Qh Jh 7s"))
    exchanged = [e for e in events if isinstance(e, Exchanged)]
    assert [(e.seat, e.count, e.stock) for e in exchanged] == [(DEALER, 3, 16)]
    assert state.deal is not None and state.deal.exchanges == ((2,), (3,))
    assert state.deal.phase is Phase.STAND_OR_PROPOSE and state.actor == ELDER
    assert legal_actions(state) == [STAND, PROPOSE, CONCEDE]


def test_a_refusal_starts_play_at_once() -> None:
    state, events = play(start(), "propose", "refuse")
    assert state.deal is not None and state.deal.phase is Phase.PLAY
    assert state.actor == ELDER
    assert any(isinstance(e, PlayBegins) for e in events)


def test_only_the_elder_proposes_and_only_the_dealer_answers() -> None:
    state, _ = play(start(), "propose")
    assert state.actor == DEALER
    assert said(fault(state, PROPOSE)) == \
        "only the elder proposes; the dealer accepts or refuses the proposal"
    state, _ = play(state, "accept", "discard 7c", "discard 7d")
    assert state.actor == ELDER
    assert said(fault(state, parse_action("accept"))) == \
        "there is no proposal to answer: the elder must stand or propose"


def test_a_discard_is_of_one_to_five_cards_and_the_dealer_must_take_one() -> None:
    state, _ = play(start(), "propose", "accept")
    discards = [a for a in legal_actions(state) if a.kind == "discard"]
    assert len(discards) == 31  # every non-empty subset of five cards
    assert STAND_PAT not in discards
    state = discard_first(state, 5)
    assert state.actor == DEALER
    assert said(fault(state, STAND_PAT)) == "you must discard at least one card"
    assert STAND_PAT not in legal_actions(state)


def test_dealer_may_stand_pat_lets_only_the_dealer_discard_nothing() -> None:
    rules = Rules(dealer_may_stand_pat=True)
    state, _ = play(start(rules), "propose", "accept")
    assert said(fault(state, STAND_PAT)) == "you must discard at least one card"  # the elder
    state = discard_first(state, 2)
    assert STAND_PAT in legal_actions(state) and str(STAND_PAT) == "discard"
    state, events = play(state, "discard")
    assert [(e.seat, e.count) for e in events if isinstance(e, Exchanged)] == [(DEALER, 0)]
    assert set(hand_of(state, DEALER)) == set(cards(DEALER_HAND))
    assert stock_size(state) == 19 and state.actor == ELDER


def test_the_stock_running_short_limits_the_discard() -> None:
    state = exchange(start(), 5, 5)   # 21 - 10 = 11
    state = exchange(state, 5, 4)     # 11 - 9 = 2
    assert stock_size(state) == 2
    state, _ = play(state, "propose", "accept")
    assert max(a.count for a in legal_actions(state) if a.kind == "discard") == 2
    three = Action.discard(hand_of(state, ELDER)[:3])
    assert said(fault(state, three)) == "the stock has only 2 cards: you may discard at most 2"
    with pytest.raises(IllegalActionError, match="the stock has only 2 cards"):
        apply(state, three)


def test_a_stock_of_one_card_is_named_in_the_singular() -> None:
    state = exchange(exchange(start(), 5, 5), 5, 5)
    assert stock_size(state) == 1
    state, _ = play(state, "propose", "accept")
    two = Action.discard(hand_of(state, ELDER)[:2])
    assert said(fault(state, two)) == "the stock has only 1 card: you may discard at most 1"


def test_when_the_elder_empties_the_stock_the_dealer_is_skipped_and_play_begins() -> None:
    state = exchange(exchange(start(), 5, 5), 5, 4)
    state, _ = play(state, "propose", "accept")
    dealer_hand = hand_of(state, DEALER)
    state, events = apply(state, Action.discard(hand_of(state, ELDER)[:2]))
    assert stock_size(state) == 0
    assert state.deal is not None and state.deal.phase is Phase.PLAY
    assert state.actor == ELDER and state.deal.exchanges[DEALER] == (5, 4)
    assert hand_of(state, DEALER) == dealer_hand
    assert any(isinstance(e, PlayBegins) for e in events)
    assert not any(isinstance(e, Stood) for e in events)


def test_when_the_dealer_empties_the_stock_play_begins_with_no_stand() -> None:
    state = exchange(exchange(start(), 4, 5), 1, 1)  # 21 - 9 - 2 = 10
    state = exchange(state, 5, 5)
    assert stock_size(state) == 0
    assert state.deal is not None and state.deal.phase is Phase.PLAY
    assert state.actor == ELDER
    assert STAND not in legal_actions(state) and PROPOSE not in legal_actions(state)
    assert said(fault(state, STAND)) == "the exchange is over: play a card"
    assert all(a.kind in ("play", "king", "concede") for a in legal_actions(state))


def test_a_stand_after_an_exchange_carries_no_penalty() -> None:
    state = exchange(start(), 1, 1)
    state, events = play(state, "stand")
    assert [e.penalty for e in events if isinstance(e, Stood)] == [False]
    assert state.deal is not None and state.deal.penalty is None


def in_play(state: MatchState) -> list[object]:
    """Every card in a hand, the stock, or the turn-up."""
    deal = state.deal
    assert deal is not None
    return [*deal.hands[0], *deal.hands[1], *deal.stock, deal.turnup]


def discarded(state: MatchState) -> list[object]:
    assert state.deal is not None
    return [*state.deal.discards[0], *state.deal.discards[1]]


def test_reshuffle_discards_the_elder_draws_from_the_discards_then_play_must_begin() -> None:
    rules = Rules(reshuffle_discards=True)
    state = exchange(exchange(start(rules), 5, 5), 5, 5)  # 1 card left, 20 discarded
    assert stock_size(state) == 1
    pile = set(discarded(state))
    last_card = state.deal.stock[0] if state.deal is not None else None
    state, _ = play(state, "propose", "accept")
    assert max(a.count for a in legal_actions(state) if a.kind == "discard") == 5
    kept = hand_of(state, ELDER)[3:]
    state = discard_first(state, 3)
    assert state.actor == CHANCE
    assert state.deal is not None and state.deal.phase is Phase.RESHUFFLE
    assert said(fault(state, parse_action("stand"))) == \
        "the discards must be reshuffled for this exchange"
    assert said(fault(state, Reshuffle(cards("7c 8c")))) == \
        "the reshuffled stock must be exactly the discards"
    shuffle = chance_action(state, random.Random(3))
    assert isinstance(shuffle, Reshuffle) and set(shuffle.order) == pile
    state, events = apply(state, shuffle)
    assert [e.cards for e in events if isinstance(e, Reshuffled)] == [20]
    drawn = set(hand_of(state, ELDER)) - set(kept)
    assert len(drawn) == 3 and drawn <= pile | {last_card}
    assert stock_size(state) == 18
    live = in_play(state)
    assert len(set(live)) == len(live) == 29  # no card twice among hands, stock, turn-up
    assert set(live) | set(discarded(state)) == set(DECK)
    assert len(discarded(state)) == 23  # every discard of the deal is still listed
    assert state.actor == DEALER  # the dealer still has his exchange, from the new stock
    assert max(a.count for a in legal_actions(state) if a.kind == "discard") == 5
    state = discard_first(state, 5)
    assert state.deal is not None and state.deal.phase is Phase.PLAY  # no more proposals
    assert len(set(in_play(state))) == 24


def test_reshuffle_discards_when_the_dealer_asks_for_more_than_is_left() -> None:
    rules = Rules(reshuffle_discards=True)
    state = exchange(exchange(start(rules), 5, 5), 5, 4)  # 2 left, 19 discarded
    state, _ = play(state, "propose", "accept")
    state = discard_first(state, 1)
    assert stock_size(state) == 1 and state.actor == DEALER
    state = discard_first(state, 4)
    assert state.actor == CHANCE
    shuffle = chance_action(state, random.Random(5))
    assert isinstance(shuffle, Reshuffle) and len(shuffle.order) == 20  # the elder's too
    state, _ = apply(state, shuffle)
    assert len(hand_of(state, DEALER)) == 5
    assert state.deal is not None and state.deal.phase is Phase.PLAY
    assert len(set(in_play(state))) == len(in_play(state)) == 11 + 17


def test_without_reshuffle_discards_the_discards_stay_dead() -> None:
    state = exchange(exchange(exchange(start(), 5, 5), 5, 5), 1, None)
    assert stock_size(state) == 0
    assert state.deal is not None and len(state.deal.discards[0] + state.deal.discards[1]) == 21
