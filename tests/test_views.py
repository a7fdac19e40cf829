"""Seat views and redacted events: a seat never sees a card it has not seen (§3.5, §3.7)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from conftest import (
    ANY_RULES,
    DEALER,
    ELDER,
    MIXED_RULES,
    SEEDS,
    cards,
    cards_in,
    dealt,
    play,
    random_step,
)
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ecarte.engine import (
    CHANCE,
    DECK,
    PRESETS,
    Action,
    AnyAction,
    Card,
    Cut,
    DealCards,
    FactsError,
    MatchState,
    Rank,
    Reshuffle,
    Rules,
    advance,
    apply,
    legal_actions,
    new_match,
    parse_action,
    view,
    view_from_facts,
)
from ecarte.engine.events import Dealt, Event, Exchanged, redact


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
@example(rules=Rules(target=1, match=3, king="auto"), seed=39405)  # an exchange, then the
# automatic King wins the game in the same step: the seat's own draw is seen, not leaked
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
                if isinstance(event, Exchanged) and event.seat == seat:
                    # its own draw, seen even when the step also ends the game (an
                    # automatic King after the exchange wins it) and the deal is gone
                    allowed = allowed | set(event.drawn)
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
        state, events = advance(state, action)
        # the seat's own draw, even when the deal ends with it (an automatic King that
        # ends the game: the state then has no deal to read it from)
        seen |= {card for event in events if isinstance(event, Exchanged)
                 and event.seat == seat for card in event.drawn}
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


# A view from the facts a seat has seen (issue 8, point 4) ---------------------------------

def facts(state: MatchState, seat: int, drawn: list[tuple[Card | None, ...]] | None = None
          ) -> dict[str, Any]:
    """What ``seat`` has seen of the match: public facts, its hand, and what it drew."""
    seen = view(state, seat)
    game, deal = state.game, seen.deal
    assert game is not None and deal is not None
    return {"rules": state.rules, "seat": seat, "dealer": game.dealer, "turnup": deal.turnup,
            "hand": seen.hand, "history": deal.history, "drawn": drawn,
            "stock": len(deal.stock), "score": game.score, "declared": deal.declared,
            "stake": game.stake, "cube": game.cube, "offered": game.offered,
            "deals": game.deals, "games": state.games, "stakes": state.stakes,
            "results": state.results}


def decisions_with_facts(rules: Rules, seed: int
                         ) -> Iterator[tuple[MatchState, int, dict[str, Any]]]:
    """Every decision of a random whole match, for each seat, with the facts it saw."""
    rng = random.Random(seed)
    state = new_match(rules)
    drawn: tuple[list[tuple[Card | None, ...]], ...] = ([], [])
    while state.actor is not None:
        if state.actor != CHANCE and state.deal is not None:
            for seat in (0, 1):
                yield state, seat, facts(state, seat, drawn[seat])
        _, state, events = random_step(state, rng)
        for event in events:
            if isinstance(event, Dealt):
                drawn = ([], [])
            elif isinstance(event, Exchanged):
                drawn[event.seat].append(event.drawn)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_facts_a_seat_saw_give_exactly_its_view_under_every_preset(preset: str) -> None:
    rules = Rules.preset(preset)
    checked, reshuffled = 0, 0
    for seed in range(3):
        for state, seat, seen in decisions_with_facts(rules, seed):
            assert view_from_facts(**seen) == view(state, seat)
            checked += 1
            reshuffled += state.deal is not None and state.deal.last_round
    assert checked > 100
    assert (reshuffled > 0) == rules.reshuffle_discards  # views after a reshuffle too


@settings(max_examples=12, deadline=None)
@given(rules=MIXED_RULES, seed=SEEDS)
def test_the_facts_give_exactly_the_view_under_any_rules(rules: Rules, seed: int) -> None:
    for state, seat, seen in decisions_with_facts(rules, seed):
        assert view_from_facts(**seen) == view(state, seat)


@settings(max_examples=8, deadline=None)
@given(rules=ANY_RULES, seed=SEEDS)
def test_without_what_was_drawn_only_the_order_of_the_hand_may_differ(rules: Rules, seed: int
                                                                     ) -> None:
    def unordered(seat_view: object) -> object:
        state = seat_view.state  # type: ignore[attr-defined]
        deal = state.deal
        hands = tuple(tuple(sorted(h, key=lambda c: -1 if c is None else c.index))
                      for h in deal.hands)
        return state._replace(deal=deal._replace(hands=hands))

    for state, seat, seen in decisions_with_facts(rules, seed):
        rebuilt = view_from_facts(**(seen | {"drawn": None}))
        assert unordered(rebuilt) == unordered(view(state, seat))


STANDING = dealt("Ah Ac 7d 8d 9d", "Ks Qc 7c 8c 9c", "Ts")[0]  # spades trumps, K♠ dealt


def impossible(state: MatchState, whose: int, **changes: Any) -> str:
    """The sentence for the facts seat ``whose`` saw in ``state``, with ``changes``."""
    said = facts(state, whose) | changes
    if isinstance(said["history"], str):
        said["history"] = [(int(entry[0]), parse_action(entry[2:]))
                           for entry in said["history"].split(", ")]
    with pytest.raises(FactsError) as raised:
        view_from_facts(**said)
    return str(raised.value)


def test_an_opponent_holding_the_king_it_declared_must_trump_with_it() -> None:
    state, _ = play(STANDING, "stand", "play Ah")
    history = "0 stand, 0 play Ah, 1 king, 1 play 7c"
    assert impossible(state, ELDER, hand=cards("Ac 7d 8d 9d"), history=history) == (
        "history entry 4 ('play 7c' by seat 1) is not possible for the opponent, who still "
        "holds the Ks: you have no hearts, so you must trump with a spade: you hold the K♠")
    legal, _ = play(state, "king", "play Ks")  # trumping with the King itself is fine
    assert view_from_facts(**facts(legal, ELDER)) == view(legal, ELDER)


def test_a_low_follow_shows_the_opponent_holds_nothing_higher() -> None:
    state, _ = dealt("Qc Ah 7d 8d 9d", "Kc 7c 8c 9c Js", "Ts")
    state, _ = play(state, "stand", "play Qc")
    assert impossible(state, ELDER, hand=cards("7d 8d 9d"),
                      history="0 stand, 0 play Qc, 1 play 7c, 0 play Ah, 1 play Kc") == (
        "history entry 5 ('play Kc' by seat 1) is not possible: the opponent showed earlier "
        "that it holds no club higher than the Qc")


def test_the_kings_of_the_facts_must_be_in_the_score() -> None:
    state, _ = dealt("Ah Ac 7d 8d 9d", "Qs Qc 7c 8c 9c", "Ks", score=(0, 1))
    assert impossible(state, ELDER, score=(0, 0)) == (
        "the turn-up Ks is a King, so the dealer has scored at least 1: a score of 0-0 is "
        "not possible")
    one = Rules(target=1)
    assert impossible(state, ELDER, rules=one, score=(0, 0)) == (
        "the King turned up (Ks) wins the game at once under a target of 1: there is no "
        "deal to play")
    auto = Rules(king="auto")
    declared, _ = play(dealt("Ah Ac 7d 8d 9d", "Ks Qc 7c 8c 9c", "Ts", rules=auto)[0],
                       "stand", "play Ah")
    assert declared.deal is not None and declared.deal.declared == DEALER
    assert view_from_facts(**facts(declared, ELDER)) == view(declared, ELDER)
    assert impossible(declared, ELDER, score=(0, 0)) == (
        "seat 1 declared the King of trumps, so it has scored at least 1")
    assert impossible(STANDING, ELDER, rules=auto, declared=DEALER) == (
        "declared says seat 1 declared the King of trumps, but it has not had its turn to "
        "play yet")
    assert impossible(declared, DEALER, declared=ELDER) == (
        "declared says the opponent declared the King of trumps, but you have seen it")
    asked, _ = play(STANDING, "stand", "play Ah", "king")
    assert impossible(asked, ELDER, declared=ELDER) == (
        "declared says seat 0 declared the King of trumps, but seat 1 did")
    discarded, _ = play(dealt("Ks Ac 7d 8d 9d", "Ah Qc 7c 8c 9c", "Ts", rules=auto)[0],
                        "propose", "accept", "discard Ks", "discard 7c", "stand", "play Ac")
    assert impossible(discarded, ELDER, declared=DEALER, score=(0, 1)) == (
        "declared says the opponent declared the King of trumps, but you have seen it")


def test_what_the_seat_drew_must_fit_its_exchanges() -> None:
    state, _ = dealt("Ah Ac 7d 8d 9d", "Ks Qc 7c 8c 9c", "Ts", stock="Jh Qh")
    state, _ = play(state, "propose", "accept", "discard 7d 8d", "discard 7c")
    assert view_from_facts(**facts(state, ELDER, [cards("Jh Qh")])) == view(state, ELDER)
    assert impossible(state, ELDER, drawn=[]) == (
        "what you drew is given for 0 exchanges, but the history shows 1 of yours")
    assert impossible(state, ELDER, drawn=[cards("Jh")]) == (
        "at your exchange 1 you discarded 2, so you drew 2 cards, not 1")
    assert impossible(state, ELDER, drawn=[cards("Jh Kh")]) == (
        "the Kh you drew at your exchange 1 is not in your hand, nor played or discarded "
        "later")
    assert impossible(state, ELDER, hand=cards("Ah Ac 9d Jh Ts")) == (
        "history entry 3 ('discard 7d 8d' by seat 0): you cannot have drawn the Ts from "
        "the stock, you had seen it already")


def test_the_table_around_the_deal_must_be_possible() -> None:
    assert impossible(STANDING, ELDER, games=(1, 0)) == (
        "seat 0 has won 1 game, enough to win a match of 1: that match is over")
    assert impossible(STANDING, ELDER, stake=2) == (
        "stake, cube and offered belong to doubling (videau), which these rules do not use")
    assert impossible(STANDING, ELDER, seat=2) == "the seat must be seat 0 or seat 1, not 2"
    assert impossible(STANDING, ELDER, hand=cards("Ah Ac 7d 8d") + cards("Ah")) == (
        "the Ah is named twice in the hand")
    assert impossible(STANDING, ELDER, history="0 stand, 0 double") == (
        "history entry 2 ('double' by seat 0): double is not part of a deal's history; a "
        "deal in progress never holds one")
