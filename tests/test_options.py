"""Rule options and presets (RULES.md §8)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from ecarte.engine import OPTION_NAMES, PRESETS, Rules, RulesError
from ecarte.engine.records import Recorder, replay


def test_the_options_are_those_of_the_rule_book_with_its_defaults() -> None:
    assert OPTION_NAMES == (
        "target", "match", "packets", "dealer_may_stand_pat", "reshuffle_discards", "king",
        "trumping", "point_de_refus", "penalty_any_refusal", "game_values", "videau")
    assert Rules() == Rules(target=5, match=1, packets="3-2", dealer_may_stand_pat=False,
                            reshuffle_discards=False, king="ask", trumping="strict",
                            point_de_refus=False, penalty_any_refusal=False,
                            game_values=False, videau=False)


@pytest.mark.parametrize("name, changes", [
    ("club", {}),
    ("french", {"point_de_refus": True}),
    ("italian", {"packets": "2-2-1", "reshuffle_discards": True, "videau": True}),
    ("auto-king", {"king": "auto"}),
])
def test_each_preset_sets_what_the_table_says(name: str, changes: dict[str, Any]) -> None:
    assert Rules.preset(name) == Rules().with_options(**changes)
    assert Rules.preset(name).preset_name == name
    assert Rules.preset(name).to_spec() == {"preset": name}
    assert set(PRESETS) == {"club", "french", "italian", "auto-king"}


def test_a_spec_is_a_preset_with_changes() -> None:
    rules = Rules.from_spec({"preset": "french", "target": 7, "match": 3})
    assert (rules.point_de_refus, rules.target, rules.match) == (True, 7, 3)
    assert Rules.from_spec({}) == Rules()
    assert Rules.from_spec({"trumping": "free"}).trumping == "free"


ALL_COMBINATIONS = list(itertools.product(
    (1, 5, 11), (1, 3, 5), ("3-2", "2-3", "2-2-1"), (False, True), ("ask", "auto"),
    ("strict", "free"), (False, True), (False, True)))


@pytest.mark.parametrize("combo", ALL_COMBINATIONS[::23])
def test_to_spec_reads_back_as_the_same_rules_and_is_shortest(combo: tuple[Any, ...]) -> None:
    target, match, packets, flag, king, trumping, refus, videau = combo
    rules = Rules(target=target, match=match, packets=packets, dealer_may_stand_pat=flag,
                  reshuffle_discards=flag, king=king, trumping=trumping,
                  point_de_refus=refus, penalty_any_refusal=not flag, game_values=flag,
                  videau=videau)
    spec = rules.to_spec()
    assert Rules.from_spec(spec) == rules
    for preset in PRESETS:  # no preset gives a shorter spec
        base = Rules.preset(preset)
        differences = sum(getattr(rules, n) != getattr(base, n) for n in OPTION_NAMES)
        assert len(spec) <= differences + 1


@pytest.mark.parametrize("spec, message", [
    ({"preset": "belote"}, "there is no preset 'belote': the presets are club, french, "
                           "italian, auto-king"),
    ({"tarjet": 7}, "there is no option 'tarjet': the options are target, match"),
    ({"target": 0}, "target must be a whole number from 1 to 99, not 0"),
    ({"target": "5"}, "target must be a whole number from 1 to 99, not '5'"),
    ({"target": True}, "target must be a whole number from 1 to 99, not True"),
    ({"match": 2}, "match must be 1, 3 or 5 games, not 2"),
    ({"match": True}, "match must be 1, 3 or 5 games, not True"),
    ({"packets": "3-3"}, "packets must be one of 3-2, 2-3, 2-2-1, not '3-3'"),
    ({"king": "never"}, "king must be one of ask, auto, not 'never'"),
    ({"trumping": "loose"}, "trumping must be one of strict, free, not 'loose'"),
    ({"videau": "yes"}, "videau must be true or false, not 'yes'"),
    ({"preset": 3}, "the preset must be a name"),
])
def test_a_bad_spec_is_a_rules_error_with_a_sentence(spec: dict[str, Any], message: str
                                                     ) -> None:
    with pytest.raises(RulesError) as caught:
        Rules.from_spec(spec)
    assert isinstance(caught.value, ValueError)
    assert str(caught.value).startswith(message)


def test_rules_that_are_not_an_object_are_refused() -> None:
    with pytest.raises(RulesError, match="rules must be an object"):
        Rules.from_spec(["club"])  # type: ignore[arg-type]


def test_with_options_refuses_an_unknown_option_and_a_bad_value() -> None:
    with pytest.raises(RulesError, match="there is no option 'vole'"):
        Rules().with_options(vole=3)
    with pytest.raises(RulesError, match="target must be"):
        Rules().with_options(target=100)


def test_games_to_win_a_match() -> None:
    assert [Rules(match=m).games_to_win for m in (1, 3, 5)] == [1, 2, 3]


def test_the_king_declared_automatically_is_named_auto_king_and_seed004_still_reads() -> None:
    # The preset of seed 004 (RULES.md §4) was first named after the seed; the old name
    # still reads as the same rules, and a spec written now carries the new name.
    assert Rules.preset("seed004") == Rules.preset("auto-king") == Rules(king="auto")
    assert Rules.from_spec({"preset": "seed004", "target": 7}) == Rules(king="auto", target=7)
    assert Rules.preset("seed004").to_spec() == {"preset": "auto-king"}
    assert Rules.preset("seed004").preset_name == "auto-king"
    assert Recorder(Rules.preset("seed004")).record["rules"] == {"preset": "auto-king"}


def test_a_record_written_under_the_name_seed004_still_verifies() -> None:
    # RULES.md §10, worked deal 2: the elder stands and takes three tricks; no King is held.
    hands = [["Js", "Ts", "Kd", "Kh", "Th"], ["Qs", "9s", "Jc", "Tc", "7h"]]
    used = {*hands[0], *hands[1], "8s"}
    deal = {"dealer": 1, "hands": hands, "turnup": "8s",
            "stock": [r + s for s in "cdhs" for r in "789TAJQK" if r + s not in used],
            "actions": ["stand", "play Kd", "play 9s", "play Jc", "play Ts", "play Kh",
                        "play 7h", "play Th", "play Qs", "play Tc", "play Js"]}
    record = {"format": "ecarte-record/1", "rules": {"preset": "seed004", "target": 1},
              "players": ["Ada", "Bob"], "games": [{"deals": [deal]}]}
    verdict = replay(record).verdict()
    assert verdict["valid"] and verdict["complete"], verdict
