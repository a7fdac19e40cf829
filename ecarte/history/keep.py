"""Keeping a match just finished in ``ecarte play``, and the one line said after it."""

from __future__ import annotations

import sqlite3
from typing import Any

from ecarte.history.schema import HistoryError
from ecarte.history.store import Kind, open_history
from ecarte.history.summary import rating, shown_rating
from ecarte.rating import LADDER


def moves_rating(level: str | None, *, takebacks: int = 0, tutor: bool = False) -> bool:
    """Whether a match against the bot ``level`` played so far with ``takebacks`` and
    ``tutor`` (the tutor or hints) would move the rating once kept: a level of the bot
    ladder, no take-back, no tutor, no hint (what ``MatchRow.rated`` and ``rating`` count).

    >>> moves_rating("novice"), moves_rating("exec:./mine"), moves_rating("club", tutor=True)
    (True, False, False)
    """
    return level is not None and level in LADDER and not takebacks and not tutor


def keep_finished(record: dict[str, Any], *, hotseat: bool, level: str | None,
                  takebacks: int, tutor: bool) -> tuple[int | None, str | None]:
    """Keep the match (seat 0 is 'you'; in hot-seat, the first player named) and say what
    it did to the rating: the match's id (None when it could not be kept) and a sentence
    such as ``Your rating: 1,480 ± 90 after this win.`` (None when there is nothing to
    say). ``tutor`` is true when the tutor watched or a hint was asked for; the record's
    own ``"tutor": true`` tells the tutor from hints alone. When the match cannot be kept,
    the sentence says so: the game goes on either way."""
    kind: Kind = "hotseat" if hotseat else "bot"
    try:
        with open_history() as history:
            added = history.add(record, you=0, kind=kind, level=None if hotseat else level,
                                takebacks=takebacks, tutor=tutor)
            if hotseat:
                return added.id, None
            rows = history.matches()
    except HistoryError as error:
        return None, f"This match could not be kept in your history: {error}."
    except (sqlite3.Error, OSError) as error:
        return None, f"This match could not be kept in your history: {error}."
    row = next((row for row in rows if row.id == added.id), None)
    value = rating(rows)
    text = shown_rating(value)
    if row is None:
        return added.id, None
    if not row.rated:
        if not (row.takebacks or row.tutor):
            return added.id, None  # a level off the ladder (an outside engine)
        ending = f" (your rating: {text})." if text else "."
        if row.takebacks:  # the table has just said "Practice match: take-backs used: N."
            return added.id, f"A practice match does not move your rating{ending}"
        helped = "the tutor" if record.get("tutor") is True else "hints"
        return added.id, (f"This match was played with {helped}, so it does not move your "
                          f"rating{ending}")
    if text is None:
        return added.id, "Your rating will be shown after a few more matches against the bots."
    outcome = "win" if row.winner == row.you else "loss"
    return added.id, f"Your rating: {text} after this {outcome}."


def keep_review(match_id: int, summary: dict[str, Any]) -> str | None:
    """Keep the review of 'you' (``SeatSummary.to_json()``) with the kept match, for its
    error rate; a sentence when it cannot be kept, else None."""
    try:
        with open_history() as history:
            history.set_review(match_id, summary)
    except (HistoryError, sqlite3.Error, OSError) as error:
        return f"The review could not be kept in your history: {error}."
    return None
