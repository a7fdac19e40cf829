"""Walking a record step by step (``engine.records.walk``), as review and replay do."""

from __future__ import annotations

import copy
import itertools
import random
from typing import Any

import pytest

from ecarte.engine import CHANCE, Rules, apply, chance_action, legal_actions, new_match
from ecarte.engine.records import Recorder, RecordFaultError, RecordFormatError, replay, walk


def _record(seed: int, rules: Rules | None = None) -> dict[str, Any]:
    rules = rules or Rules()
    rng, state, recorder = random.Random(seed), new_match(rules, first_dealer=seed % 2), \
        Recorder(rules, ("Ada", "Bot"))
    while state.actor is not None:
        action = chance_action(state, rng) if state.actor == CHANCE else \
            rng.choice([a for a in legal_actions(state) if a.kind != "concede"])
        recorder.observe(state, action)
        state, _ = apply(state, action)
    return recorder.record


@pytest.mark.parametrize("seed", range(6))
def test_each_step_starts_where_the_last_one_ended_and_ends_where_replay_does(
        seed: int) -> None:
    rules = Rules(reshuffle_discards=seed % 2 == 1)
    record = _record(seed, rules)
    steps = list(walk(record))
    for earlier, later in itertools.pairwise(steps):
        if later.game == earlier.game:
            assert later.before == earlier.after
    assert steps[-1].after.winner == replay(record).state.winner is not None


def test_the_positions_count_actions_as_the_record_lists_them() -> None:
    record = _record(11)
    listed = [(g, d, a, text)
              for g, game in enumerate(record["games"])
              for d, deal in enumerate(game["deals"])
              for a, text in enumerate(deal["actions"])]
    walked = [(p.game, p.deal, p.action, str(p.taken)) for p in walk(record)
              if p.action is not None]
    assert walked == listed
    for step in walk(record):
        if step.action is None:
            assert step.seat == CHANCE
        else:
            assert step.seat == step.before.actor and step.taken in legal_actions(step.before)


def test_an_illegal_action_stops_the_walk_with_verify_s_position_and_sentence() -> None:
    record = copy.deepcopy(_record(3))
    deal = record["games"][0]["deals"][0]
    deal["actions"][0] = "play " + deal["turnup"]  # nobody holds the turn-up
    expected = replay(record).fault
    assert expected is not None
    with pytest.raises(RecordFaultError) as raised:
        list(walk(record))
    assert raised.value.fault == expected
    assert str(raised.value).startswith("game 1, deal 1, action 1: ")


def test_an_unreadable_record_is_a_format_error() -> None:
    with pytest.raises(RecordFormatError):
        list(walk({"format": "nope"}))
