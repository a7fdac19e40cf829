"""How each action moves a deal on (§3-§6): the next deal, the events it causes and the
points it scores. The action has been checked (``ecarte.engine.legal``); the match's
``apply`` calls ``STEPS`` and ``reshuffle``.

A deal moves on as a ``DealCore`` (``Deal``'s fields in a plain tuple): each step copies
it to a list, sets the places that change, and makes it a tuple again. A card played, ten
times a deal, is the match's own quick step (``match._play``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypeVar

from ecarte.engine.actions import Action
from ecarte.engine.cards import DECK, Card
from ecarte.engine.deal import (
    DEALER,
    DECLARED,
    DISCARDS,
    EXCHANGES,
    HANDS,
    HISTORY,
    LAST_ROUND,
    LEADER,
    PENALTY,
    PENDING,
    PHASE,
    PROPOSALS,
    STOCK,
    TO_ACT,
    Chain,
    DealCore,
    Hand,
    Phase,
    Score,
    refusal_is_penalised,
    stand_is_penalised,
)
from ecarte.engine.events import (
    Accepted,
    CardPlayed,
    Event,
    Exchanged,
    KingDeclared,
    PlayBegins,
    Proposed,
    Reason,
    Refused,
    Reshuffled,
    Stood,
    Why,
)
from ecarte.engine.options import Rules

Events = tuple[Event, ...]
Step = tuple[DealCore, Events, tuple[Score, ...]]
"""The next deal, the events, and the points scored."""

_STAND_OR_PROPOSE: Final = Phase.STAND_OR_PROPOSE
_ANSWER: Final = Phase.ANSWER
_DISCARD: Final = Phase.DISCARD
_PLAYING: Final = Phase.PLAY
_RESHUFFLE: Final = Phase.RESHUFFLE
_OVER: Final = Phase.OVER
_new: Final = tuple.__new__  # builds a NamedTuple without its __new__ (a Python call)

# Events that hold only a seat (and a card) are values like the actions: made once.
CARD_PLAYED: Final = tuple(tuple(CardPlayed(seat, card) for card in DECK) for seat in (0, 1))
_PLAY_BEGINS: Final = (PlayBegins(0), PlayBegins(1))
_PROPOSED: Final = (Proposed(0), Proposed(1))
_ACCEPTED: Final = (Accepted(0), Accepted(1))
_KING_DECLARED: Final = (KingDeclared(0), KingDeclared(1))
_STOOD: Final = tuple((Stood(seat, False), Stood(seat, True)) for seat in (0, 1))
_REFUSED: Final = tuple((Refused(seat, False), Refused(seat, True)) for seat in (0, 1))


def _king(deal: DealCore, seat: int, action: Action, rules: Rules) -> Step:
    after = [*deal]
    after[DECLARED] = seat
    after[HISTORY] = (deal[HISTORY], seat, action)
    return (tuple(after), (_KING_DECLARED[seat],),
            (Score(seat, 1, (Reason(Why.KING_DECLARED),)),))


def _stand(deal: DealCore, seat: int, action: Action, rules: Rules) -> Step:
    first = stand_is_penalised(deal)
    return _play_begins(deal, seat, action, seat if first else deal[PENALTY],
                        _STOOD[seat][first])


def _propose(deal: DealCore, seat: int, action: Action, rules: Rules) -> Step:
    after = [*deal]
    after[PHASE] = _ANSWER
    after[TO_ACT] = deal[DEALER]
    after[PROPOSALS] += 1
    after[HISTORY] = (deal[HISTORY], seat, action)
    return tuple(after), (_PROPOSED[seat],), ()


def _accept(deal: DealCore, seat: int, action: Action, rules: Rules) -> Step:
    after = [*deal]
    after[PHASE] = _DISCARD
    after[TO_ACT] = 1 - deal[DEALER]  # the elder discards first
    after[HISTORY] = (deal[HISTORY], seat, action)
    return tuple(after), (_ACCEPTED[seat],), ()


def _refuse(deal: DealCore, seat: int, action: Action, rules: Rules) -> Step:
    liable = refusal_is_penalised(deal, rules)
    return _play_begins(deal, seat, action, seat if liable else deal[PENALTY],
                        _REFUSED[seat][liable])


def _play_begins(deal: DealCore, seat: int, action: Action, penalty: int | None,
                 said: Event) -> Step:
    """A stand or a refusal ends the exchange: the elder leads the first trick."""
    elder = 1 - deal[DEALER]
    after = [*deal]
    after[PHASE] = _PLAYING
    after[TO_ACT] = after[LEADER] = elder
    after[PENALTY] = penalty
    after[HISTORY] = (deal[HISTORY], seat, action)
    return tuple(after), (said, _PLAY_BEGINS[elder]), ()


def _discard(deal: DealCore, seat: int, action: Action, rules: Rules) -> Step:
    cards: Hand = action.cards if action.cards else (None,) * action.count
    history = (deal[HISTORY], seat, action)
    stock = deal[STOCK]
    if len(cards) > len(stock):  # the discards are reshuffled first (a chance step)
        after = [*deal]
        after[PHASE] = _RESHUFFLE
        after[PENDING] = cards
        after[HISTORY] = history
        return tuple(after), (), ()
    exchanged, events = _exchange(deal, seat, cards, stock, deal[LAST_ROUND], history)
    return exchanged, events, ()


def reshuffle(deal: DealCore, order: tuple[Card | None, ...]) -> tuple[DealCore, Events]:
    """The discards, shuffled, go under what is left of the stock; the pending
    exchange draws from them, and play follows this round (§3.6). ``discards`` still
    lists every card each seat discarded this deal: after a reshuffle some of them are
    back in the stock or in a hand."""
    after, events = _exchange(deal, deal[TO_ACT], deal[PENDING], deal[STOCK] + order, True,
                              deal[HISTORY])
    return after, (Reshuffled(len(order), order), *events)


def _exchange(deal: DealCore, seat: int, cards: Hand, stock: Hand, last_round: bool,
              history: Chain) -> tuple[DealCore, Events]:
    """``seat`` discards ``cards`` and draws as many from ``stock``; then the dealer's turn
    to discard, a new round, or play (the stock spent, or this the last round)."""
    count = len(cards)
    hand = [*deal[HANDS][seat]]
    for card in cards:
        try:
            hand.remove(card)  # by identity: cards are singletons (None in a view)
        except ValueError:
            raise ValueError(f"{card} is not in the hand") from None
    drawn = stock[:count]
    hand += drawn
    stock = stock[count:]
    dealer = deal[DEALER]
    elder = 1 - dealer
    events: Events = (_new(Exchanged, (seat, count, cards, drawn, len(stock))),)
    after = [*deal]
    if seat == elder and stock:
        after[PHASE], after[TO_ACT] = _DISCARD, dealer
    elif stock and not last_round:
        after[PHASE], after[TO_ACT] = _STAND_OR_PROPOSE, elder
    else:
        after[PHASE] = _PLAYING
        after[TO_ACT] = after[LEADER] = elder
        events = (*events, _PLAY_BEGINS[elder])
    after[HANDS] = _for_seat(deal[HANDS], seat, tuple(hand))
    after[STOCK] = stock
    after[DISCARDS] = _for_seat(deal[DISCARDS], seat, deal[DISCARDS][seat] + cards)
    after[EXCHANGES] = _for_seat(deal[EXCHANGES], seat, deal[EXCHANGES][seat] + (count,))
    after[LAST_ROUND] = last_round
    after[PENDING] = ()
    after[HISTORY] = history
    return tuple(after), events


_Part = TypeVar("_Part")


def _for_seat(pair: tuple[_Part, _Part], seat: int, value: _Part) -> tuple[_Part, _Part]:
    """``pair`` with ``seat``'s part replaced by ``value``."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)


STEPS: Final[dict[str, Callable[[DealCore, int, Action, Rules], Step]]] = {
    "stand": _stand, "propose": _propose, "accept": _accept, "refuse": _refuse,
    "discard": _discard, "king": _king}
"""How each action of the deal moves it on, by the action's kind."""
