"""One deal: proposals and exchanges, the King of trumps, trick play, scoring (§2-§6).

A ``Deal`` is immutable. Cards a seat cannot see are ``None``: the same type serves as
the full deal and as one seat's view of it (see ``ecarte.engine.view``).
"""

from __future__ import annotations

import dataclasses
import enum
import operator
from collections.abc import Callable
from itertools import combinations
from typing import Any, Final, NamedTuple, TypeVar

from ecarte.engine.actions import (
    ACCEPT,
    KING,
    PLAY,
    PROPOSE,
    REFUSE,
    STAND,
    STAND_PAT,
    Action,
)
from ecarte.engine.cards import DECK, Card, Rank, Suit
from ecarte.engine.errors import IllegalActionError
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
from ecarte.engine.follow import Hand as Hand  # re-exported: the hand type and the rule
from ecarte.engine.follow import follow_fault, hand_mask
from ecarte.engine.follow import playable as playable
from ecarte.engine.kernel import follows, trick_winner
from ecarte.engine.options import Rules


class Phase(enum.StrEnum):
    STAND_OR_PROPOSE = "stand or propose"
    ANSWER = "accept or refuse"
    DISCARD = "discard"
    RESHUFFLE = "reshuffle"
    PLAY = "play"
    OVER = "over"


# Module constants: looking a member up on an Enum class is slow in the hot paths.
_STAND_OR_PROPOSE, _ANSWER, _DISCARD, _RESHUFFLE, _PLAYING, _OVER = tuple(Phase)


@dataclasses.dataclass(frozen=True, slots=True)
class Score:
    """Points a deal gives one seat, with the reasons a player reads."""

    seat: int
    points: int
    reasons: tuple[str, ...]
    penalty: bool = False  # the points include the penalty of a stand or a refusal


class Deal(NamedTuple):
    dealer: int
    turnup: Card
    hands: tuple[Hand, Hand]
    stock: Hand  # top first
    discards: tuple[Hand, Hand] = ((), ())  # all each seat discarded (kept if reshuffled)
    phase: Phase = Phase.STAND_OR_PROPOSE
    to_act: int = 0
    proposals: int = 0
    exchanges: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    penalty: int | None = None  # the seat that pays double if it loses the tricks
    last_round: bool = False  # the discards were reshuffled: play follows this exchange
    pending: Hand = ()  # a discard waiting for the reshuffle
    lead: Card | None = None  # the card led to the trick in progress
    leader: int = 0
    tricks: tuple[int, int] = (0, 0)
    played: tuple[tuple[int, Card, Card], ...] = ()  # (leader, lead, follow) per trick
    started: tuple[bool, bool] = (False, False)  # has played a card this deal
    declared: int | None = None  # who declared the King of trumps
    history: tuple[tuple[int, Action], ...] = ()

    @property
    def elder(self) -> int:
        return 1 - self.dealer

    @property
    def trump(self) -> Suit:
        return self.turnup.suit

    @property
    def king_of_trumps(self) -> Card:
        return _KINGS[self.turnup.suit]

    def can_declare(self, seat: int) -> bool:
        """The King may be declared now: held, in the play phase, before one's first card."""
        return (not self.started[seat] and self.declared is None and self.to_act == seat
                and self.phase is _PLAYING and _KINGS[self.turnup.suit] in self.hands[seat])

    def stand_is_penalised(self) -> bool:
        """Standing now is the elder's first decision: he pays double if he loses (§6)."""
        return not self.history

    def refusal_is_penalised(self, rules: Rules) -> bool:
        """Refusing the proposal now on the table (or, before the elder has chosen, the one
        he may make) costs the dealer double if he loses (§6)."""
        coming = self.proposals + (self.phase is _STAND_OR_PROPOSE)
        return refusal_penalised(rules, coming)

    def penalty_if_stood(self) -> int | None:
        """Who pays double if the elder stands now and loses the tricks."""
        return self.elder if self.stand_is_penalised() else self.penalty

    def penalty_if_refused(self, rules: Rules) -> int | None:
        """Who pays double if the dealer refuses the proposal (made or to come) and loses."""
        return self.dealer if self.refusal_is_penalised(rules) else self.penalty

    def discard_limits(self, seat: int, rules: Rules) -> tuple[int, int]:
        """Fewest and most cards ``seat`` may discard now."""
        available = len(self.stock)
        if rules.reshuffle_discards and not self.last_round:
            available += len(self.discards[0]) + len(self.discards[1])
        fewest = 0 if seat == self.dealer and rules.dealer_may_stand_pat else 1
        return fewest, min(5, available)


_KINGS: Final = tuple(Card(Rank.KING, suit) for suit in Suit)

History = tuple[tuple[int, Action], ...]
Step = tuple[Deal, list[Event], list[Score]]


def new_deal(dealer: int, hands: tuple[Hand, Hand], turnup: Card, stock: Hand) -> Deal:
    return Deal(dealer=dealer, turnup=turnup, hands=hands, stock=stock, to_act=1 - dealer,
                leader=1 - dealer)


# What each action may do, and when ----------------------------------------------------

def deal_actions(deal: Deal, rules: Rules) -> list[Action]:
    """The legal actions of the seat to act (not counting double and concede), in a new
    list."""
    phase = deal.phase
    seat = deal.to_act
    if phase is _PLAYING:
        hand = deal.hands[seat]
        lead = deal.lead
        if lead is None:
            plays = [_PLAYS[card.index] for card in hand if card is not None]
        else:
            allowed = follows(hand_mask(hand), lead.index, deal.turnup.suit,
                              rules.trumping == "strict")
            plays = [_PLAYS[card.index] for card in hand
                     if card is not None and allowed >> card.index & 1]
        if rules.king == "ask" and deal.can_declare(seat):
            plays.insert(0, KING)
        return plays
    if phase is _STAND_OR_PROPOSE:
        return [STAND, PROPOSE]
    if phase is _ANSWER:
        return [ACCEPT, REFUSE]
    if phase is _DISCARD:
        fewest, most = deal.discard_limits(seat, rules)
        return _discards(tuple(c for c in deal.hands[seat] if c is not None), fewest, most)
    return []


_PLAYS: Final = tuple(PLAY[card] for card in DECK)
_BY_INDEX: Final = operator.attrgetter("index")


def _discards(hand: tuple[Card, ...], fewest: int, most: int) -> list[Action]:
    """Every discard from ``hand`` of ``fewest`` to ``most`` cards, smallest first (a
    new list). The lists are kept, as a hand's discards are asked for again and again."""
    ordered = tuple(sorted(hand, key=_BY_INDEX))
    bits = tuple(1 << card.index for card in ordered)
    key = (sum(bits), fewest, most)
    found = _DISCARD_LISTS.get(key)
    if found is None:
        found = [STAND_PAT] if fewest == 0 else []
        for size in range(max(1, fewest), most + 1):
            found.extend(map(_discard_action, combinations(ordered, size),
                             combinations(bits, size)))
        _keep(_DISCARD_LISTS, key, found)
    return found[:]


def _discard_action(cards: tuple[Card, ...], bits: tuple[int, ...]) -> Action:
    """The action that discards ``cards`` (in index order), made once per set of cards."""
    key = sum(bits)
    action = _DISCARD_ACTIONS.get(key)
    if action is None:
        action = _keep(_DISCARD_ACTIONS, key, Action("discard", cards, len(cards)))
    return action


_Kept = TypeVar("_Kept")
_DISCARD_LISTS: dict[tuple[int, int, int], list[Action]] = {}
_DISCARD_ACTIONS: dict[int, Action] = {}


def _keep(cache: dict[Any, _Kept], key: object, value: _Kept) -> _Kept:
    if len(cache) > 100_000:
        cache.clear()
    cache[key] = value
    return value


def play_fault(deal: Deal, seat: int, card: Card, rules: Rules) -> str | None:
    """Why ``seat`` may not play ``card`` now, in a player's words, or None."""
    hand = deal.hands[seat]
    if card not in hand:
        return f"you do not hold the {card.pretty}"
    lead = deal.lead
    if lead is None:
        return None
    return follow_fault(hand, card, lead, deal.turnup.suit, rules.trumping == "strict")


def deal_fault(deal: Deal, seat: int, action: Action, rules: Rules) -> str | None:
    """Why ``action`` is illegal for ``seat`` now, naming the rule, or None."""
    phase, kind = deal.phase, action.kind
    if kind in _ALLOWED[phase]:
        return _CHECKS[kind](deal, seat, action, rules)
    if phase is _DISCARD:
        elder_word = "the elder" if seat == deal.elder else "the dealer"
        return f"{elder_word} must now discard, then draw as many cards"
    return _NOT_NOW.get(phase, {}).get(kind, "that is not possible now")


def _no_fault(deal: Deal, seat: int, action: Action, rules: Rules) -> None:
    return None


def _card_fault(deal: Deal, seat: int, action: Action, rules: Rules) -> str | None:
    return play_fault(deal, seat, action.cards[0], rules)


def _king_fault(deal: Deal, seat: int, action: Action, rules: Rules) -> str | None:
    if rules.king == "auto":
        return "the King of trumps is declared for you under these rules"
    if deal.declared is not None:
        return "the King of trumps has been declared already"
    if deal.king_of_trumps not in deal.hands[seat]:
        return f"you do not hold the King of trumps ({deal.king_of_trumps.pretty})"
    if deal.started[seat]:
        return "too late: the King must be declared before your first card"
    return None


def _discard_fault(deal: Deal, seat: int, action: Action, rules: Rules) -> str | None:
    fewest, most = deal.discard_limits(seat, rules)
    if action.hidden:  # only for a seat whose hand is unknown (a view of it)
        if deal.hands[seat].count(None) < action.count:
            return "name the cards you discard, not only how many"
        return None if fewest <= action.count <= most else \
            f"an exchange of {action.count} cards is not possible now"
    for card in action.cards:
        if card not in deal.hands[seat]:
            return f"you do not hold the {card.pretty}"
    if len(action.cards) > most:
        if most < 5:
            return f"the stock has only {most} card{'s' if most != 1 else ''}: " \
                   f"you may discard at most {most}"
        return "you may discard at most 5 cards"
    if len(action.cards) < fewest:
        return "you must discard at least one card"
    return None


_CHECKS: Final[dict[str, Callable[[Deal, int, Action, Rules], str | None]]] = {
    "stand": _no_fault, "propose": _no_fault, "accept": _no_fault, "refuse": _no_fault,
    "discard": _discard_fault, "king": _king_fault, "play": _card_fault}
"""The checks of an action of the deal, in the phase that allows it."""

_ALLOWED: Final[dict[Phase, frozenset[str]]] = {
    _STAND_OR_PROPOSE: frozenset({"stand", "propose"}),
    _ANSWER: frozenset({"accept", "refuse"}),
    _DISCARD: frozenset({"discard"}),
    _RESHUFFLE: frozenset(),
    _PLAYING: frozenset({"play", "king"}),
    _OVER: frozenset(),
}
"""The kinds of action each phase of the deal allows."""

_CHOOSE_FIRST: Final = "the exchange is not over: the elder must first stand or propose"
_ANSWER_FIRST: Final = "the dealer must first accept or refuse the proposal"
_EXCHANGE_OVER: Final = "the exchange is over: play a card"
_NOT_NOW: Final[dict[Phase, dict[str, str]]] = {
    _STAND_OR_PROPOSE: {
        "accept": "there is no proposal to answer: the elder must stand or propose",
        "refuse": "there is no proposal to answer: the elder must stand or propose",
        "discard": _CHOOSE_FIRST, "king": _CHOOSE_FIRST, "play": _CHOOSE_FIRST},
    _ANSWER: {
        "stand": "only the elder proposes; the dealer accepts or refuses the proposal",
        "propose": "only the elder proposes; the dealer accepts or refuses the proposal",
        "discard": _ANSWER_FIRST, "king": _ANSWER_FIRST, "play": _ANSWER_FIRST},
    _PLAYING: dict.fromkeys(("stand", "propose", "accept", "refuse", "discard"),
                            _EXCHANGE_OVER),
}
"""Why an action of the deal is refused in a phase that does not allow it."""


# Applying an action -------------------------------------------------------------------

def step(deal: Deal, seat: int, action: Action, rules: Rules) -> Step:
    """Apply a checked action. Returns the next deal, events, and points scored."""
    try:
        apply_kind = _STEPS[action.kind]
    except KeyError:
        raise IllegalActionError(f"{action.kind} is not an action of the deal") from None
    return apply_kind(deal, seat, action, (*deal.history, (seat, action)), rules)


def _king(deal: Deal, seat: int, action: Action, history: History, rules: Rules) -> Step:
    return (deal._replace(declared=seat, history=history), [KingDeclared(seat)],
            [Score(seat, 1, ("the King of trumps declared",))])


def _stand(deal: Deal, seat: int, action: Action, history: History, rules: Rules) -> Step:
    first = deal.stand_is_penalised()
    events: list[Event] = [Stood(seat, penalty=first)]
    penalty = seat if first else deal.penalty
    return _begin_play(deal._replace(penalty=penalty, history=history), events), events, []


def _propose(deal: Deal, seat: int, action: Action, history: History, rules: Rules) -> Step:
    return (deal._replace(phase=_ANSWER, to_act=deal.dealer, proposals=deal.proposals + 1,
                          history=history), [Proposed(seat)], [])


def _accept(deal: Deal, seat: int, action: Action, history: History, rules: Rules) -> Step:
    return (deal._replace(phase=_DISCARD, to_act=deal.elder, history=history),
            [Accepted(seat)], [])


def _refuse(deal: Deal, seat: int, action: Action, history: History, rules: Rules) -> Step:
    liable = deal.refusal_is_penalised(rules)
    events: list[Event] = [Refused(seat, penalty=liable)]
    penalty = seat if liable else deal.penalty
    return _begin_play(deal._replace(penalty=penalty, history=history), events), events, []


def _discard(deal: Deal, seat: int, action: Action, history: History, rules: Rules) -> Step:
    cards: Hand = action.cards if action.cards else (None,) * action.count
    if len(cards) > len(deal.stock):
        return deal._replace(phase=_RESHUFFLE, pending=cards, history=history), [], []
    events: list[Event] = []
    return _exchange(deal._replace(history=history), seat, cards, events), events, []


def reshuffle(deal: Deal, order: tuple[Card | None, ...]) -> tuple[Deal, list[Event]]:
    """The discards, shuffled, go under what is left of the stock; the pending
    exchange draws from them, and play follows this round (§3.6). ``discards`` still
    lists every card each seat discarded this deal: after a reshuffle some of them are
    back in the stock or in a hand."""
    events: list[Event] = [Reshuffled(len(order), order)]
    new = deal._replace(stock=deal.stock + order, last_round=True, pending=())
    return _exchange(new, deal.to_act, deal.pending, events), events


def reshuffle_pile(deal: Deal) -> Hand:
    """The cards a reshuffle gathers: every discard before the pending one."""
    return deal.discards[0] + deal.discards[1]


def _exchange(deal: Deal, seat: int, cards: Hand, events: list[Event]) -> Deal:
    count = len(cards)
    hand = list(deal.hands[seat])
    for card in cards:
        hand.remove(card)
    drawn = deal.stock[:count]
    hand.extend(drawn)
    stock = deal.stock[count:]
    events.append(Exchanged(seat, count, cards, drawn, len(stock)))
    new = deal._replace(hands=_for_seat(deal.hands, seat, tuple(hand)), stock=stock,
                        discards=_for_seat(deal.discards, seat, deal.discards[seat] + cards),
                        exchanges=_for_seat(deal.exchanges, seat,
                                            deal.exchanges[seat] + (count,)))
    if seat == deal.elder and stock:
        return new._replace(phase=_DISCARD, to_act=deal.dealer)
    if stock and not new.last_round:
        return new._replace(phase=_STAND_OR_PROPOSE, to_act=deal.elder)
    return _begin_play(new, events)


_Part = TypeVar("_Part")


def _for_seat(pair: tuple[_Part, _Part], seat: int, value: _Part) -> tuple[_Part, _Part]:
    """``pair`` with ``seat``'s part replaced by ``value``."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def _begin_play(deal: Deal, events: list[Event]) -> Deal:
    events.append(PlayBegins(deal.elder))
    return deal._replace(phase=_PLAYING, to_act=deal.elder, leader=deal.elder)


def _play(deal: Deal, seat: int, action: Action, history: History, rules: Rules) -> Step:
    card = action.cards[0]
    hand = deal.hands[seat]
    try:
        at = hand.index(card)
    except ValueError:  # a view: the card came from the unseen part of the hand
        at = hand.index(None)
    hands = _for_seat(deal.hands, seat, hand[:at] + hand[at + 1:])
    started = _for_seat(deal.started, seat, True)
    lead = deal.lead
    if lead is None:
        return (_in_trick(deal, hands, started, history, card, deal.leader, 1 - seat,
                          deal.tricks, deal.played, _PLAYING),
                [CardPlayed(seat, card)], [])
    leader = deal.leader
    winner = trick_winner(leader, lead.index, card.index, deal.turnup.suit)
    tricks = _for_seat(deal.tricks, winner, deal.tricks[winner] + 1)
    played = (*deal.played, (leader, lead, card))
    events: list[Event] = [CardPlayed(seat, card), TrickWon(winner, lead, card, tricks)]
    phase = _PLAYING if len(played) < 5 else _OVER
    after = _in_trick(deal, hands, started, history, None, winner, winner, tricks, played, phase)
    if phase is _PLAYING:
        return after, events, []
    events.append(DealEnded(tricks))
    return after, events, [trick_score(after, rules)]


def _in_trick(deal: Deal, hands: tuple[Hand, Hand], started: tuple[bool, bool],
              history: History, lead: Card | None, leader: int, to_act: int,
              tricks: tuple[int, int], played: tuple[tuple[int, Card, Card], ...],
              phase: Phase) -> Deal:
    """``deal`` after a card is played, with the fields trick play changes. Built with the
    constructor, field by field: a card is played ten times a deal, and this is three
    times as fast as ``_replace``."""
    return Deal(deal.dealer, deal.turnup, hands, deal.stock, deal.discards, phase, to_act,
                deal.proposals, deal.exchanges, deal.penalty, deal.last_round, deal.pending,
                lead, leader, tricks, played, started, deal.declared, history)


_STEPS: Final[dict[str, Callable[[Deal, int, Action, History, Rules], Step]]] = {
    "stand": _stand, "propose": _propose, "accept": _accept, "refuse": _refuse,
    "discard": _discard, "king": _king, "play": _play}
"""How each action of the deal moves it on."""


def refusal_penalised(rules: Rules, proposal: int) -> bool:
    """Whether refusing the ``proposal``-th proposal of a deal (counting from 1) costs the
    dealer double if he loses: the first, or any under ``penalty_any_refusal`` (§6)."""
    return proposal == 1 or rules.penalty_any_refusal


def trick_score(deal: Deal, rules: Rules) -> Score:
    """The points for the tricks at the end of the fifth trick (§6)."""
    return score_tricks(rules, deal.tricks, dealer=deal.dealer, penalty=deal.penalty,
                        declared=deal.declared, turnup=deal.turnup)


def score_tricks(rules: Rules, tricks: tuple[int, int], *, dealer: int, penalty: int | None,
                 declared: int | None, turnup: Card) -> Score:
    """The points a deal's five tricks give (§6): the point or the vole to the side with
    three or more, one more when the loser stood or refused (``penalty``), capped under
    ``point_de_refus`` by the King's point (``declared``, or a King turned up)."""
    winner = 0 if tricks[0] >= 3 else 1
    taken = tricks[winner]
    if taken == 5:
        points, reasons = 2, ["all five tricks: the vole"]
    else:
        points, reasons = 1, [f"{taken} tricks: the point"]
    loser = 1 - winner
    scored_penalty = False
    if penalty == loser:
        what = "the elder stood" if loser != dealer else "the dealer refused"
        if rules.point_de_refus:
            king = int(declared == winner or (winner == dealer and turnup.rank is Rank.KING))
            bonus = min(1, 3 - king - points)
            if bonus > 0:
                points += bonus
                scored_penalty = True
                reasons.append(f"+1 because {what} (point de refus)")
        elif points == 1:
            points, scored_penalty = 2, True
            reasons.append(f"+1 because {what}")
    return Score(winner, points, tuple(reasons), scored_penalty)


def concede_score(deal: Deal, seat: int) -> Score:
    """Law 42: with no trick won the opponent scores the vole, otherwise the point."""
    other = 1 - seat
    if deal.tricks[seat] == 0:
        return Score(other, 2, ("the opponent conceded without a trick: the vole",))
    return Score(other, 1, ("the opponent conceded: the point",))
