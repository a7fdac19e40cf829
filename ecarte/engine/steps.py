"""How each action moves a deal on (§3-§6): the next deal, the events it causes and the
points it scores. The action has been checked (``ecarte.engine.legal``); the match's
``apply`` calls ``STEPS`` and ``reshuffle``.

A card is played ten times a deal, so ``play`` builds the next deal as a bare tuple from
the unpacked fields (a fraction of the work of ``_replace``); the other
steps, a few a deal, use ``_replace``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypeVar

from ecarte.engine.actions import Action
from ecarte.engine.cards import DECK, Card
from ecarte.engine.deal import Deal, Hand, Phase, Score, trick_score
from ecarte.engine.events import (
    Accepted,
    CardPlayed,
    DealEnded,
    Event,
    Exchanged,
    KingDeclared,
    PlayBegins,
    Proposed,
    Refused,
    Reshuffled,
    Stood,
    TrickWon,
)
from ecarte.engine.kernel import SECOND_WINS
from ecarte.engine.options import Rules

History = tuple[tuple[int, Action], ...]
Events = tuple[Event, ...]
Step = tuple[Deal, Events, tuple[Score, ...]]
"""The next deal, the events, and the points scored."""

_STAND_OR_PROPOSE: Final = Phase.STAND_OR_PROPOSE
_ANSWER: Final = Phase.ANSWER
_DISCARD: Final = Phase.DISCARD
_PLAYING: Final = Phase.PLAY
_OVER: Final = Phase.OVER
_new: Final = tuple.__new__  # builds a NamedTuple without its __new__ (a Python call)

# Events that hold only a seat (and a card) are values like the actions: made once.
_CARD_PLAYED: Final = tuple(tuple(CardPlayed(seat, card) for card in DECK) for seat in (0, 1))
_PLAY_BEGINS: Final = (PlayBegins(0), PlayBegins(1))
_PROPOSED: Final = (Proposed(0), Proposed(1))
_ACCEPTED: Final = (Accepted(0), Accepted(1))
_KING_DECLARED: Final = (KingDeclared(0), KingDeclared(1))


def play(deal: Deal, seat: int, action: Action, rules: Rules) -> Step:
    """A card played (the action checked): the next deal, its events and its points."""
    (dealer, turnup, hands, stock, discards, phase, to_act, proposals, exchanges, penalty,
     last_round, pending, lead, leader, tricks, played, started, declared, history) = deal
    card = action.cards[0]
    hand = hands[seat]
    for at, held in enumerate(hand):  # noqa: B007 (the loop finds ``at``)
        if held is card:
            break
    else:  # a view: the card came from the unseen part of the hand
        at = hand.index(None)
    rest = hand[:at] + hand[at + 1:]
    hands = (rest, hands[1]) if seat == 0 else (hands[0], rest)
    if not started[seat]:  # the seat's first card
        started = (True, started[1]) if seat == 0 else (started[0], True)
    history = (*history, (seat, action))
    played_card = _CARD_PLAYED[seat][card.index]
    if lead is None:  # the card leads to a trick
        events: Events = (played_card,)
        lead, to_act = card, 1 - seat
    else:
        winner = seat if SECOND_WINS[turnup.suit][lead.index << 5 | card.index] else leader
        tricks = (tricks[0] + 1, tricks[1]) if winner == 0 else (tricks[0], tricks[1] + 1)
        played = (*played, (leader, lead, card))
        events = (played_card, _new(TrickWon, (winner, lead, card, tricks)))
        lead, leader, to_act = None, winner, winner
        if len(played) == 5:
            phase = _OVER
            events = (*events, _new(DealEnded, (tricks,)))
    after = _new(Deal, (dealer, turnup, hands, stock, discards, phase, to_act, proposals,
                        exchanges, penalty, last_round, pending, lead, leader, tricks, played,
                        started, declared, history))
    return after, events, (trick_score(after, rules),) if phase is _OVER else ()


def _king(deal: Deal, seat: int, action: Action, rules: Rules) -> Step:
    return (deal._replace(declared=seat, history=(*deal.history, (seat, action))),
            (_KING_DECLARED[seat],), (Score(seat, 1, ("the King of trumps declared",)),))


def _stand(deal: Deal, seat: int, action: Action, rules: Rules) -> Step:
    first = deal.stand_is_penalised()
    return _play_begins(deal, seat, action, seat if first else deal.penalty,
                        Stood(seat, penalty=first))


def _propose(deal: Deal, seat: int, action: Action, rules: Rules) -> Step:
    return (deal._replace(phase=_ANSWER, to_act=deal.dealer, proposals=deal.proposals + 1,
                          history=(*deal.history, (seat, action))), (_PROPOSED[seat],), ())


def _accept(deal: Deal, seat: int, action: Action, rules: Rules) -> Step:
    return (deal._replace(phase=_DISCARD, to_act=deal.elder,
                          history=(*deal.history, (seat, action))), (_ACCEPTED[seat],), ())


def _refuse(deal: Deal, seat: int, action: Action, rules: Rules) -> Step:
    liable = deal.refusal_is_penalised(rules)
    return _play_begins(deal, seat, action, seat if liable else deal.penalty,
                        Refused(seat, penalty=liable))


def _play_begins(deal: Deal, seat: int, action: Action, penalty: int | None,
                 said: Event) -> Step:
    """A stand or a refusal ends the exchange: the elder leads the first trick."""
    elder = deal.elder
    after = deal._replace(phase=_PLAYING, to_act=elder, leader=elder, penalty=penalty,
                          history=(*deal.history, (seat, action)))
    return after, (said, _PLAY_BEGINS[elder]), ()


def _discard(deal: Deal, seat: int, action: Action, rules: Rules) -> Step:
    cards: Hand = action.cards if action.cards else (None,) * action.count
    history = (*deal.history, (seat, action))
    if len(cards) > len(deal.stock):
        return deal._replace(phase=Phase.RESHUFFLE, pending=cards, history=history), (), ()
    after, events = _exchange(deal, seat, cards, deal.stock, deal.last_round, history)
    return after, events, ()


def reshuffle(deal: Deal, order: tuple[Card | None, ...]) -> tuple[Deal, Events]:
    """The discards, shuffled, go under what is left of the stock; the pending
    exchange draws from them, and play follows this round (§3.6). ``discards`` still
    lists every card each seat discarded this deal: after a reshuffle some of them are
    back in the stock or in a hand."""
    after, events = _exchange(deal._replace(pending=()), deal.to_act, deal.pending,
                              deal.stock + order, True, deal.history)
    return after, (Reshuffled(len(order), order), *events)


def _exchange(deal: Deal, seat: int, cards: Hand, stock: Hand, last_round: bool,
              history: History) -> tuple[Deal, Events]:
    """``seat`` discards ``cards`` and draws as many from ``stock``; then the dealer's turn
    to discard, a new round, or play (the stock spent, or this the last round)."""
    count = len(cards)
    hand = list(deal.hands[seat])
    for card in cards:  # by identity (list.remove would ask Card's slow __eq__)
        for at, held in enumerate(hand):  # noqa: B007 (the loop finds ``at``)
            if held is card:
                break
        else:
            raise ValueError(f"{card} is not in the hand")
        del hand[at]
    drawn = stock[:count]
    hand.extend(drawn)
    stock = stock[count:]
    exchanged = Exchanged(seat, count, cards, drawn, len(stock))
    elder = deal.elder
    events: Events
    if seat == elder and stock:
        phase, to_act, events = _DISCARD, deal.dealer, (exchanged,)
    elif stock and not last_round:
        phase, to_act, events = _STAND_OR_PROPOSE, elder, (exchanged,)
    else:
        phase, to_act, events = _PLAYING, elder, (exchanged, _PLAY_BEGINS[elder])
    after = deal._replace(
        hands=_for_seat(deal.hands, seat, tuple(hand)), stock=stock,
        discards=_for_seat(deal.discards, seat, deal.discards[seat] + cards),
        exchanges=_for_seat(deal.exchanges, seat, deal.exchanges[seat] + (count,)),
        phase=phase, to_act=to_act, leader=elder if phase is _PLAYING else deal.leader,
        last_round=last_round, history=history)
    return after, events


_Part = TypeVar("_Part")


def _for_seat(pair: tuple[_Part, _Part], seat: int, value: _Part) -> tuple[_Part, _Part]:
    """``pair`` with ``seat``'s part replaced by ``value``."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)


STEPS: Final[dict[str, Callable[[Deal, int, Action, Rules], Step]]] = {
    "stand": _stand, "propose": _propose, "accept": _accept, "refuse": _refuse,
    "discard": _discard, "king": _king, "play": play}
"""How each action of the deal moves it on, by the action's kind."""
