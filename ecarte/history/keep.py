"""Keeping a match just finished in ``ecarte play``, and the one line said after it."""

from __future__ import annotations

from typing import Any

from ecarte.history.rows import left_out
from ecarte.history.schema import HistoryError
from ecarte.history.store import Kind, Read, open_history
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
    the sentence says so: the game goes on either way. Never raises for the history: a
    file that cannot be used or written (damaged, newer, full, read-only, busy) is
    ``(None, "This match could not be kept in your history: ...")``; rows that cannot be
    read are left out of the rating, and the sentence says how many."""
    kind: Kind = "hotseat" if hotseat else "bot"
    try:
        history = open_history()
    except HistoryError as error:
        return None, f"This match could not be kept in your history: {error}."
    with history:
        try:
            added = history.add(record, you=0, kind=kind, level=None if hotseat else level,
                                takebacks=takebacks, tutor=tutor)
        except HistoryError as error:
            return None, f"This match could not be kept in your history: {error}."
        if not added.new:  # the same seed and the same moves: the match is counted once
            return added.id, (f"This match is the same, card for card, as match {added.id} "
                              f"in your history: it is kept and counted once.")
        if hotseat:
            return added.id, None
        try:
            kept = history.read()
        except HistoryError as error:
            return added.id, (f"This match is kept in your history, but your rating cannot "
                              f"be read from it: {error}.")
    said = _rating_said(record, added.id, kept)
    if kept.unreadable:
        note = left_out(len(kept.unreadable))
        return added.id, f"{said} {note}" if said else note
    return added.id, said


def _rating_said(record: dict[str, Any], match_id: int, kept: Read) -> str | None:
    """What the match just kept did to the rating, from the matches that can be read."""
    rows = kept.rows
    row = next((row for row in rows if row.id == match_id), None)
    value = rating(rows)
    text = shown_rating(value)
    if row is None:
        return None
    if not row.rated:
        if not (row.takebacks or row.tutor):
            return None  # a level off the ladder (an outside engine)
        ending = f" (your rating: {text})." if text else "."
        if row.takebacks:  # the table has just said "Practice match: take-backs used: N."
            return f"A practice match does not move your rating{ending}"
        helped = "the tutor" if record.get("tutor") is True else "hints"
        return f"This match was played with {helped}, so it does not move your rating{ending}"
    if text is None:
        return "Your rating will be shown after a few more matches against the bots."
    outcome = "win" if row.winner == row.you else "loss"
    return f"Your rating: {text} after this {outcome}."


def keep_review(match_id: int, summary: dict[str, Any]) -> str | None:
    """Keep the review of 'you' (``SeatSummary.to_json()``) with the kept match, for its
    error rate; a sentence when it cannot be kept, else None."""
    try:
        with open_history() as history:
            history.set_review(match_id, summary)
    except HistoryError as error:
        return f"The review could not be kept in your history: {error}."
    return None
