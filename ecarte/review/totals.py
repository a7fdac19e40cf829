"""The totals of many reviews (``ecarte review --json`` of a file of many records, as
``ecarte arena --record`` writes): each player's decisions and marks over all records.

>>> totals([])
{'records': 0, 'decisions': 0, 'players': []}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ecarte.review.record import RecordReview

_COUNTS = ("decisions", "forced", "inaccuracies", "mistakes", "blunders")


def totals(reviews: Sequence[RecordReview]) -> dict[str, Any]:
    """Per player, by name (a bot keeps its name when the seats are swapped), in the
    order first met: the records it was reviewed in, its decisions, forced moves and
    marks, the chance it lost in all (``loss``) and per decision (``mean_loss``)."""
    players: dict[str, dict[str, Any]] = {}
    for review in reviews:
        for seat in review.seats:
            mine = players.setdefault(seat.name, {"name": seat.name, "records": 0,
                                                  **dict.fromkeys(_COUNTS, 0), "loss": 0.0})
            mine["records"] += 1
            for key in _COUNTS:
                mine[key] += getattr(seat, key)
            mine["loss"] += seat.loss
    for mine in players.values():
        mine["mean_loss"] = round(mine["loss"] / mine["decisions"], 4) \
            if mine["decisions"] else 0.0
        mine["loss"] = round(mine["loss"], 4)
    return {"records": len(reviews),
            "decisions": sum(p["decisions"] for p in players.values()),
            "players": list(players.values())}
