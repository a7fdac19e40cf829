"""The state of many matches at once, one row each, as numpy columns: what
``MatchState`` and its ``Game`` and ``Deal`` hold, with hands, discards and the cards
played as 32-bit masks and the stock as the cards in order (top first).

Codes: a seat is 0 or 1, ``NOBODY`` (-1) where the scalar engine has None; ``actor`` is a
seat, ``CHANCE`` or ``DONE``; ``phase`` is the place of the ``Phase`` in
``ecarte.engine.observe.PHASES``.
"""

from __future__ import annotations

from typing import Final

import numpy as np

from ecarte.batch.tables import Flags, Ints, Masks
from ecarte.engine.deal import Phase
from ecarte.engine.observe import PHASES

NOBODY: Final = -1
CHANCE: Final = -1
"""``actor`` when a cut, a deal or a reshuffle is due (the engine's ``CHANCE``)."""
DONE: Final = -2
"""``actor`` when the row's match is over (or, playing one deal a row, its deal)."""
STAND_OR_PROPOSE, ANSWER, DISCARD, RESHUFFLE, PLAYING, OVER = (
    PHASES.index(phase) for phase in (Phase.STAND_OR_PROPOSE, Phase.ANSWER, Phase.DISCARD,
                                      Phase.RESHUFFLE, Phase.PLAY, Phase.OVER))
MOST_GAMES: Final = 5
"""Games a match of five may take: the results kept per row."""
STOCK_ROOM: Final = 64
"""Places for the stock: the 21 dealt, then a reshuffle's pile under what is left."""


def _ints(rows: int, fill: int = 0, *shape: int) -> Ints:
    return np.full((rows, *shape), fill, dtype=np.int64)


class Columns:
    """The columns of ``rows`` matches. Every field is an array with a row per match."""

    def __init__(self, rows: int) -> None:
        # the match and its game (MatchState, Game)
        self.has_game: Flags = np.zeros(rows, dtype=bool)  # False before the cut
        self.dealer: Ints = _ints(rows)  # the game's dealer (of the next deal between deals)
        self.score: Ints = _ints(rows, 0, 2)
        self.deals: Ints = _ints(rows)  # deals begun in the game
        self.stake: Ints = _ints(rows, 1)
        self.cube: Ints = _ints(rows, NOBODY)  # who may double next (NOBODY: either)
        self.offered: Ints = _ints(rows, NOBODY)  # a double offered by this seat
        self.games: Ints = _ints(rows, 0, 2)
        self.stakes: Ints = _ints(rows, 0, 2)
        self.winner: Ints = _ints(rows, NOBODY)
        self.results: Ints = _ints(rows, 0, MOST_GAMES, 5)
        """Each game won: winner, its score (two), value, deals (``GameResult``)."""
        self.won: Ints = _ints(rows)  # games in ``results``
        # the deal (Deal); ``has_deal`` False between deals (the engine's core None)
        self.has_deal: Flags = np.zeros(rows, dtype=bool)
        self.deal_dealer: Ints = _ints(rows)
        self.turnup: Ints = _ints(rows)
        self.hands: Masks = np.zeros((rows, 2), dtype=np.uint32)
        self.stock: Ints = _ints(rows, 0, STOCK_ROOM)
        self.top: Ints = _ints(rows)  # the stock is stock[top:end]
        self.end: Ints = _ints(rows)
        self.discarded: Masks = np.zeros((rows, 2), dtype=np.uint32)
        self.pile: Ints = _ints(rows, 0, 2, 32)  # each seat's discards in order (reshuffles)
        self.piled: Ints = _ints(rows, 0, 2)
        self.phase: Ints = _ints(rows, STAND_OR_PROPOSE)
        self.to_act: Ints = _ints(rows)
        self.proposals: Ints = _ints(rows)
        self.exchanged: Ints = _ints(rows, 0, 2)  # cards each seat exchanged this deal
        self.penalty: Ints = _ints(rows, NOBODY)
        self.last_round: Flags = np.zeros(rows, dtype=bool)
        self.pending: Masks = np.zeros(rows, dtype=np.uint32)  # a discard awaiting the reshuffle
        self.lead: Ints = _ints(rows, NOBODY)
        self.leader: Ints = _ints(rows)
        self.tricks: Ints = _ints(rows, 0, 2)
        self.played: Masks = np.zeros((rows, 2), dtype=np.uint32)  # the trick in progress too
        self.started: Flags = np.zeros((rows, 2), dtype=bool)
        self.declared: Ints = _ints(rows, NOBODY)
        # the rows
        self.actor: Ints = _ints(rows, CHANCE)
        self.dealt: Ints = _ints(rows)  # deals begun by the row, every match counted
        self.ended: Ints = _ints(rows)  # deals ended (played out, conceded or cut short)

    def renew(self, rows: Ints, first_dealer: Ints | None) -> None:
        """A new match in ``rows`` (the counts of deals go on): before its cut, or with
        ``first_dealer`` dealing first."""
        self.has_game[rows] = first_dealer is not None
        if first_dealer is not None:
            self.dealer[rows] = first_dealer[rows]
        self.new_game(rows)
        for name in ("games", "stakes", "results", "won"):
            getattr(self, name)[rows] = 0
        self.winner[rows] = NOBODY
        self.actor[rows] = CHANCE

    def new_game(self, rows: Ints) -> None:
        """A new game in ``rows``: no score, no deal, the stake back to one."""
        self.score[rows] = 0
        self.deals[rows] = 0
        self.stake[rows] = 1
        self.cube[rows] = NOBODY
        self.offered[rows] = NOBODY
        self.has_deal[rows] = False

    def new_deal(self, rows: Ints, hands: Masks, turnup: Ints, stock: Ints) -> None:
        """A deal just dealt in ``rows`` by the game's dealer: the elder to speak."""
        dealer = self.dealer[rows]
        self.has_deal[rows] = True
        self.deal_dealer[rows] = dealer
        self.turnup[rows] = turnup
        self.hands[rows] = hands
        self.stock[rows, :21] = stock
        self.top[rows] = 0
        self.end[rows] = 21
        self.discarded[rows] = 0
        self.piled[rows] = 0
        self.phase[rows] = STAND_OR_PROPOSE
        self.to_act[rows] = 1 - dealer
        self.proposals[rows] = 0
        self.exchanged[rows] = 0
        self.penalty[rows] = NOBODY
        self.last_round[rows] = False
        self.pending[rows] = 0
        self.lead[rows] = NOBODY
        self.leader[rows] = 1 - dealer
        self.tricks[rows] = 0
        self.played[rows] = 0
        self.started[rows] = False
        self.declared[rows] = NOBODY
        self.deals[rows] += 1
        self.dealt[rows] += 1
