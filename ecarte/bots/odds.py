"""The chance of winning a game from a score, for deciding by the score (§9): at 4-3 the
right play is the one that most often wins the game, not the one that scores most.

A deal is modelled roughly by how often each side scores 1, 2 or 3 points (the dealer a
little more often: he has the turned King); the deal alternates.

>>> 0.45 < win_chance(0, 0, 5, dealer=False) < 0.5 < win_chance(0, 0, 5, dealer=True)
True
>>> win_chance(4, 0, 5, dealer=False) > win_chance(3, 0, 5, dealer=False)
True
"""

from __future__ import annotations

import functools
from typing import Final

# (elder's points, dealer's points, probability) for one deal.
DEAL_OUTCOMES: Final = (
    (1, 0, 0.31), (2, 0, 0.14), (3, 0, 0.03),
    (0, 1, 0.31), (0, 2, 0.16), (0, 3, 0.05),
)


@functools.lru_cache(maxsize=4096)
def win_chance(mine: int, theirs: int, target: int, dealer: bool) -> float:
    """The chance of winning the game from ``mine``-``theirs`` with a new deal to come,
    ``dealer`` if this seat deals it."""
    if mine >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    total = 0.0
    for elder_points, dealer_points, chance in DEAL_OUTCOMES:
        gain, loss = (dealer_points, elder_points) if dealer else (elder_points, dealer_points)
        total += chance * win_chance(mine + gain, theirs + loss, target, not dealer)
    return total
