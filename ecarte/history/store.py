"""``History``: the finished matches kept in ``data_dir()/history.sqlite3``.

Each match is written in one transaction when it has ended (its row, its deals, its
record), so a process killed at any moment leaves it kept whole or not at all.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime
import json
import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Literal

from ecarte.files import data_dir
from ecarte.history.outcome import DealOutcome, NotKept, read_match
from ecarte.history.rows import (
    DEAL_COLUMNS,
    MatchRow,
    Unreadable,
    error_rate,
    read_deal,
    read_record,
    read_row,
    unreadable_sentence,
)
from ecarte.history.schema import (
    HistoryError,
    connect,
    insert_deals,
    record_hash,
    rollback,
    unusable,
)

if TYPE_CHECKING:
    from ecarte.words.stats import StatsWords

Kind = Literal["bot", "hotseat", "import", "network"]
KINDS: Final = ("bot", "hotseat", "import", "network")
"""``network``: a match against a person over ``ecarte host``/``join``; never rated. The
kind column is free text, so adding one needs no migration."""


def history_path() -> Path:
    """Where the match history lives: ``history.sqlite3`` in the user's data folder."""
    return data_dir() / "history.sqlite3"


WHOLE_REVIEW = "whole"
"""The key, in a kept review's summary, of the whole review (``RecordReview.to_json()``)."""

class CannotKeep(HistoryError):
    """A record that ``History.add`` cannot keep: not a finished match (``reason``)."""

    def __init__(self, reason: NotKept) -> None:
        self.reason = reason
        super().__init__(words().cannot_keep(str(reason)))


def words() -> StatsWords:
    """The words of the history, in the chosen language (asked for when they are said)."""
    from ecarte.words.stats import words as stats_words

    return stats_words()


@dataclasses.dataclass(frozen=True, slots=True)
class Added:
    """What ``History.add`` did: the match's id, whether it was new, and whether a match
    kept without a 'you' now has one."""

    id: int
    new: bool
    claimed: bool = False


_COLUMNS: Final = ("id, played_at, kind, you, players, level, rules, seed, winner, games0, "
                   "games1, takebacks, tutor, review")
_LAST_GAME: Final = ("(SELECT coalesce(sum(points{0}), 0) FROM deals WHERE match_id = matches.id "
                     "AND game = (SELECT max(game) FROM deals WHERE match_id = matches.id))")
_READ: Final = f"{_COLUMNS}, {_LAST_GAME.format(0)}, {_LAST_GAME.format(1)}"
"""A match as read (``rows.READ_COLUMNS``): its columns and the points of its last game."""

__all__ = ["Added", "CannotKeep", "History", "Kind", "MatchRow", "Read", "Unreadable", "error_rate",
           "history_path", "open_history"]


@dataclasses.dataclass(frozen=True, slots=True)
class Read:
    """The history as read: the matches that could be read, newest first, their deals in
    order, and the rows that could not (left out, and counted for a note)."""

    rows: tuple[MatchRow, ...]
    deals: dict[int, list[DealOutcome]]
    unreadable: tuple[Unreadable, ...]

    def chosen(self, *, level: str | None = None, rules: str | None = None,
               since: datetime.datetime | None = None,
               limit: int | None = None) -> list[MatchRow]:
        """The matches asked for: ``level`` is matched against the opponent (``hot-seat``
        too), ``rules`` against the rules' words or their preset."""
        rows = list(self.rows)
        if level is not None:
            rows = [row for row in rows if row.opponent == level]
        if rules is not None:
            rows = [row for row in rows if rules in (row.rules, row.rules.split(",")[0])]
        if since is not None:
            rows = [row for row in rows if row.played_at >= since]
        return rows[:limit] if limit is not None else rows


class History:
    """The match database, open. Use ``open_history()``; close it (or use ``with``). One
    opened to read (``write=False``) holds no lock and never writes."""

    def __init__(self, db: sqlite3.Connection, path: Path, *, writable: bool = True) -> None:
        self.db = db
        self.path = path
        self.writable = writable

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.db.close()

    # Writing -----------------------------------------------------------------------------

    def add(self, record: dict[str, Any], *, you: int | None, kind: Kind,
            level: str | None, takebacks: bool | int, tutor: bool,
            played_at: datetime.datetime | None = None) -> Added:
        """Keep a finished match, in one transaction; the same record twice is kept once.
        Raises HistoryError when the record is not a finished match, HistoryUnusable when
        the file cannot take it (full, read-only, busy): nothing of it is then kept."""
        if kind not in KINDS:
            raise ValueError(f"kind must be one of {', '.join(KINDS)}")
        if you not in (0, 1, None):
            raise ValueError("you must be 0, 1 or None")
        try:
            outcome = read_match(record)
        except NotKept as error:
            raise CannotKeep(error) from None
        text = json.dumps(record, ensure_ascii=False)
        digest = record_hash(text)
        when = (played_at or datetime.datetime.now(datetime.UTC)).astimezone(datetime.UTC)
        with self._writing():
            found = self.db.execute("SELECT id, you FROM matches WHERE record_hash = ?",
                                    (digest,)).fetchone()
            if found is not None:
                claimed = found[1] is None and you is not None
                if claimed:  # kept without a 'you': now the player named is
                    self.db.execute("UPDATE matches SET you = ?, level = ? WHERE id = ?",
                                    (you, level, found[0]))
                return Added(int(found[0]), False, claimed)
            cursor = self.db.execute(
                f"INSERT INTO matches ({_COLUMNS.removeprefix('id, ')}, record, record_hash) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (when.isoformat(timespec="seconds"), kind, you,
                 json.dumps(list(outcome.players), ensure_ascii=False), level, outcome.rules,
                 outcome.seed, outcome.winner, outcome.games[0], outcome.games[1],
                 min(max(int(takebacks), 0), MOST_TAKEBACKS), int(bool(tutor)), None, text,
                 digest))
            match_id = int(cursor.lastrowid or 0)
            insert_deals(self.db, match_id, outcome)
        return Added(match_id, True)

    def add_record(self, record: dict[str, Any], *, you: int | None, kind: Kind,
                   level: str | None, takebacks: bool | int, tutor: bool) -> int:
        """Keep a finished match (see ``add``); returns its id."""
        return self.add(record, you=you, kind=kind, level=level, takebacks=takebacks,
                        tutor=tutor).id

    def set_review(self, match_id: int, summary: dict[str, Any]) -> None:
        """Keep the review's summary of 'you' (``SeatSummary.to_json()`` shape: decisions,
        inaccuracies, mistakes, blunders...), from which the error rate is read; under
        ``WHOLE_REVIEW``, the whole review, for the replay."""
        with self._writing():
            cursor = self.db.execute("UPDATE matches SET review = ? WHERE id = ?",
                                     (json.dumps(summary), match_id))
        if cursor.rowcount == 0:
            raise HistoryError(words().no_such_match(match_id))

    @contextlib.contextmanager
    def _writing(self) -> Iterator[None]:
        """One transaction under the write lock (``BEGIN IMMEDIATE``), committed at the end
        of the block, rolled back on any failure; SQLite's errors (a full disk at the
        commit, a read-only file, a writer that holds on) become HistoryUnusable."""
        if not self.writable:
            raise RuntimeError("this history was opened to read only")
        try:
            self.db.execute("BEGIN IMMEDIATE")
            yield
            self.db.execute("COMMIT")
        except sqlite3.Error as error:
            rollback(self.db)
            raise unusable(error, self.path) from None
        except BaseException:
            rollback(self.db)
            raise

    # Reading -----------------------------------------------------------------------------

    def read(self) -> Read:
        """Every kept match that can be read, newest first, with its deals; a row that
        cannot be read (or one of its deals) is left out and counted."""
        with self._reading():
            found = self.db.execute(
                f"SELECT {_READ} FROM matches ORDER BY played_at DESC, id DESC").fetchall()
            deals_found = self.db.execute(
                f"SELECT {', '.join(DEAL_COLUMNS)} FROM deals "
                "ORDER BY match_id, game, deal").fetchall()
        unreadable: dict[int | None, Unreadable] = {}
        deals: dict[int, list[DealOutcome]] = {}
        for row in deals_found:
            deal = read_deal(row)
            if isinstance(deal, Unreadable):
                unreadable.setdefault(deal.match_id, deal)
            else:
                deals.setdefault(deal[0], []).append(deal[1])
        rows: list[MatchRow] = []
        nameless: list[Unreadable] = []
        for row in found:
            match = read_row(row)
            if isinstance(match, Unreadable) and match.match_id is None:
                nameless.append(match)
            elif isinstance(match, Unreadable):
                unreadable.setdefault(match.match_id, match)
            elif match.id not in unreadable:
                rows.append(match)
        kept = {row[0] for row in found}
        bad = [problem for key, problem in unreadable.items() if key in kept]
        return Read(tuple(rows), {row.id: deals.get(row.id, []) for row in rows},
                    tuple(bad + nameless))

    def get(self, match_id: int) -> dict[str, Any]:
        """The record of match ``match_id``. Raises HistoryError when there is none, or it
        cannot be read."""
        record = self.record(match_id)
        if record is None:
            raise HistoryError(words().no_such_match_listed(match_id))
        if isinstance(record, Unreadable):
            raise HistoryError(unreadable_sentence(record))
        return record

    def record(self, match_id: int) -> dict[str, Any] | Unreadable | None:
        """The record of match ``match_id``, Unreadable when it cannot be read, None when
        there is no such match."""
        with self._reading():
            found = self.db.execute("SELECT record FROM matches WHERE id = ?",
                                    (match_id,)).fetchone()
        return None if found is None else read_record(match_id, found[0])

    def kept_review(self, match_id: int) -> dict[str, Any] | None:
        """The whole review kept with match ``match_id`` at the end of the match (one
        record's object of ``ecarte review --json``), or None when none was kept or it
        cannot be read (the replay then reviews again, or not)."""
        with self._reading():
            found = self.db.execute("SELECT review FROM matches WHERE id = ?",
                                    (match_id,)).fetchone()
        if found is None or not isinstance(found[0], str):
            return None
        try:
            kept = json.loads(found[0])
        except ValueError:
            return None
        whole = kept.get(WHOLE_REVIEW) if isinstance(kept, dict) else None
        return whole if isinstance(whole, dict) else None

    def matches(self, *, level: str | None = None, rules: str | None = None,
                since: datetime.datetime | None = None,
                limit: int | None = None) -> list[MatchRow]:
        """The kept matches that can be read, newest first (see ``Read.chosen``)."""
        return self.read().chosen(level=level, rules=rules, since=since, limit=limit)

    def row(self, match_id: int) -> MatchRow:
        """The kept match ``match_id``. Raises HistoryError when there is none, or it
        cannot be read."""
        with self._reading():
            found = self.db.execute(f"SELECT {_READ} FROM matches WHERE id = ?",
                                    (match_id,)).fetchone()
        if found is None:
            raise HistoryError(words().no_such_match_listed(match_id))
        match = read_row(found)
        if isinstance(match, Unreadable):
            raise HistoryError(unreadable_sentence(match))
        return match

    def deals(self, match_ids: Sequence[int]) -> dict[int, list[DealOutcome]]:
        """The deals of each match asked for (that can be read), in order."""
        found = self.read().deals
        return {match_id: found.get(match_id, []) for match_id in match_ids}

    @contextlib.contextmanager
    def _reading(self) -> Iterator[None]:
        """SQLite's errors while reading (damage met mid-read, an I/O error) become
        HistoryUnusable."""
        try:
            yield
        except sqlite3.Error as error:
            raise unusable(error, self.path) from None


MOST_TAKEBACKS: Final = 2**31 - 1
"""More take-backs than a match can have (an imported record may say any number)."""


def open_history(path: Path | None = None, *, write: bool = True) -> History:
    """The match history (``history_path()`` by default), created or brought up to date.
    ``write=False`` opens it to read: no lock, nothing written, a missing file read as an
    empty history. Raises HistoryError (HistoryUnusable) with a sentence when it cannot
    be used."""
    path = path or history_path()
    return History(connect(path, write=write), path, writable=write)
