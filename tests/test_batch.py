"""The batched engine agrees with the scalar engine: the same cards from the same seeds,
and, over thousands of random deals replayed through ``ecarte.engine`` step by step, the
same seat to act, legal mask, observations of both seats, points and results."""

from __future__ import annotations

import random

import numpy as np
import pytest

from ecarte.batch import BatchError, BatchMatch, random_actions
from ecarte.batch.check import check
from ecarte.driver.chance import derive
from ecarte.engine import Rules, apply, chance_action, new_match
from ecarte.engine.kernel import mask
from ecarte.words.batch import said

MIXES = {
    "club": {"preset": "club"},
    "french": {"preset": "french"},
    "italian": {"preset": "italian"},
    "auto-king": {"preset": "auto-king"},
    "free-trumping-stand-pat": {"trumping": "free", "dealer_may_stand_pat": True},
    "any-refusal-values-best-of-3": {"penalty_any_refusal": True, "game_values": True,
                                     "match": 3},
    "reshuffle-2-3": {"reshuffle_discards": True, "packets": "2-3"},
    "everything": {"preset": "italian", "match": 5, "point_de_refus": True, "king": "auto",
                   "target": 3, "game_values": True, "dealer_may_stand_pat": True},
}


@pytest.mark.parametrize("mix", MIXES, ids=list(MIXES))
def test_single_deals_agree_step_by_step(mix: str) -> None:
    """300 deals a rule mix, one a row, each seat's view compared at every step."""
    rules = Rules.from_spec(MIXES[mix])
    for first_dealer, concede in ((0, False), (1, True), (None, False)):
        found = check(range(100), rules, first_dealer=first_dealer, one_deal=True,
                      concede=concede, play_seed=len(mix))
        assert found is None, f"the engines part under {mix}: {found}"


@pytest.mark.parametrize("mix", MIXES, ids=list(MIXES))
def test_whole_matches_agree_to_their_results(mix: str) -> None:
    """Whole matches (a few deals each), with doubles, drops and concessions where the
    rules allow them: the same points at each step and the same games, stakes and
    winner at the end."""
    rules = Rules.from_spec(MIXES[mix])
    found = check(range(40), rules, first_dealer=None, concede=True, play_seed=7)
    assert found is None, f"the engines part under {mix}: {found}"


def test_a_row_goes_on_to_new_matches_with_its_generator() -> None:
    """``restart``: each row plays match after match from one generator, as
    bench/engine_speed.py does, and still deals what the scalar engine deals."""
    found = check(range(30), Rules(target=2), first_dealer=0, restart=True, steps=120)
    assert found is None, str(found)


@pytest.mark.parametrize("packets", ["3-2", "2-3", "2-2-1"])
@pytest.mark.parametrize("dealer", [0, 1])
def test_the_same_cards_as_chance_action_from_the_same_seed(packets: str,
                                                            dealer: int) -> None:
    seeds = [0, 1, 2**40 + 3, -5, "a seed", derive(7, "deal", 0, 1).random()]
    batch = BatchMatch(seeds, Rules(packets=packets), first_dealer=dealer, one_deal=True)
    for row, seed in enumerate(seeds):
        dealt = chance_action(new_match(Rules(packets=packets), first_dealer=dealer),
                              random.Random(seed))
        c = batch.columns
        assert [int(c.hands[row, 0]), int(c.hands[row, 1])] == [mask(h) for h in dealt.hands]
        assert int(c.turnup[row]) == dealt.turnup.index
        assert c.stock[row, :21].tolist() == [card.index for card in dealt.stock]


def test_the_cut_names_the_dealer_the_scalar_engine_names() -> None:
    seeds = range(200)
    batch = BatchMatch(seeds, first_dealer=None)
    for seed in seeds:
        state, rng = new_match(), random.Random(seed)
        while state.game is None:
            state, _ = apply(state, chance_action(state, rng))
        assert int(batch.columns.dealer[seed]) == state.game.dealer, f"seed {seed}"


def test_an_illegal_number_is_refused_with_a_sentence_and_nothing_moves() -> None:
    batch = BatchMatch([3, 4], first_dealer=0)
    before = batch.legal.copy()
    with pytest.raises(BatchError) as refused:
        batch.step([0, 40])  # row 1, the elder, may only stand or propose (or concede)
    assert refused.value.row == 1 and refused.value.number == 40
    assert str(refused.value) == said(refused.value, "en")
    assert "row 1" in said(refused.value, "en") and "ligne 1" in said(refused.value, "fr")
    assert "riga 1" in said(refused.value, "it")
    assert (batch.legal == before).all()
    batch.step([0, 1])  # stand, propose: legal, taken
    assert batch.actor.tolist() == [1, 0]  # row 0: the elder leads; row 1: the dealer answers


@pytest.mark.parametrize("given", [2, [0, 1, 0]])
def test_a_first_dealer_that_is_no_seat_is_refused(given: object) -> None:
    with pytest.raises(BatchError, match="seat 0 or seat 1"):
        BatchMatch([1, 2], first_dealer=given)  # type: ignore[arg-type]


def test_random_play_chooses_only_legal_numbers_and_each_of_them() -> None:
    batch = BatchMatch(range(400), first_dealer=0)
    rng = np.random.default_rng(0)
    seen = np.zeros(73, dtype=bool)
    while not batch.done.all():
        chosen = random_actions(batch.legal_words, rng)
        acting = np.flatnonzero(batch.actor >= 0)
        assert batch.legal[acting, chosen[acting]].all()
        seen[chosen[acting]] = True
        batch.step(chosen)
    assert seen[:4].all() and seen[8] and seen[9:41].all()  # bare actions, every card
    assert seen[42:].all() and not seen[41]  # every discard; nothing is not a discard here
