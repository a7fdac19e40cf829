"""Keeping a finished network match (``ecarte host`` and ``ecarte join``) on each machine."""

from __future__ import annotations

from typing import Any

from ecarte.history.schema import HistoryError
from ecarte.history.store import open_history


def keep_network(record: dict[str, Any], *, you: int, tutor: bool) -> str:
    """Keep a finished network match (kind ``network``, the opponent shown by name: it never
    moves the rating), and the sentence that says so, or why it could not be kept."""
    try:
        with open_history() as history:
            history.add(record, you=you, kind="network", level=None, takebacks=0,
                        tutor=tutor)
    except HistoryError as error:
        return f"This match could not be kept in your history: {error}."
    return ("This match is kept in your history ('ecarte stats'); a match against a person "
            "does not move your rating.")
