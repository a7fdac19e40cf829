"""Seat views and redacted events: a seat never sees a card it has not seen (§3.5, §3.7)."""

from __future__ import annotations

import random

import pytest
from conftest import ANY_RULES, DEALER, ELDER, SEEDS, cards, cards_in, dealt, play, random_step
from hypothesis import given, settings
from hypothesis import strategies as st

from ecarte.engine import (
    CHANCE,
    DECK,
    Action,
    AnyAction,
    Card,
    Cut,
    DealCards,
    MatchState,
    Rank,
    Reshuffle,
    Rules,
    advance,
    apply,
    legal_actions,
    new_match,
    view,
)
from ecarte.engine.events import Event, redact


def test_a_view_hides_the_opponents_hand_the_stock_and_his_discards() -> None:
    state, _ = dealt("Ks 7c 8c 9h Td", "Kd Qd Ac 7d Jc", "8h")
    state, _ = play(state, "propose", "accept", "discard 7c 8c", "discard 7d")
    mine = view(state, ELDER)
    assert mine.seat == ELDER and mine.to_act and mine.phase is not None
    deal = mine.state.deal
    assert deal is not None
    assert set(mine.hand) == set(cards("Ks 9h Td")) | set(state.deal.hands[ELDER][3:])  # type: ignore[union-attr]
    assert deal.hands[DEALER] == (None,) * 5 and mine.opponent_cards == 5
    assert deal.stock == (None,) * 18
    assert mine.my_discards == cards("7c 8c") and deal.discards[DEALER] == (None,)
    assert [str(a) for _, a in deal.history] == ["propose", "accept", "discard 7c 8c",
                                                 "discard 1"]
    assert deal.exchanges == ((2,), (1,))  # how many the other exchanged, never which
    assert mine.legal_actions() == legal_actions(state)
    theirs = view(state, DEALER)
    assert not theirs.to_act and theirs.legal_actions() == []
    assert [str(a) for _, a in theirs.state.deal.history][2:] == ["discard 2",  # type: ignore[union-attr]
                                                                  "discard 7d"]


def test_a_view_of_a_seat_that_does_not_exist_is_refused() -> None:
    with pytest.raises(ValueError, match="a seat is 0 or 1"):
        view(new_match(Rules()), 2)


def test_what_a_seat_has_seen_includes_the_turnup_and_the_tricks() -> None:
    state, _ = dealt("Ks 7c 8c 9h Td", "Kd Qd Ac 7d Jc", "8h")
    state, _ = play(state, "stand", "play Td", "play Kd", "play Qd")
    seen = view(state, ELDER).seen()
    assert seen == set(cards("Ks 7c 8c 9h Td 8h Kd Qd"))


def cards_seen_in(value: object) -> set[Card]:
    return set(cards_in(value))


def public_cards(action: AnyAction, seat: int) -> set[Card]:
    """The cards an action shows ``seat``: the cut, its own hand and the turn-up, a play."""
    if isinstance(action, Cut):
        return set(action.cards)
    if isinstance(action, DealCards):
        return {*action.hands[seat], action.turnup}
    if isinstance(action, Action) and action.kind == "play":
        return set(action.cards)
    return set()


@settings(max_examples=25, deadline=None)
@given(rules=ANY_RULES, seed=SEEDS)
def test_views_and_redacted_events_hold_only_cards_the_seat_has_seen(rules: Rules, seed: int
                                                                     ) -> None:
    rng = random.Random(seed)
    state = new_match(rules)
    for _ in range(3000):
        if state.actor is None:
            break
        before = [view(state, seat) for seat in (0, 1)]
        action, state, events = random_step(state, rng)
        for seat in (0, 1):
            after = view(state, seat)
            assert cards_seen_in(after.state) <= after.seen() | cards_seen_in(
                after.state.results), "the view holds a card the seat has not seen"
            allowed = (cards_seen_in(before[seat].state) | cards_seen_in(after.state)
                       | public_cards(action, seat))
            for event in events:
                shown = cards_seen_in(redact(event, seat))
                assert shown <= allowed, f"{type(event).__name__} shows seat {seat} " \
                    f"{sorted(map(str, shown - allowed))}"


def map_cards(value: object, sigma: dict[Card, Card]) -> object:
    """``value`` with every card replaced by its image under ``sigma``."""
    if isinstance(value, Card):
        return sigma[value]
    if isinstance(value, tuple):
        return tuple(map_cards(v, sigma) for v in value)
    return value


def moved(action: AnyAction, sigma: dict[Card, Card]) -> AnyAction:
    if isinstance(action, DealCards):
        hands = map_cards(action.hands, sigma)
        return DealCards(hands, sigma[action.turnup], map_cards(action.stock, sigma))  # type: ignore[arg-type]
    if isinstance(action, Reshuffle):
        return Reshuffle(map_cards(action.order, sigma))  # type: ignore[arg-type]
    if isinstance(action, Action) and action.cards:
        return Action(action.kind, map_cards(action.cards, sigma), action.count)  # type: ignore[arg-type]
    return action


def one_deal(rules: Rules, seed: int) -> tuple[MatchState, list[AnyAction], int]:
    """A random deal of a fresh game: the state before it, its actions, and a seat."""
    rng = random.Random(seed)
    start = new_match(rules, first_dealer=rng.randrange(2))
    state = start
    actions: list[AnyAction] = []
    while True:
        action, state, _ = random_step(state, rng)
        actions.append(action)
        if state.deal is None or state.actor is None:
            return start, actions, rng.randrange(2)


@settings(max_examples=40, deadline=None)
@given(rules=ANY_RULES, seed=SEEDS, shuffle=st.randoms(use_true_random=False))
def test_changing_the_cards_a_seat_cannot_see_leaves_its_view_unchanged(
        rules: Rules, seed: int, shuffle: random.Random) -> None:
    start, actions, seat = one_deal(rules, seed)
    # The cards the seat sees during the deal, and the King of trumps (whether the
    # opponent declares it is public), stay put; every other card may move anywhere.
    state, seen = start, set()
    for action in actions:
        seen |= public_cards(action, seat)
        state, _ = advance(state, action)
        if state.deal is not None:  # read from the full state, not from the view
            deal = state.deal
            seen |= set(cards_in((deal.hands[seat], deal.discards[seat], deal.played)))
            seen |= {deal.lead} if deal.lead is not None else set()
    deal_cards = actions[0]
    assert isinstance(deal_cards, DealCards)
    seen.add(Card(Rank.KING, deal_cards.turnup.suit))
    unseen = [c for c in DECK if c not in seen]
    images = unseen[:]
    shuffle.shuffle(images)
    sigma = {c: c for c in DECK} | dict(zip(unseen, images, strict=True))
    real, other = start, start
    worlds_differ = False
    for action in actions:
        real, real_events = advance(real, action)
        other, other_events = advance(other, moved(action, sigma))
        worlds_differ |= real != other
        assert view(real, seat) == view(other, seat), f"the view changed after {action}"
        assert [redact(e, seat) for e in real_events] == \
            [redact(e, seat) for e in other_events]
    if len(actions) > 1:  # (a turned King can end the game as it is dealt)
        assert worlds_differ == (images != unseen)  # the other world really is another


def test_redacted_events_hide_the_opponents_cards() -> None:
    _, events = dealt("Ks 7c 8c 9h Td", "Kd Qd Ac 7d Jc", "8h")
    dealt_event = events[0]
    shown: Event = redact(dealt_event, ELDER)
    assert shown.hands[DEALER] == (None,) * 5  # type: ignore[union-attr]
    assert shown.hands[ELDER] == cards("Ks 7c 8c 9h Td")  # type: ignore[union-attr]
    state, _ = dealt("Ks 7c 8c 9h Td", "Kd Qd Ac 7d Jc", "8h", stock="Ah Kh")
    state, exchange_events = play(state, "propose", "accept", "discard 7c 8c")
    exchanged = exchange_events[-1]
    assert cards_seen_in(redact(exchanged, DEALER)) == set()
    assert cards_seen_in(redact(exchanged, ELDER)) == set(cards("7c 8c Ah Kh"))


def test_a_bot_given_the_view_can_play_a_whole_match() -> None:
    rng = random.Random(9)
    state = new_match(Rules(match=3))
    while state.actor is not None:
        if state.actor == CHANCE:
            _, state, _ = random_step(state, rng)
            continue
        seat_view = view(state, state.actor)  # type: ignore[arg-type]
        assert seat_view.to_act
        choice = rng.choice(seat_view.legal_actions())
        state, _ = apply(state, choice)
    assert state.winner is not None
