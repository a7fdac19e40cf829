"""Chance for many deals at once, drawn exactly as the scalar engine draws it.

Each row has its own ``random.Random(seed)``; the engine's ``chance_action`` draws a
deal's pack by a Fisher-Yates shuffle whose every draw is ``getrandbits(width)`` with
rejection, i.e. the top ``width`` bits of the generator's next 32-bit word. ``Streams``
takes each row's words from its generator in blocks (one call in C gives 624 of them:
``getrandbits(19968)`` is those words, first word lowest), and the shuffle below reads
them for all rows at once, so a row's cards are those ``chance_action`` deals from a
generator seeded the same, draw for draw.

>>> import random
>>> from ecarte.engine import new_match, chance_action
>>> streams = Streams([7, 8])
>>> packs = shuffled(streams, np.arange(2), np.tile(np.arange(32), (2, 1)), np.array([32, 32]))
>>> dealt = chance_action(new_match(first_dealer=1), random.Random(8))
>>> [int(i) for i in packs[1, 11:14]] == [c.index for c in dealt.stock[:3]]
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

import numpy as np

from ecarte.batch.tables import Ints

BLOCK: Final = 624
"""The words a generator gives in one call (its whole state)."""
LOOK: Final = 8
"""Words read ahead at a draw: each is accepted with probability above one half."""


class Streams:
    """Each row's 32-bit words, in the order its ``random.Random(seed)`` gives them."""

    def __init__(self, seeds: Sequence[int | str]) -> None:
        self.generators = [random.Random(seed) for seed in seeds]
        self.words = np.zeros((len(seeds), 2 * BLOCK), dtype=np.uint32)
        self.at = np.zeros(len(seeds), dtype=np.int64)
        self.end = np.zeros(len(seeds), dtype=np.int64)

    def ensure(self, rows: Ints, need: int) -> None:
        """At least ``need`` words (at most ``BLOCK``) ready for each of ``rows``."""
        short = rows[self.end[rows] - self.at[rows] < need]
        for row in short.tolist():
            self._refill(row)

    def _refill(self, row: int) -> None:
        at, end = int(self.at[row]), int(self.end[row])
        left = end - at
        words = self.words[row]
        words[:left] = words[at:end]
        block = self.generators[row].getrandbits(32 * BLOCK).to_bytes(4 * BLOCK, "little")
        words[left:left + BLOCK] = np.frombuffer(block, dtype="<u4")
        self.at[row], self.end[row] = 0, left + BLOCK

    def below(self, rows: Ints, sizes: Ints) -> Ints:
        """For each row, ``random.Random._randbelow(size)``: the top ``size.bit_length()``
        bits of its next word, drawn again while not below ``size``."""
        result = np.empty(len(rows), dtype=np.int64)
        todo = np.arange(len(rows))
        while len(todo):
            these = rows[todo]
            self.ensure(these, LOOK)
            size = sizes[todo]
            shift = (32 - _bit_length(size)).astype(np.uint32)
            places = self.at[these, None] + _AHEAD
            drawn = (self.words[these[:, None], places] >> shift[:, None]).astype(np.int64)
            accepted = drawn < size[:, None]
            first = accepted.argmax(axis=1)
            found = accepted[_ROWS[:len(todo)], first]
            result[todo] = drawn[_ROWS[:len(todo)], first]
            self.at[these] += np.where(found, first + 1, LOOK)
            todo = todo[~found]
        return result


_AHEAD: Final = np.arange(LOOK, dtype=np.int64)
_ROWS: Final = np.arange(1 << 16, dtype=np.int64)


def _bit_length(sizes: Ints) -> Ints:
    return np.floor(np.log2(np.maximum(sizes, 1))).astype(np.int64) + 1


def shuffled(streams: Streams, rows: Ints, packs: Ints, sizes: Ints) -> Ints:
    """``random.shuffle`` of each row's first ``sizes`` cards of ``packs`` (a copy), by
    the row's stream: for i from n-1 down to 1, swap place i with a place below i + 1."""
    packs = packs.copy()
    if not len(rows):
        return packs
    local = np.arange(len(rows))
    for i in range(int(sizes.max()) - 1, 0, -1):
        active = local[sizes > i]
        j = streams.below(rows[active], np.full(len(active), i + 1, dtype=np.int64))
        held = packs[active, i].copy()
        packs[active, i] = packs[active, j]
        packs[active, j] = held
    return packs


def cut(streams: Streams, rows: Ints) -> tuple[Ints, Ints]:
    """``random.sample(DECK, 2)`` for each row (n = 32 is past the sample's small-pool
    size, so it draws places below 32 and draws again on a place already taken)."""
    first = streams.below(rows, np.full(len(rows), 32, dtype=np.int64))
    second = streams.below(rows, np.full(len(rows), 32, dtype=np.int64))
    again = np.flatnonzero(second == first)
    while len(again):
        second[again] = streams.below(rows[again], np.full(len(again), 32, dtype=np.int64))
        again = again[second[again] == first[again]]
    return first, second


def places(packets: str, dealer: int) -> tuple[list[int], list[int]]:
    """The places in the pack of each seat's five cards, dealt by ``packets`` (as
    ``chance.deal_from_pack``: the elder's packet first)."""
    sizes = {"3-2": (3, 2), "2-3": (2, 3), "2-2-1": (2, 2, 1)}[packets]
    taken: tuple[list[int], list[int]] = ([], [])
    position = 0
    for size in sizes:
        for seat in (1 - dealer, dealer):
            taken[seat].extend(range(position, position + size))
            position += size
    return taken
