"""One deal: proposals and exchanges, the King of trumps, trick play, scoring (§2-§6).

A ``Deal`` is immutable. Cards a seat cannot see are ``None``: the same type serves as
the full deal and as one seat's view of it (see ``ecarte.engine.view``).
"""

from __future__ import annotations

import dataclasses
import enum
import operator
from itertools import combinations
from typing import Any, Final, NamedTuple

from ecarte.engine.actions import (
    ACCEPT,
    KING,
    PLAY,
    PROPOSE,
    REFUSE,
    STAND,
    STAND_PAT,
    Action,
    sorted_discard,
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
from ecarte.engine.follow import follow_fault
from ecarte.engine.follow import playable as playable
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


# The hot paths build the next Deal from a list of its fields: three times faster than
# the keyword machinery of NamedTuple._replace.
_FIELD: Final = {name: i for i, name in enumerate(Deal._fields)}
_HANDS, _PHASE, _TO_ACT, _LEAD, _LEADER, _TRICKS, _PLAYED, _STARTED, _HISTORY = (
    _FIELD[name] for name in ("hands", "phase", "to_act", "lead", "leader", "tricks", "played",
                              "started", "history"))
_KINGS: Final = tuple(Card(Rank.KING, suit) for suit in Suit)


def _rebuilt(fields: list[Any]) -> Deal:
    return tuple.__new__(Deal, fields)


def _with(deal: Deal, **changes: Any) -> Deal:
    """``deal._replace(**changes)``, faster."""
    fields = list(deal)
    for name, value in changes.items():
        fields[_FIELD[name]] = value
    return _rebuilt(fields)


def new_deal(dealer: int, hands: tuple[Hand, Hand], turnup: Card, stock: Hand) -> Deal:
    return Deal(dealer=dealer, turnup=turnup, hands=hands, stock=stock, to_act=1 - dealer,
                leader=1 - dealer)


def play_fault(deal: Deal, seat: int, card: Card, rules: Rules) -> str | None:
    """Why ``seat`` may not play ``card`` now, in a player's words, or None."""
    hand = deal.hands[seat]
    if card not in hand:
        return f"you do not hold the {card.pretty}"
    lead = deal.lead
    if lead is None or (card.suit is lead.suit and card.rank > lead.rank):
        return None
    return follow_fault(hand, card, lead, deal.turnup.suit, rules.trumping == "strict")


def deal_actions(deal: Deal, rules: Rules) -> list[Action]:
    """The legal actions of the seat to act (not counting double and concede), in a new
    list."""
    phase = deal.phase
    seat = deal.to_act
    if phase is _PLAYING:
        hand = deal.hands[seat]
        actions = [_PLAYS[c.index] for c in playable(hand, deal.lead, deal.turnup.suit,
                                                     rules.trumping == "strict")]
        if rules.king == "ask" and deal.can_declare(seat):
            actions.insert(0, KING)
        return actions
    if phase is _STAND_OR_PROPOSE:
        return [STAND, PROPOSE]
    if phase is _ANSWER:
        return [ACCEPT, REFUSE]
    if phase is _DISCARD:
        fewest, most = deal.discard_limits(seat, rules)
        return _discards(tuple(c for c in deal.hands[seat] if c is not None), fewest, most)
    return []


_PLAYS: Final = tuple(PLAY[card] for card in DECK)
_DISCARD_CACHE: dict[tuple[int, int, int], list[Action]] = {}
_BY_INDEX: Final = operator.attrgetter("index")


def _discards(hand: tuple[Card, ...], fewest: int, most: int) -> list[Action]:
    ordered = tuple(sorted(hand, key=_BY_INDEX))
    key = (sum(1 << card.index for card in ordered), fewest, most)
    found = _DISCARD_CACHE.get(key)
    if found is None:
        found = [STAND_PAT] if fewest == 0 else []
        for size in range(max(1, fewest), most + 1):
            found.extend(map(sorted_discard, combinations(ordered, size)))
        if len(_DISCARD_CACHE) > 100_000:
            _DISCARD_CACHE.clear()
        _DISCARD_CACHE[key] = found
    return found[:]


def deal_fault(deal: Deal, seat: int, action: Action, rules: Rules) -> str | None:
    """Why ``action`` is illegal for ``seat`` now, naming the rule, or None."""
    phase, kind = deal.phase, action.kind
    if kind == "play" and phase is _PLAYING:
        return play_fault(deal, seat, action.cards[0], rules)
    elder_word = "the elder" if seat == deal.elder else "the dealer"
    if phase is _STAND_OR_PROPOSE:
        if kind in ("stand", "propose"):
            return None
        if kind in ("accept", "refuse"):
            return "there is no proposal to answer: the elder must stand or propose"
        return "the exchange is not over: the elder must first stand or propose"
    if phase is _ANSWER:
        if kind in ("accept", "refuse"):
            return None
        if kind in ("stand", "propose"):
            return "only the elder proposes; the dealer accepts or refuses the proposal"
        return "the dealer must first accept or refuse the proposal"
    if phase is _DISCARD:
        if kind != "discard":
            return f"{elder_word} must now discard, then draw as many cards"
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
    if phase is _PLAYING:
        if kind == "king":
            if rules.king == "auto":
                return "the King of trumps is declared for you under these rules"
            if deal.declared is not None:
                return "the King of trumps has been declared already"
            if deal.king_of_trumps not in deal.hands[seat]:
                return f"you do not hold the King of trumps ({deal.king_of_trumps.pretty})"
            if deal.started[seat]:
                return "too late: the King must be declared before your first card"
            return None
        if kind in ("stand", "propose", "accept", "refuse", "discard"):
            return "the exchange is over: play a card"
    return "that is not possible now"


def step(deal: Deal, seat: int, action: Action, rules: Rules
         ) -> tuple[Deal, list[Event], list[Score]]:
    """Apply a checked action. Returns the next deal, events, and points scored."""
    kind = action.kind
    history = (*deal.history, (seat, action))
    if kind == "play":
        return _play(deal, seat, action.cards[0], history, rules)
    events: list[Event] = []
    if kind == "king":
        events.append(KingDeclared(seat))
        new = _with(deal, declared=seat, history=history)
        return new, events, [Score(seat, 1, ("the King of trumps declared",))]
    if kind == "stand":
        first = deal.stand_is_penalised()
        events.append(Stood(seat, penalty=first))
        new = _with(deal, penalty=seat if first else deal.penalty, history=history)
        return _begin_play(new, events), events, []
    if kind == "propose":
        events.append(Proposed(seat))
        return _with(deal, phase=_ANSWER, to_act=deal.dealer, proposals=deal.proposals + 1,
                     history=history), events, []
    if kind == "accept":
        events.append(Accepted(seat))
        return _with(deal, phase=_DISCARD, to_act=deal.elder, history=history), events, []
    if kind == "refuse":
        liable = deal.refusal_is_penalised(rules)
        events.append(Refused(seat, penalty=liable))
        new = _with(deal, penalty=seat if liable else deal.penalty, history=history)
        return _begin_play(new, events), events, []
    if kind == "discard":
        cards: Hand = action.cards if action.cards else (None,) * action.count
        new = _with(deal, history=history)
        if len(cards) > len(deal.stock):
            return _with(new, phase=_RESHUFFLE, pending=cards), events, []
        return _exchange(new, seat, cards, events), events, []
    raise IllegalActionError(f"{kind} is not an action of the deal")


def reshuffle(deal: Deal, order: tuple[Card | None, ...]) -> tuple[Deal, list[Event]]:
    """The discards, shuffled, go under what is left of the stock; the pending
    exchange draws from them, and play follows this round (§3.6). ``discards`` still
    lists every card each seat discarded this deal: after a reshuffle some of them are
    back in the stock or in a hand."""
    events: list[Event] = [Reshuffled(len(order), order)]
    new = _with(deal, stock=deal.stock + order, last_round=True, pending=())
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
    hands = (tuple(hand), deal.hands[1]) if seat == 0 else (deal.hands[0], tuple(hand))
    discards = (deal.discards[0] + cards, deal.discards[1]) if seat == 0 else \
        (deal.discards[0], deal.discards[1] + cards)
    exchanges = (deal.exchanges[0] + (count,), deal.exchanges[1]) if seat == 0 else \
        (deal.exchanges[0], deal.exchanges[1] + (count,))
    events.append(Exchanged(seat, count, cards, drawn, len(stock)))
    new = _with(deal, hands=hands, stock=stock, discards=discards, exchanges=exchanges)
    if seat == deal.elder and stock:
        return _with(new, phase=_DISCARD, to_act=deal.dealer)
    if stock and not new.last_round:
        return _with(new, phase=_STAND_OR_PROPOSE, to_act=deal.elder)
    return _begin_play(new, events)


def _begin_play(deal: Deal, events: list[Event]) -> Deal:
    events.append(PlayBegins(deal.elder))
    return _with(deal, phase=_PLAYING, to_act=deal.elder, leader=deal.elder)


def _play(deal: Deal, seat: int, card: Card, history: tuple[tuple[int, Action], ...],
          rules: Rules) -> tuple[Deal, list[Event], list[Score]]:
    hand = deal.hands[seat]
    try:
        at = hand.index(card)
    except ValueError:  # a view: the card came from the unseen part of the hand
        at = hand.index(None)
    rest = hand[:at] + hand[at + 1:]
    fields = list(deal)
    fields[_HANDS] = (rest, deal.hands[1]) if seat == 0 else (deal.hands[0], rest)
    fields[_STARTED] = (True, deal.started[1]) if seat == 0 else (deal.started[0], True)
    fields[_HISTORY] = history
    lead = deal.lead
    if lead is None:
        fields[_LEAD] = card
        fields[_TO_ACT] = 1 - seat
        return _rebuilt(fields), [CardPlayed(seat, card)], []
    winner = seat if card.beats(lead, deal.turnup.suit) else deal.leader
    tricks = (deal.tricks[0] + 1, deal.tricks[1]) if winner == 0 else \
        (deal.tricks[0], deal.tricks[1] + 1)
    played = (*deal.played, (deal.leader, lead, card))
    fields[_LEAD] = None
    fields[_LEADER] = fields[_TO_ACT] = winner
    fields[_TRICKS] = tricks
    fields[_PLAYED] = played
    events: list[Event] = [CardPlayed(seat, card), TrickWon(winner, lead, card, tricks)]
    if len(played) < 5:
        return _rebuilt(fields), events, []
    events.append(DealEnded(tricks))
    fields[_PHASE] = _OVER
    over = _rebuilt(fields)
    return over, events, [trick_score(over, rules)]


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
