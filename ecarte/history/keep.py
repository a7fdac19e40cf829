"""Keeping a match just finished in ``ecarte play``, and the one line said after it."""

from __future__ import annotations

import sqlite3
from typing import Any

from ecarte.history.schema import HistoryError
from ecarte.history.store import Kind, open_history
from ecarte.history.summary import rating, shown_rating


def keep_finished(record: dict[str, Any], *, hotseat: bool, level: str | None,
                  takebacks: int, tutor: bool) -> str | None:
    """Keep the match (seat 0 is 'you'; in hot-seat, the first player named) and say what
    it did to the rating: ``Your rating: 1,480 ± 90 after this win.``; None when there is
    nothing to say. When the match cannot be kept, the sentence says so: the game goes on
    either way."""
    kind: Kind = "hotseat" if hotseat else "bot"
    try:
        with open_history() as history:
            added = history.add(record, you=0, kind=kind, level=None if hotseat else level,
                                takebacks=takebacks, tutor=tutor)
            if hotseat:
                return None
            rows = history.matches()
    except HistoryError as error:
        return f"This match could not be kept in your history: {error}."
    except (sqlite3.Error, OSError) as error:
        return f"This match could not be kept in your history: {error}."
    row = next((row for row in rows if row.id == added.id), None)
    value = rating(rows)
    text = shown_rating(value)
    if row is None:
        return None
    if not row.rated:
        if not (row.takebacks or row.tutor):
            return None  # a level off the ladder (an outside engine)
        why = "take-backs" if row.takebacks else "the tutor"
        ending = f" (your rating: {text})." if text else "."
        return f"This match was played with {why}, so it does not move your rating{ending}"
    if text is None:
        return "Your rating will be shown after a few more matches against the bots."
    outcome = "win" if row.winner == row.you else "loss"
    return f"Your rating: {text} after this {outcome}."
