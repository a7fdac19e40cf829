"""The match database: one SQLite file, its schema and the steps that bring an older file
up to date.

The schema's version is ``PRAGMA user_version``. ``MIGRATIONS[n]`` takes a file from
version ``n`` to ``n + 1``, inside the transaction that sets the new version, so a file is
always at one version or the next, whole. A new file goes through every step, the first
one included. A file that is not a database, fails its integrity check, or has a newer
version than this code knows is never written: ``HistoryError`` says so.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

from ecarte.history.outcome import MatchOutcome, NotKept, read_match


class HistoryError(Exception):
    """The match history cannot be used (or a record cannot be kept in it); the message is
    a sentence for the player."""


BUSY_MS: Final = 15_000
"""How long a writer waits for another one (two matches ending at once) before giving up."""


def _create_v1(db: sqlite3.Connection) -> None:
    """Version 1: one row per finished match, its record as text."""
    db.execute("""CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        played_at TEXT NOT NULL,      -- when it ended, UTC, ISO 8601
        kind TEXT NOT NULL,           -- bot, hotseat or import
        you INTEGER,                  -- the seat of the player these statistics are for
        players TEXT NOT NULL,        -- JSON: the two names, seat 0 then seat 1
        level TEXT,                   -- the opponent bot's level
        rules TEXT NOT NULL,          -- the preset and options, e.g. 'club, target 7'
        seed INTEGER,
        winner INTEGER NOT NULL,
        games0 INTEGER NOT NULL,      -- games won by seat 0
        games1 INTEGER NOT NULL,
        takebacks INTEGER NOT NULL,
        tutor INTEGER NOT NULL,
        record TEXT NOT NULL,         -- the full ecarte-record/1 text
        review TEXT                   -- JSON: the review's summary of 'you', once reviewed
    )""")


def _add_deals_and_hash(db: sqlite3.Connection) -> None:
    """Version 2: the per-deal outcomes (rebuilt from the records already kept) and the
    hash of each record, so that the same record is never kept twice."""
    db.execute("""CREATE TABLE deals (
        match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        game INTEGER NOT NULL,
        deal INTEGER NOT NULL,
        dealer INTEGER NOT NULL,
        points0 INTEGER NOT NULL,     -- points scored in the deal by seat 0
        points1 INTEGER NOT NULL,
        vole INTEGER,                 -- the seat that made the vole
        penalty INTEGER,              -- the seat that paid a penalty (a stand or a refusal)
        stood INTEGER,                -- the elder, when it stood without proposing
        proposed INTEGER,             -- the elder, when it proposed
        refused INTEGER,              -- the dealer, when it refused a proposal
        king INTEGER,                 -- the seat that scored the King
        PRIMARY KEY (match_id, game, deal)
    )""")
    db.execute("ALTER TABLE matches ADD COLUMN record_hash TEXT")
    seen: set[str] = set()
    for match_id, text in db.execute("SELECT id, record FROM matches ORDER BY id").fetchall():
        digest = record_hash(text)
        try:
            outcome = read_match(json.loads(text))
        except (NotKept, ValueError):
            outcome = None
        if outcome is not None:
            insert_deals(db, match_id, outcome)
        if digest not in seen:  # a duplicate kept by version 1 stays, without a hash
            db.execute("UPDATE matches SET record_hash = ? WHERE id = ?", (digest, match_id))
            seen.add(digest)
    db.execute("CREATE UNIQUE INDEX matches_by_hash ON matches(record_hash)")
    db.execute("CREATE INDEX matches_by_date ON matches(played_at)")


MIGRATIONS: Final[Sequence[Callable[[sqlite3.Connection], None]]] = (
    _create_v1, _add_deals_and_hash)
VERSION: Final = len(MIGRATIONS)


def record_hash(text: str) -> str:
    """The hash that says two records are the same: of the record's JSON with its keys
    sorted and no spaces, so the same match written twice (indented or not) hashes alike."""
    canonical = json.dumps(json.loads(text), sort_keys=True, separators=(",", ":"),
                           ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def insert_deals(db: sqlite3.Connection, match_id: int, outcome: MatchOutcome) -> None:
    db.executemany(
        "INSERT INTO deals VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(match_id, d.game, d.deal, d.dealer, d.points[0], d.points[1], d.vole, d.penalty,
          d.stood, d.proposed, d.refused, d.king) for d in outcome.deals])


def connect(path: Path, *, upgrade_to: int = VERSION) -> sqlite3.Connection:
    """The database at ``path``, created or brought up to ``upgrade_to`` (tests stop at an
    older version). Raises HistoryError, leaving a damaged or newer file as it is."""
    name = f"the match history ({path})"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(path, timeout=BUSY_MS / 1000, isolation_level=None)
    except (OSError, sqlite3.Error) as error:
        raise HistoryError(f"{name} cannot be opened: {error}") from None
    try:
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > VERSION:
            raise HistoryError(
                f"{name} was written by a newer version of ecarte (schema {version}; this "
                f"one knows up to {VERSION}): it was left as it is")
        check = db.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            found = [line for line in str(check).splitlines() if not line.startswith("***")]
            raise HistoryError(f"{name} is damaged (SQLite's check says: "
                               f"{(found or ['?'])[0]}): it was left as it is")
        if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        _upgrade(db, upgrade_to)
    except sqlite3.OperationalError as error:  # locked, read-only, no such folder...
        db.close()
        raise HistoryError(f"{name} cannot be used: {error}") from None
    except sqlite3.DatabaseError as error:
        db.close()
        raise HistoryError(f"{name} is damaged ({error}): it was left as it is") from None
    except BaseException:
        db.close()
        raise
    return db


def _upgrade(db: sqlite3.Connection, target: int) -> None:
    """Apply the missing steps, each with its new version in one transaction (another
    process may be doing the same: the version is read again once the write lock is held)."""
    while True:
        db.execute("BEGIN IMMEDIATE")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version >= target:
                db.execute("COMMIT")
                return
            MIGRATIONS[version](db)
            db.execute(f"PRAGMA user_version = {version + 1}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
