"""The legal actions of many rows at once, as masks over the fixed numbering of
``ecarte.engine.numbering`` (``NUM_ACTIONS`` flags a row): what ``legal_mask`` gives for
the view of the seat to act, row by row.
"""

from __future__ import annotations

from typing import Final

import numpy as np

from ecarte.batch.columns import ANSWER, DISCARD, NOBODY, PLAYING, STAND_OR_PROPOSE, Columns
from ecarte.batch.steps import may_declare
from ecarte.batch.tables import DISCARD_SIZES, Flags, Ints, Masks, card_bits, follows
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


def legal_words(c: Columns, rules: Rules) -> Masks:
    """``(rows, 3)`` words, the legal numbers of each row's seat to act as bits (none at
    a chance step or once the row is done): the actions without cards (bit n for number
    n), the cards to play (bit ``card.index`` for ``PLAY + index``) and the discards
    (bit m for ``DISCARD + m``)."""
    words = np.zeros((len(c.actor), 3), dtype=np.uint32)
    acting = np.flatnonzero(c.actor >= 0)
    offered = c.offered[acting] != NOBODY
    words[acting[offered], 0] = _BIT[TAKE] | _BIT[DROP]
    rows = acting[~offered]
    seat = c.actor[rows]
    bare = np.full(len(rows), _BIT[CONCEDE], dtype=np.uint32)
    if rules.videau:
        cube = c.cube[rows]
        bare |= np.where((cube == NOBODY) | (cube == seat), _BIT[DOUBLE], _NONE)
    phase = c.phase[rows]
    bare |= np.where(phase == STAND_OR_PROPOSE, _BIT[STAND] | _BIT[PROPOSE], _NONE)
    bare |= np.where(phase == ANSWER, _BIT[ACCEPT] | _BIT[REFUSE], _NONE)
    throw = phase == DISCARD
    if throw.any():
        fewest, most = discard_limits(c, rows[throw], seat[throw], rules)
        words[rows[throw], 2] = _DISCARDS[fewest, most]
    playing = phase == PLAYING
    if playing.any():
        these, who = rows[playing], seat[playing]
        hand = c.hands[these, who]
        lead = c.lead[these]
        words[these, 1] = np.where(lead == NOBODY, hand,
                                   follows(hand, np.maximum(lead, 0), c.turnup[these] >> 3,
                                           rules.trumping == "strict"))
        if rules.king == "ask":
            bare[playing] |= np.where(may_declare(c, these, who), _BIT[KING], _NONE)
    words[rows, 0] = bare
    return words


def unpacked(words: Masks) -> Flags:
    """``(rows, NUM_ACTIONS)`` flags of the legal numbers (``numbering.legal_mask``)."""
    flags: Flags = np.concatenate([card_bits(words[:, 0])[:, :PLAY], card_bits(words[:, 1]),
                                   card_bits(words[:, 2])], axis=1)
    return flags


def legal_masks(c: Columns, rules: Rules) -> Flags:
    """``(rows, NUM_ACTIONS)`` flags: the legal numbers of each row's seat to act (all
    False at a chance step or once the row is done)."""
    return unpacked(legal_words(c, rules))


_BIT: Final = tuple(np.uint32(1 << n) for n in range(32))
_NONE: Final = np.uint32(0)
_DISCARDS: Final = np.array(
    [[sum(1 << m for m in range(32) if fewest <= DISCARD_SIZES[m] <= most)
      for most in range(6)] for fewest in range(6)], dtype=np.uint32)
"""The discards of ``fewest`` to ``most`` cards from a hand of five, as bits."""
assert NUM_ACTIONS == DISCARD_NUMBER + 32
