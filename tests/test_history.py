"""the match history (issue 11, points 1 and 2): what a finished match is kept as, the
schema's migration, damaged and newer files, and the figures of ``ecarte stats``."""

from __future__ import annotations

import datetime
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from history_helpers import bot_match

from ecarte.engine.options import Rules
from ecarte.engine.records import replay
from ecarte.history import HistoryError, NotKept, kept_match, open_history, read_match
from ecarte.history.schema import VERSION, connect
from ecarte.history.store import error_rate
from ecarte.history.summary import groups, stats_json


@pytest.fixture(autouse=True)
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ECARTE_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "data"


def test_the_deals_outcomes_add_up_to_the_engines_scores() -> None:
    seen: dict[str, int] = {"vole": 0, "penalty": 0, "stood": 0, "proposed": 0,
                            "refused": 0, "king": 0}
    for seed in range(12):
        record = bot_match(seed, ("club", "novice"), Rules(target=5, match=3))
        outcome = read_match(record)
        verdict = replay(record).verdict()
        assert outcome.winner == verdict["winner"]
        for game, result in enumerate(verdict["games"]):
            deals = [d for d in outcome.deals if d.game == game]
            assert [sum(d.points[seat] for d in deals) for seat in (0, 1)] \
                == result["score"]
        assert sum(outcome.games) == len(verdict["games"])
        assert outcome.games[outcome.winner] == 2
        for deal in outcome.deals:
            elder = 1 - deal.dealer
            assert deal.stood in (None, elder) and deal.proposed in (None, elder)
            assert deal.stood is None or deal.proposed is None
            assert deal.refused in (None, deal.dealer)
            assert deal.refused is None or deal.proposed == elder
            assert deal.penalty is None or deal.penalty in (deal.stood, deal.refused)
            if deal.vole is not None:
                assert deal.points[deal.vole] >= 2
            for name in seen:
                seen[name] += getattr(deal, name) is not None
    assert all(seen.values()), seen  # every kind of outcome was met and checked


def test_an_unfinished_or_illegal_record_is_not_kept() -> None:
    record = bot_match(1)
    unfinished = json.loads(json.dumps(record))
    unfinished["games"][0]["deals"] = unfinished["games"][0]["deals"][:1]
    with pytest.raises(NotKept, match="not finished"):
        read_match(unfinished)
    broken = json.loads(json.dumps(record))
    broken["games"][0]["deals"][0]["actions"] = ["play As"] * 3
    with pytest.raises(NotKept, match="not a valid record"):
        read_match(broken)
    with open_history() as history:
        with pytest.raises(HistoryError, match="cannot be kept: the match is not finished"):
            history.add_record(unfinished, you=0, kind="bot", level="random",
                               takebacks=False, tutor=False)
        assert history.matches() == []


def test_a_match_is_kept_whole_and_the_same_record_only_once(data: Path) -> None:
    record = bot_match(2, level="random")
    with open_history() as history:
        first = history.add_record(record, you=0, kind="bot", level="random",
                                   takebacks=1, tutor=True)
        indented = json.loads(json.dumps(record, indent=3))
        assert history.add_record(indented, you=0, kind="bot", level="random",
                                  takebacks=0, tutor=False) == first
        assert history.get(first) == record
        [row] = history.matches()
        assert (row.id, row.players, row.level, row.kind, row.you) == \
            (first, ("Ada", "Bot"), "random", "bot", 0)
        assert (row.rules, row.seed, row.takebacks, row.tutor) == ("club, target 3", 2, 1,
                                                                  True)
        assert row.games[row.winner] == 1 and not row.rated
        assert len(history.deals([first])[first]) == len(record["games"][0]["deals"])
        with pytest.raises(HistoryError, match="no match 99"):
            history.get(99)
    assert (data / "history.sqlite3").exists()
    db = sqlite3.connect(data / "history.sqlite3")
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA user_version").fetchone()[0] == VERSION == 3


def test_the_migration_from_version_1_rebuilds_the_deals_and_the_hashes(data: Path) -> None:
    path = data / "history.sqlite3"
    records = [bot_match(seed) for seed in (3, 4)]
    old = connect(path, upgrade_to=1)  # the shape version 1 of ecarte wrote
    assert old.execute("PRAGMA user_version").fetchone()[0] == 1
    for record in [*records, records[0]]:  # version 1 kept a duplicate
        outcome = read_match(record)
        old.execute("INSERT INTO matches (played_at, kind, you, players, level, rules, seed,"
                    " winner, games0, games1, takebacks, tutor, record) VALUES "
                    "('2026-01-02T10:00:00+00:00', 'bot', 0, '[\"Ada\", \"Bot\"]', 'random',"
                    " 'club, target 3', NULL, ?, ?, ?, 0, 0, ?)",
                    (outcome.winner, *outcome.games, json.dumps(record)))
    old.close()
    with open_history() as history:
        rows = history.matches()
        assert len(rows) == 3
        deals = history.deals([row.id for row in rows])
        for row in rows:
            assert deals[row.id] == list(read_match(history.get(row.id)).deals)
        again = history.add_record(records[1], you=0, kind="bot", level="random",
                                   takebacks=0, tutor=False)
        assert again == rows[1].id  # found by the hash the migration computed
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == VERSION == 3
    assert db.execute("SELECT count(*) FROM matches WHERE record_hash IS NULL"
                      ).fetchone()[0] == 1


def test_a_damaged_file_is_named_and_left_as_it_is(data: Path) -> None:
    path = data / "history.sqlite3"
    data.mkdir(parents=True)
    path.write_bytes(b"not a database at all, " * 200)
    before = path.read_bytes()
    with pytest.raises(HistoryError) as caught:
        open_history()
    assert str(caught.value).startswith(f"the match history ({path}) is damaged")
    assert "left as it is" in str(caught.value)
    assert path.read_bytes() == before


def test_a_file_damaged_inside_is_named_in_one_line_and_left_as_it_is(data: Path) -> None:
    with open_history() as history:
        for seed in range(20):
            history.add_record(bot_match(seed), you=0, kind="bot", level="random",
                               takebacks=0, tutor=False)
    path = data / "history.sqlite3"
    damaged = bytearray(path.read_bytes())
    for page in range(4096, len(damaged), 4096):  # every page but the first (the schema)
        damaged[page + 100:page + 2000] = b"U" * 1900
    path.write_bytes(bytes(damaged))
    with pytest.raises(HistoryError) as caught:
        open_history()
    said = str(caught.value)
    assert said.startswith(f"the match history ({path}) is damaged (")
    assert "): it was left as it is; to start a new one, move it away" in said
    assert said.endswith("adds back the matches finished here") and "\n" not in said
    assert path.read_bytes() == bytes(damaged)


def test_a_file_of_a_newer_version_is_named_and_left_as_it_is(data: Path) -> None:
    path = data / "history.sqlite3"
    with open_history():
        pass
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 7")
    db.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError, match=r"newer version of ecarte \(schema 7; this one "
                                           r"knows up to 3\): it was left as it is"):
        open_history()
    assert path.read_bytes() == before


def test_stats_count_your_games_points_and_choices_from_your_seat() -> None:
    with open_history() as history:
        for seed in range(6):
            record = bot_match(seed, ("club", "random"), names=("Ada", "Bot"),
                               level="random")
            history.add_record(record, you=0, kind="bot", level="random", takebacks=0,
                               tutor=False)
        record = bot_match(9, ("club", "club"), names=("Ada", "Bob"))
        history.add_record(record, you=1, kind="hotseat", level=None, takebacks=0,
                           tutor=False)
        rows = history.matches()
        deals = history.deals([row.id for row in rows])
    [bot, friend] = groups(rows, deals)
    assert (bot.opponent, bot.rules, bot.matches) == ("random", "club, target 3", 6)
    assert (friend.opponent, friend.matches) == ("hot-seat", 1)
    expected = [0, 0]
    net = elder = stood = 0
    for row in rows[1:]:
        expected[row.winner != 0] += 1
        for deal in deals[row.id]:
            net += deal.points[0] - deal.points[1]
            elder += deal.dealer == 1
            stood += deal.stood == 0
    assert (bot.won, bot.lost) == tuple(expected)
    assert bot.net == net and bot.elder == elder and bot.stood.times == stood
    hotseat = rows[0]
    assert (friend.won, friend.lost) == (hotseat.games[1], hotseat.games[0])
    shape = stats_json(rows, deals, rows)
    assert list(shape) == ["matches", "by_opponent", "rating", "errors_by_part"]
    assert shape["matches"] == 7
    assert shape["by_opponent"][0] == {
        "opponent": "random", "rules": "club, target 3", "matches": 6, "won": expected[0],
        "lost": expected[1], "points_per_deal": round(net / bot.deals, 2)}


def test_a_review_gives_the_error_rate() -> None:
    with open_history() as history:
        match_id = history.add_record(bot_match(5, level="novice"), you=0, kind="bot",
                                      level="novice", takebacks=0, tutor=False)
        history.set_review(match_id, {"seat": 0, "name": "Ada", "decisions": 20,
                                      "inaccuracies": 3, "mistakes": 2, "blunders": 1})
        [row] = history.matches()
        with pytest.raises(HistoryError, match="no match 42"):
            history.set_review(42, {})
    assert row.error_rate == pytest.approx(3 / 20)
    assert error_rate(None) is None and error_rate({"decisions": 0}) is None


def test_filters_by_level_rules_and_date() -> None:
    old = datetime.datetime(2025, 1, 1, tzinfo=datetime.UTC)
    with open_history() as history:
        history.add(bot_match(1, level="random"), you=0, kind="bot", level="random",
                    takebacks=0, tutor=False, played_at=old)
        history.add(bot_match(2, level="expert", rules=Rules.preset("french")), you=0,
                    kind="bot", level="expert", takebacks=0, tutor=False)
        assert [r.level for r in history.matches(level="random")] == ["random"]
        assert [r.level for r in history.matches(rules="french")] == ["expert"]
        assert [r.level for r in history.matches(since=old + datetime.timedelta(days=1))] \
            == ["expert"]
        assert [r.level for r in history.matches(limit=1)] == ["expert"]


def test_a_kept_match_is_found_by_its_id_and_a_file_name_is_not_an_id(
        tmp_path: Path, monkeypatch: Any) -> None:
    record = bot_match(6, level="random")
    with open_history() as history:
        match_id = history.add_record(record, you=0, kind="bot", level="random",
                                      takebacks=0, tutor=False)
    assert kept_match(str(match_id)) == record
    assert kept_match("-") is None and kept_match("game.json") is None
    monkeypatch.chdir(tmp_path)
    (tmp_path / str(match_id)).write_text("{}")
    assert kept_match(str(match_id)) is None, "a file of that name is read as a file"
    with pytest.raises(HistoryError, match="there is no match 77 in the history"):
        kept_match("77")


def test_a_one_game_match_reads_as_its_points_and_a_longer_one_as_games() -> None:
    one = bot_match(4, ("club", "novice"))
    longer = bot_match(5, ("club", "novice"), Rules(target=5, match=3))
    with open_history() as history:
        first = history.add_record(one, you=0, kind="bot", level="novice", takebacks=0,
                                   tutor=False)
        second = history.add_record(longer, you=1, kind="bot", level="club", takebacks=0,
                                    tutor=False)
        rows = {row.id: row for row in history.matches()}
    score = replay(one).verdict()["games"][-1]["score"]
    verb = "won" if score[0] > score[1] else "lost"
    assert rows[first].result == f"{verb} {score[0]}-{score[1]}"
    games = rows[second].games
    verb = "won" if rows[second].winner == 1 else "lost"
    assert rows[second].result == f"{verb} {games[1]}-{games[0]} in games"
