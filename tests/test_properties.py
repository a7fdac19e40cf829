"""Random legal play of whole matches, under every preset and random option mixes: the
invariants a player relies on hold in every state reached."""

from __future__ import annotations

import random
from collections import Counter

from conftest import ANY_RULES, MIXED_RULES, PRESET_RULES, SEEDS, random_step
from hypothesis import given, settings

from ecarte.engine import (
    ACCEPT,
    CHANCE,
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
    AnyAction,
    Cut,
    DealCards,
    IllegalActionError,
    MatchState,
    Reshuffle,
    Rules,
    apply,
    fault,
    legal_actions,
    new_match,
    view,
)
from ecarte.words import said

MAX_STEPS = 20_000


def check_cards(state: MatchState) -> None:
    """The 32 cards are all there, each in one place: a hand, the stock, the turn-up, a
    trick, or a discard pile. (A pending discard is still in its hand. After a reshuffle
    the discard piles keep listing the cards that went back into the stock.)"""
    deal = state.deal
    if deal is None:
        return
    played = [c for _, lead, follow in deal.played for c in (lead, follow)]
    lead = [deal.lead] if deal.lead is not None else []
    live = [*deal.hands[0], *deal.hands[1], *deal.stock, deal.turnup, *played, *lead]
    discarded = [*deal.discards[0], *deal.discards[1]]
    assert len(set(discarded)) == len(discarded), "a card is discarded twice"
    if deal.last_round:
        assert len(set(live)) == len(live), "a card is in two places"
        assert set(live) | set(discarded) == set(DECK), "a card is missing"
    else:
        assert Counter(live + discarded) == Counter(DECK), "a card is missing or in two places"
    assert len(deal.hands[0]) == len(deal.hands[1]) + (deal.lead is not None) * (
        deal.leader == 1) - (deal.lead is not None) * (deal.leader == 0)


def other_actions(state: MatchState, rng: random.Random) -> list[AnyAction]:
    """A sample of every kind of action, most of them illegal now: bare words, random
    cards, discards of the hand and of other cards, hidden counts, malformed ones, and
    chance actions."""
    deck = list(DECK)
    seat = state.actor if state.actor in (0, 1) else 0
    hand = [c for c in state.deal.hands[seat] if c is not None] if state.deal else []
    sample: list[AnyAction] = [STAND, PROPOSE, ACCEPT, REFUSE, KING, DOUBLE, TAKE, DROP,
                               CONCEDE, STAND_PAT, Action.hidden_discard(rng.randint(1, 5))]
    sample += [PLAY[c] for c in rng.sample(deck, 3)] + [PLAY[c] for c in hand]
    for _ in range(3):
        if hand:
            sample.append(Action.discard(tuple(rng.sample(hand, rng.randint(1, len(hand))))))
        sample.append(Action.discard(tuple(rng.sample(deck, rng.randint(1, 6)))))
    one, two = rng.sample(deck, 2)
    sample += [Action("play"), Action("play", (one, two), 2), Action("stand", (one,), 1),
               Action("discard", (one, one), 2), Action("discard", (one,), 3),
               Action("king", (one,), 1)]
    pack = deck[:]
    rng.shuffle(pack)
    sample += [Cut((one, two)), DealCards((tuple(pack[:5]), tuple(pack[5:10])), pack[10],
                                          tuple(pack[11:])), Reshuffle(tuple(pack[:3]))]
    return sample


def check_state(state: MatchState, rng: random.Random) -> None:
    check_cards(state)
    actor = state.actor
    legal = legal_actions(state)
    assert (legal != []) == (actor in (0, 1))
    assert len(set(legal)) == len(legal), "an action is listed twice"
    if actor in (0, 1):
        assert legal_actions(view(state, actor).state) == legal, \
            "the seat's own view must be enough to list its actions"
    for action in legal:
        assert said(fault(state, action)) is None, f"{action} is listed but refused"
        apply(state, action)  # no exception
    for other in other_actions(state, rng):
        reason = said(fault(state, other))
        if isinstance(other, Action) and other in legal:
            assert reason is None
            continue
        if reason is None:
            assert actor == CHANCE and not isinstance(other, Action), \
                f"{other!r} is accepted but not listed"
            continue
        assert isinstance(reason, str) and reason.strip()
        try:
            apply(state, other)
        except IllegalActionError as error:
            assert str(error) == reason
        else:
            raise AssertionError(f"{other!r} was applied although {reason!r}")


def play_match(rules: Rules, seed: int, check: bool = True
               ) -> tuple[MatchState, list[object]]:
    rng = random.Random(seed)
    checks = random.Random(seed + 1)
    state = new_match(rules)
    log: list[object] = []
    for _ in range(MAX_STEPS):
        if state.actor is None:
            break
        if check:
            check_state(state, checks)
        before = state
        action, state, events = random_step(state, rng)
        log.append(action)
        log.extend(events)
        assert before.games <= (max(before.games[0], state.games[0]),
                                max(before.games[1], state.games[1]))
        assert all(b <= a for b, a in zip(before.stakes, state.stakes, strict=True))
        assert all(b <= a for b, a in zip(before.games, state.games, strict=True))
        if state.results == before.results:  # the same game: scores only grow
            assert all(b <= a for b, a in zip(before.score, state.score, strict=True))
    else:
        raise AssertionError("the match did not end")
    return state, log


@settings(max_examples=12, deadline=None)
@given(rules=PRESET_RULES, seed=SEEDS)
def test_random_matches_under_every_preset_keep_the_invariants(rules: Rules, seed: int
                                                                ) -> None:
    state, _ = play_match(rules, seed)
    assert state.winner is not None
    assert state.games[state.winner] == rules.games_to_win
    assert len(state.results) == sum(state.games)
    check_state(state, random.Random(seed))


@settings(max_examples=30, deadline=None)
@given(rules=MIXED_RULES, seed=SEEDS)
def test_random_matches_under_random_options_keep_the_invariants(rules: Rules, seed: int
                                                                  ) -> None:
    state, _ = play_match(rules, seed)
    assert state.winner is not None
    assert all(r.score[r.winner] >= rules.target or r.value >= 1 for r in state.results)


@settings(max_examples=10, deadline=None)
@given(rules=ANY_RULES, seed=SEEDS)
def test_the_same_seed_plays_the_same_match(rules: Rules, seed: int) -> None:
    first = play_match(rules, seed, check=False)
    second = play_match(rules, seed, check=False)
    assert first == second


def test_a_long_match_ends_and_every_game_is_accounted_for() -> None:
    rules = Rules(target=11, match=5, videau=True, game_values=True)
    state, _ = play_match(rules, 2024, check=False)
    assert state.winner is not None and max(state.games) == 3
    assert sum(r.value for r in state.results if r.winner == state.winner) == \
        state.stakes[state.winner]
