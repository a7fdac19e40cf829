"""Keeping a finished pool or chouette in the history, and the one line said after it."""

from __future__ import annotations

from typing import Any


def keep_sitting(record: dict[str, Any], sitting: Any) -> str | None:
    """Keep the sitting (each person's games and money); a sentence saying so, or why it
    could not be kept (the game is over either way)."""
    from ecarte.history import HistoryError, open_history
    from ecarte.history.sittings import NotASitting, add_sitting
    from ecarte.words.pool import words
    from ecarte.words.stats import words as stats_words

    try:
        with open_history() as history:
            add_sitting(history, record)
    except NotASitting:
        return None
    except HistoryError as error:
        return str(stats_words().not_kept(str(error)))
    return str(words().kept(len(record.get("games", []))))
