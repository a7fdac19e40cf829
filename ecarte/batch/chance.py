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
LOOK: Final = 4
"""Words read ahead at a draw: each is accepted with probability above one half."""


class Streams:
    """Each row's 32-bit words, in the order its ``random.Random(seed)`` gives them."""

    def __init__(self, seeds: Sequence[int | str]) -> None:
        self.generators = [random.Random(seed) for seed in seeds]
        self.words = np.zeros((len(seeds), 2 * BLOCK), dtype=np.uint32)
        self.at = np.zeros(len(seeds), dtype=np.int64)
        self.end = np.zeros(len(seeds), dtype=np.int64)

    def ensure(self, rows: Ints, need: int) -> None:
        """At least ``need`` words (at most ``RESERVE``) ready for each of ``rows``."""
        short = rows[self.end[rows] - self.at[rows] < need]
        if len(short):
            self._refill(short)

    def _refill(self, rows: Ints) -> None:
        """The words left kept first, then each row's next ``BLOCK`` from its generator."""
        at, end = self.at[rows], self.end[rows]
        width = self.words.shape[1]
        kept = self.words[rows[:, None], np.minimum(at[:, None] + _KEPT, width - 1)]
        blocks = b"".join(self.generators[row].getrandbits(32 * BLOCK).to_bytes(
            4 * BLOCK, "little") for row in rows.tolist())
        self.words[rows, :RESERVE] = kept
        self.words[rows[:, None], (end - at)[:, None] + _BLOCK] = np.frombuffer(
            blocks, dtype="<u4").reshape(len(rows), BLOCK)
        self.at[rows] = 0
        self.end[rows] = end - at + BLOCK

    def reserve(self, rows: Ints) -> None:
        """Words ready for a whole shuffle's first draws (``RESERVE``) in each row."""
        self.ensure(rows, RESERVE)

    def below(self, rows: Ints, size: int) -> Ints:
        """For each row, ``random.Random._randbelow(size)``: the top ``size.bit_length()``
        bits of its next word, drawn again while not below ``size``. Each row has
        ``LOOK`` words ready at least (``reserve``)."""
        shift = np.uint32(32 - size.bit_length())
        flat = self.words.reshape(-1)
        width = self.words.shape[1]
        todo = np.arange(len(rows))
        these = rows
        result = np.empty(len(rows), dtype=np.int64)
        while True:
            at = self.at[these]
            drawn = flat[(these * width + at)[:, None] + _AHEAD] >> shift
            accepted = drawn < size
            first = accepted.argmax(axis=1)
            spot = _ROWS[:len(these)]
            found = accepted[spot, first]
            result[todo] = drawn[spot, first]
            self.at[these] = at + np.where(found, first + 1, LOOK)
            if found.all():
                return result
            todo = todo[~found]  # each of LOOK words refused
            these = rows[todo]
            self.reserve(these)


RESERVE: Final = 31 * LOOK
"""Words a shuffle of 32 cards may read ahead at its first draws."""
_AHEAD: Final = np.arange(LOOK, dtype=np.int64)
_KEPT: Final = np.arange(RESERVE, dtype=np.int64)
_BLOCK: Final = np.arange(BLOCK, dtype=np.int64)
_ROWS: Final = np.arange(1 << 20, dtype=np.int64)


def shuffled(streams: Streams, rows: Ints, packs: Ints, sizes: Ints) -> Ints:
    """``random.shuffle`` of each row's first ``sizes`` cards of ``packs`` (a copy), by
    the row's stream: for i from n-1 down to 1, swap place i with a place below i + 1."""
    if not len(rows):
        return packs.copy()
    streams.reserve(rows)
    if (sizes == sizes[0]).all():  # a whole pack a row: by columns, each one contiguous
        across = np.ascontiguousarray(packs.T)
        spot = _ROWS[:len(rows)]
        for i in range(int(sizes[0]) - 1, 0, -1):
            j = streams.below(rows, i + 1)
            held = across[i].copy()
            across[i] = across[j, spot]
            across[j, spot] = held
        return np.ascontiguousarray(across.T)
    packs = packs.copy()
    local = np.arange(len(rows))
    for i in range(int(sizes.max()) - 1, 0, -1):
        active = local[sizes > i]
        j = streams.below(rows[active], i + 1)
        held = packs[active, i]
        packs[active, i] = packs[active, j]
        packs[active, j] = held
    return packs


class Packs:
    """Each row's next packs, shuffled ahead, many rows at once: for a batch whose
    chance is deals and nothing else (no cut, no reshuffle), where a row's next deal is
    always the next shuffle of its stream."""

    def __init__(self, streams: Streams, rows: int, ahead: int = 4) -> None:
        self.streams, self.ahead = streams, ahead
        self.packs = np.zeros((rows, ahead, 32), dtype=np.int64)
        self.head = np.zeros(rows, dtype=np.int64)
        self.count = np.zeros(rows, dtype=np.int64)

    def take(self, rows: Ints) -> Ints:
        """The next pack of each of ``rows``."""
        if (self.count[rows] == 0).any():  # top up every row running short, at once
            self._top_up(np.flatnonzero(self.count <= self.ahead // 2))
        at = self.head[rows] % self.ahead
        taken: Ints = self.packs[rows, at]
        self.head[rows] += 1
        self.count[rows] -= 1
        return taken

    def _top_up(self, rows: Ints) -> None:
        need = self.ahead - self.count[rows]
        for more in range(int(need.max())):
            these = rows[need > more]
            pack = shuffled(self.streams, these, np.tile(_PACK, (len(these), 1)),
                            np.full(len(these), 32, dtype=np.int64))
            self.packs[these, (self.head[these] + self.count[these]) % self.ahead] = pack
            self.count[these] += 1


_PACK: Final = np.arange(32, dtype=np.int64)


def cut(streams: Streams, rows: Ints) -> tuple[Ints, Ints]:
    """``random.sample(DECK, 2)`` for each row (n = 32 is past the sample's small-pool
    size, so it draws places below 32 and draws again on a place already taken)."""
    streams.reserve(rows)
    first = streams.below(rows, 32)
    second = streams.below(rows, 32)
    again = np.flatnonzero(second == first)
    while len(again):
        streams.reserve(rows[again])
        second[again] = streams.below(rows[again], 32)
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
