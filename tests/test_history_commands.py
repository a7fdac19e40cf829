"""``ecarte stats``, ``ecarte stats import`` and ``ecarte history`` as a player runs them
(the installed script, in a subprocess), and the match ``ecarte play`` keeps at its end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from history_helpers import bot_match
from test_ui_session import run_match

from ecarte.engine import Rules
from ecarte.history import open_history
from ecarte.rating import START, MatchResult, rate, shown

ECARTE = Path(sys.executable).parent / "ecarte"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    if not ECARTE.exists():
        pytest.skip(f"the ecarte script is not installed beside {sys.executable}")
    return tmp_path / "data"


def ecarte(data: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, ECARTE_DATA_DIR=str(data), ECARTE_CONFIG_DIR=str(data / "conf"),
               COLUMNS="100")
    return subprocess.run([str(ECARTE), *args], env=env, input=stdin, capture_output=True,
                          text=True, timeout=120)


def test_an_empty_history_gets_a_friendly_sentence(data: Path) -> None:
    stats = ecarte(data, "stats")
    assert stats.returncode == 0 and stats.stdout.startswith("No finished match is kept yet")
    history = ecarte(data, "history")
    assert history.returncode == 0 and history.stdout.startswith("No match is kept yet")
    shown = json.loads(ecarte(data, "stats", "--json").stdout)
    assert shown == {"matches": 0, "by_opponent": [], "rating": None, "errors_by_part": []}
    assert json.loads(ecarte(data, "history", "--json").stdout) == []


def test_records_from_play_watch_and_arena_are_imported_once(
        data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from test_e2e_play import play_on, spawn

    played = tmp_path / "played"
    played.mkdir()
    child = spawn(played, "--level", "random", "--target", "3", "--seed", "4", "--name", "Ada")
    assert play_on(child)
    [play_record] = (played / "records").glob("*.json")
    with open_history_at(played, monkeypatch) as history:
        [row] = history.matches()  # play kept it too
        assert history.get(row.id) == json.loads(play_record.read_text())
    watched = tmp_path / "watch.json"
    done = ecarte(data, "watch", "--levels", "novice", "random", "--seed", "5", "--delay",
                  "0", "--target", "3", "--record", str(watched))
    assert done.returncode == 0, done.stderr
    arena = tmp_path / "arena.jsonl"
    done = ecarte(data, "arena", "club", "random", "--games", "2", "--record", str(arena),
                  "--option", "target=3")
    assert done.returncode == 0, done.stderr
    with arena.open("a") as file:
        file.write("{not json\n")
    imported = ecarte(data, "stats", "import", str(play_record), str(watched), str(arena))
    assert imported.returncode == 1, "a line was skipped"
    # Issue 22: a match between two bots is not the player's: left out, and said so
    assert imported.stdout == "1 match added, 1 skipped, 5 between bots left out.\n"
    assert imported.stderr == (
        f"ecarte stats import: {watched}: 1 match between two bots left out: your history "
        "keeps only the matches you played\n"
        f"ecarte stats import: {arena} line 5: the record is not JSON "
        "(column 2: Expecting property name enclosed in double quotes); skipped\n"
        f"ecarte stats import: {arena}: 4 matches between two bots left out: your history "
        "keeps only the matches you played\n")
    again = ecarte(data, "stats", "import", str(play_record), "-", stdin=watched.read_text())
    assert (again.returncode, again.stdout) == (
        1, "0 matches added, 1 already kept, 1 between bots left out.\n")
    rows = json.loads(ecarte(data, "history", "--json").stdout)
    assert [(row["players"][row["you"]], row["opponent"]) for row in rows] == [
        ("Ada", "random")], "only the match Ada played is in her history"
    named = ecarte(data, "stats", "import", str(arena), "--you", "CLUB")
    assert named.returncode == 1 and named.stdout == "0 matches added, 1 skipped, " \
        "4 between bots left out.\n", "naming a bot does not make its matches yours"
    assert json.loads(ecarte(data, "stats", "--json").stdout)["matches"] == 1
    fresh = tmp_path / "fresh"
    named = ecarte(fresh, "stats", "import", str(arena), str(watched), "--you", "club")
    assert named.stdout == "0 matches added, 1 skipped, 5 between bots left out.\n"
    stats = ecarte(fresh, "stats")
    assert stats.stdout.startswith("No finished match is kept yet"), stats.stdout


def test_stats_and_history_show_the_figures_and_filter_them(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(data))
    with open_history() as history:
        for seed in range(3):
            history.add_record(bot_match(seed, ("club", "random"), level="random"), you=0,
                               kind="bot", level="random", takebacks=0, tutor=False)
        reviewed = history.add_record(bot_match(7, ("club", "expert"), level="expert"),
                                      you=0, kind="bot", level="expert", takebacks=0,
                                      tutor=False)
        history.set_review(reviewed, {"decisions": 10, "mistakes": 1, "blunders": 1})
    shown = ecarte(data, "stats")
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("4 finished matches.\n")
    assert "Against random (club, target 3): As elder (" in shown.stdout
    assert "The last 4 matches, oldest first:" in shown.stdout
    lines = {line.split()[0]: line.split() for line in shown.stdout.splitlines()
             if line.split()}
    assert lines["expert"][-1] == "20%"  # the error rate of the reviewed match
    assert lines["random"][-1] == "-"
    assert lines["result"][1] in ("LLLL", "LLLW", "LLWL") or set(lines["result"][1]) <= \
        {"W", "L"}
    only = json.loads(ecarte(data, "stats", "--json", "--level", "expert").stdout)
    assert [g["opponent"] for g in only["by_opponent"]] == ["expert"] and only["matches"] == 1
    assert json.loads(ecarte(data, "stats", "--json", "--since", "2999-01-01").stdout)[
        "matches"] == 0
    bad = ecarte(data, "stats", "--since", "yesterday")
    assert bad.returncode == 2 and bad.stderr.endswith(
        "ecarte stats: argument --since: wants a date like 2026-03-01, not 'yesterday'\n")
    listed = ecarte(data, "history", "--limit", "2")
    assert listed.returncode == 0
    table = listed.stdout.splitlines()
    assert table[0].split() == ["id", "date", "opponent", "rules", "result", "mistakes"]
    assert table[1].split()[0] == "4" and table[1].split()[-1] == "20%"
    assert len([line for line in table if line[:3].strip().isdigit()]) == 2
    rows = json.loads(ecarte(data, "history", "--json").stdout)
    assert [row["id"] for row in rows] == [4, 3, 2, 1]
    assert set(rows[0]) == {"id", "date", "kind", "players", "you", "opponent", "rules",
                            "winner", "won", "lost", "takebacks", "tutor", "error_rate"}
    assert rows[0]["error_rate"] == 0.2


def test_a_damaged_or_newer_history_is_named_never_overwritten(data: Path) -> None:
    data.mkdir(parents=True)
    path = data / "history.sqlite3"
    path.write_bytes(b"\0garbage" * 100)
    for command in (["stats"], ["history"], ["stats", "import", "x.json"]):
        done = ecarte(data, *command)
        assert done.returncode == 1
        assert f"the match history ({path}) is damaged" in done.stderr
        assert "Traceback" not in done.stderr
    assert path.read_bytes() == b"\0garbage" * 100


def test_play_keeps_each_finished_match_and_says_when_it_cannot(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(target=3), seed=21,
                                    extra=iter(["hint"]), answers=iter(["y"]))
    assert code == 0
    assert "A hint is the expert's advice; a match with hints does not move your rating. " \
        "Show it?" in " ".join(term.output_text().split())
    with open_history() as history:
        [row] = history.matches()
        assert history.get(row.id) == session.ledger.record()
    assert (row.kind, row.you, row.level, row.tutor, row.takebacks) == \
        ("bot", 0, "random", True, 0)
    run_match(tmp_path, monkeypatch, (0, 1), Rules(target=2), seed=8)
    with open_history() as history:
        kinds = [row.kind for row in history.matches()]
    assert kinds == ["hotseat", "bot"]
    (tmp_path / "history.sqlite3").write_bytes(b"\0damaged" * 100)
    for suffix in ("-wal", "-shm"):
        (tmp_path / f"history.sqlite3{suffix}").unlink(missing_ok=True)
    session, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(target=2), seed=3)
    assert code == 0 and "Match over" in term.output_text()
    said = " ".join(term.output_text().split())
    assert "This match could not be kept in your history: the match history (" in said
    assert "is damaged (file is not a database): it was left as it is; to start a new one" \
        in said


def open_history_at(data: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(data))
    return open_history()


def test_after_a_bot_match_one_line_gives_the_rating(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def rating_lines(seed: int, seats: tuple[int, ...] = (0,)) -> list[str]:
        _, term, _ = run_match(tmp_path, monkeypatch, seats, Rules(target=2), seed=seed)
        return [line for line in term.output_text().splitlines() if "rating" in line]

    from test_table_consent import more_until_shown

    first = rating_lines(21)
    with open_history() as history:
        [row] = history.matches()
    more = more_until_shown([(row.won, row.lost)], str(row.level))
    assert first == [f"Your rating will be shown after about {more} more rated matches "
                     "against the bots."], "how many more, from the threshold (issue 22)"
    with open_history() as history:  # enough rated matches for the rating to settle
        for seed in range(30, 42):
            history.add(bot_match(seed), you=0, kind="bot", level="random", takebacks=0,
                        tutor=False)
    said = rating_lines(22)
    with open_history() as history:
        rows = history.matches()
    value = rate([MatchResult(row.level or "", row.won, row.lost)
                  for row in sorted(rows, key=lambda row: (row.played_at, row.id))])
    text = shown(value)
    assert text is not None and value.deviation < START.deviation
    outcome = "win" if rows[0].winner == 0 else "loss"
    assert said == [f"Your rating: {text} after this {outcome}."]
    assert rating_lines(8, (0, 1)) == [], "hot-seat never moves the rating"
    from ecarte.history.summary import stats_json

    with open_history() as history:
        rows = history.matches()
        assert stats_json(rows, history.deals([r.id for r in rows]), rows)["rating"] == \
            {"value": round(value.value), "deviation": round(value.deviation)}


def test_play_again_keeps_each_match_and_the_tutor_counts_for_its_own_match(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _, term, code = run_match(tmp_path, monkeypatch, (0,), Rules(target=1), seed=5,
                              extra=iter(["hint"]), answers=iter(["y", "y", "n"]))
    assert code == 0 and term.questions.count("Play again? [y/N] ") == 2
    with open_history() as history:
        rows = history.matches()
    assert [row.tutor for row in rows] == [False, True]  # newest first
    assert [row.seed for row in rows][1] == 5


def test_replay_and_review_open_a_kept_match_by_its_id_and_the_review_is_kept(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record = bot_match(31, rules=Rules(target=2), level="random")
    with open_history_at(data, monkeypatch) as history:
        match_id = history.add_record(record, you=0, kind="bot", level="random",
                                      takebacks=0, tutor=False)
    shown = ecarte(data, "replay", str(match_id))
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout == ecarte(data, "replay", "-", stdin=json.dumps(record)).stdout
    reviewed = ecarte(data, "review", str(match_id), "--json")
    assert reviewed.returncode == 0, reviewed.stderr
    you = json.loads(reviewed.stdout)["records"][0]["seats"][0]
    listed = json.loads(ecarte(data, "history", "--json").stdout)
    rate = (you["mistakes"] + you["blunders"]) / you["decisions"]
    assert [m["error_rate"] for m in listed] == [pytest.approx(rate, abs=0.001)]
    # The review kept with the match is what the replay shows, not computed again.
    kept = json.loads(reviewed.stdout)["records"][0]
    marked = [d for d in kept["decisions"] if d["mark"]]
    assert marked, "the random player's match has marks"
    again = ecarte(data, "replay", str(match_id))
    assert again.returncode == 0 and "Reviewing" not in again.stderr
    told = " ".join(again.stdout.split())
    assert sum(told.count(f"{word}:") for word in ("Inaccuracy", "Mistake", "Blunder")) \
        == len(marked)
    assert "the likely play:" in told or "after the draw" in told  # the reasons, kept
    missing = ecarte(data, "replay", "77")
    assert (missing.returncode, missing.stdout) == (2, "")
    assert "there is no match 77 in the history" in missing.stderr


def test_names_from_imported_records_are_shown_as_text_never_as_escapes(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(data))
    evil = "\x1b[31mEvil\x1b[0m"
    with open_history() as history:
        history.add_record(bot_match(1, ("club", "random"), names=("Ada", evil)), you=0,
                           kind="import", level=None, takebacks=0, tutor=False)
        history.add_record(bot_match(2, ("club", "random"), names=(evil, evil)), you=None,
                           kind="import", level=None, takebacks=0, tutor=False)
    listed, stats = ecarte(data, "history"), ecarte(data, "stats")
    assert listed.returncode == stats.returncode == 0
    for out in (listed.stdout, stats.stdout):
        assert "\x1b" not in out and "?[31mEvil?[0m" in out
    assert "?[31mEvil?[0m A won" in listed.stdout or "?[31mEvil?[0m B won" in listed.stdout
    assert "Against ?[31mEvil?[0m (club, target 3): " in stats.stdout


def test_history_marks_the_matches_that_do_not_move_the_rating(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(data))
    with open_history() as history:
        for seed, takebacks, tutor in ((1, 0, False), (2, 1, False), (3, 0, True),
                                       (4, 0, True)):
            watched = {"tutor": True} if seed == 3 else {}  # 4: hints alone
            history.add_record(bot_match(seed, ("club", "random"), level="random", **watched),
                               you=0, kind="bot", level="random", takebacks=takebacks,
                               tutor=tutor)
    rows = ecarte(data, "history").stdout.splitlines()
    marks = {line.split()[0]: line for line in rows if line[:3].strip().isdigit()}
    assert "(practice)" in marks["2"] and "(tutor)" in marks["3"]
    assert "(hints)" in marks["4"] and "(tutor)" not in marks["4"]
    assert "(practice)" not in marks["1"] and "(tutor)" not in marks["1"]


def test_stats_shows_the_errors_by_part_of_the_game_recent_and_before(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22: which part of the game to work on. Twelve reviewed matches: the two
    oldest with many errors in the exchange, the ten newest with few; the King never
    misjudged; one match not reviewed by phase (an older review) counts nothing."""
    monkeypatch.setenv("ECARTE_DATA_DIR", str(data))

    def summary(exchange_errors: int, play_errors: int) -> dict[str, Any]:
        return {"decisions": 20, "mistakes": exchange_errors + play_errors, "blunders": 0,
                "phases": {"propose": {"decisions": 4, "mistakes": exchange_errors},
                           "discard": {"decisions": 4, "mistakes": 0},
                           "king": {"decisions": 1},
                           "play": {"decisions": 11, "mistakes": play_errors,
                                    "blunders": 0}}}

    with open_history() as history:
        for seed in range(13):
            added = history.add_record(bot_match(seed, ("club", "random"), level="random"),
                                       you=0, kind="bot", level="random", takebacks=0,
                                       tutor=False)
            history.set_review(added, {"decisions": 5, "mistakes": 1} if seed == 0 else
                               summary(4, 1) if seed < 3 else summary(1, 1))
    shown = ecarte(data, "stats")
    assert shown.returncode == 0, shown.stderr
    text = shown.stdout
    assert ("Mistakes and blunders per decision, by part of the game, in your last 10 "
            "reviewed matches (and before them):") in " ".join(text.split())
    assert "  the exchange: 12% of 80 decisions (before: 50% of 16)" in text  # 10/80, 8/16
    assert "  the King: 0% of 10 decisions (before: 0% of 2)" in text
    assert "  the play: 9% of 110 decisions (before: 9% of 22)" in text
    parts = json.loads(ecarte(data, "stats", "--json").stdout)["errors_by_part"]
    assert parts[0] == {"part": "exchange", "recent": {"errors": 10, "decisions": 80},
                        "earlier": {"errors": 8, "decisions": 16}}
    french = ecarte(data, "--lang", "fr", "stats").stdout
    assert "  l'écart\u00a0: 12\u00a0% sur 80 décisions (avant\u00a0: 50\u00a0% sur 16)" in french


def test_a_record_between_two_bots_is_known_with_or_without_its_levels() -> None:
    """Arena records written before they named their ``levels`` are known by their players,
    bots' levels, in a record that names no ``level`` (as one of ``play`` does)."""
    from ecarte.history.sources import bots_only

    assert bots_only({"players": ["Novice", "Random"], "levels": ["novice", "random"]}) == \
        ("novice", "random")
    assert bots_only({"players": ["club", "expert"]}) == ("club", "expert")  # old arena
    assert bots_only({"players": ["Ada", "Bot"], "level": "club"}) is None  # play
    assert bots_only({"players": ["Ada", "Bob"]}) is None  # hot-seat
