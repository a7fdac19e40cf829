"""Observations of many rows at once: ``ecarte.engine.observe.observation`` of a seat's
view, row by row, laid out as its ``LAYOUT`` says (``SIZE`` numbers a row). Made only
of what the seat may know: its own hand and discards, the cards played, counts.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ecarte.batch.columns import NOBODY, Columns
from ecarte.batch.tables import BIT, Ints, card_bits, popcount
from ecarte.engine.observe import OFFSETS, SIZE
from ecarte.engine.options import Rules

Floats = npt.NDArray[np.float64]


def observations(c: Columns, rules: Rules, seat: Ints) -> Floats:
    """``(rows, SIZE)``: each row's observation for its ``seat``."""
    rows = np.arange(len(seat))
    other = 1 - seat
    out = np.zeros((len(rows), SIZE), dtype=np.float64)

    def put(part: str, values: npt.ArrayLike, at: int = 0) -> None:
        out[:, OFFSETS[part] + at] = values

    def cards(part: str, masks: npt.NDArray[np.uint32]) -> None:
        out[:, OFFSETS[part]:OFFSETS[part] + 32] = card_bits(masks)

    cards("hand", c.hands[rows, seat])
    cards("turnup", BIT[c.turnup])
    cards("my_discards", c.discarded[rows, seat])
    cards("my_played", c.played[rows, seat])
    cards("their_played", c.played[rows, other])
    lead = c.lead
    cards("lead", np.where(lead != NOBODY, BIT[np.maximum(lead, 0)], np.uint32(0)))
    king = BIT[c.turnup | 7]
    known = (c.declared == other) & ((king & (c.played[:, 0] | c.played[:, 1])) == 0)
    cards("their_known", np.where(known, king, np.uint32(0)))
    out[rows, OFFSETS["phase"] + c.phase] = 1.0
    put("dealer", c.deal_dealer == seat)
    put("leads", c.leader == seat)
    put("tricks", c.tricks[rows, seat] / 5)
    put("tricks", c.tricks[rows, other] / 5, 1)
    for part, who in (("penalty", c.penalty), ("declared", c.declared)):
        put(part, who == seat)
        put(part, who == other, 1)
    put("their_cards", popcount(c.hands[rows, other]) / 5)
    put("stock", (c.end - c.top) / 21)
    put("proposals", np.minimum(1.0, c.proposals / 5))
    put("their_exchanged", np.minimum(1.0, c.exchanged[rows, other] / 10))
    put("last_round", c.last_round)
    out[~c.has_deal] = 0.0  # between deals: only the match's parts, below
    put("score", np.minimum(1.0, c.score[rows, seat] / rules.target))
    put("score", np.minimum(1.0, c.score[rows, other] / rules.target), 1)
    need = max(1, rules.games_to_win)
    put("games", c.games[rows, seat] / need)
    put("games", c.games[rows, other] / need, 1)
    put("to_act", c.actor == seat)
    return out
