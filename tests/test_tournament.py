"""Issue 24, part 2: tournaments as cutechess and fastchess run them: round-robin and
gauntlet in duplicate deals, an A/B test stopped by SPRT, ratings with intervals, runs
resumed with the same results, progress lines, JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ecarte.cli import main
from ecarte.tournament.elo import Result, rate
from ecarte.tournament.sprt import Sprt

TIMING = ("mean_ms", "median_ms", "p99_ms")


def tournament(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any]]:
    status = main(["tournament", *args, "--json"])
    out = capsys.readouterr().out
    return status, json.loads(out) if out else {}


def without_timing(figures: dict[str, Any]) -> dict[str, Any]:
    """The figures but the decisions' times, which no two runs share."""
    for match in figures["matches"]:
        for side in ("a_stats", "b_stats"):
            for key in TIMING:
                match[side].pop(key)
    return figures


def test_a_round_robin_meets_every_two_engines_on_the_same_deals(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, figures = tournament(capsys, "random", "novice", "club", "--deals", "30")
    assert status == 0 and figures["kind"] == "round-robin" and figures["complete"]
    assert [(m["a"], m["b"]) for m in figures["matches"]] == [
        ("random", "novice"), ("random", "club"), ("novice", "club")]
    assert {m["seed"] for m in figures["matches"]} == {0} and figures["units"] == 30
    rated = {r["name"]: r for r in figures["ratings"]["engines"]}
    assert figures["ratings"]["anchor"] == "random" and rated["random"]["elo"] == 0
    assert rated["club"]["elo"] > 0 and rated["club"]["ci95"][0] > 0  # surely above random
    assert rated["random"]["ci95"] is None  # the anchor has no interval (the docs)
    for name, r in rated.items():
        assert r["pairs"] == 60
        assert name == "random" or r["ci95"][0] <= r["elo"] <= r["ci95"][1]


def test_a_gauntlet_meets_the_first_engine_with_each_other(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, figures = tournament(capsys, "club", "random", "novice", "--gauntlet",
                                 "--deals", "4", "--anchor", "club")
    assert status == 0 and figures["kind"] == "gauntlet"
    assert [(m["a"], m["b"]) for m in figures["matches"]] == [("club", "random"),
                                                              ("club", "novice")]
    assert figures["ratings"]["anchor"] == "club"


def test_an_ab_test_stops_when_sprt_settles_and_says_which_bound(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, figures = tournament(capsys, "novice", "random", "--sprt", "--elo1", "50")
    test = figures["sprt"]
    assert status == 0 and test["verdict"] == "h1" and test["llr"] >= test["bounds"][1]
    assert test["units"] < 2000 and figures["matches"][0]["units"] == test["units"]
    status, figures = tournament(capsys, "random", "novice", "--sprt", "--elo1", "50")
    assert figures["sprt"]["verdict"] == "h0"
    assert figures["sprt"]["llr"] <= figures["sprt"]["bounds"][0]


def test_an_ab_test_that_cannot_settle_in_the_most_pairs_says_so(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "club", "club", "--sprt", "--deals", "8"]) == 0
    out = capsys.readouterr().out
    assert "SPRT: not settled" in out and "after 8 deal pairs" in out


def test_a_resumed_run_keeps_what_was_done_and_ends_as_an_uninterrupted_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ("random", "novice", "club", "--deals", "10", "--seed", "5")
    _, whole = tournament(capsys, *args)
    file = tmp_path / "run.jsonl"
    _, first = tournament(capsys, *args, "--resume", str(file))
    assert without_timing(first) == without_timing(json.loads(json.dumps(whole)))
    lines = file.read_text().splitlines()
    assert len(lines) == 1 + 3 * 3  # the header, three chunks of each of three matches
    file.write_text("\n".join(lines[:4]) + "\n" + lines[4][:40])  # stopped mid-line
    status, resumed = tournament(capsys, *args, "--resume", str(file))
    assert status == 0
    assert without_timing(resumed) == without_timing(json.loads(json.dumps(whole)))
    assert len(file.read_text().splitlines()) == 10


def test_a_resume_file_of_another_tournament_is_refused(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    file = tmp_path / "run.jsonl"
    assert main(["tournament", "random", "club", "--deals", "2", "--resume", str(file)]) == 0
    capsys.readouterr()
    assert main(["tournament", "random", "club", "--deals", "3", "--resume", str(file)]) == 2
    assert "holds another tournament (its units is not the same)" in capsys.readouterr().err
    (tmp_path / "notes.txt").write_text("hello\n")
    assert main(["tournament", "random", "club", "--resume",
                 str(tmp_path / "notes.txt")]) == 2
    assert "is not the file of a tournament" in capsys.readouterr().err


def test_plain_progress_lines_when_not_a_terminal_and_a_table_of_ratings(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "random", "club", "--deals", "3"]) == 0
    captured = capsys.readouterr()
    assert captured.err == "match 1 of 1, random vs club: 3 of 3 deal pairs\n"
    assert "Ratings (Elo, random = 0, 95% intervals)" in captured.out
    assert "Model: logistic Elo by maximum likelihood" in captured.out


def test_refusals_are_sentences(capsys: pytest.CaptureFixture[str]) -> None:
    for args, said in (
            (["club"], "a tournament needs at least two engines"),
            (["club", "random", "novice", "--sprt"], "--sprt compares two engines"),
            (["club", "random", "--sprt", "--elo0", "5", "--elo1", "5"],
             "--elo1 must be greater than --elo0"),
            (["club", "random", "--anchor", "expert"], "the anchor 'expert' is not one"),
            (["club", "grandmaster"], "there is no bot 'grandmaster'"),
            (["club", "random", "--engine-option", "2:play_samples=3"],
             "the bot random cannot take this option")):
        assert main(["tournament", *args]) == 2, args
        assert said in capsys.readouterr().err, args


def test_the_expert_with_fewer_samples_is_compared_as_another_engine(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, figures = tournament(capsys, "expert", "expert", "--deals", "2",
                                 "--engine-option", "1:play_samples=4",
                                 "--engine-option", "1:exchange_samples=4")
    assert status == 0 and figures["matches"][0]["units"] == 2
    assert [e["name"] for e in figures["engines"]] == ["expert #1", "expert #2"]
    assert (figures["matches"][0]["a"], figures["matches"][0]["b"]) == ("expert #1",
                                                                        "expert #2")


def test_ratings_are_ordered_by_the_results_and_the_anchor_holds_zero() -> None:
    rated = rate(["a", "b", "c"], [Result(0, 1, 60.0, 100), Result(1, 2, 60.0, 100),
                                   Result(0, 2, 70.0, 100)], anchor=2)
    assert rated[2].elo == 0 and rated[0].elo > rated[1].elo > 0
    assert rated[0].low < rated[0].elo < rated[0].high


def test_the_sprt_bounds_are_those_of_alpha_and_beta() -> None:
    low, high = Sprt(alpha=0.05, beta=0.05).bounds()
    assert round(low, 3) == -2.944 and round(high, 3) == 2.944


@pytest.mark.slow
def test_the_results_do_not_depend_on_the_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("random", "novice", "club", "--deals", "12", "--seed", "3")
    _, one = tournament(capsys, *args)
    _, two = tournament(capsys, *args, "--jobs", "2")
    assert without_timing(one) == without_timing(two)


CRASHING = '''import json, sys
for line in sys.stdin:
    msg = json.loads(line)
    kind = msg.get("type")
    if kind == "hello":
        print(json.dumps({"type": "hello", "id": msg.get("id"), "name": "crashy",
                          "protocol": 1}), flush=True)
    elif kind == "act":
        print(json.dumps({"type": "action", "id": msg.get("id"), "action": "fold"}),
              flush=True)
'''


def test_an_engine_failing_before_any_pair_is_a_sentence_and_is_not_rated(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Seen by a bot programmer: a bot that failed in its first pair made the tournament
    end in a traceback ("zip() argument 2 is longer"), and in a gauntlet it was rated with
    an interval from -inf to +inf, which spread to the engine it met."""
    import sys

    bot = tmp_path / "crash.py"
    bot.write_text(CRASHING)
    engine = f"exec:{sys.executable} {bot}"
    status = main(["tournament", engine, "club", "--deals", "5", "--json"])
    out, err = capsys.readouterr()
    assert status == 3 and "Traceback" not in err
    figures = json.loads(out)  # valid JSON: no Infinity, no NaN
    assert "crashy" in err and "nothing was kept" in err
    assert figures["complete"] is False and figures["matches"][0]["units"] == 0
    status = main(["tournament", "club", "random", engine, "--deals", "8", "--gauntlet",
                   "--json"])
    out, err = capsys.readouterr()
    rated = {r["name"]: r for r in json.loads(out)["ratings"]["engines"]}
    assert status == 3
    assert rated["crashy"]["elo"] is None and rated["crashy"]["ci95"] is None
    low, high = rated["club"]["ci95"]
    assert -1000 < low < rated["club"]["elo"] < high < 1000  # finite, as before the failure
    assert rated["random"]["ci95"] is None  # the anchor has no interval
