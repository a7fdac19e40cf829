"""A player's rating on the bot ladder: Glicko-2 (Glickman, "Example of the Glicko-2
system", 2013), written out here (see the README's dependency note).

Each match against a bot is one rating period; each game of it is one outcome against the
bot level's fixed rating (``LADDER``, measured in arena games: docs/rating.md).

>>> after = rate([MatchResult("club", won=3, lost=1)])
>>> after.value > START.value and after.deviation < START.deviation
True
>>> shown(START) is None, shown(Rating(1483.4, 88.0, 0.06))
(True, '1,480 ± 90')
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Final

SCALE: Final = 173.7178  # rating points per unit of Glicko-2's internal scale
TAU: Final = 0.5  # how fast the volatility may change (the paper suggests 0.3 to 1.2)
EPSILON: Final = 1e-6  # the convergence tolerance of the volatility's iteration
SHOWN_BELOW: Final = 110.0  # a rating is shown once its deviation is at most this


@dataclasses.dataclass(frozen=True, slots=True)
class Rating:
    """A rating, its deviation (one standard deviation, rating points) and volatility."""

    value: float
    deviation: float
    volatility: float


START: Final = Rating(1500.0, 350.0, 0.06)
"""A new player's rating: the paper's defaults, the ladder's anchor (novice) as value."""

LADDER_DEVIATION: Final = 30.0  # wider than the measurement's (6 to 10): docs/rating.md
LADDER: Final[Mapping[str, Rating]] = MappingProxyType({
    # bench/ladder.py, docs/rating.md: novice anchored at 1500; games to 5 won by the
    # higher level: novice-random 82.3%, club-novice 57.2%, expert-club 55.4%
    "random": Rating(1233.0, LADDER_DEVIATION, 0.0),
    "novice": Rating(1500.0, LADDER_DEVIATION, 0.0),
    "club": Rating(1550.0, LADDER_DEVIATION, 0.0),
    "expert": Rating(1588.0, LADDER_DEVIATION, 0.0),
})
"""The fixed ratings of the bot levels, weakest first."""


@dataclasses.dataclass(frozen=True, slots=True)
class MatchResult:
    """The games won and lost in one match against the bot of ``level``."""

    level: str
    won: int
    lost: int


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(sigma: float, phi: float, v: float, delta: float) -> float:
    """Step 5 of the paper: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2)
                - (x - a) / (TAU * TAU))

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        big_b = a - k * TAU
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(rating: Rating, outcomes: Sequence[tuple[Rating, float]]) -> Rating:
    """One rating period: ``outcomes`` are (opponent, score 1, 0.5 or 0) pairs; with none,
    only the deviation grows (step 6 of the paper)."""
    mu = (rating.value - 1500.0) / SCALE
    phi = rating.deviation / SCALE
    sigma = rating.volatility
    if not outcomes:
        grown = math.sqrt(phi * phi + sigma * sigma)
        return Rating(rating.value, grown * SCALE, sigma)
    games = [((other.value - 1500.0) / SCALE, other.deviation / SCALE, score)
             for other, score in outcomes]
    v = 1.0 / sum(_g(phi_j) ** 2 * (e := _expected(mu, mu_j, phi_j)) * (1.0 - e)
                  for mu_j, phi_j, _ in games)
    gain = sum(_g(phi_j) * (score - _expected(mu, mu_j, phi_j))
               for mu_j, phi_j, score in games)
    sigma = _volatility(sigma, phi, v, v * gain)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu += phi * phi * gain
    return Rating(1500.0 + SCALE * mu, SCALE * phi, sigma)


def rate(results: Sequence[MatchResult], start: Rating = START) -> Rating:
    """The rating after ``results``, in the order they were played, each match one rating
    period. Raises ValueError, with a sentence, for a level the ladder does not know or
    negative games."""
    rating = start
    for result in results:
        level = LADDER.get(result.level)
        if level is None:
            raise ValueError(f"there is no rating for the level {result.level!r}: the "
                             f"ladder knows {', '.join(LADDER)}")
        if result.won < 0 or result.lost < 0:
            raise ValueError("games won and lost cannot be negative")
        outcomes = [(level, 1.0)] * result.won + [(level, 0.0)] * result.lost
        rating = update(rating, outcomes)
    return rating


def matches_to_show(rating: Rating, level: str, games: int = 1, most: int = 50) -> int | None:
    """How many more matches of ``games`` games against ``level`` bring ``rating``'s
    deviation to ``SHOWN_BELOW``, each game going as expected (scored at its expected
    value): 0 when it is shown already, None when ``most`` matches would not do it (a bot
    far weaker or stronger than the player tells little).

    >>> matches_to_show(START, "novice"), matches_to_show(START, "novice", games=3)
    (10, 4)
    """
    opponent = LADDER[level]
    mu_j, phi_j = (opponent.value - 1500.0) / SCALE, opponent.deviation / SCALE
    for count in range(most + 1):
        if rating.deviation <= SHOWN_BELOW:
            return count
        expected = _expected((rating.value - 1500.0) / SCALE, mu_j, phi_j)
        rating = update(rating, [(opponent, expected)] * max(1, games))
    return None


def rounded(rating: Rating) -> tuple[int, int] | None:
    """The rating and its deviation as a player reads them, to the nearest ten (the
    deviation at least 10); None while the deviation is above ``SHOWN_BELOW`` (too few
    games to say)."""
    if rating.deviation > SHOWN_BELOW:
        return None
    return (int(round(rating.value / 10.0) * 10),
            max(10, int(round(rating.deviation / 10.0) * 10)))


def shown(rating: Rating) -> str | None:
    """The rating in English figures, "1,480 ± 90", or None (see ``rounded``); the player
    reads it in their own language through ``ecarte.history.summary.shown_rating`` (this
    module imports nothing of the game, not even its words)."""
    found = rounded(rating)
    return None if found is None else f"{found[0]:,} ± {found[1]}"
