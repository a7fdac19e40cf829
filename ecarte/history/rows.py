"""The one reader of the history's rows: a row becomes a typed value, or a typed problem
(``Unreadable``) that says which match and which column, never an exception.

SQLite keeps whatever a column is given, so a file edited by hand, or damaged where its
check cannot see, may hold a date of ``yesterday``, players that are not JSON, a review
cut short. ``stats``, ``history``, ``review ID``, ``replay ID`` and the rating after a
match all read through here: a bad row is left out, and counted (``left_out``).
"""

from __future__ import annotations

import dataclasses
import datetime
import json
from collections.abc import Sequence
from typing import Any, Final

from ecarte.history.outcome import INTEGER_MOST, DealOutcome

MOST_GAMES: Final = 5
"""The most games a match has (``Rules.match``: 1, 3 or 5)."""
MOST_POINTS: Final = 1_000
"""More points than a game can score, per deal or summed: a bound, not a rule."""


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
        won when no seat is 'you', in the chosen language."""
        from ecarte.words.stats import words

        one_game = sum(self.games) == 1 and any(self.points)
        score = self.points if one_game else self.games
        if self.you is None:
            return words().result_of(self.players[self.winner], max(score), min(score),
                                     not one_game)
        return words().result(self.winner == self.you, score[self.you], score[1 - self.you],
                              not one_game)

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


REVIEW_COUNTS: Final = ("decisions", "inaccuracies", "mistakes", "blunders")


def error_rate(review: dict[str, Any] | None) -> float | None:
    """Mistakes and blunders per decision in a review's seat summary, or None."""
    if not review:
        return None
    decisions = review.get("decisions")
    if not isinstance(decisions, int) or decisions <= 0:
        return None
    errors = sum(_count(review.get(name)) for name in ("mistakes", "blunders"))
    return errors / decisions


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 \
        else 0


@dataclasses.dataclass(frozen=True, slots=True)
class Unreadable:
    """A row that cannot be read: the match's id (None when even that cannot be read) and
    the column that is not as kept."""

    match_id: int | None
    column: str


class _Bad(Exception):
    """A column not as kept (inside this module only)."""

    def __init__(self, column: str) -> None:
        self.column = column


READ_COLUMNS: Final = ("id", "played_at", "kind", "you", "players", "level", "rules",
                       "seed", "winner", "games0", "games1", "takebacks", "tutor", "review",
                       "points0", "points1")
"""The columns ``read_row`` is given, in order (the last two: the last game's points)."""


def _columns(found: Sequence[object], names: tuple[str, ...], what: str, key: str,
             said: str | None = None) -> tuple[int, dict[str, object]] | Unreadable:
    """A row's values by column name, and the match id in its column ``key`` (``said``
    in a problem); or what cannot be read: the row's length, or the id."""
    if len(found) != len(names):
        return Unreadable(None, what)
    column = dict(zip(names, found, strict=True))
    match_id = column[key]
    if not isinstance(match_id, int) or not _whole(match_id, 1, None):
        return Unreadable(None, said or key)
    return match_id, column


def read_row(found: Sequence[object]) -> MatchRow | Unreadable:
    """One row of ``matches`` (the columns of ``READ_COLUMNS``) as a MatchRow, or the
    column that cannot be read."""
    named = _columns(found, READ_COLUMNS, "the row", "id")
    if isinstance(named, Unreadable):
        return named
    match_id, column = named
    try:
        return MatchRow(
            match_id, _date(column["played_at"]), _text(column, "kind"),
            _seat(column, "you", missing=True),
            _players(column["players"]), _level(column["level"]), _text(column, "rules"),
            _seed(column["seed"]), _seat(column, "winner"),
            (_number(column, "games0", MOST_GAMES), _number(column, "games1", MOST_GAMES)),
            _number(column, "takebacks", INTEGER_MOST), bool(_number(column, "tutor", 1)),
            _review(column["review"]),
            (_number(column, "points0", MOST_POINTS), _number(column, "points1", MOST_POINTS)))
    except _Bad as bad:
        return Unreadable(match_id, bad.column)


DEAL_COLUMNS: Final = ("match_id", "game", "deal", "dealer", "points0", "points1", "vole",
                       "penalty", "stood", "proposed", "refused", "king")


def read_deal(found: Sequence[object]) -> tuple[int, DealOutcome] | Unreadable:
    """One row of ``deals`` (``DEAL_COLUMNS``): its match's id and the deal, or the
    column that cannot be read."""
    named = _columns(found, DEAL_COLUMNS, "the deal", "match_id", "deals.match_id")
    if isinstance(named, Unreadable):
        return named
    match_id, column = named
    try:
        seats = [_seat(column, name, missing=True) for name in DEAL_COLUMNS[6:]]
        return match_id, DealOutcome(
            _number(column, "game", MOST_GAMES), _number(column, "deal", MOST_POINTS),
            _seat(column, "dealer"),
            (_number(column, "points0", MOST_POINTS), _number(column, "points1", MOST_POINTS)),
            *seats)
    except _Bad as bad:
        return Unreadable(match_id, f"deals.{bad.column}")


def read_record(match_id: int, text: object) -> dict[str, Any] | Unreadable:
    """The record kept with match ``match_id`` (its JSON object), or why not."""
    try:
        found = json.loads(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        found = None
    if not isinstance(found, dict):
        return Unreadable(match_id, "record")
    return found


def left_out(count: int) -> str:
    """The note said when rows were left out: ``1 match in the history could not be read
    and is left out.``"""
    from ecarte.words import phrasebook
    from ecarte.words.stats import words

    return words().left_out(count, phrasebook().whole(count))


def unreadable_sentence(problem: Unreadable) -> str:
    """Why one match cannot be opened: ``match 3 in the history cannot be read (its
    date is not as kept)``."""
    from ecarte.words.stats import words

    said = words()
    what = said.not_as_kept(problem.column)
    if problem.match_id is None:
        return said.unreadable_some(what)
    return said.unreadable_match(problem.match_id, what)


# The columns ------------------------------------------------------------------------


def _whole(value: object, least: int, most: int | None) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= least \
        and (most is None or value <= most)


def _number(column: dict[str, object], name: str, most: int) -> int:
    value = column[name]
    if not _whole(value, 0, most):
        raise _Bad(name)
    assert isinstance(value, int)
    return value


def _seat(column: dict[str, object], name: str, *, missing: bool = False) -> Any:
    value = column[name]
    if value is None and missing:
        return None
    if value not in (0, 1) or not isinstance(value, int):
        raise _Bad(name)
    return value


def _text(column: dict[str, object], name: str) -> str:
    value = column[name]
    if not isinstance(value, str) or not value:
        raise _Bad(name)
    return value


def _level(value: object) -> str | None:
    if value is not None and not isinstance(value, str):
        raise _Bad("level")
    return value


def _seed(value: object) -> int | None:
    if value is not None and not _whole(value, 0, INTEGER_MOST):
        raise _Bad("seed")
    return value if isinstance(value, int) else None


def _date(value: object) -> datetime.datetime:
    try:
        when = datetime.datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        when = None
    if when is None:
        raise _Bad("played_at")
    return when if when.tzinfo is not None else when.replace(tzinfo=datetime.UTC)


def _json(value: object, name: str) -> Any:
    if not isinstance(value, str):
        raise _Bad(name)
    try:
        return json.loads(value)
    except (ValueError, RecursionError):
        raise _Bad(name) from None


def _players(value: object) -> tuple[str, str]:
    names = _json(value, "players")
    if not isinstance(names, list) or len(names) != 2 \
            or not all(isinstance(name, str) for name in names):
        raise _Bad("players")
    return names[0], names[1]


def _review(value: object) -> dict[str, Any] | None:
    if value is None:
        return None
    review = _json(value, "review")
    if not isinstance(review, dict) or not all(
            review.get(name) is None or _whole(review.get(name), 0, None)
            for name in REVIEW_COUNTS):
        raise _Bad("review")
    return review
