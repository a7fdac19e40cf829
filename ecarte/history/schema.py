"""The match database: one SQLite file, its schema and the steps that bring an older file
up to date.

The schema's version is ``PRAGMA user_version``. ``MIGRATIONS[n]`` takes a file from
version ``n`` to ``n + 1``, inside the transaction that sets the new version, so a file is
always at one version or the next, whole. A new file goes through every step, the first
one included. A file that is not a database, fails its integrity check, or has a newer
version than this code knows, or whose tables are not the ones its version has, is never
written: ``HistoryUnusable`` says so, its ``fault`` the reason.
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import errno
import hashlib
import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Final

from ecarte.files import why
from ecarte.history.outcome import MatchOutcome, NotKept, read_match


class HistoryError(Exception):
    """The match history cannot be used (or a record cannot be kept in it); the message is
    a sentence for the player, in the language chosen when it was raised."""


class Fault(enum.Enum):
    """Why the match history cannot be used."""

    DAMAGED = "damaged"  # not a database, fails SQLite's check, tables not as kept
    NEWER = "newer"  # written by a newer version of ecarte
    FULL = "full"  # the disk is full
    READ_ONLY = "read-only"  # the folder or the file cannot be written
    BUSY = "busy"  # another ecarte held the write lock for BUSY_MS
    UNUSABLE = "unusable"  # anything else the system says (SQLite's words follow)


class Damage(enum.Enum):
    """What the checks found wrong in a file (the detail of DAMAGED or NEWER)."""

    CHECK = "check"  # SQLite's integrity check failed: its own words
    NO_TABLE = "no-table"  # a table is missing: its name
    NO_COLUMN = "no-column"  # a column is missing: table.column
    EXTRA_COLUMN = "extra-column"  # a column was added: the table, the column
    NO_INDEX = "no-index"  # an index is missing: its name
    NEWER_SCHEMA = "newer-schema"  # the file's version, and the one this code knows
    NOT_A_DATABASE = "not-a-database"  # SQLite's SQLITE_NOTADB: not an SQLite file at all


@dataclasses.dataclass(frozen=True, slots=True)
class Found:
    """What the checks found: the kind of damage, and its names or numbers."""

    damage: Damage
    names: tuple[str, ...] = ()
    numbers: tuple[int, ...] = ()


def found_sentence(found: Found) -> str:
    """The words of what the checks found, in the chosen language."""
    from ecarte.words.stats import words

    said = words()
    if found.damage is Damage.CHECK:
        return said.check_says(found.names[0])
    if found.damage is Damage.NO_TABLE:
        return said.table_missing(found.names[0])
    if found.damage is Damage.NO_COLUMN:
        return said.column_missing(found.names[0])
    if found.damage is Damage.EXTRA_COLUMN:
        return said.column_extra(found.names[0], found.names[1])
    if found.damage is Damage.NO_INDEX:
        return said.index_missing(found.names[0])
    if found.damage is Damage.NOT_A_DATABASE:
        return said.not_a_database
    return said.newer_schema(found.numbers[0], found.numbers[1])


class HistoryUnusable(HistoryError):
    """The match history file itself cannot be used: ``fault`` says why, ``found`` what
    the checks found (a fact), ``detail`` SQLite's or the system's own words (shown after
    the sentence where they help; what was found, worded, when the checks found it)."""

    def __init__(self, path: Path, fault: Fault, detail: str | Found = "") -> None:
        self.path = path
        self.fault = fault
        self.found = detail if isinstance(detail, Found) else None
        self.detail = found_sentence(detail) if isinstance(detail, Found) else detail
        super().__init__(unusable_sentence(path, fault, self.detail))


def unusable_sentence(path: Path, fault: Fault, detail: str) -> str:
    """The words for a history that cannot be used, in the chosen language: ``the match
    history (PATH) is damaged (SQLite's check says: ...): it was left as it is``."""
    from ecarte.words.stats import words

    said = words()
    if fault is Fault.DAMAGED:
        return said.damaged(str(path), detail, str(path.parent / "records"))
    if fault is Fault.NEWER:
        return said.newer(str(path), detail)
    if fault is Fault.FULL:
        return said.full(str(path))
    if fault is Fault.READ_ONLY:
        return said.read_only(str(path))
    if fault is Fault.BUSY:
        return said.busy(str(path), BUSY_MS // 1000)
    return said.unusable(str(path), detail)


_SQLITE_FAULTS: Final = {
    13: Fault.FULL,  # SQLITE_FULL
    8: Fault.READ_ONLY,  # SQLITE_READONLY
    5: Fault.BUSY,  # SQLITE_BUSY
    6: Fault.BUSY,  # SQLITE_LOCKED
    11: Fault.DAMAGED,  # SQLITE_CORRUPT
    26: Fault.DAMAGED,  # SQLITE_NOTADB
}


def unusable(error: sqlite3.Error, path: Path) -> HistoryUnusable:
    """The HistoryUnusable an SQLite error means (``fault_of``), with what it found as a
    fact where its code says it (not a database), else with SQLite's own words."""
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(code, int) and code & 0xFF == 26:  # SQLITE_NOTADB
        return HistoryUnusable(path, Fault.DAMAGED, Found(Damage.NOT_A_DATABASE))
    return HistoryUnusable(path, fault_of(error, path), str(error))


def fault_of(error: sqlite3.Error, path: Path) -> Fault:
    """What an SQLite error means for the history, by its result code; an I/O error or a
    file that cannot be opened is told by the disk itself (full, read-only)."""
    code = getattr(error, "sqlite_errorcode", None)
    fault = _SQLITE_FAULTS.get(code & 0xFF) if isinstance(code, int) else None
    if fault is not None:
        return fault
    return _disk_fault(path) or Fault.UNUSABLE


def _disk_fault(path: Path) -> Fault | None:
    """FULL or READ_ONLY when the folder of ``path`` is so, else None."""
    folder = path.parent
    try:
        disk = os.statvfs(folder)
    except OSError:
        return None
    if disk.f_flag & os.ST_RDONLY or not os.access(folder, os.W_OK):
        return Fault.READ_ONLY
    if disk.f_bavail == 0:
        return Fault.FULL
    return None


def _fault_of_os(error: OSError) -> Fault:
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return Fault.FULL
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return Fault.READ_ONLY
    return Fault.UNUSABLE


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


def _add_sittings(db: sqlite3.Connection) -> None:
    """Version 3: pools and chouettes (``ecarte-pool/1``), each with every player's
    result and money; their games are kept as matches too."""
    db.execute("""CREATE TABLE sittings (
        id INTEGER PRIMARY KEY,
        played_at TEXT NOT NULL,
        kind TEXT NOT NULL,
        games INTEGER NOT NULL,
        record TEXT NOT NULL,
        record_hash TEXT NOT NULL)""")
    db.execute("""CREATE TABLE sitting_players (
        sitting_id INTEGER NOT NULL REFERENCES sittings(id),
        place INTEGER NOT NULL,
        name TEXT NOT NULL,
        level TEXT,
        won INTEGER NOT NULL,
        lost INTEGER NOT NULL,
        money INTEGER NOT NULL,
        PRIMARY KEY (sitting_id, place))""")
    db.execute("CREATE UNIQUE INDEX sittings_by_hash ON sittings(record_hash)")


MIGRATIONS: Final[Sequence[Callable[[sqlite3.Connection], None]]] = (
    _create_v1, _add_deals_and_hash, _add_sittings)
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


def connect(path: Path, *, write: bool = True, upgrade_to: int = VERSION) -> sqlite3.Connection:
    """The database at ``path``, checked whole (``integrity_check``) and its tables as this
    version keeps them. A writer (``write``) creates the file or brings it up to
    ``upgrade_to`` (tests stop at an older version); a reader never takes the write lock
    and never writes: it opens the file read-only (a missing file reads as an empty
    history, kept nowhere). Raises HistoryUnusable, leaving a damaged or newer file as it is."""
    if not write:
        return _connect_reader(path, upgrade_to)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(path, timeout=BUSY_MS / 1000, isolation_level=None)
    except OSError as error:
        raise HistoryUnusable(path, _fault_of_os(error), why(error)) from None
    except sqlite3.Error as error:
        raise unusable(error, path) from None
    with _closed_on_failure(db, path):
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        _check(db, path)
        if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        _upgrade(db, upgrade_to)
        if upgrade_to == VERSION:
            check_tables(db, path)
    return db


def _connect_reader(path: Path, upgrade_to: int) -> sqlite3.Connection:
    """A read-only connection: the file as it is, an empty history in memory when there is
    no file yet, the file brought up to date first when it is older."""
    if not path.exists():
        db = sqlite3.connect(":memory:", isolation_level=None)
        _upgrade(db, upgrade_to)
        return db
    db = _open_read_only(path)
    with _closed_on_failure(db, path):
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        version = _check(db, path)
        if version < upgrade_to:  # an older file: a writer brings it up to date once
            db.close()
            connect(path, upgrade_to=upgrade_to).close()
            db = _open_read_only(path)
        if upgrade_to == VERSION:
            check_tables(db, path)
    return db


def _open_read_only(path: Path) -> sqlite3.Connection:
    """``path`` opened read-only; where SQLite cannot make the files a reader of a WAL
    file needs (a read-only folder, a full disk), opened as immutable: nothing can be
    writing it there."""
    uri = path.resolve().as_uri()
    for mode in ("?mode=ro", "?mode=ro&immutable=1"):
        try:
            db = sqlite3.connect(uri + mode, uri=True, timeout=BUSY_MS / 1000,
                                 isolation_level=None)
            db.execute("PRAGMA user_version").fetchone()
        except sqlite3.Error as error:
            failed = error
            continue
        return db
    raise unusable(failed, path) from None


def _check(db: sqlite3.Connection, path: Path) -> int:
    """The file's version, once its version is known and SQLite's integrity check passes
    (a damaged file raises HistoryUnusable)."""
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    if version > VERSION:
        raise HistoryUnusable(path, Fault.NEWER,
                              Found(Damage.NEWER_SCHEMA, numbers=(version, VERSION)))
    check = db.execute("PRAGMA integrity_check(1)").fetchone()[0]
    if check != "ok":
        found = [line for line in str(check).splitlines() if not line.startswith("***")]
        raise HistoryUnusable(path, Fault.DAMAGED, Found(Damage.CHECK, ((found or ["?"])[0],)))
    return version


TABLES: Final = {
    "matches": ("id", "played_at", "kind", "you", "players", "level", "rules", "seed",
                "winner", "games0", "games1", "takebacks", "tutor", "record", "review",
                "record_hash"),
    "deals": ("match_id", "game", "deal", "dealer", "points0", "points1", "vole", "penalty",
              "stood", "proposed", "refused", "king"),
    "sittings": ("id", "played_at", "kind", "games", "record", "record_hash"),
    "sitting_players": ("sitting_id", "place", "name", "level", "won", "lost", "money"),
}
"""The tables of a file at ``VERSION`` and their columns, as the migrations make them."""
INDEXES: Final = ("matches_by_hash", "matches_by_date", "sittings_by_hash")


def check_tables(db: sqlite3.Connection, path: Path) -> None:
    """Raise HistoryUnusable (damaged) when a table, a column or an index of ``VERSION``
    is missing or a column was added: a file altered under the same version."""
    for table, columns in TABLES.items():
        found = tuple(row[1] for row in db.execute(f"PRAGMA table_info({table})"))
        if not found:
            raise HistoryUnusable(path, Fault.DAMAGED, Found(Damage.NO_TABLE, (table,)))
        missing = [name for name in columns if name not in found]
        extra = [name for name in found if name not in columns]
        if missing or extra:
            what = (Found(Damage.NO_COLUMN, (f"{table}.{missing[0]}",)) if missing else
                    Found(Damage.EXTRA_COLUMN, (table, extra[0])))
            raise HistoryUnusable(path, Fault.DAMAGED, what)
    indexes = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE "
                                            "type = 'index'")}
    for index in INDEXES:
        if index not in indexes:
            raise HistoryUnusable(path, Fault.DAMAGED, Found(Damage.NO_INDEX, (index,)))


@contextlib.contextmanager
def _closed_on_failure(db: sqlite3.Connection, path: Path) -> Iterator[None]:
    """Close ``db`` when the block fails; SQLite's errors become HistoryUnusable."""
    try:
        yield
    except sqlite3.Error as error:
        db.close()
        raise unusable(error, path) from None
    except BaseException:
        db.close()
        raise


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
            rollback(db)
            raise


def rollback(db: sqlite3.Connection) -> None:
    """Undo the transaction under way, if SQLite has not already (a full disk may)."""
    if db.in_transaction:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
