"""The engine as a library for bot programmers (issue 24 part 2): a fixed action
numbering with legal masks, observations per seat, and full states resampled from what one
seat knows; each tested for leaks as the views are."""

from __future__ import annotations

import random

import pytest
from conftest import ANY_RULES, SEEDS, random_step
from hypothesis import given, settings

from ecarte.engine import (
    CHANCE,
    DECK,
    Card,
    MatchState,
    Phase,
    Rules,
    legal_actions,
    new_match,
    view,
)
from ecarte.engine.kernel import follows, mask
from ecarte.engine.numbering import (
    NUM_ACTIONS,
    action_of,
    legal_mask,
    legal_numbers,
    number,
)
from ecarte.engine.observe import LAYOUT, OFFSETS, SIZE, observation
from ecarte.engine.resample import resample


def positions(rules: Rules, seed: int, steps: int = 400) -> list[MatchState]:
    """The states of a random match (chance included), in order."""
    rng = random.Random(seed)
    state = new_match(rules, first_dealer=seed % 2)
    found = [state]
    for _ in range(steps):
        if state.actor is None:
            break
        _, state, _ = random_step(state, rng)
        found.append(state)
    return found


@settings(max_examples=40, deadline=None)
@given(ANY_RULES, SEEDS)
def test_every_legal_action_has_one_number_and_the_number_gives_it_back(
        rules: Rules, seed: int) -> None:
    for state in positions(rules, seed):
        if state.actor in (None, CHANCE):
            continue
        seen = view(state, state.actor)
        legal = seen.legal_actions()
        numbers = [number(a, seen.hand) for a in legal]
        assert len(set(numbers)) == len(legal)
        assert all(0 <= n < NUM_ACTIONS for n in numbers)
        assert [action_of(n, seen.hand) for n in numbers] == legal
        mask = legal_mask(seen)
        assert sum(mask) == len(legal) and legal_numbers(seen) == sorted(numbers)
        other = view(state, 1 - state.actor)
        assert not any(legal_mask(other))  # not its turn: nothing legal


def test_numbers_out_of_range_or_past_the_hand_are_refused_with_a_sentence() -> None:
    hand = [Card.parse("Ks"), Card.parse("7c")]
    with pytest.raises(ValueError, match="0 to 72"):
        action_of(73, hand)
    with pytest.raises(ValueError, match="more cards than the hand's 2"):
        action_of(41 + 4, hand)


def hide(state: MatchState, seat: int, rng: random.Random) -> MatchState:
    """``state`` with the cards ``seat`` has not seen dealt differently (a resample)."""
    return resample(view(state, seat), rng)


@settings(max_examples=40, deadline=None)
@given(ANY_RULES, SEEDS)
def test_a_resampled_state_looks_the_same_to_the_seat_and_plays_on(
        rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    for state in positions(rules, seed)[::3]:
        for seat in (0, 1):
            seen = view(state, seat)
            full = resample(seen, rng)
            assert view(full, seat) == seen
            deal = full.deal
            if deal is None:
                continue
            held = [c for c in (*deal.hands[0], *deal.hands[1], *deal.stock, deal.turnup)]
            held += [c for _, lead, follow in deal.played for c in (lead, follow)]
            if deal.lead is not None:
                held.append(deal.lead)
            assert None not in held and len(set(held)) == len(held)
            if full.actor not in (None, CHANCE):
                assert legal_actions(full) if full.actor != seat else \
                    legal_actions(full) == legal_actions(state)
            # His resampled hand could have played his cards as he did (§5 follow rules).
            other = 1 - seat
            strict = full.rules.trumping == "strict"
            for at, (leader, lead, follow) in enumerate(deal.played):
                if leader != seat:
                    continue
                then = set(deal.hands[other]) | {f if ld == seat else lc for ld, lc, f in
                                                 deal.played[at:]}
                if deal.lead is not None and deal.leader == other:
                    then.add(deal.lead)
                allowed = follows(mask(c for c in then if c is not None), lead.index,
                                  int(deal.trump), strict)
                assert allowed >> follow.index & 1, (str(lead), str(follow))
            # The engine plays the resampled deal on to its end.
            after, play = full, random.Random(seed + 1)
            while after.actor is not None and after.deal is not None \
                    and after.deal.phase is not Phase.OVER:
                _, after, _ = random_step(after, play)


@settings(max_examples=30, deadline=None)
@given(ANY_RULES, SEEDS)
def test_an_observation_holds_only_what_the_seat_may_know(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    for state in positions(rules, seed)[::2]:
        for seat in (0, 1):
            mine = observation(view(state, seat))
            assert len(mine) == SIZE
            # Changing every card the seat has not seen leaves its observation as it was.
            assert observation(view(hide(state, seat, rng), seat)) == mine


def test_an_observation_puts_each_card_where_the_layout_says() -> None:
    for state in positions(Rules(), 7):
        deal = state.deal
        if deal is None or state.actor in (None, CHANCE):
            continue
        seat = state.actor
        seen = view(state, seat)
        numbers = observation(seen)
        hand = {DECK[i] for i in range(32) if numbers[OFFSETS["hand"] + i]}
        assert hand == set(seen.hand)
        assert numbers[OFFSETS["turnup"] + deal.turnup.index] == 1.0
        assert numbers[OFFSETS["to_act"]] == 1.0
    assert [name for name, _ in LAYOUT][:2] == ["hand", "turnup"]


@settings(max_examples=30, deadline=None)
@given(ANY_RULES, SEEDS)
def test_each_chance_step_has_its_outcomes_counted_and_equally_likely(
        rules: Rules, seed: int) -> None:
    import math
    from fractions import Fraction

    from ecarte.engine import apply
    from ecarte.engine.outcomes import chance_outcomes

    rng = random.Random(seed)
    for state in positions(rules, seed):
        if state.actor != CHANCE:
            with pytest.raises(ValueError, match="no chance step is due"):
                chance_outcomes(state)
            continue
        outcomes = chance_outcomes(state)
        assert outcomes.probability == Fraction(1, outcomes.count)
        drawn = outcomes.sample(rng)
        apply(state, drawn)  # a drawn outcome is a legal chance step
        if state.game is None:
            assert outcomes.count == 32 * 31 and drawn in list(outcomes)
        elif state.core is None:
            assert outcomes.count == math.factorial(32)
        else:
            assert outcomes.count == math.factorial(len(drawn.order))  # type: ignore[union-attr]
            first = next(iter(outcomes))
            apply(state, first)
