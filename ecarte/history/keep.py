"""Keeping a match just finished in ``ecarte play``, and the one line said after it."""

from __future__ import annotations

from typing import Any

from ecarte.history.rows import left_out
from ecarte.history.schema import HistoryError
from ecarte.history.store import Kind, Read, open_history
from ecarte.history.summary import matches_to_rating, rating, shown_rating
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
    from ecarte.words.stats import words

    said = words()
    kind: Kind = "hotseat" if hotseat else "bot"
    try:
        history = open_history()
    except HistoryError as error:
        return None, said.not_kept(str(error))
    with history:
        try:
            added = history.add(record, you=0, kind=kind, level=None if hotseat else level,
                                takebacks=takebacks, tutor=tutor)
        except HistoryError as error:
            return None, said.not_kept(str(error))
        if not added.new:  # the same seed and the same moves: the match is counted once
            return added.id, said.same_match(added.id)
        if hotseat:
            return added.id, None
        try:
            kept = history.read()
        except HistoryError as error:
            return added.id, said.rating_unreadable(str(error))
    rated = _rating_said(record, added.id, kept)
    if kept.unreadable:
        note = left_out(len(kept.unreadable))
        return added.id, f"{rated} {note}" if rated else note
    return added.id, rated


def _rating_said(record: dict[str, Any], match_id: int, kept: Read) -> str | None:
    """What the match just kept did to the rating, from the matches that can be read."""
    from ecarte.words.stats import words

    said = words()
    rows = kept.rows
    row = next((row for row in rows if row.id == match_id), None)
    value = rating(rows)
    text = shown_rating(value)
    if row is None:
        return None
    if not row.rated:
        if not (row.takebacks or row.tutor):
            return None  # a level off the ladder (an outside engine)
        if row.takebacks:  # the table has just said "Practice match: take-backs used: N."
            return said.practice(text or "")
        return said.helped(record.get("tutor") is True, text or "")
    if text is None:
        return said.rating_later(matches_to_rating(rows))
    return said.rating_after(text, row.winner == row.you)


def keep_review(match_id: int, summary: dict[str, Any]) -> str | None:
    """Keep the review of 'you' (``SeatSummary.to_json()``) with the kept match, for its
    error rate; a sentence when it cannot be kept, else None."""
    try:
        with open_history() as history:
            history.set_review(match_id, summary)
    except HistoryError as error:
        from ecarte.words.stats import words

        return words().review_not_kept(str(error))
    return None
