"""The chance outcomes of a chance step, with their probabilities, as OpenSpiel's
``chance_outcomes()``: every outcome of a chance step is as likely as any other.

The cut has 992 outcomes (an ordered pair of different cards); a deal of the cards has
one per order of the pack (32!, each dealt by the packets of the rules) and a reshuffle
one per order of the discards gathered (n!). ``ChanceOutcomes`` gives their number, the
probability of each (an exact fraction), a draw from an injected ``random.Random`` (the
engine's own ``chance_action``), and, lazily, the outcomes themselves; the cut's can be
listed, a deal's never can in practice: sample it.

>>> from ecarte.engine import new_match
>>> cut = chance_outcomes(new_match())
>>> cut.count, cut.probability, len(list(cut))
(992, Fraction(1, 992), 992)
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
from collections.abc import Iterator
from fractions import Fraction

from ecarte.engine.actions import ChanceAction, Cut, Reshuffle
from ecarte.engine.cards import DECK, Card
from ecarte.engine.chance import chance_action, deal_from_pack
from ecarte.engine.deal import reshuffle_pile
from ecarte.engine.match import MatchState
from ecarte.engine.state import CHANCE


@dataclasses.dataclass(frozen=True, slots=True)
class ChanceOutcomes:
    """The outcomes of one chance step, each with ``probability``."""

    state: MatchState
    count: int

    @property
    def probability(self) -> Fraction:
        return Fraction(1, self.count)

    def sample(self, rng: random.Random) -> ChanceAction:
        """One outcome, drawn from ``rng``."""
        return chance_action(self.state, rng)

    def __iter__(self) -> Iterator[ChanceAction]:
        """Every outcome, lazily (a deal's 32! never end in practice)."""
        game = self.state.game
        if game is None:
            for first, second in itertools.permutations(DECK, 2):
                yield Cut((first, second))
            return
        if self.state.core is None:
            for pack in itertools.permutations(DECK):
                yield deal_from_pack(pack, game.dealer, self.state.rules.packets)
            return
        for order in itertools.permutations(_pile(self.state)):
            yield Reshuffle(order)


def chance_outcomes(state: MatchState) -> ChanceOutcomes:
    """The outcomes of the chance step due in ``state``. Raises ValueError when it is a
    player's turn or the match is over."""
    if state.actor != CHANCE:
        raise ValueError("no chance step is due: it is a player's turn, or the match is "
                         "over")
    if state.game is None:
        return ChanceOutcomes(state, len(DECK) * (len(DECK) - 1))
    if state.core is None:
        return ChanceOutcomes(state, math.factorial(len(DECK)))
    return ChanceOutcomes(state, math.factorial(len(_pile(state))))


def _pile(state: MatchState) -> list[Card]:
    assert state.core is not None
    return [c for c in reshuffle_pile(state.core) if c is not None]
