"""The match history against damage and machine faults ("Nothing lost, nothing crashes",
points 4, 5, 8 and 9): a file SQLite's quick check passes but is damaged, tables altered
under the same version, rows that do not read, seeds beyond SQLite's INTEGER, a full disk,
a read-only folder, a writer holding the lock, and names that look like rich markup.

The commands are run in-process through ``ecarte.cli.main``, as the script runs them."""

from __future__ import annotations

import contextlib
import io
import json
import os
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from faults import read_only
from history_helpers import bot_match
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ecarte.cli import main
from ecarte.history import open_history
from ecarte.history.keep import keep_finished, keep_review
from ecarte.numbers import MAX_SEED

NOTE = "1 match in the history could not be read and is left out."


@pytest.fixture(autouse=True)
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ECARTE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("COLUMNS", "120")
    return tmp_path / "data"


def ecarte(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run ``ecarte ARGS`` in-process: its status, standard output and standard error."""
    capsys.readouterr()
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def kept(data: Path, count: int = 2, level: str = "random") -> Path:
    """A history of ``count`` matches played against the bot ``level``."""
    with open_history() as history:
        for seed in range(count):
            history.add_record(bot_match(seed, level=level), you=0, kind="bot", level=level,
                               takebacks=0, tutor=False)
    return data / "history.sqlite3"


def alter(path: Path, sql: str) -> None:
    db = sqlite3.connect(path)
    db.execute(sql)
    db.commit()
    db.close()


def keep_one(seed: int = 40) -> tuple[int | None, str | None]:
    return keep_finished(bot_match(seed, level="random"), hotseat=False, level="random",
                         takebacks=0, tutor=False)


# 9. Damage the quick check misses, and tables altered under the same version -------------

READERS = (("stats",), ("history",), ("review", "1"), ("replay", "1"))


def assert_named_and_left(capsys: pytest.CaptureFixture[str], path: Path, said: str,
                          record: Path) -> None:
    before = path.read_bytes()
    for args in (*READERS, ("stats", "import", str(record))):
        status, _, err = ecarte(capsys, *args)
        assert status != 0, args
        assert f"the match history ({path}) is damaged ({said}" in err, (args, err)
        assert err.count("\n") == 1 and "Traceback" not in err, err
    match_id, sentence = keep_one()
    assert match_id is None and sentence is not None
    assert sentence.startswith("This match could not be kept in your history: the match "
                               f"history ({path}) is damaged ({said}")
    assert path.read_bytes() == before, "a damaged history is never written"


def test_a_history_cut_by_its_last_byte_is_named_and_never_written(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = kept(data, count=4)  # the last page full to its last byte (schema 3's layout)
    os.truncate(path, path.stat().st_size - 1)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"  # the case in point
    assert db.execute("PRAGMA integrity_check").fetchone()[0] != "ok"
    db.close()
    record = tmp_path / "one.json"
    record.write_text(json.dumps(bot_match(41, level="random")))
    assert_named_and_left(capsys, path, "SQLite's check says: ", record)


@pytest.mark.parametrize(("sql", "said"), [
    ("DROP TABLE deals", "the table deals is missing"),
    ("ALTER TABLE matches DROP COLUMN review", "the column matches.review is missing"),
    ("ALTER TABLE matches ADD COLUMN colour TEXT", "the table matches has a column it should "
                                                   "not have (colour)"),
    ("DROP INDEX matches_by_hash", "the index matches_by_hash is missing"),
])
def test_tables_altered_under_the_same_version_are_named_and_never_written(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], sql: str,
        said: str) -> None:
    path = kept(data)
    alter(path, sql)
    record = tmp_path / "one.json"
    record.write_text(json.dumps(bot_match(41, level="random")))
    assert_named_and_left(capsys, path, said, record)


# 9. A row that cannot be read is left out, with a note -----------------------------------

BAD_ROWS = [
    "UPDATE matches SET played_at = 'yesterday' WHERE id = 1",
    "UPDATE matches SET players = 'not json' WHERE id = 1",
    "UPDATE matches SET players = '[\"a\"]' WHERE id = 1",
    "UPDATE matches SET review = '{\"decisions\": 1' WHERE id = 1",
    "UPDATE matches SET games0 = 'x' WHERE id = 1",
    "UPDATE matches SET you = 7 WHERE id = 1",
    "UPDATE deals SET dealer = 7 WHERE match_id = 1",
]


@pytest.mark.parametrize("sql", BAD_ROWS)
def test_a_row_that_cannot_be_read_is_left_out_with_a_note(
        data: Path, capsys: pytest.CaptureFixture[str], sql: str) -> None:
    alter(kept(data), sql)
    status, out, err = ecarte(capsys, "history", "--json")
    assert status == 0 and err == f"ecarte history: {NOTE}\n"
    assert [row["id"] for row in json.loads(out)] == [2]
    status, out, err = ecarte(capsys, "history")
    assert status == 0 and err == f"ecarte history: {NOTE}\n"
    assert [line.split()[0] for line in out.splitlines()[1:]
            if line[:3].strip().isdigit()] == ["2"]
    status, out, err = ecarte(capsys, "stats", "--json")
    assert (status, err) == (0, f"ecarte stats: {NOTE}\n")
    assert json.loads(out)["matches"] == 1
    status, out, err = ecarte(capsys, "stats")
    assert status == 0 and out.startswith("1 finished match.") and NOTE in err
    status, out, err = ecarte(capsys, "replay", "1")  # its record is whole: it opens
    assert status == 0 and "wins the match" in out, err
    match_id, sentence = keep_one()  # the rating step after a match
    assert match_id is not None and sentence is not None and sentence.endswith(NOTE)


def test_reviewing_a_match_whose_row_cannot_be_read_shows_it_and_says_it_is_not_kept(
        data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    alter(kept(data), "UPDATE matches SET played_at = 'yesterday' WHERE id = 1")
    status, out, err = ecarte(capsys, "review", "1")
    assert status == 0 and "Game 1" in out
    assert err == ("ecarte review: the review could not be kept: match 1 in the history "
                   "cannot be read (its date is not as kept)\n")


def test_a_record_that_cannot_be_read_is_named_by_replay_and_review(
        data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    alter(kept(data), "UPDATE matches SET record = '{\"format\": ' WHERE id = 1")
    for command in ("replay", "review"):
        status, _, err = ecarte(capsys, command, "1")
        assert (status, err) == (2, f"ecarte {command}: match 1 in the history cannot be "
                                    "read (its record is not as kept)\n")


CELLS = st.one_of(st.none(), st.integers(-2**63, 2**63 - 1), st.floats(allow_nan=True),
                  st.text(max_size=30), st.binary(max_size=10),
                  st.sampled_from(["[]", "[\"a\", \"b\"]", "{}", "2026-01-01", "[/]",
                                   "{\"decisions\": 3, \"mistakes\": \"x\"}"]))


COLUMNS = ("id", "played_at", "kind", "you", "players", "level", "rules", "seed", "winner",
           "games0", "games1", "takebacks", "tutor", "review", "points0", "points1")


@settings(max_examples=300, deadline=None)
@given(st.lists(CELLS, min_size=len(COLUMNS), max_size=len(COLUMNS)))
def test_any_row_reads_as_a_match_or_a_problem_never_an_exception(cells: list[Any]) -> None:
    from ecarte.history.rows import READ_COLUMNS, MatchRow, Unreadable, read_row

    assert READ_COLUMNS == COLUMNS
    found = read_row(cells)
    assert isinstance(found, MatchRow | Unreadable)
    if isinstance(found, MatchRow):  # and everything shown of it can be worked out
        assert isinstance(found.result + found.opponent, str)
        assert found.error_rate is None or found.error_rate >= 0
        assert found.rated in (True, False)


@settings(max_examples=25, deadline=None, suppress_health_check=[
    HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(column=st.sampled_from(COLUMNS[1:14]), value=CELLS)
def test_any_value_in_a_kept_row_never_crashes_stats_or_history(
        data: Path, capsys: pytest.CaptureFixture[str], column: str, value: Any) -> None:
    path = data / "history.sqlite3"
    if not path.exists():
        kept(data, 1)
    db = sqlite3.connect(path)
    with contextlib.suppress(sqlite3.IntegrityError):  # NOT NULL: the file refuses it
        db.execute(f"UPDATE matches SET {column} = ?", (value,))
        db.commit()
    db.close()
    for args in (("stats",), ("stats", "--json"), ("history",), ("history", "--json")):
        status, _, err = ecarte(capsys, *args)
        assert status == 0 and err in ("", f"ecarte {args[0]}: {NOTE}\n"), (args, err)


# 9. Readers take no write lock -------------------------------------------------------------


def test_stats_and_history_answer_while_a_writer_holds_the_lock(
        data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = kept(data, 1)
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("UPDATE matches SET tutor = tutor")
    try:
        for args in (("history",), ("stats", "--json"), ("replay", "1")):
            started = time.monotonic()
            status, _, err = ecarte(capsys, *args)
            assert (status, err) == (0, ""), args
            assert time.monotonic() - started < 5, f"{args} waited for the writer"
    finally:
        writer.execute("ROLLBACK")
        writer.close()


def test_reading_an_empty_history_creates_no_file(
        data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for args in (("history",), ("stats",)):
        status, out, _ = ecarte(capsys, *args)
        assert status == 0 and out.startswith("No ")
    assert not (data / "history.sqlite3").exists()


# 4. Seeds beyond SQLite's INTEGER, and an import going on past bad lines -------------------


def test_any_seed_is_imported_and_kept_as_no_seed_when_out_of_range_past_bad_lines(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = []
    for n, seed in enumerate((2**63, 10**30, -1, MAX_SEED)):
        record = bot_match(n, level="random")
        record["seed"] = seed
        lines.append(json.dumps(record))
    unfinished = bot_match(1, level="random")
    unfinished["games"][0]["deals"] = unfinished["games"][0]["deals"][:1]
    many = bot_match(10, level="random")
    many["take_backs"] = 10**30
    lines[1:1] = ["{not json", json.dumps(unfinished)]
    lines.append(json.dumps(many))
    source = tmp_path / "records.jsonl"
    source.write_text("\n".join(lines) + "\n")
    status, out, err = ecarte(capsys, "stats", "import", str(source))
    assert (status, out) == (1, "5 matches added, 2 skipped.\n")
    assert err.splitlines() == [
        f"ecarte stats import: {source} line 2: the record is not JSON (column 2: Expecting "
        "property name enclosed in double quotes); skipped",
        f"ecarte stats import: {source} line 3: the match is not finished; skipped"]
    with open_history() as history:
        seeds = sorted(row.seed for row in history.matches() if row.seed is not None)
    assert seeds == [10, MAX_SEED]  # the others are kept, without a seed


# 8. A full disk, a read-only folder -------------------------------------------------------


def _mount(*args: str) -> None:
    done = subprocess.run(["mount", *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.fail(f"these fault tests need mount (root): {done.stderr.strip()}")


@contextlib.contextmanager
def filled(where: Path, free: int = 0) -> Iterator[Path]:
    """``where`` on a tmpfs, its history copied in, then filled to leave ``free`` bytes.
    (tests/faults.py's ``full_disk`` cannot be used here: its buffered filler raises
    ENOSPC again when it is closed.)"""
    history = where / "history.sqlite3"
    saved = history.read_bytes() if history.exists() else None
    where.mkdir(parents=True, exist_ok=True)
    _mount("-t", "tmpfs", "-o", "size=256k", "tmpfs", str(where))
    try:
        if saved is not None:
            history.write_bytes(saved)
        filler = where / ".filler"
        with open(filler, "wb", buffering=0) as out, contextlib.suppress(OSError):
            while True:
                out.write(b"\0" * 4096)
        if free:
            os.truncate(filler, max(0, filler.stat().st_size - free))
        yield filler
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def test_a_full_disk_at_the_commit_of_an_import_is_a_sentence(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    kept(data, 1)
    source = tmp_path / "many.jsonl"
    source.write_text("".join(json.dumps(bot_match(seed, level="random")) + "\n"
                              for seed in range(100, 140)))
    with filled(data, free=64 * 1024):
        status, out, err = ecarte(capsys, "stats", "import", str(source))
        assert status == 1 and "Traceback" not in err
        assert err == (f"ecarte stats import: the match history ({data / 'history.sqlite3'})"
                       " cannot be written: the disk is full; the import stopped there\n")
        assert out.endswith(" added.\n")
        db = sqlite3.connect(data / "history.sqlite3")
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        db.close()


def test_keeping_a_match_on_a_full_disk_returns_a_sentence(data: Path) -> None:
    kept(data, 1)
    with filled(data):
        match_id, sentence = keep_one()
        assert match_id is None
        assert sentence == ("This match could not be kept in your history: the match "
                            f"history ({data / 'history.sqlite3'}) cannot be written: the "
                            "disk is full.")
        said = keep_review(1, {"decisions": 4, "mistakes": 1})
        assert said is not None and said.endswith("cannot be written: the disk is full.")


def test_a_read_only_folder_keeps_nothing_but_is_read(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = kept(data, 1)
    record = tmp_path / "one.json"
    record.write_text(json.dumps(bot_match(41, level="random")))
    with read_only(data):
        match_id, sentence = keep_one()
        assert match_id is None
        assert sentence == ("This match could not be kept in your history: the match "
                            f"history ({path}) cannot be written: the folder is read-only.")
        status, _, err = ecarte(capsys, "stats", "import", str(record))
        assert status == 1 and err == (f"ecarte stats import: the match history ({path}) "
                                       "cannot be written: the folder is read-only\n")
        status, out, err = ecarte(capsys, "history", "--json")
        assert (status, err, len(json.loads(out))) == (0, "", 1)


# 5. Text from the history is shown literally -------------------------------------------------


def test_names_and_levels_like_markup_are_shown_as_written(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from rich.console import Console

    from ecarte.commands.stats import _table
    from ecarte.history.summary import groups

    files = []
    for seed, level in ((3, "[/]"), (4, "[bold]x")):
        record = bot_match(seed, names=(level, "[/]"))
        record["level"] = level
        files.append(tmp_path / f"markup{seed}.json")
        files[-1].write_text(json.dumps(record))
    status, out, err = ecarte(capsys, "stats", "import", *map(str, files))
    assert (status, out) == (0, "2 matches added.\n"), err
    for args in (("stats",), ("history",)):
        status, out, _ = ecarte(capsys, *args)
        assert status == 0 and "[/]" in out and "[bold]x" in out, out
    with open_history() as history:
        read = history.read()
    shown = io.StringIO()  # rich's own console reads markup (ours does not)
    Console(file=shown, width=120).print(_table(groups(read.rows, read.deals)))
    shown = shown.getvalue()
    assert "[/]" in shown and "[bold]x" in shown


def test_the_history_keeps_every_seed_the_game_accepts() -> None:
    from ecarte.history.outcome import INTEGER_MOST, kept_seed

    assert INTEGER_MOST == MAX_SEED
    assert (kept_seed(MAX_SEED), kept_seed(MAX_SEED + 1), kept_seed(-1), kept_seed(True)) \
        == (MAX_SEED, None, None, None)


def test_a_match_played_again_card_for_card_says_it_is_counted_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECARTE_DATA_DIR", str(tmp_path))
    record = bot_match(5, level="random")
    first, _ = keep_finished(record, hotseat=False, level="random", takebacks=0, tutor=False)
    again, said = keep_finished(record, hotseat=False, level="random", takebacks=0,
                                tutor=False)
    assert again == first and said is not None
    assert f"the same, card for card, as match {first}" in said and "counted once" in said
