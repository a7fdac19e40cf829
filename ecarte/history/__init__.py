"""The match history: every finished match kept in an SQLite file in the user's data
folder, its deals' outcomes read by the engine, and the player's figures from it.

- ``schema``: the file, its versions and migrations (``HistoryError`` when it cannot be used).
- ``outcome``: a finished match's outcome, deal by deal, from its record.
- ``store``: ``History`` (``add_record``, ``get``, ``read``, ``matches``, ``set_review``).
- ``rows``: the one reader of its rows: a typed ``MatchRow`` or an ``Unreadable`` problem.
- ``summary``: the figures of ``ecarte stats``, and the rating (``ecarte.rating``).
- ``sources``: records from files and ids (``kept_match``), and who is 'you'.
- ``keep``: keeping the match ``ecarte play`` just finished.

See docs/history.md. This layer imports the engine and ``ecarte.files``, never the table.
"""

from ecarte.history.outcome import DealOutcome, MatchOutcome, NotKept, read_match
from ecarte.history.rows import MatchRow, Unreadable, left_out, unreadable_sentence
from ecarte.history.schema import VERSION, Fault, HistoryError, HistoryUnusable
from ecarte.history.sources import kept_match, match_id
from ecarte.history.store import (
    Added,
    CannotKeep,
    History,
    Read,
    history_path,
    open_history,
)

__all__ = [
    "VERSION",
    "Added",
    "CannotKeep",
    "DealOutcome",
    "Fault",
    "History",
    "HistoryError",
    "HistoryUnusable",
    "MatchOutcome",
    "MatchRow",
    "NotKept",
    "Read",
    "Unreadable",
    "history_path",
    "kept_match",
    "left_out",
    "match_id",
    "open_history",
    "read_match",
    "unreadable_sentence",
]
