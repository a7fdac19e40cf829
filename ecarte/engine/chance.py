"""Chance (§2, §3.6): the cut, the deal and a reshuffle of the discards, drawn from an
injected ``random.Random`` (never the global one), and the check of a deal of the cards
given by a record or a front end.

>>> import random
>>> from ecarte.engine.match import new_match
>>> dealt = chance_action(new_match(first_dealer=1), random.Random(7))
>>> len(dealt.hands[0]), len(dealt.stock), deal_cards_fault(dealt)
(5, 21, None)
"""

from __future__ import annotations

import operator
import random
from collections.abc import Callable, Sequence
from typing import Final, cast

from ecarte.engine.actions import ChanceAction, Cut, DealCards, Reshuffle
from ecarte.engine.cards import DECK, Card
from ecarte.engine.deal import reshuffle_pile
from ecarte.engine.faults import Fault, Rule
from ecarte.engine.state import CHANCE, MatchState

_PACKETS: Final = {"3-2": (3, 2), "2-3": (2, 3), "2-2-1": (2, 2, 1)}


def chance_action(state: MatchState, rng: random.Random) -> ChanceAction:
    """The chance step due now (cut, deal or reshuffle), drawn from ``rng``."""
    game = state.game
    drawn: ChanceAction
    if game is None:
        first, second = rng.sample(DECK, 2)
        drawn = Cut((first, second))
    elif state.core is None:
        drawn = deal_from_pack(_shuffled(DECK, rng), game.dealer, state.rules.packets)
    else:
        pile = [c for c in reshuffle_pile(state.core) if c is not None]
        drawn = Reshuffle(_shuffled(pile, rng))
    if state.actor == CHANCE:  # a chance step is due: what it drew is a right one
        global _DRAWN
        _DRAWN = (state, drawn)
    return drawn


_DRAWN: tuple[object, object] = (None, None)
"""The state ``chance_action`` last answered for and what it drew: one entry, replaced
whole, so that threads may share it."""


def was_drawn(state: MatchState, action: object) -> bool:
    """Whether ``chance_action(state, ...)`` gave the last answer and drew this very
    action: it is then a right deal (or cut, or reshuffle) of that state, and ``apply``
    need not count the cards again."""
    drawn_state, drawn = _DRAWN
    return drawn_state is state and drawn is action


def deal_from_pack(pack: tuple[Card, ...], dealer: int, packets: str) -> DealCards:
    """Deal a shuffled pack by packets, the elder first; the 11th card turned up."""
    hands = _HANDS[packets, dealer]
    return DealCards((hands[0](pack), hands[1](pack)), pack[10], pack[11:])


_Take = Callable[[tuple[Card, ...]], tuple[Card, ...]]


def _places(packets: str, dealer: int) -> tuple[_Take, _Take]:
    """What takes each seat's hand out of a pack dealt by ``packets``: the places of its
    cards, the elder's packet first."""
    places: tuple[list[int], list[int]] = ([], [])
    position = 0
    for size in _PACKETS[packets]:
        for seat in (1 - dealer, dealer):
            places[seat].extend(range(position, position + size))
            position += size
    return (cast(_Take, operator.itemgetter(*places[0])),  # five places: a tuple of five
            cast(_Take, operator.itemgetter(*places[1])))


_HANDS: Final = {(packets, dealer): _places(packets, dealer)
                 for packets in _PACKETS for dealer in (0, 1)}


def _shuffled(cards: Sequence[Card], rng: random.Random) -> tuple[Card, ...]:
    """``cards`` in the order ``rng.shuffle`` gives them. For a plain ``random.Random``
    this is its algorithm written out (Fisher-Yates, each draw by rejection from
    ``getrandbits``): the same draws without a method call per card, which halves the
    cost of a deal's chance step. tests/test_engine_speed_paths.py holds it to
    ``random.shuffle``."""
    pack = list(cards)
    if type(rng) is not random.Random:  # a subclass may draw otherwise
        rng.shuffle(pack)
        return tuple(pack)
    getrandbits = rng.getrandbits
    for i, size, width in _DRAWS[len(pack)]:
        j = getrandbits(width)
        while j >= size:
            j = getrandbits(width)
        pack[i], pack[j] = pack[j], pack[i]
    return tuple(pack)


_DRAWS: Final = tuple(tuple((i, i + 1, (i + 1).bit_length()) for i in range(n - 1, 0, -1))
                      for n in range(33))
"""The draws of a shuffle of ``n`` cards (``_DRAWS[n]``): the place filled, how many cards
it may take from, and the bits drawn for it."""


def deal_cards_fault(cards: DealCards) -> Fault | None:
    """What is wrong with the cards of a deal: counts and 32 distinct cards."""
    for seat, hand in enumerate(cards.hands):
        if len(hand) != 5:
            return Fault(Rule.HAND_SIZE, seat=seat, count=len(hand))
    if len(cards.stock) != 21:
        return Fault(Rule.STOCK_SIZE, count=len(cards.stock))
    every = cards.hands[0] + cards.hands[1] + (cards.turnup,) + cards.stock
    if len({card.index for card in every}) != 32:
        seen: set[Card] = set()
        for card in every:
            if card in seen:
                return Fault(Rule.DEALT_TWICE, (card,))
            seen.add(card)
    return None
