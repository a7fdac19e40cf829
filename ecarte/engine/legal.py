"""What the seat to act may do in a deal, and why not (§3-§5): the legal actions, and
the rule any other breaks, as a fact (``Fault``) that a phrasebook words.

>>> import random
>>> from ecarte.engine.match import chance_action, new_match, advance
>>> state = new_match(first_dealer=1)
>>> state, _ = advance(state, chance_action(state, random.Random(7)))
>>> [str(a) for a in deal_actions(state.deal, state.rules)]
['stand', 'propose']
>>> found = deal_fault(state.deal, 0, Action("accept"), state.rules)
>>> found.rule.value, str(found)
('no-proposal', 'there is no proposal to answer: the elder must stand or propose')
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from itertools import combinations
from typing import Any, Final, TypeVar

from ecarte.engine.actions import (
    ACCEPT,
    PROPOSE,
    REFUSE,
    STAND,
    STAND_PAT,
    Action,
)
from ecarte.engine.cards import DECK, Card
from ecarte.engine.deal import (
    HANDS,
    PHASE,
    TO_ACT,
    Deal,
    DealCore,
    Phase,
    discard_limits,
)
from ecarte.engine.faults import Fault, Rule
from ecarte.engine.follow import follow_fault, hand_mask, holds
from ecarte.engine.kernel import follows
from ecarte.engine.options import Rules

_STAND_OR_PROPOSE: Final = Phase.STAND_OR_PROPOSE
_ANSWER: Final = Phase.ANSWER
_DISCARD: Final = Phase.DISCARD
_PLAYING: Final = Phase.PLAY


def deal_actions(deal: DealCore, rules: Rules) -> list[Action]:
    """The legal actions of the seat to act in the exchange (§3), in a new list. The cards
    to play (and the King to declare) are listed by ``match.legal_actions`` itself, as
    they are asked for ten times a deal: the follow rule is ``kernel.follows``."""
    phase = deal[PHASE]
    if phase is _STAND_OR_PROPOSE:
        return [STAND, PROPOSE]
    if phase is _ANSWER:
        return [ACCEPT, REFUSE]
    if phase is _DISCARD:
        seat = deal[TO_ACT]
        fewest, most = discard_limits(deal, seat, rules)
        return _discards(tuple(c for c in deal[HANDS][seat] if c is not None), fewest, most)
    return []


_BY_INDEX: Final = operator.attrgetter("index")


def _discards(hand: tuple[Card, ...], fewest: int, most: int) -> list[Action]:
    """Every discard from ``hand`` of ``fewest`` to ``most`` cards, smallest first (a
    new list). Each discard action is made once, by the mask of its cards (the masks and
    the lookups run in C), and the lists are kept, as a hand's discards are asked for
    again and again."""
    bits = sorted([1 << card.index for card in hand])
    key = (sum(bits), fewest, most)
    found = _DISCARD_LISTS.get(key)
    if found is None:
        if not _FEW:  # filled whole by one update (in C), so another thread sees all or none
            _FEW.update({mask: discard for size in range(1, 5) for mask, discard in _made(size)})
        found = [STAND_PAT] if fewest == 0 else []
        for size in range(max(1, fewest), min(most, 4) + 1):
            found += map(_FEW.__getitem__, map(sum, combinations(bits, size)))
        if most == 5 and len(bits) == 5:  # the whole hand
            whole = _FIVE.get(key[0])
            if whole is None:
                if len(_FIVE) > 100_000:
                    _FIVE.clear()
                whole = _FIVE[key[0]] = _discard(tuple(sorted(hand, key=_BY_INDEX)))
            found.append(whole)
        _keep(_DISCARD_LISTS, key, found)
    return found[:]


def _discard(cards: tuple[Card, ...]) -> Action:
    """``Action.discard(cards)`` of cards in index order, without its sort and calls."""
    discard = _new_action(Action)
    _set_kind(discard, "discard")
    _set_cards(discard, cards)
    _set_count(discard, len(cards))
    return discard


def _made(size: int) -> Iterator[tuple[int, Action]]:
    return zip(map(sum, combinations(_BITS, size)), map(_discard, combinations(DECK, size)),
               strict=True)


_new_action: Final = object.__new__
_SLOTS: Final[dict[str, Any]] = dict(vars(Action))  # the slots' setters (it is frozen)
_set_kind: Final = _SLOTS["kind"].__set__
_set_cards: Final = _SLOTS["cards"].__set__
_set_count: Final = _SLOTS["count"].__set__
_BITS: Final = tuple(1 << index for index in range(32))
_FEW: Final[dict[int, Action]] = {}
"""The discards of one to four cards (41,880), by the mask of their cards: made the first
time a discard is listed (about 40 ms), then never again."""
_FIVE: Final[dict[int, Action]] = {}
"""The discards of a whole hand (201,376 possible), each made the first time it is listed;
past 100,000 kept, the table starts again."""


_Kept = TypeVar("_Kept")
_DISCARD_LISTS: dict[tuple[int, int, int], list[Action]] = {}


def _keep(cache: dict[Any, _Kept], key: object, value: _Kept) -> _Kept:
    if len(cache) > 100_000:
        cache.clear()
    cache[key] = value
    return value


def play_fault(deal: Deal, seat: int, card: Card, rules: Rules) -> Fault | None:
    """Why ``seat`` may not play ``card`` now, or None."""
    hand = deal.hands[seat]
    held = hand_mask(hand)
    if not held >> card.index & 1:
        return Fault(Rule.NOT_HELD, (card,))
    lead = deal.lead
    if lead is None:
        return None
    trump, strict = deal.turnup.suit, rules.trumping == "strict"
    if follows(held, lead.index, trump, strict) >> card.index & 1:
        return None
    return follow_fault(hand, card, lead, trump, strict)


def deal_fault(deal: Deal, seat: int, action: Action, rules: Rules) -> Fault | None:
    """Why ``action`` is illegal for ``seat`` now, naming the rule, or None."""
    phase, kind = deal.phase, action.kind
    if kind in _ALLOWED[phase]:
        return _CHECKS[kind](deal, seat, action, rules)
    if phase is _DISCARD:
        return Fault(Rule.DISCARD_NOW, seat=seat, dealer=seat != deal.elder)
    return Fault(_NOT_NOW.get(phase, {}).get(kind, Rule.NOT_NOW))


def _no_fault(deal: Deal, seat: int, action: Action, rules: Rules) -> None:
    return None


def _card_fault(deal: Deal, seat: int, action: Action, rules: Rules) -> Fault | None:
    return play_fault(deal, seat, action.cards[0], rules)


def _king_fault(deal: Deal, seat: int, action: Action, rules: Rules) -> Fault | None:
    if rules.king == "auto":
        return Fault(Rule.KING_AUTO)
    if deal.declared is not None:
        return Fault(Rule.KING_DECLARED)
    if not holds(deal.hands[seat], deal.king_of_trumps):
        return Fault(Rule.KING_NOT_HELD, (deal.king_of_trumps,))
    if deal.started[seat]:
        return Fault(Rule.KING_LATE)
    return None


def _discard_fault(deal: Deal, seat: int, action: Action, rules: Rules) -> Fault | None:
    fewest, most = deal.discard_limits(seat, rules)
    hand = deal.hands[seat]
    if action.hidden:  # only for a seat whose hand is unknown (a view of it)
        if hand.count(None) < action.count:
            return Fault(Rule.DISCARD_UNNAMED)
        return None if fewest <= action.count <= most else \
            Fault(Rule.EXCHANGE_NOT_NOW, count=action.count)
    for card in action.cards:
        if not holds(hand, card):
            return Fault(Rule.NOT_HELD, (card,))
    if len(action.cards) > most:
        if most < 5:
            return Fault(Rule.STOCK_SHORT, count=most)
        return Fault(Rule.DISCARD_MOST)
    if len(action.cards) < fewest:
        return Fault(Rule.DISCARD_LEAST)
    return None


_CHECKS: Final[dict[str, Callable[[Deal, int, Action, Rules], Fault | None]]] = {
    "stand": _no_fault, "propose": _no_fault, "accept": _no_fault, "refuse": _no_fault,
    "discard": _discard_fault, "king": _king_fault, "play": _card_fault}
"""The checks of an action of the deal, in the phase that allows it."""

_ALLOWED: Final[dict[Phase, frozenset[str]]] = {
    _STAND_OR_PROPOSE: frozenset({"stand", "propose"}),
    _ANSWER: frozenset({"accept", "refuse"}),
    _DISCARD: frozenset({"discard"}),
    Phase.RESHUFFLE: frozenset(),
    _PLAYING: frozenset({"play", "king"}),
    Phase.OVER: frozenset(),
}
"""The kinds of action each phase of the deal allows."""

_NO_PROPOSAL: Final = Rule.NO_PROPOSAL
_CHOOSE_FIRST: Final = Rule.CHOOSE_FIRST
_ONLY_THE_ELDER: Final = Rule.ONLY_THE_ELDER
_ANSWER_FIRST: Final = Rule.ANSWER_FIRST
_EXCHANGE_OVER: Final = Rule.EXCHANGE_OVER
_NOT_NOW: Final[dict[Phase, dict[str, Rule]]] = {
    _STAND_OR_PROPOSE: {"accept": _NO_PROPOSAL, "refuse": _NO_PROPOSAL,
                        "discard": _CHOOSE_FIRST, "king": _CHOOSE_FIRST, "play": _CHOOSE_FIRST},
    _ANSWER: {"stand": _ONLY_THE_ELDER, "propose": _ONLY_THE_ELDER,
              "discard": _ANSWER_FIRST, "king": _ANSWER_FIRST, "play": _ANSWER_FIRST},
    _PLAYING: dict.fromkeys(("stand", "propose", "accept", "refuse", "discard"),
                            _EXCHANGE_OVER),
}
"""Why an action of the deal is refused in a phase that does not allow it (the discard
phase names the seat: see ``deal_fault``)."""
