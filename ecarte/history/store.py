"""``History``: the finished matches kept in ``data_dir()/history.sqlite3``.

Each match is written in one transaction when it has ended (its row, its deals, its
record), so a process killed at any moment leaves it kept whole or not at all.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final, Literal

from ecarte.files import data_dir
from ecarte.history.outcome import DealOutcome, NotKept, read_match
from ecarte.history.schema import HistoryError, connect, insert_deals, record_hash

Kind = Literal["bot", "hotseat", "import", "network"]
KINDS: Final = ("bot", "hotseat", "import", "network")
"""``network``: a match against a person over ``ecarte host``/``join``; never rated. The
kind column is free text, so adding one needs no migration."""


def history_path() -> Path:
    """Where the match history lives: ``history.sqlite3`` in the user's data folder."""
    return data_dir() / "history.sqlite3"


@dataclasses.dataclass(frozen=True, slots=True)
class MatchRow:
    """One kept match, as ``history`` lists it."""

    id: int
    played_at: datetime.datetime  # UTC
    kind: str
    you: int | None
    players: tuple[str, str]
    level: str | None
    rules: str
    seed: int | None
    winner: int
    games: tuple[int, int]
    takebacks: int
    tutor: bool
    review: dict[str, Any] | None
    points: tuple[int, int] = (0, 0)  # the points of the last game, seat 0 then seat 1

    @property
    def opponent(self) -> str:
        """The bot's level, ``hot-seat``, or the other player's name."""
        if self.kind == "hotseat":
            return "hot-seat"
        if self.level:
            return self.level
        return self.players[1 - self.you] if self.you is not None else "-"

    @property
    def won(self) -> int:
        """Games won by 'you' (0 when there is no 'you')."""
        return self.games[self.you] if self.you is not None else 0

    @property
    def lost(self) -> int:
        return self.games[1 - self.you] if self.you is not None else 0

    @property
    def result(self) -> str:
        """``won 5-3`` (a match of one game: its points), ``lost 1-2 in games``, or who
        won when no seat is 'you'."""
        one_game = sum(self.games) == 1 and any(self.points)
        score = self.points if one_game else self.games
        unit = "" if one_game else " in games"
        if self.you is None:
            return f"{self.players[self.winner]} won {max(score)}-{min(score)}{unit}"
        verb = "won" if self.winner == self.you else "lost"
        return f"{verb} {score[self.you]}-{score[1 - self.you]}{unit}"

    @property
    def error_rate(self) -> float | None:
        """The share of 'you''s decisions the review marked a mistake or a blunder."""
        return error_rate(self.review)

    @property
    def rated(self) -> bool:
        """Whether the match moves the rating: against a bot, with no take-back and no
        tutor (a practice match does not); a hot-seat or network match never does."""
        return self.kind not in ("hotseat", "network") and self.level is not None \
            and self.you is not None and not self.takebacks and not self.tutor


def error_rate(review: dict[str, Any] | None) -> float | None:
    """Mistakes and blunders per decision in a review's seat summary, or None."""
    if not review:
        return None
    decisions = review.get("decisions")
    if not isinstance(decisions, int) or decisions <= 0:
        return None
    errors = sum(int(review.get(name, 0) or 0) for name in ("mistakes", "blunders"))
    return errors / decisions


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
"""A match as read: its columns and the points of its last game (from its deals)."""


class History:
    """The match database, open. Use ``open_history()``; close it (or use ``with``)."""

    def __init__(self, db: sqlite3.Connection, path: Path) -> None:
        self.db = db
        self.path = path

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
        Raises HistoryError when the record is not a finished match."""
        if kind not in KINDS:
            raise ValueError(f"kind must be one of {', '.join(KINDS)}")
        if you not in (0, 1, None):
            raise ValueError("you must be 0, 1 or None")
        try:
            outcome = read_match(record)
        except NotKept as error:
            raise HistoryError(f"the match cannot be kept: {error}") from None
        text = json.dumps(record, ensure_ascii=False)
        digest = record_hash(text)
        when = (played_at or datetime.datetime.now(datetime.UTC)).astimezone(datetime.UTC)
        self._write("BEGIN IMMEDIATE")
        try:
            found = self.db.execute("SELECT id, you FROM matches WHERE record_hash = ?",
                                    (digest,)).fetchone()
            if found is not None:
                claimed = found[1] is None and you is not None
                if claimed:  # kept without a 'you': now the player named is
                    self.db.execute("UPDATE matches SET you = ?, level = ? WHERE id = ?",
                                    (you, level, found[0]))
                self.db.execute("COMMIT")
                return Added(int(found[0]), False, claimed)
            cursor = self.db.execute(
                f"INSERT INTO matches ({_COLUMNS.removeprefix('id, ')}, record, record_hash) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (when.isoformat(timespec="seconds"), kind, you,
                 json.dumps(list(outcome.players), ensure_ascii=False), level, outcome.rules,
                 outcome.seed, outcome.winner, outcome.games[0], outcome.games[1],
                 int(takebacks), int(bool(tutor)), None, text, digest))
            match_id = int(cursor.lastrowid or 0)
            insert_deals(self.db, match_id, outcome)
            self.db.execute("COMMIT")
        except BaseException:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise
        return Added(match_id, True)

    def add_record(self, record: dict[str, Any], *, you: int | None, kind: Kind,
                   level: str | None, takebacks: bool | int, tutor: bool) -> int:
        """Keep a finished match (see ``add``); returns its id."""
        return self.add(record, you=you, kind=kind, level=level, takebacks=takebacks,
                        tutor=tutor).id

    def set_review(self, match_id: int, summary: dict[str, Any]) -> None:
        """Keep the review's summary of 'you' (``SeatSummary.to_json()`` shape: decisions,
        inaccuracies, mistakes, blunders...), from which the error rate is read."""
        self._write("BEGIN IMMEDIATE")
        cursor = self.db.execute("UPDATE matches SET review = ? WHERE id = ?",
                                 (json.dumps(summary), match_id))
        self.db.execute("COMMIT")
        if cursor.rowcount == 0:
            raise HistoryError(f"there is no match {match_id} in the history")

    def _write(self, sql: str) -> None:
        try:
            self.db.execute(sql)
        except sqlite3.OperationalError as error:
            raise HistoryError(f"the match history ({self.path}) is busy or cannot be "
                               f"written: {error}") from None

    # Reading -----------------------------------------------------------------------------

    def get(self, match_id: int) -> dict[str, Any]:
        """The record of match ``match_id``. Raises HistoryError when there is none."""
        found = self.db.execute("SELECT record FROM matches WHERE id = ?",
                                (match_id,)).fetchone()
        if found is None:
            raise HistoryError(f"there is no match {match_id} in the history "
                               "('ecarte history' lists them)")
        record: dict[str, Any] = json.loads(found[0])
        return record

    def matches(self, *, level: str | None = None, rules: str | None = None,
                since: datetime.datetime | None = None,
                limit: int | None = None) -> list[MatchRow]:
        """The kept matches, newest first; ``level`` is matched against the opponent
        (``hot-seat`` too), ``rules`` against the rules' words or their preset."""
        rows = [_row(found) for found in self.db.execute(
            f"SELECT {_READ} FROM matches ORDER BY played_at DESC, id DESC")]
        if level is not None:
            rows = [row for row in rows if row.opponent == level]
        if rules is not None:
            rows = [row for row in rows if rules in (row.rules, row.rules.split(",")[0])]
        if since is not None:
            rows = [row for row in rows if row.played_at >= since]
        return rows[:limit] if limit is not None else rows

    def row(self, match_id: int) -> MatchRow:
        """The kept match ``match_id``. Raises HistoryError when there is none."""
        found = self.db.execute(f"SELECT {_READ} FROM matches WHERE id = ?",
                                (match_id,)).fetchone()
        if found is None:
            raise HistoryError(f"there is no match {match_id} in the history "
                               "('ecarte history' lists them)")
        return _row(found)

    def deals(self, match_ids: Sequence[int]) -> dict[int, list[DealOutcome]]:
        """The deals of each match asked for, in order."""
        found: dict[int, list[DealOutcome]] = {match_id: [] for match_id in match_ids}
        for row in self.db.execute(
                "SELECT match_id, game, deal, dealer, points0, points1, vole, penalty, "
                "stood, proposed, refused, king FROM deals ORDER BY match_id, game, deal"):
            if row[0] in found:
                found[row[0]].append(DealOutcome(row[1], row[2], row[3], (row[4], row[5]),
                                                 *row[6:]))
        return found


def _row(found: tuple[Any, ...]) -> MatchRow:
    (match_id, played_at, kind, you, players, level, rules, seed, winner, games0, games1,
     takebacks, tutor, review, points0, points1) = found
    names = json.loads(players)
    return MatchRow(match_id, datetime.datetime.fromisoformat(played_at), kind, you,
                    (str(names[0]), str(names[1])), level, rules, seed, winner,
                    (games0, games1), takebacks, bool(tutor),
                    json.loads(review) if review else None, (points0, points1))


def open_history(path: Path | None = None) -> History:
    """The match history (``history_path()`` by default), created or brought up to date.
    Raises HistoryError with a sentence when it cannot be used."""
    path = path or history_path()
    return History(connect(path), path)
