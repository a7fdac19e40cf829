"""Ratings of engines from duplicate results, with 95% intervals.

The model is the logistic (Elo) one, as Ordo and BayesElo use: engine *i* scores against
*j*, in expectation, ``1 / (1 + 10 ** ((r_j - r_i) / 400))``. Each duplicate unit (a deal
pair or a game pair) is one result: a win for the engine that came out ahead over the
pair (more net points, or more games), a draw when they came out even, counted as half a
win. The ratings are the maximum of the likelihood (Zermelo's iteration for the
Bradley-Terry model), with BayesElo's prior of two virtual draws between every two engines
that met, so that an engine that won every unit still has a finite rating. The interval
is rating ± 1.96 standard errors from the curvature of the likelihood at its maximum, the
anchor held at 0: it measures how well each engine is placed against the anchor.

>>> rated = rate(["random", "club"], [Result(1, 0, wins=70.0, units=100)], anchor=0)
>>> [(r.name, round(r.elo)) for r in rated]
[('random', 0), ('club', 144)]
>>> rated[1].low < rated[1].elo < rated[1].high
True
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from typing import Final

PRIOR_DRAWS: Final = 2.0
"""Virtual draws added between every two engines that met (BayesElo's default prior)."""
ELO: Final = 400 / math.log(10)
"""Elo points per unit of the natural logarithm of the strength ratio."""
Z95: Final = 1.96
MODEL: Final = "logistic-elo-ml"
"""The model's code in the JSON (worded by the tournament's words)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Result:
    """What engine ``a`` scored against ``b``: ``wins`` (a draw counts half) out of
    ``units``."""

    a: int
    b: int
    wins: float
    units: int


@dataclasses.dataclass(frozen=True, slots=True)
class Rated:
    """One engine's rating, its 95% interval (``low``, ``high``; the anchor's is its
    rating), the units it played and its share of their points (``score``)."""

    name: str
    elo: float
    low: float
    high: float
    units: int
    score: float


def rate(names: Sequence[str], results: Sequence[Result], anchor: int) -> list[Rated]:
    """The rating of each engine, ``anchor`` at 0, in the order of ``names``."""
    n = len(names)
    games = [[0.0] * n for _ in range(n)]
    won = [0.0] * n
    played, scored = [0] * n, [0.0] * n
    for result in results:
        a, b = result.a, result.b
        games[a][b] += result.units
        games[b][a] += result.units
        won[a] += result.wins
        won[b] += result.units - result.wins
        played[a] += result.units
        played[b] += result.units
        scored[a] += result.wins
        scored[b] += result.units - result.wins
    for a in range(n):
        for b in range(a + 1, n):
            if games[a][b]:
                games[a][b] += PRIOR_DRAWS
                games[b][a] += PRIOR_DRAWS
                won[a] += PRIOR_DRAWS / 2
                won[b] += PRIOR_DRAWS / 2
    strength = _fit(games, won, anchor)
    spread = _standard_errors(games, strength, anchor)
    out = []
    for i, name in enumerate(names):
        elo = ELO * math.log(strength[i])
        half = Z95 * ELO * spread[i]
        out.append(Rated(name, elo, elo - half, elo + half, played[i],
                         scored[i] / played[i] if played[i] else 0.0))
    return out


def _fit(games: list[list[float]], won: list[float], anchor: int) -> list[float]:
    """Zermelo's iteration to the maximum likelihood, the anchor's strength 1."""
    n = len(won)
    strength = [1.0] * n
    for _ in range(10_000):
        change = 0.0
        for i in range(n):
            below = sum(games[i][j] / (strength[i] + strength[j]) for j in range(n) if j != i)
            if below:
                new = won[i] / below
                change = max(change, abs(math.log(new / strength[i])))
                strength[i] = new
        scale = strength[anchor]
        strength = [s / scale for s in strength]
        if change < 1e-10:
            break
    return strength


def _standard_errors(games: list[list[float]], strength: list[float], anchor: int
                     ) -> list[float]:
    """Each log-strength's standard error: the square roots of the inverse of the
    information matrix with the anchor's row and column left out (the anchor's is 0)."""
    n = len(strength)
    # an engine that played nothing has no information: left out (its error infinite),
    # so that the others' intervals stay finite
    free = [i for i in range(n) if i != anchor and any(games[i][j] for j in range(n))]
    info = [[0.0] * len(free) for _ in free]
    for x, i in enumerate(free):
        for j in range(n):
            if j == i or not games[i][j]:
                continue
            p = strength[i] / (strength[i] + strength[j])
            weight = games[i][j] * p * (1 - p)
            info[x][x] += weight
            if j != anchor:
                info[x][free.index(j)] -= weight
    inverse = _inverse(info)
    errors = [0.0 if i == anchor else math.inf for i in range(n)]
    for x, i in enumerate(free):
        errors[i] = math.sqrt(max(inverse[x][x], 0.0)) if inverse else math.inf
    return errors


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss-Jordan elimination; [] when the matrix is singular (an engine that met no
    other connected to the anchor)."""
    n = len(matrix)
    rows = [row[:] + [float(i == j) for j in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        if abs(rows[pivot][col]) < 1e-12:
            return []
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [v / lead for v in rows[col]]
        for r in range(n):
            if r != col and rows[r][col]:
                factor = rows[r][col]
                rows[r] = [v - factor * w for v, w in zip(rows[r], rows[col], strict=True)]
    return [row[n:] for row in rows]
