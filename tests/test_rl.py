"""The PettingZoo environment: PettingZoo's own ``api_test``, observations that are the
seat's view exactly (a change to what the seat has not seen changes nothing in them),
the bots as ready opponents, and the winner's reward."""

from __future__ import annotations

import random

import numpy as np
import pytest
from pettingzoo.test import api_test

from ecarte.engine import Rules, view
from ecarte.engine.numbering import legal_mask
from ecarte.engine.observe import observation
from ecarte.engine.resample import resample
from ecarte.rl import EcarteEnv, env


@pytest.mark.filterwarnings("ignore:Observation")  # a dict with the mask, as its own games
@pytest.mark.parametrize("options", [{}, {"opponent": "club"}, {"opponent": "random"},
                                     {"one_deal": True, "rules": Rules.preset("italian")}],
                         ids=["self-play", "club", "random", "italian-deal"])
def test_pettingzoos_api_test_passes(options: dict[str, object]) -> None:
    api_test(env(**options), num_cycles=300)


def _play_to(game: EcarteEnv, steps: int, rng: np.random.Generator) -> None:
    for _ in range(steps):
        if all(game.terminations.values()):
            return
        mask = game.observe(game.agent_selection)["action_mask"]
        game.step(int(rng.choice(np.flatnonzero(mask))))


def test_each_observation_is_the_seats_view_and_its_legal_mask() -> None:
    game, rng = env(), np.random.default_rng(1)
    game.reset(seed=5)
    for _ in range(60):
        if all(game.terminations.values()):
            break
        for seat, agent in enumerate(("seat_0", "seat_1")):
            seen = view(game.state, seat)
            told = game.observe(agent)
            assert told["observation"].tolist() == pytest.approx(observation(seen))
            assert told["action_mask"].astype(bool).tolist() == list(legal_mask(seen))
        _play_to(game, 1, rng)


@pytest.mark.parametrize("seed", range(12))
def test_what_a_seat_has_not_seen_does_not_change_its_observation(seed: int) -> None:
    """The opponent's hand, the stock and the opponent's discards dealt again from the
    cards the seat has not seen (``resample``): the seat's observation is unchanged."""
    game, rng = env(rules=Rules.preset("italian")), np.random.default_rng(seed)
    game.reset(seed=seed)
    _play_to(game, seed % 7, rng)
    changed = 0
    for seat, agent in enumerate(("seat_0", "seat_1")):
        before = {key: value.copy() for key, value in game.observe(agent).items()}
        other = game.observe(("seat_0", "seat_1")[1 - seat])["observation"].copy()
        kept = game.state
        game.state = resample(view(kept, seat), random.Random(seed + 100 * seat))
        after = game.observe(agent)
        assert (after["observation"] == before["observation"]).all()
        assert (after["action_mask"] == before["action_mask"]).all()
        changed += int((game.observe(("seat_0", "seat_1")[1 - seat])["observation"]
                        != other).any())
        game.state = kept
    assert changed, "resampling changed nothing: the test would not see a leak"


@pytest.mark.parametrize("level", ["random", "novice", "club", "expert"])
def test_a_registered_bot_plays_the_other_seat(level: str) -> None:
    game, rng = env(opponent=level, one_deal=True), np.random.default_rng(2)
    game.reset(seed=11)
    assert game.agents == ["seat_0"]
    _play_to(game, 40, rng)
    assert game.terminations["seat_0"]
    assert game.rewards["seat_0"] != 0  # a deal always scores for one side


def test_the_winner_of_the_match_is_rewarded() -> None:
    game, rng = env(), np.random.default_rng(3)
    game.reset(seed=4)
    total = dict.fromkeys(game.agents, 0.0)
    while not all(game.terminations.values()):
        agent = game.agent_selection
        game.step(int(rng.choice(np.flatnonzero(game.observe(agent)["action_mask"]))))
        for name in total:
            total[name] += game.rewards[name]
    winner = game.state.winner
    assert winner is not None
    assert total == {f"seat_{winner}": 1.0, f"seat_{1 - winner}": -1.0}
