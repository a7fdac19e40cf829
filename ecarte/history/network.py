"""Keeping a finished network match (``ecarte host`` and ``ecarte join``) on each machine."""

from __future__ import annotations

from typing import Any

from ecarte.history.schema import HistoryError
from ecarte.history.store import open_history


def keep_network(record: dict[str, Any], *, you: int, tutor: bool) -> str:
    """Keep a finished network match (kind ``network``, the opponent shown by name: it never
    moves the rating), and the sentence that says so, or why it could not be kept."""
    from ecarte.words.stats import words

    try:
        with open_history() as history:
            history.add(record, you=you, kind="network", level=None, takebacks=0,
                        tutor=tutor)
    except HistoryError as error:
        return words().not_kept(str(error))
    return words().network_kept
