"""``ecarte arena``: duplicate deals, the figures it reports, and its command line."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from ecarte.arena import MIN_UNITS, ArenaConfig, ArenaResult, run_arena
from ecarte.cli import main
from ecarte.engine import Rules
from ecarte.engine.records import replay

TIMES = ("mean_ms", "median_ms", "p99_ms")


def without_times(figures: dict[str, Any]) -> dict[str, Any]:
    out = dict(figures)
    for key in ("a_stats", "b_stats"):
        out[key] = {k: v for k, v in figures[key].items() if k not in TIMES}
    return out


def test_a_bot_against_itself_in_duplicate_nets_exactly_zero_on_every_pair() -> None:
    # The same deterministic bot in both seats of the same cards: the swapped run is the
    # mirror of the first, so the luck of the cards cancels to nothing.
    result = run_arena(ArenaConfig("club", "club", deals=12, seed=4))
    assert result.nets == [0] * 12
    assert result.deals == 24


def test_an_outside_engine_plays_through_the_protocol() -> None:
    # The club bot served by `ecarte engine` mirrors the club bot inside: every pair nets 0.
    engine = f"exec:{sys.executable} -m ecarte engine --level club"
    result = run_arena(ArenaConfig("club", engine, deals=3, seed=8))
    assert result.nets == [0, 0, 0]
    assert result.sides[1].times


def test_deal_pairs_are_single_deals_and_game_pairs_are_whole_games() -> None:
    deals = run_arena(ArenaConfig("novice", "random", deals=5, seed=1))
    assert deals.unit_deals == [2] * 5
    games = run_arena(ArenaConfig("novice", "random", games=3, seed=1,
                                  rules=Rules(target=3)))
    assert games.sides[0].games + games.sides[1].games == 6
    assert all(d >= 2 for d in games.unit_deals)


def test_more_jobs_give_the_same_results() -> None:
    one = run_arena(ArenaConfig("club", "random", deals=9, seed=3, jobs=1))
    two = run_arena(ArenaConfig("club", "random", deals=9, seed=3, jobs=2))
    assert without_times(one.to_json()) == without_times(two.to_json())


def test_the_json_figures_have_the_documented_shape(capsys: pytest.CaptureFixture[str]
                                                    ) -> None:
    assert main(["arena", "club", "novice", "--deals", "30", "--seed", "2", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["a"] == "club" and figures["b"] == "novice"
    assert figures["mode"] == "deals" and figures["units"] == 30 and figures["deals"] == 60
    low, high = figures["ci95"]
    assert low <= figures["points_per_deal"] <= high and figures["ci95_missing"] is None
    for key in ("a_stats", "b_stats"):
        assert set(figures[key]) == {"points", "deals_won", "games_won", "stakes_won", "voles",
                                     "penalties", "decisions", "late", *TIMES}
    assert figures["a_stats"]["decisions"] > 0


def test_the_table_names_both_bots_and_the_interval(capsys: pytest.CaptureFixture[str]
                                                    ) -> None:
    assert main(["arena", "novice", "random", "--games", "2", "--option", "target=3"]) == 0
    out = capsys.readouterr().out
    assert "novice vs random" in out and "95% interval" in out and "games won" in out


def test_games_played_can_be_recorded_and_replay_as_legal(tmp_path: Path) -> None:
    path = tmp_path / "arena.jsonl"
    assert main(["arena", "club", "random", "--games", "1", "--rules", "italian",
                 "--record", str(path), "--json"]) == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2  # one game, played twice
    for line in lines:
        verdict = replay(json.loads(line)).verdict()
        assert verdict["valid"] and verdict["complete"], verdict


@pytest.mark.parametrize(("argv", "said"), [
    (["nobody", "club"], "there is no bot 'nobody'"),
    (["club", "novice", "--deals", "0"], "a whole number from 1"),
    (["club", "novice", "--option", "target"], "NAME=VALUE"),
    (["club", "novice", "--option", "colour=red"], "there is no option 'colour'"),
    (["club", "novice", "--rules", "german"], "there is no preset 'german'"),
])
def test_bad_input_gets_a_sentence_and_status_2(argv: list[str], said: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    try:
        status = main(["arena", *argv])
    except SystemExit as exit_:  # a flag argparse refuses
        status = exit_.code
    assert status == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err


def test_games_won_by_stake_count_the_game_values() -> None:
    plain = run_arena(ArenaConfig("club", "novice", games=3, seed=4)).to_json()
    valued = run_arena(ArenaConfig("club", "novice", Rules(game_values=True), games=3,
                                   seed=4)).to_json()
    for key in ("a_stats", "b_stats"):
        assert plain[key]["stakes_won"] == plain[key]["games_won"]
        # The same games, now worth 1 to 3 each (law 46).
        assert valued[key]["games_won"] == plain[key]["games_won"]
        assert valued[key]["games_won"] <= valued[key]["stakes_won"] \
            <= 3 * valued[key]["games_won"]
    assert sum(valued[k]["stakes_won"] for k in ("a_stats", "b_stats")) > \
        sum(plain[k]["stakes_won"] for k in ("a_stats", "b_stats"))


# Issue 22: two game pairs showed "95% interval 50.0% to 50.0%".
def test_too_few_pairs_give_no_interval_and_say_why(capsys: pytest.CaptureFixture[str]
                                                    ) -> None:
    assert main(["arena", "novice", "random", "--games", "2", "--option", "target=3"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "novice points per deal: " in out and "% to " not in out and " to +" not in out
    assert "(no 95% interval from 2 game pairs: it takes at least 30)" in out
    assert main(["arena", "novice", "random", "--deals", "29", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["ci95"] is None and figures["ci95_missing"] == "too-few"
    assert main(["arena", "novice", "random", "--games", f"{MIN_UNITS}"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert re.search(r"novice won [\d.]+% of the games \(95% interval [\d.]+% to [\d.]+%\)",
                     out), out


def test_pairs_that_all_ended_alike_give_no_interval() -> None:
    """Thirty game pairs each won 1-1: the spread is nought, not a certainty."""
    result = ArenaResult(ArenaConfig("club", "novice", games=MIN_UNITS))
    result.units = MIN_UNITS
    result.nets, result.unit_deals = [0] * MIN_UNITS, [8] * MIN_UNITS
    result.unit_games = [0] * MIN_UNITS
    result.sides[0].games = result.sides[1].games = MIN_UNITS
    figures = result.to_json()
    assert figures["game_share"] == 0.5 and figures["game_share_ci95"] is None
    assert figures["ci95_missing"] == "alike"
