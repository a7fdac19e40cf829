"""The legal actions of many rows at once, as masks over the fixed numbering of
``ecarte.engine.numbering`` (``NUM_ACTIONS`` flags a row): what ``legal_mask`` gives for
the view of the seat to act, row by row.
"""

from __future__ import annotations

from typing import Final

import numpy as np

from ecarte.batch.columns import ANSWER, DISCARD, NOBODY, PLAYING, STAND_OR_PROPOSE, Columns
from ecarte.batch.steps import may_declare
from ecarte.batch.tables import DISCARD_SIZES, Flags, Ints, card_bits, follows
from ecarte.engine.numbering import BARE, NUM_ACTIONS, PLAY
from ecarte.engine.numbering import DISCARD as DISCARD_NUMBER
from ecarte.engine.options import Rules

STAND, PROPOSE, ACCEPT, REFUSE, KING, DOUBLE, TAKE, DROP, CONCEDE = range(len(BARE))
_SPOT: Final = dict(zip(BARE, range(len(BARE)), strict=True))
assert [_SPOT[k] for k in ("stand", "king", "double", "take", "drop", "concede")] == [
    STAND, KING, DOUBLE, TAKE, DROP, CONCEDE]


def discard_limits(c: Columns, rows: Ints, seat: Ints, rules: Rules) -> tuple[Ints, Ints]:
    """``deal.discard_limits``: fewest and most cards each seat may discard now."""
    available = c.end[rows] - c.top[rows]
    if rules.reshuffle_discards:
        thrown = c.exchanged[rows].sum(axis=1)  # every card discarded this deal
        available = available + np.where(c.last_round[rows], 0, thrown)
    fewest = np.where((seat == c.deal_dealer[rows]) & rules.dealer_may_stand_pat, 0, 1)
    return fewest, np.minimum(available, 5)


def legal_masks(c: Columns, rules: Rules) -> Flags:
    """``(rows, NUM_ACTIONS)`` flags: the legal numbers of each row's seat to act (all
    False at a chance step or once the row is done)."""
    legal = np.zeros((len(c.actor), NUM_ACTIONS), dtype=bool)
    acting = np.flatnonzero(c.actor >= 0)
    offered = c.offered[acting] != NOBODY
    answer = acting[offered]
    legal[answer, TAKE] = legal[answer, DROP] = True
    rows = acting[~offered]
    seat = c.actor[rows]
    legal[rows, CONCEDE] = True
    if rules.videau:
        cube = c.cube[rows]
        legal[rows[(cube == NOBODY) | (cube == seat)], DOUBLE] = True
    phase = c.phase[rows]
    speak = rows[phase == STAND_OR_PROPOSE]
    legal[speak, STAND] = legal[speak, PROPOSE] = True
    reply = rows[phase == ANSWER]
    legal[reply, ACCEPT] = legal[reply, REFUSE] = True
    throw = phase == DISCARD
    if throw.any():
        fewest, most = discard_limits(c, rows[throw], seat[throw], rules)
        legal[rows[throw], DISCARD_NUMBER:] = ((fewest[:, None] <= DISCARD_SIZES)
                                              & (most[:, None] >= DISCARD_SIZES))
    playing = phase == PLAYING
    if playing.any():
        rows, seat = rows[playing], seat[playing]
        hand = c.hands[rows, seat]
        lead = c.lead[rows]
        allowed = np.where(lead == NOBODY, hand,
                           follows(hand, np.maximum(lead, 0), c.turnup[rows] >> 3,
                                   rules.trumping == "strict"))
        legal[rows, PLAY:DISCARD_NUMBER] = card_bits(allowed.astype(np.uint32))
        if rules.king == "ask":
            legal[rows[may_declare(c, rows, seat)], KING] = True
    return legal
