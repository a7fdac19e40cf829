"""The leanest immutable engine we could write for the club rules, to measure how fast
any engine with the API's shape can run the bench loop (``bench/engine_speed.py --floor``).

What it keeps of the real engine's contract: immutable states (one flat named tuple; the
fields that change once a deal are shared in ``Setup``, those that change a few times in
``Terms``), a new list of ``Action`` objects from ``legal_actions`` (``concede`` included),
``apply`` that accepts only what was just listed and returns the next state and a tuple
of events, and chance from the same shuffle. What it leaves out, to be a floor: any other
rule option, views, faults and their sentences, checking an action that was not listed,
the match above one game, history of anything but the actions.

With the same seed it plays the same deals as the engine, action for action (the loop's
``rng.choice`` picks from the same lists; ``engine_speed.py --floor`` checks 200 deals
first).
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Final, NamedTuple

CHANCE: Final = -1
_SUIT_MASKS: Final = tuple(0xFF << (8 * suit) for suit in range(4))
_KING: Final = 7  # the rank of a King, seven to King counting from 0
STAND_OR_PROPOSE, ANSWER, DISCARD, PLAY = range(4)


class Card:
    __slots__ = ("index", "rank", "suit")

    def __init__(self, index: int) -> None:
        self.index, self.suit, self.rank = index, index >> 3, index & 7


DECK: Final = tuple(Card(index) for index in range(32))


class Action:
    __slots__ = ("cards", "count", "kind")

    def __init__(self, kind: str, cards: tuple[Card, ...] = ()) -> None:
        self.kind, self.cards, self.count = kind, cards, len(cards)

    def __str__(self) -> str:
        return " ".join([self.kind, *(str(card.index) for card in self.cards)])


STAND, PROPOSE, ACCEPT, REFUSE, KING, CONCEDE = (
    Action(kind) for kind in ("stand", "propose", "accept", "refuse", "king", "concede"))
_PLAYS: Final = tuple(Action("play", (card,)) for card in DECK)


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
_CARD_PLAYED: Final = tuple(tuple(CardPlayed(seat, card) for card in DECK) for seat in (0, 1))
_SAID: Final = {(what, seat): Said(what, seat) for seat in (0, 1)
                for what in ("stood", "proposed", "accepted", "refused", "play", "king")}


def _beats(card: int, lead: int, trump: int) -> bool:
    if card >> 3 == lead >> 3:
        return card > lead
    return card >> 3 == trump


_SECOND_WINS: Final = tuple(bytes(_beats(follow, lead, trump) for lead in range(32)
                                  for follow in range(32)) for trump in range(4))


def _follows(hand: int, lead: int, trump: int) -> int:
    suited = hand & _SUIT_MASKS[lead >> 3]
    if suited:
        return suited & ~((2 << lead) - 1) or suited
    return hand & _SUIT_MASKS[trump] or hand


class Setup(NamedTuple):
    dealer: int
    trump: int
    score: tuple[int, int]
    deals: int


class Terms(NamedTuple):
    penalty: int | None
    declared: int | None
    proposals: int


Hands = tuple[tuple[Card, ...], tuple[Card, ...]]


class State(NamedTuple):
    setup: Setup
    hands: Hands
    stock: tuple[Card, ...]
    phase: int
    actor: int | None
    lead: Card | None
    leader: int
    tricks: tuple[int, int]
    history: tuple[tuple[int, Action], ...]
    started: tuple[bool, bool]
    terms: Terms

    @property
    def game(self) -> Setup:
        return self.setup


_new: Final = tuple.__new__
_NO_TERMS: Final = Terms(None, None, 0)


class Rules:
    @staticmethod
    def preset(name: str) -> Rules:
        return Rules()


def new_match(rules: Rules | None = None, first_dealer: int = 0) -> State:
    return State(Setup(first_dealer, 0, (0, 0), 0), ((), ()), (), STAND_OR_PROPOSE, CHANCE,
                 None, 0, (0, 0), (), (False, False), _NO_TERMS)


_LISTED: tuple[State | None, tuple[Action, ...]] = (None, ())
_DISCARDS: dict[tuple[int, int], list[Action]] = {}  # a hand's discards, by its mask and most
_DISCARD: dict[int, Action] = {}  # each discard, by the mask of its cards


def legal_actions(state: State) -> list[Action]:
    global _LISTED
    setup, hands, stock, phase, actor, lead, _, _, _, started, terms = state
    if actor is None or actor == CHANCE:
        return []
    if phase == PLAY:
        hand = hands[actor]
        if lead is None:
            actions = [_PLAYS[card.index] for card in hand]
        else:
            held = 0
            for card in hand:
                held |= 1 << card.index
            allowed = _follows(held, lead.index, setup.trump)
            actions = [_PLAYS[card.index] for card in hand if allowed >> card.index & 1]
        if not started[actor] and terms.declared is None \
                and DECK[setup.trump * 8 + _KING] in hand:
            actions.insert(0, KING)
    elif phase == STAND_OR_PROPOSE:
        actions = [STAND, PROPOSE]
    elif phase == ANSWER:
        actions = [ACCEPT, REFUSE]
    else:
        actions = _discards(hands[actor], min(5, len(stock)))
    actions.append(CONCEDE)
    _LISTED = (state, tuple(actions))
    return actions


def _discards(hand: tuple[Card, ...], most: int) -> list[Action]:
    held = 0
    for card in hand:
        held |= 1 << card.index
    found = _DISCARDS.get((held, most))
    if found is None:
        found = _DISCARDS[held, most] = []
        ordered = sorted(hand, key=lambda card: card.index)
        for size in range(1, most + 1):
            for cards in combinations(ordered, size):
                key = sum(1 << card.index for card in cards)
                action = _DISCARD.get(key)
                if action is None:
                    action = _DISCARD[key] = Action("discard", cards)
                found.append(action)
    return found[:]


_DRAWS: Final = tuple((i, i + 1, (i + 1).bit_length()) for i in range(31, 0, -1))


def chance_action(state: State, rng: random.Random) -> tuple[Card, ...]:
    pack = list(DECK)
    getrandbits = rng.getrandbits
    for i, size, width in _DRAWS:
        j = getrandbits(width)
        while j >= size:
            j = getrandbits(width)
        pack[i], pack[j] = pack[j], pack[i]
    return tuple(pack)


Outcome = tuple[State, tuple[Event, ...]]


def _score(setup: Setup, seat: int, points: int, reason: str,
           events: tuple[Event, ...], after: State) -> Outcome:
    dealer, trump, score, deals = setup
    score = (score[0] + points, score[1]) if seat == 0 else (score[0], score[1] + points)
    events = (*events, PointsScored(seat, points, reason, score))
    setup = _new(Setup, (dealer, trump, score, deals))
    fields = [*after]
    fields[0] = setup
    if score[seat] >= 5:  # the game, and the match of one game
        fields[4] = None
        events = (*events, GameWon(seat, score))
    return _new(State, fields), events


def apply(state: State, action: Action | tuple[Card, ...]) -> Outcome:
    setup, hands, stock, phase, actor, lead, leader, tricks, history, started, terms = state
    if actor == CHANCE:
        assert isinstance(action, tuple)
        return _deal(setup, action)
    assert isinstance(action, Action) and actor is not None
    listed_state, listed = _LISTED
    if listed_state is not state:
        raise ValueError("not listed")
    for legal in listed:
        if legal is action:
            break
    else:
        raise ValueError("not listed")
    kind = action.kind
    history = (*history, (actor, action))
    if kind == "play":
        card = action.cards[0]
        hand = hands[actor]
        for at, held in enumerate(hand):  # noqa: B007 (the loop finds ``at``)
            if held is card:
                break
        rest = hand[:at] + hand[at + 1:]
        hands = (rest, hands[1]) if actor == 0 else (hands[0], rest)
        if not started[actor]:
            started = (True, started[1]) if actor == 0 else (started[0], True)
        played = _CARD_PLAYED[actor][card.index]
        if lead is None:
            return (_new(State, (setup, hands, stock, phase, 1 - actor, card, actor, tricks,
                                 history, started, terms)), (played,))
        assert lead is not None
        winner = actor if _SECOND_WINS[setup.trump][lead.index << 5 | card.index] else leader
        tricks = (tricks[0] + 1, tricks[1]) if winner == 0 else (tricks[0], tricks[1] + 1)
        events: tuple[Event, ...] = (played, TrickWon(winner, lead, card, tricks))
        if tricks[0] + tricks[1] < 5:
            return (_new(State, (setup, hands, stock, phase, winner, None, winner, tricks,
                                 history, started, terms)), events)
        after = _new(State, (setup, hands, stock, phase, CHANCE, None, winner, tricks, history,
                             started, terms))
        won = 0 if tricks[0] >= 3 else 1
        points = 2 if tricks[won] == 5 or terms.penalty == 1 - won else 1
        return _score(setup, won, points, "the tricks", (*events, DealEnded(tricks)), after)
    elder = 1 - setup.dealer
    if kind == "stand" or kind == "refuse":
        liable = terms.proposals == 0 or (kind == "refuse" and terms.proposals == 1)
        terms = terms._replace(penalty=actor) if liable else terms
        return (_new(State, (setup, hands, stock, PLAY, elder, None, elder, tricks, history,
                             started, terms)),
                (_SAID["stood" if kind == "stand" else "refused", actor], _SAID["play", elder]))
    if kind == "propose":
        terms = _new(Terms, (terms.penalty, terms.declared, terms.proposals + 1))
        return (_new(State, (setup, hands, stock, ANSWER, setup.dealer, None, leader, tricks,
                             history, started, terms)), (_SAID["proposed", actor],))
    if kind == "accept":
        return (_new(State, (setup, hands, stock, DISCARD, elder, None, leader, tricks,
                             history, started, terms)), (_SAID["accepted", actor],))
    if kind == "discard":
        return _exchange(state, actor, action.cards, history)
    assert kind == "king"
    after = _new(State, (setup, hands, stock, phase, actor, lead, leader, tricks, history,
                         started, terms._replace(declared=actor)))
    return _score(setup, actor, 1, "the King declared", (_SAID["king", actor],), after)


def _deal(setup: Setup, pack: tuple[Card, ...]) -> Outcome:
    dealer = 1 - setup.dealer if setup.deals else setup.dealer
    elder = 1 - dealer
    first, second = pack[0:3] + pack[6:8], pack[3:6] + pack[8:10]
    hands = (second, first) if dealer == 0 else (first, second)
    turnup = pack[10]
    setup = _new(Setup, (dealer, turnup.suit, setup.score, setup.deals + 1))
    after = _new(State, (setup, hands, pack[11:], STAND_OR_PROPOSE, elder, None, elder, (0, 0),
                         (), (False, False), _NO_TERMS))
    events: tuple[Event, ...] = (Dealt(dealer, hands, 21), TurnedUp(turnup))
    if turnup.rank == _KING:
        return _score(setup, dealer, 1, "the King turned up", events, after)
    return after, events


def _exchange(state: State, seat: int, cards: tuple[Card, ...],
              history: tuple[tuple[int, Action], ...]) -> Outcome:
    setup, hands, stock, _, _, _, leader, tricks, _, started, terms = state
    hand = [card for card in hands[seat] if card not in cards]
    count = len(cards)
    drawn = stock[:count]
    hand.extend(drawn)
    stock = stock[count:]
    hands = (tuple(hand), hands[1]) if seat == 0 else (hands[0], tuple(hand))
    exchanged = Exchanged(seat, count, cards, drawn, len(stock))
    elder = 1 - setup.dealer
    if seat == elder and stock:
        phase, actor, events = DISCARD, setup.dealer, (exchanged,)
    elif stock:
        phase, actor, events = STAND_OR_PROPOSE, elder, (exchanged,)
    else:
        phase, actor, events = PLAY, elder, (exchanged, _SAID["play", elder])
    return (_new(State, (setup, hands, stock, phase, actor, None,
                         elder if phase == PLAY else leader, tricks, history, started, terms)),
            events)
