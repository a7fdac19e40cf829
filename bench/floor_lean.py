"""The leanest immutable engine we could write for the club rules, to measure how fast
an engine with the API's shape can run the bench loop (``bench/engine_speed.py --floor``).
It is a measure and a blueprint, not a second engine: nothing imports it.

What it keeps of the real engine's contract: immutable states, a new list of ``Action``
objects from ``legal_actions`` (``concede`` last), ``apply`` that accepts only what was
just listed for that very state and returns the next state and a tuple of events (a
card played, a trick won, the exchange, points...), the history of the deal's actions,
and chance from the same shuffle. What it leaves out: any other rule option, views,
faults and their sentences, checking an action that was not listed, a match of more
than one game.

How it is lean (each step's figure is in its commit on the ``floor`` branch): a state is
``State(actor, game, core)`` with ``core`` a plain tuple (cheaper to unpack and build than a
named tuple); hands hold their ``play`` actions, with their bitmasks beside them, so a
lead's listing is the hand and a follow's is the hand filtered in C by a table of allowed
plays; the history is a chain ``(earlier, seat, action)``, never copied; the seat that may
declare the King is fixed when play begins; a card leaves the hand through a table of
item getters; discards of one to four cards come from a table made at import (41,880),
five-card ones are made once; events without a Python constructor call.

With the same seed it plays the same deals as the engine, action for action (the loop's
``rng.choice`` picks from the same lists; ``engine_speed.py --floor`` checks 2,000 deals of
two seeds first).
"""

from __future__ import annotations

import random
from itertools import combinations
from operator import attrgetter, itemgetter
from typing import Final, NamedTuple

from floor_null import shuffled  # bench/ is the importing script's folder

CHANCE: Final = -1


class Card:
    __slots__ = ("index", "rank", "suit")

    def __init__(self, index: int) -> None:
        self.index, self.suit, self.rank = index, index >> 3, index & 7


DECK: Final = tuple(Card(index) for index in range(32))


class Action:
    __slots__ = ("bit", "card", "cards", "count", "index", "kind", "played")

    def __init__(self, kind: str, cards: tuple[Card, ...] = ()) -> None:
        self.kind, self.cards, self.count = kind, cards, len(cards)
        self.card = cards[0] if cards else None
        self.index = cards[0].index if cards else -1
        self.bit = 1 << self.index if cards else 0
        self.played: tuple[CardPlayed, CardPlayed] | None = None  # a play's event, by seat

    def __str__(self) -> str:
        return " ".join([self.kind, *(str(card.index) for card in self.cards)])


STAND, PROPOSE, ACCEPT, REFUSE, KING, CONCEDE = (
    Action(kind) for kind in ("stand", "propose", "accept", "refuse", "king", "concede"))
_PLAYS: Final = tuple(Action("play", (card,)) for card in DECK)  # a hand holds its plays
_PLAY_OF: Final = dict(zip(DECK, _PLAYS, strict=True)).__getitem__


class CardPlayed(NamedTuple):
    seat: int
    card: Card


class TrickWon(NamedTuple):
    winner: int
    lead: Card
    follow: Card
    tricks: tuple[int, int]


class Dealt(NamedTuple):
    dealer: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    stock: int


class TurnedUp(NamedTuple):
    card: Card


class Said(NamedTuple):
    """Stood, proposed, accepted, refused, play begins, King declared: a seat and a word."""

    what: str
    seat: int


class Exchanged(NamedTuple):
    seat: int
    count: int
    discarded: tuple[Card, ...]
    drawn: tuple[Card, ...]
    stock: int


class DealEnded(NamedTuple):
    tricks: tuple[int, int]


class PointsScored(NamedTuple):
    seat: int
    points: int
    reason: str
    score: tuple[int, int]


class GameWon(NamedTuple):
    winner: int
    score: tuple[int, int]


Event = (CardPlayed | TrickWon | Dealt | TurnedUp | Said | Exchanged | DealEnded
         | PointsScored | GameWon)
_new: Final = tuple.__new__
for _play in _PLAYS:  # one event per (seat, card), shared: a card played is the same each time
    _play.played = (CardPlayed(0, _play.card), CardPlayed(1, _play.card))
_SAID: Final = {(what, seat): Said(what, seat) for seat in (0, 1)
                for what in ("stood", "proposed", "accepted", "refused", "play", "king")}
_SUIT_MASKS: Final = tuple(0xFF << (8 * suit) for suit in range(4))
_KING: Final = 7  # the rank of a King, seven to King counting from 0
STAND_OR_PROPOSE, ANSWER, DISCARD, PLAY = range(4)
NO_ONE: Final = -1  # the phase while no seat is to act: chance, or the match is over


def _beats(card: int, lead: int, trump: int) -> bool:
    if card >> 3 == lead >> 3:
        return card > lead
    return card >> 3 == trump


_SECOND_WINS: Final = tuple(bytes(_beats(follow, lead, trump) for lead in range(32)
                                  for follow in range(32)) for trump in range(4))
# For each lead: its suit's cards, those that beat it, and the trumps under each trump.
_SUITED: Final = tuple(_SUIT_MASKS[lead >> 3] for lead in range(32))
_HIGHER: Final = tuple(_SUIT_MASKS[lead >> 3] & ~((2 << lead) - 1) for lead in range(32))
# the plays allowed when following, by their mask (always within one suit)
_ALLOWED: Final = {mask << (8 * suit): frozenset(_PLAYS[8 * suit + rank] for rank in range(8)
                                                 if mask >> rank & 1).__contains__
                   for suit in range(4) for mask in range(1, 256)}


class Setup(NamedTuple):
    dealer: int
    trump: int
    score: tuple[int, int]
    deals: int


Hand = tuple[Action, ...]  # the plays of the cards held, in the order they came


class State(NamedTuple):
    """What the loop reads by name (``actor``, ``game``), and the rest in one plain tuple:
    (phase, trump, hand0, hand1, held0, held1, stock, lead, leader, tricks, history, king,
    proposals, penalty), a plain tuple being the cheapest to unpack and to build."""

    actor: int | None
    game: Setup
    core: Core


# core: the phase; the trump suit; each hand's plays and its mask; the stock; the play that
# leads the trick, or None, and its seat; the tricks won; the history, as (earlier history,
# seat, action), () at the deal; the seat that may still declare the King (-1: none); the
# proposals made; the seat that stood or refused without a proposal before, or None
Core = tuple[int, int, Hand, Hand, int, int, tuple[Card, ...], Action | None, int,
             tuple[int, int], tuple[object, ...], int, int, int | None]


class Rules:
    @staticmethod
    def preset(name: str) -> Rules:
        return Rules()


def new_match(rules: Rules | None = None, first_dealer: int = 0) -> State:
    return State(CHANCE, Setup(first_dealer, 0, (0, 0), 0),
                 (NO_ONE, 0, (), (), 0, 0, (), None, 0, (0, 0), (), -1, 0, None))


_LISTED: tuple[State | None, tuple[Action, ...]] = (None, ())


def legal_actions(state: State) -> list[Action]:
    global _LISTED
    actor, _, core = state
    phase, trump, hand0, hand1, held0, held1, stock, lead, _, _, _, king, _, _ = core
    if phase == PLAY:
        hand = hand1 if actor else hand0
        if lead is not None:
            held = held1 if actor else held0
            index = lead.index
            suited = held & _SUITED[index]
            allowed = (suited & _HIGHER[index] or suited) if suited else held & _SUIT_MASKS[trump]
            if allowed and allowed != held:
                hand = tuple(filter(_ALLOWED[allowed], hand))
        if king == actor:
            hand = (KING, *hand)
        _LISTED = (state, hand)  # concede aside, which apply refuses in any case
        return [*hand, CONCEDE]
    elif phase == STAND_OR_PROPOSE:
        listed = (STAND, PROPOSE, CONCEDE)
    elif phase == ANSWER:
        listed = (ACCEPT, REFUSE, CONCEDE)
    elif phase == DISCARD:
        listed = _discards(hand1 if actor else hand0, len(stock))
    else:
        return []
    _LISTED = (state, listed)
    return list(listed)


class _Discards(dict[tuple[Card, ...], Action]):
    """Each discard, by its cards in order: one to four cards from a table made at import
    (41,880), five cards made the first time they are listed (201,376 hands)."""

    def __missing__(self, cards: tuple[Card, ...]) -> Action:
        action = self[cards] = Action("discard", cards)
        return action


_DISCARD: Final = _Discards({cards: Action("discard", cards) for size in range(1, 5)
                             for cards in combinations(DECK, size)})
_by_index: Final = attrgetter("index")
_card_of: Final = attrgetter("card")
_bit_of: Final = attrgetter("bit")


def _discards(hand: Hand, stock: int) -> tuple[Action, ...]:
    ordered = [*map(_card_of, sorted(hand, key=_by_index))]
    found: list[Action] = []
    most = 5 if stock > 5 else stock
    for size in range(1, 5 if most > 4 else most + 1):
        found += map(_DISCARD.__getitem__, combinations(ordered, size))
    if most == 5:
        found.append(_DISCARD[tuple(ordered)])
    found.append(CONCEDE)
    return tuple(found)


def chance_action(state: State, rng: random.Random) -> tuple[Card, ...]:
    return shuffled(DECK, rng)


Outcome = tuple[State, tuple[Event, ...]]


def _score(seat: int, points: int, reason: str, events: tuple[Event, ...],
           after: State) -> Outcome:
    actor, (dealer, trump, score, deals), core = after
    score = (score[0] + points, score[1]) if seat == 0 else (score[0], score[1] + points)
    events = (*events, _new(PointsScored, (seat, points, reason, score)))
    game = _new(Setup, (dealer, trump, score, deals))
    if score[seat] >= 5:  # the game, and the match of one game
        return (_new(State, (None, game, (NO_ONE, *core[1:]))),
                (*events, _new(GameWon, (seat, score))))
    return _new(State, (actor, game, core)), events


def apply(state: State, action: Action | tuple[Card, ...]) -> Outcome:
    listed_state, listed = _LISTED
    actor, game, core = state
    if listed_state is not state or action not in listed:
        if actor == CHANCE:
            assert isinstance(action, tuple)
            return _deal(game, action)
        raise ValueError("not listed")
    (phase, trump, hand0, hand1, held0, held1, stock, lead, leader, tricks, history, king,
     proposals, penalty) = core
    history = (history, actor, action)
    kind = action.kind
    if kind == "play":
        if actor:
            hand1 = _DROP[len(hand1)][hand1.index(action)](hand1)
            held1 ^= action.bit
        else:
            hand0 = _DROP[len(hand0)][hand0.index(action)](hand0)
            held0 ^= action.bit
        if king == actor:
            king = -1
        played = action.played[actor]
        if lead is None:
            return (_new(State, (1 - actor, game, (PLAY, trump, hand0, hand1, held0, held1,
                                                   stock, action, actor, tricks, history, king,
                                                   proposals, penalty))),
                    (played,))
        winner = actor if _SECOND_WINS[trump][lead.index << 5 | action.index] else leader
        tricks = (tricks[0] + 1, tricks[1]) if winner == 0 else (tricks[0], tricks[1] + 1)
        events: tuple[Event, ...] = (played,
                                     _new(TrickWon, (winner, lead.card, action.card, tricks)))
        if tricks[0] + tricks[1] < 5:
            return (_new(State, (winner, game, (PLAY, trump, hand0, hand1, held0, held1, stock,
                                                None, winner, tricks, history, king, proposals,
                                                penalty))), events)
        after = _new(State, (CHANCE, game, (NO_ONE, trump, hand0, hand1, held0, held1, stock,
                                            None, winner, tricks, history, king, proposals,
                                            penalty)))
        won = 0 if tricks[0] >= 3 else 1
        points = 2 if tricks[won] == 5 or penalty == 1 - won else 1
        return _score(won, points, "the tricks", (*events, _new(DealEnded, (tricks,))), after)
    dealer = game.dealer
    elder = 1 - dealer
    if kind == "stand" or kind == "refuse":
        if proposals == 0 or (kind == "refuse" and proposals == 1):
            penalty = actor
        return (_new(State, (elder, game, (PLAY, trump, hand0, hand1, held0, held1, stock, None,
                                           elder, tricks, history,
                                           _king_of(trump, hand0, hand1), proposals,
                                           penalty))),
                (_SAID["stood" if kind == "stand" else "refused", actor], _SAID["play", elder]))
    if kind == "propose":
        return (_new(State, (dealer, game, (ANSWER, trump, hand0, hand1, held0, held1, stock,
                                            None, leader, tricks, history, king, proposals + 1,
                                            penalty))),
                (_SAID["proposed", actor],))
    if kind == "accept":
        return (_new(State, (elder, game, (DISCARD, trump, hand0, hand1, held0, held1, stock,
                                           None, leader, tricks, history, king, proposals,
                                           penalty))),
                (_SAID["accepted", actor],))
    if kind == "discard":
        return _exchange(game, core, actor, action, history)
    assert kind == "king"
    after = _new(State, (actor, game, (phase, trump, hand0, hand1, held0, held1, stock, lead,
                                       leader, tricks, history, -1, proposals, penalty)))
    return _score(actor, 1, "the King declared", (_SAID["king", actor],), after)


# _DROP[n][at](hand): the hand of n cards without its card at ``at``, as a new tuple
_DROP: Final = ((), *(tuple(itemgetter(slice(1, None)) if at == 0
                            else itemgetter(slice(0, at)) if at == n - 1
                            else itemgetter(*range(at), *range(at + 1, n)) for at in range(n))
                      for n in range(1, 6)))


def _king_of(trump: int, hand0: Hand, hand1: Hand) -> int:
    """The seat that holds the trump King as play begins, or -1."""
    king = _PLAYS[trump * 8 + _KING]
    return 0 if king in hand0 else 1 if king in hand1 else -1


def _deal(game: Setup, pack: tuple[Card, ...]) -> Outcome:
    dealer = 1 - game.dealer if game.deals else game.dealer
    elder = 1 - dealer
    first, second = pack[0:3] + pack[6:8], pack[3:6] + pack[8:10]
    hands = (second, first) if dealer == 0 else (first, second)
    hand0 = tuple(map(_PLAY_OF, hands[0]))
    hand1 = tuple(map(_PLAY_OF, hands[1]))
    turnup = pack[10]
    trump = turnup.suit
    game = _new(Setup, (dealer, trump, game.score, game.deals + 1))
    after = _new(State, (elder, game, (STAND_OR_PROPOSE, trump, hand0, hand1,
                                       sum(map(_bit_of, hand0)), sum(map(_bit_of, hand1)),
                                       pack[11:], None, elder, (0, 0), (), -1, 0, None)))
    events: tuple[Event, ...] = (_new(Dealt, (dealer, hands, 21)), _new(TurnedUp, (turnup,)))
    if turnup.rank == _KING:
        return _score(dealer, 1, "the King turned up", events, after)
    return after, events


def _exchange(game: Setup, core: Core, seat: int, action: Action,
              history: tuple[object, ...]) -> Outcome:
    _, trump, hand0, hand1, held0, held1, stock, _, leader, tricks, _, _, proposals, \
        penalty = core
    cards = action.cards
    count = len(cards)
    drawn = stock[:count]
    stock = stock[count:]
    hand = tuple([play for play in (hand1 if seat else hand0) if play.card not in cards]
                 + [*map(_PLAY_OF, drawn)])
    if seat:
        hand1, held1 = hand, sum(map(_bit_of, hand))
    else:
        hand0, held0 = hand, sum(map(_bit_of, hand))
    exchanged = _new(Exchanged, (seat, count, cards, drawn, len(stock)))
    dealer = game.dealer
    elder = 1 - dealer
    if seat == elder and stock:
        return (_new(State, (dealer, game, (DISCARD, trump, hand0, hand1, held0, held1, stock,
                                            None, leader, tricks, history, -1, proposals,
                                            penalty))), (exchanged,))
    if stock:
        return (_new(State, (elder, game, (STAND_OR_PROPOSE, trump, hand0, hand1, held0, held1,
                                           stock, None, leader, tricks, history, -1, proposals,
                                           penalty))), (exchanged,))
    return (_new(State, (elder, game, (PLAY, trump, hand0, hand1, held0, held1, stock, None,
                                       elder, tricks, history, _king_of(trump, hand0, hand1),
                                       proposals, penalty))),
            (exchanged, _SAID["play", elder]))
