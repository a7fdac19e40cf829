"""The sequential probability ratio test of an A/B comparison, as fishtest and fastchess
run it: after each unit, the log-likelihood ratio of "A is ``elo1`` stronger than B"
(H1) against "A is ``elo0`` stronger" (H0); the test stops at the first bound crossed:
``log((1 - beta) / alpha)`` accepts H1, ``log(beta / (1 - alpha))`` accepts H0.

Each duplicate unit scores 1, 1/2 or 0 for A (it came out ahead over the pair, even, or
behind). The ratio is the generalised SPRT's normal approximation (Van den Bergh, used by
fishtest): ``N (s1 - s0) (2 m - s0 - s1) / (2 v)``, with ``m`` and ``v`` the mean and
variance of A's scores and ``s0``, ``s1`` the scores the two hypotheses expect (logistic
Elo). Half a virtual unit of each result is counted with the real ones, so that the first
few units cannot settle it.

>>> test = Sprt(elo0=0, elo1=20)
>>> test.verdict([1.0] * 3) is None
True
>>> test.verdict([1.0, 0.5, 1.0, 0.0] * 200)
'h1'
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from typing import Final

PRIOR: Final = 0.5
"""Virtual units of each result (win, draw, loss) counted with the real ones."""


def expected(elo: float) -> float:
    """The score a logistic Elo difference expects."""
    return 1 / (1 + 10 ** (-elo / 400))


@dataclasses.dataclass(frozen=True, slots=True)
class Sprt:
    """The test's hypotheses (Elo differences of A over B) and error rates."""

    elo0: float = 0.0
    elo1: float = 5.0
    alpha: float = 0.05
    beta: float = 0.05

    def bounds(self) -> tuple[float, float]:
        """The lower (accept H0) and upper (accept H1) bounds of the ratio."""
        return (math.log(self.beta / (1 - self.alpha)), math.log((1 - self.beta) / self.alpha))

    def llr(self, scores: Sequence[float]) -> float:
        """The log-likelihood ratio of H1 over H0 after ``scores`` (A's, one a unit)."""
        counts = {1.0: PRIOR, 0.5: PRIOR, 0.0: PRIOR}
        for score in scores:
            counts[score] += 1
        total = sum(counts.values())
        mean = sum(s * c for s, c in counts.items()) / total
        variance = sum(c * (s - mean) ** 2 for s, c in counts.items()) / total
        s0, s1 = expected(self.elo0), expected(self.elo1)
        return total * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)

    def verdict(self, scores: Sequence[float]) -> str | None:
        """``h1`` or ``h0`` once a bound is crossed, else None."""
        low, high = self.bounds()
        ratio = self.llr(scores)
        return "h1" if ratio >= high else "h0" if ratio <= low else None

    def to_json(self) -> dict[str, float]:
        return {"elo0": self.elo0, "elo1": self.elo1, "alpha": self.alpha, "beta": self.beta}
