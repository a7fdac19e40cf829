"""The match history under ``kill -9`` at random moments and with two writers at once:
the file opens, passes SQLite's integrity check, and every match counted is whole."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from history_helpers import bot_match

from ecarte.history import open_history, read_match

# Adds the records of a JSON Lines file, one transaction each, then says "done".
WRITER = """
import json, os, sys, time
from ecarte.history import open_history
records = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
go = sys.argv[2] if len(sys.argv) > 2 else None
while go and not os.path.exists(go):
    time.sleep(0.001)
with open_history() as history:
    print("open", flush=True)
    for record in records:
        history.add_record(record, you=0, kind="bot", level="random", takebacks=0,
                           tutor=False)
        print("kept", flush=True)
print("done", flush=True)
"""


def records_file(path: Path, seeds: range) -> list[dict[str, object]]:
    records = [bot_match(seed, level="random") for seed in seeds]
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return records


def writer(path: Path, data: Path, *extra: str) -> subprocess.Popen[str]:
    env = dict(os.environ, ECARTE_DATA_DIR=str(data), ECARTE_CONFIG_DIR=str(data / "c"))
    return subprocess.Popen([sys.executable, "-c", WRITER, str(path), *extra], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def assert_whole(data: Path, monkeypatch: pytest.MonkeyPatch) -> int:
    """The file is sound and each match in it has its row, its record and all its deals.
    Returns how many matches are kept."""
    db = sqlite3.connect(data / "history.sqlite3")
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    monkeypatch.setenv("ECARTE_DATA_DIR", str(data))
    with open_history() as history:
        rows = history.matches()
        deals = history.deals([row.id for row in rows])
        for row in rows:
            outcome = read_match(history.get(row.id))
            assert deals[row.id] == list(outcome.deals)
            assert row.games == outcome.games and row.winner == outcome.winner
    return len(rows)


def test_kill_9_at_random_moments_never_damages_the_history_nor_half_keeps_a_match(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    source = tmp_path / "records.jsonl"
    records = records_file(source, range(80))
    rng = random.Random(11)
    kept = 0
    kills = 0
    for _ in range(12):
        process = writer(source, data)
        assert process.stdout is not None
        assert process.stdout.readline() == "open\n"  # past creating the file
        for _ in range(rng.randrange(4)):  # a few matches in, then at a random moment
            process.stdout.readline()
        time.sleep(rng.uniform(0.0, 0.003))
        process.send_signal(signal.SIGKILL)
        process.wait()
        if process.returncode == -signal.SIGKILL:
            kills += 1
        now = assert_whole(data, monkeypatch)
        assert now >= kept  # nothing kept is ever lost
        kept = now
        if kept == len(records):
            break
    assert kills >= 3
    process = writer(source, data)  # and it goes on where it stopped, counting none twice
    _out, err = process.communicate(timeout=120)
    assert process.returncode == 0, err
    assert assert_whole(data, monkeypatch) == len(records)


def test_two_writers_at_once_both_keep_their_matches(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    records_file(first, range(100, 115))
    records_file(second, range(110, 125))  # five records in both: kept once
    go = tmp_path / "go"
    with open_history_at(data, monkeypatch):
        pass  # the file exists: both writers start on an equal footing
    processes = [writer(first, data, str(go)), writer(second, data, str(go))]
    time.sleep(0.3)
    go.touch()
    for process in processes:
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err
        assert out.endswith("done\n")
    assert assert_whole(data, monkeypatch) == 25


def open_history_at(data: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ECARTE_DATA_DIR", str(data))
    return open_history()
