"""Luck and skill, as GNU Backgammon's luck rating splits them: how much of a match's
result came from the seat's own decisions, and how much from everything else (the cards
dealt and drawn, and the opponent's play, which the seat did not choose either).

The accounting is exact on the review's own scale. Between deals the seat's chance is
read from the score (``bots.odds.win_chance``, as the match's chance in a match of several
games); at the end of the match it is 1 or 0. Over a deal the chance moves from ``before``
to ``after``; the seat's decisions gave up ``decisions`` (the review's losses, each
against the expert's best choice), so the rest of the move, ``after - before +
decisions``, is what the cards and the opponent did. When the opponent's decisions were
reviewed too, what they gave up (``theirs``, a gift to this seat) is taken out of it, and
the rest is the cards' alone: the deal's ``luck``. Summed over the match: ``result -
start = luck - decisions + theirs``.

Not told under the videau, where the review values doubles as shares of a stake rather
than as chances (the two scales do not add up), nor for a match not finished.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from ecarte.bots.odds import win_chance
from ecarte.engine import CHANCE, DealCards, MatchState
from ecarte.engine.records import walk
from ecarte.review.judge import in_match
from ecarte.review.record import DecisionReview


@dataclasses.dataclass(frozen=True, slots=True)
class DealLuck:
    """One deal (0-based game and deal) for the seat: its chance before the cards were
    dealt and after the deal, what its decisions gave up, what the opponent's gave up
    (None when they were not reviewed), and the rest (``luck``: above 0 the cards
    helped, below 0 they cost; the opponent's play is in it when ``theirs`` is None)."""

    game: int
    deal: int
    before: float
    after: float
    decisions: float
    theirs: float | None = None

    @property
    def luck(self) -> float:
        return self.after - self.before + self.decisions - (self.theirs or 0.0)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "deal": self.deal, "before": round(self.before, 4),
                "after": round(self.after, 4), "decisions": round(self.decisions, 4),
                "theirs": None if self.theirs is None else round(self.theirs, 4),
                "luck": round(self.luck, 4)}


@dataclasses.dataclass(frozen=True, slots=True)
class Luck:
    """A seat's match: its chance at the first deal, the result (1 won, 0 lost), and the
    deals; ``luck``, ``decisions`` and ``theirs`` are their sums (``result - start ==
    luck - decisions + (theirs or 0)``)."""

    seat: int
    start: float
    result: float
    deals: tuple[DealLuck, ...]

    @property
    def decisions(self) -> float:
        return sum(d.decisions for d in self.deals)

    @property
    def theirs(self) -> float | None:
        told = [d.theirs for d in self.deals if d.theirs is not None]
        return sum(told) if len(told) == len(self.deals) else None

    @property
    def luck(self) -> float:
        return sum(d.luck for d in self.deals)

    def to_json(self) -> dict[str, Any]:
        theirs = self.theirs
        return {"seat": self.seat, "start": round(self.start, 4), "result": self.result,
                "luck": round(self.luck, 4), "decisions": round(self.decisions, 4),
                "theirs": None if theirs is None else round(theirs, 4),
                "deals": [d.to_json() for d in self.deals]}


def chance_between_deals(state: MatchState, seat: int) -> float:
    """``seat``'s chance of winning (the game's, or the match's when several games are
    played) at a state between deals, from the score alone."""
    if state.winner is not None:
        return 1.0 if state.winner == seat else 0.0
    game = state.game
    if game is None:
        return 0.5
    mine, theirs = game.score[seat], game.score[1 - seat]
    chance = win_chance(mine, theirs, state.rules.target, game.dealer == seat)
    return in_match(state.rules, state.games, seat, chance)


def luck_of(record: dict[str, Any], seat: int, decisions: Sequence[DecisionReview],
            both: bool = False) -> Luck | None:
    """The luck of ``seat`` over a valid, finished record, from its review's
    ``decisions``; ``both`` when they hold the opponent's too (its gifts are then told
    apart from the cards). None under the videau or for a match not finished."""
    lost: dict[tuple[int, int], float] = {}
    given: dict[tuple[int, int], float] = {}
    for d in decisions:
        into = lost if d.seat == seat else given
        into[(d.game, d.deal)] = into.get((d.game, d.deal), 0.0) + d.loss

    def told(game: int, deal: int, before: float, after: float) -> DealLuck:
        return DealLuck(game, deal, before, after, lost.get((game, deal), 0.0),
                        given.get((game, deal), 0.0) if both else None)

    deals: list[DealLuck] = []
    begun: tuple[int, int, float] | None = None
    last: MatchState | None = None
    for step in walk(record):
        if step.seat == CHANCE and isinstance(step.taken, DealCards):
            if step.before.rules.videau:
                return None
            here = chance_between_deals(step.before, seat)
            if begun is not None:
                deals.append(told(*begun, here))
            begun = (step.game, step.deal, here)
        last = step.after
    if last is None or last.winner is None or begun is None:
        return None
    result = chance_between_deals(last, seat)
    deals.append(told(*begun, result))
    return Luck(seat, deals[0].before, result, tuple(deals))
