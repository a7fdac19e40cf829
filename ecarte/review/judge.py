"""The expert's eye on one decision: every choice valued as a chance of winning, from the
seat's view alone, the best one, the loss of the one played and its mark.

What a chance means: the game's, or the match's when a match of several games is played;
under the videau, a double or its answer is valued as the share of the doubled stake
expected (1: the doubled stake won, 0: lost), since the stake is what is played for then.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
from collections.abc import Sequence
from typing import Final

from ecarte.bots.expert import ExpertBot
from ecarte.engine import DOUBLE, DROP, TAKE, Action, Card, Phase, Rules, SeatView

INACCURACY: Final = 0.04
"""The smallest loss in game chance marked an inaccuracy."""
MISTAKE: Final = 0.08
"""... a mistake."""
BLUNDER: Final = 0.16
"""... a blunder."""


class Severity(enum.StrEnum):
    """A verdict's mark, by how much chance it gave up; its value is the code the JSON
    of ``ecarte review`` writes (and the review's words key)."""

    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


class Decision(enum.StrEnum):
    """The kind of a decision judged; its value is the JSON's "phase" code."""

    PROPOSE = "propose"  # stand or propose
    ANSWER = "answer"  # accept or refuse
    DISCARD = "discard"
    KING = "king"  # declare the King or not
    PLAY = "play"  # a card
    DOUBLE = "double"  # double, take or drop (the videau)


MARKS: Final = tuple(Severity)

REVIEW_SEED: Final = 1000003
EXCHANGE_SAMPLES: Final = 400
"""Replays of the exchange per decision: four times what the expert weighs in play."""
PLAY_SAMPLES: Final = 320
"""Opponent hands per card played: four times the expert's."""
TAKE_AT: Final = 0.25
"""Below this game chance a double is dropped rather than taken (the stake model)."""


def mark(loss: float) -> Severity | None:
    """The mark a loss in chance earns, None below an inaccuracy.

    >>> [str(m) if m else m for m in (mark(0.01), mark(0.05), mark(0.1), mark(0.3))]
    [None, 'inaccuracy', 'mistake', 'blunder']
    """
    if loss >= BLUNDER:
        return Severity.BLUNDER
    if loss >= MISTAKE:
        return Severity.MISTAKE
    if loss >= INACCURACY:
        return Severity.INACCURACY
    return None


@dataclasses.dataclass(frozen=True, slots=True)
class Verdict:
    """A decision judged: each choice's chance of winning, the best, the loss of the
    action judged (best's chance minus its own) and its mark (None when sound or
    forced)."""

    chances: dict[Action, float]
    best: Action
    loss: float
    mark: Severity | None
    phase: Decision = Decision.PLAY

    @property
    def forced(self) -> bool:
        """Only one choice: nothing to judge."""
        return len(self.chances) <= 1


def choices_of(view: SeatView, action: Action | None = None) -> list[Action]:
    """The choices a decision is between: the legal actions but conceding or doubling
    (unless that is ``action``)."""
    return [a for a in view.legal_actions()
            if a.kind not in ("concede", "double") or a == action]


def phase_of(view: SeatView, action: Action) -> Decision:
    """The decision's kind: propose, answer, discard, king, play or double."""
    if action.kind in ("double", "take", "drop"):
        return Decision.DOUBLE
    if action.kind == "king":
        return Decision.KING
    deal = view.deal
    phase = deal.phase if deal is not None else None
    return {Phase.STAND_OR_PROPOSE: Decision.PROPOSE, Phase.ANSWER: Decision.ANSWER,
            Phase.DISCARD: Decision.DISCARD}.get(phase, Decision.PLAY) \
        if phase is not None else Decision.PLAY


class Reviewer:
    """Judges decisions with one expert (its samples shared by the decisions of a deal).
    The same view and action always get the same verdict, in any order."""

    def __init__(self, exchange_samples: int = EXCHANGE_SAMPLES,
                 play_samples: int = PLAY_SAMPLES, seed: int = REVIEW_SEED) -> None:
        # Counting the King the opponent may still declare keeps a lead's chance in line
        # with the stand or acceptance before it (docs/review.md, "One scale"). Another
        # ``seed`` draws other samples (to calibrate what a review may claim).
        self.expert = ExpertBot(seed, exchange_samples, play_samples, their_king=True)

    def judge(self, view: SeatView, action: Action,
              known: tuple[Sequence[Card], Sequence[Card]] | None = None) -> Verdict:
        """The verdict on ``action`` taken from ``view``. ``known`` (the opponent's hand
        and the stock) makes it a post-mortem: the cards as they lay, not what the seat
        knew."""
        if action not in view.legal_actions():
            raise ValueError(f"{action} is not a legal choice here")
        phase = phase_of(view, action)
        if action.kind in ("take", "drop"):
            chance = self.expert.held_equity(view, known)
            chances = {TAKE: chance, DROP: TAKE_AT}  # the share of the doubled stake
        elif action == DOUBLE:
            chances = self._double(view, known)
        else:
            chances = self.expert.weigh(view, action, known)
            chances.pop(DOUBLE, None)
            chances = {a: _in_match(view, c) for a, c in chances.items()}
        forced = len(choices_of(view, action)) <= 1
        best = max(chances, key=lambda a: (chances[a], a == action))
        loss = max(0.0, chances[best] - chances[action])
        return Verdict(chances, best, loss, None if forced else mark(loss), phase)

    def _double(self, view: SeatView, known: tuple[Sequence[Card], Sequence[Card]] | None
                ) -> dict[Action, float]:
        """Doubling against the best other choice, as shares of the doubled stake: the
        opponent takes while his chance is at least TAKE_AT, else drops (the stake won)."""
        chance = self.expert.held_equity(view, known)
        doubled = chance if 1 - chance >= TAKE_AT else 0.75
        others = self.expert.weigh(view, None, known)
        other = max(others, key=lambda a: others[a]) if others else DOUBLE
        return {DOUBLE: doubled, other: 0.25 + chance / 2} if other != DOUBLE \
            else {DOUBLE: doubled}


def _in_match(view: SeatView, chance: float) -> float:
    """A game chance as the match's chance when a match of several games is played (not
    under the videau, where the stake is what counts)."""
    return in_match(view.rules, view.state.games, view.seat, chance)


def in_match(rules: Rules, games: tuple[int, int], seat: int, chance: float) -> float:
    """``seat``'s chance of winning the game in progress as its chance of the match, the
    games won being ``games`` (the game's chance itself in a match of one game, and
    under the videau)."""
    if rules.match == 1 or rules.videau:
        return chance
    need = rules.games_to_win
    mine, theirs = need - games[seat], need - games[1 - seat]
    return chance * _match_chance(mine - 1, theirs) + (1 - chance) * _match_chance(
        mine, theirs - 1)


@functools.lru_cache(maxsize=64)
def _match_chance(mine: int, theirs: int) -> float:
    """The chance of winning a match needing ``mine`` more games against ``theirs``,
    each game even."""
    if mine <= 0:
        return 1.0
    if theirs <= 0:
        return 0.0
    return (_match_chance(mine - 1, theirs) + _match_chance(mine, theirs - 1)) / 2


@functools.lru_cache(maxsize=4)
def _default(exchange_samples: int, play_samples: int) -> Reviewer:
    return Reviewer(exchange_samples, play_samples)


def judge(view: SeatView, action: Action, *, exchange_samples: int = EXCHANGE_SAMPLES,
          play_samples: int = PLAY_SAMPLES) -> Verdict:
    """The tutor's verdict on ``action`` from ``view`` (a seat's view: nothing hidden is
    used). Raises ValueError if ``action`` is not legal there."""
    return _default(exchange_samples, play_samples).judge(view, action)
