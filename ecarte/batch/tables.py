"""The rules kernel's tables as numpy arrays, and the mask operations the batched engine
builds on: the follow-and-beat rule (``kernel.follows``) and the trick's winner
(``kernel.SECOND_WINS``), each over a whole column of deals at once.

A hand is a ``uint32`` mask, bit ``card.index`` set for each card held, as in
``ecarte.engine.kernel``.

>>> import numpy as np
>>> from ecarte.engine.cards import Card, parse_cards
>>> from ecarte.engine.kernel import mask
>>> hand = np.array([mask(parse_cards(["Ks", "7s", "Ah"]))], dtype=np.uint32)
>>> lead = np.array([Card.parse("Qs").index])
>>> [int(i) for i in np.flatnonzero(card_bits(follows(hand, lead, np.array([2]), True))[0])]
[31]
"""

from __future__ import annotations

from typing import Final

import numpy as np
import numpy.typing as npt

from ecarte.engine.kernel import ALL_CARDS, SECOND_WINS, SUIT_MASKS, above
from ecarte.engine.numbering import DISCARD, NUM_ACTIONS, PLAY

Masks = npt.NDArray[np.uint32]
Ints = npt.NDArray[np.int64]
Small = npt.NDArray[np.int8]
Flags = npt.NDArray[np.bool_]

CARDS: Final = np.arange(32, dtype=np.uint32)
BIT: Final = np.left_shift(np.uint32(1), CARDS)
"""``BIT[i]``: the mask of card ``i`` alone."""
SUIT: Final = np.array(SUIT_MASKS, dtype=np.uint32)
"""The eight cards of each suit, by suit number."""
ABOVE: Final = np.array([above(card) for card in range(32)], dtype=np.uint32)
"""The cards of a card's suit that rank above it, by card index."""
BEATS: Final = np.frombuffer(b"".join(SECOND_WINS), dtype=np.uint8).astype(bool).reshape(
    4, 32, 32)
"""``kernel.SECOND_WINS`` as an array: ``BEATS[trump, lead, follow]``."""
KING_OF: Final = np.array([suit * 8 + 7 for suit in range(4)], dtype=np.int64)
"""The King of each suit, by suit number."""
DISCARD_SIZES: Final = np.bitwise_count(np.arange(32, dtype=np.uint32)).astype(np.int64)
"""How many cards each discard number (less ``DISCARD``) throws."""
FULL: Final = np.uint32(ALL_CARDS)

assert (PLAY, DISCARD, NUM_ACTIONS) == (9, 41, 73)  # the layout numbering.py fixes


def card_bits(masks: Masks) -> Flags:
    """Each mask as 32 flags, one per card index."""
    flags: Flags = (masks[:, None] & BIT) != 0
    return flags


def follows(hand: Masks, lead: Ints, trump: Ints, strict: bool) -> Masks:
    """``kernel.follows`` for many deals: the cards of each ``hand`` that may be played
    on ``lead`` (a card index), trumps being suit ``trump``."""
    suited = hand & SUIT[lead >> 3]
    higher = suited & ABOVE[lead]
    allowed = np.where(suited != 0, np.where(higher != 0, higher, suited), hand)
    if strict:
        trumps = hand & SUIT[trump]
        allowed = np.where((suited == 0) & (trumps != 0), trumps, allowed)
    return allowed.astype(np.uint32)


def popcount(masks: Masks) -> Ints:
    """How many cards each mask holds."""
    return np.bitwise_count(masks).astype(np.int64)


def mask_of(cards: Ints, valid: Flags | None = None) -> Masks:
    """The masks of rows of card indexes (``valid`` marks the places that count)."""
    bits = BIT[cards]
    if valid is not None:
        bits = np.where(valid, bits, np.uint32(0))
    masks: Masks = np.bitwise_or.reduce(bits, axis=1).astype(np.uint32)
    return masks
