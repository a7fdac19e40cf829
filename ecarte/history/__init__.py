"""The match history: every finished match kept in an SQLite file in the user's data
folder, its deals' outcomes read by the engine, and the player's figures from it.

- ``schema``: the file, its versions and migrations (``HistoryError`` when it cannot be used).
- ``outcome``: a finished match's outcome, deal by deal, from its record.
- ``store``: ``History`` (``add_record``, ``get``, ``matches``, ``deals``, ``set_review``).
- ``summary``: the figures of ``ecarte stats``, and the rating (``ecarte.rating``).
- ``sources``: records from files and ids (``kept_match``), and who is 'you'.
- ``keep``: keeping the match ``ecarte play`` just finished.

See docs/history.md. This layer imports the engine and ``ecarte.files``, never the table.
"""

from ecarte.history.outcome import DealOutcome, MatchOutcome, NotKept, read_match
from ecarte.history.schema import VERSION, HistoryError
from ecarte.history.sources import kept_match, match_id
from ecarte.history.store import Added, History, MatchRow, history_path, open_history

__all__ = [
    "VERSION",
    "Added",
    "DealOutcome",
    "History",
    "HistoryError",
    "MatchOutcome",
    "MatchRow",
    "NotKept",
    "history_path",
    "kept_match",
    "match_id",
    "open_history",
    "read_match",
]
