"""One deal (§2-§6): its state, what it tells about itself, and its scoring.

A ``Deal`` is immutable. Cards a seat cannot see are ``None``: the same type serves as
the full deal and as one seat's view of it (see ``ecarte.engine.view``). What the seat
to act may do is ``ecarte.engine.legal``; how an action moves the deal on is
``ecarte.engine.steps``.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, Final, NamedTuple

from ecarte.engine.actions import Action
from ecarte.engine.cards import Card, Rank, Suit
from ecarte.engine.events import Reason, Why
from ecarte.engine.follow import Hand as Hand  # re-exported: the hand type and the rule
from ecarte.engine.follow import holds
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
_STAND_OR_PROPOSE: Final = Phase.STAND_OR_PROPOSE
_PLAYING: Final = Phase.PLAY
_new: Final = tuple.__new__  # builds a NamedTuple without its __new__ (a Python call)


@dataclasses.dataclass(frozen=True, slots=True)
class Score:
    """Points a deal gives one seat, with the reasons."""

    seat: int
    points: int
    reasons: tuple[Reason, ...]
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
        return self.to_act == seat and self.phase is _PLAYING and may_declare(self, seat)

    def stand_is_penalised(self) -> bool:
        """Standing now is the elder's first decision: he pays double if he loses (§6)."""
        return stand_is_penalised(self)

    def refusal_is_penalised(self, rules: Rules) -> bool:
        """Refusing the proposal now on the table (or, before the elder has chosen, the one
        he may make) costs the dealer double if he loses (§6)."""
        return refusal_is_penalised(self, rules)

    def penalty_if_stood(self) -> int | None:
        """Who pays double if the elder stands now and loses the tricks."""
        return self.elder if self.stand_is_penalised() else self.penalty

    def penalty_if_refused(self, rules: Rules) -> int | None:
        """Who pays double if the dealer refuses the proposal (made or to come) and loses."""
        return self.dealer if self.refusal_is_penalised(rules) else self.penalty

    def discard_limits(self, seat: int, rules: Rules) -> tuple[int, int]:
        """Fewest and most cards ``seat`` may discard now."""
        return discard_limits(self, seat, rules)


_KINGS: Final = tuple(Card(Rank.KING, suit) for suit in Suit)
_FIELD_AT: Final = {name: at for at, name in enumerate(Deal._fields)}

DealCore = tuple[Any, ...]
"""A deal as the engine keeps it between steps: ``Deal``'s fields, in its order, in a plain
tuple (read and built in a fraction of a named tuple's time), with its history as a
``Chain``. ``core_of`` makes one of a ``Deal``, ``deal_of`` (``MatchState.deal``) gives it
back as one. The functions below read either, by the places that follow (``HISTORY`` only
for whether anything happened yet)."""
(DEALER, TURNUP, HANDS, STOCK, DISCARDS, PHASE, TO_ACT, PROPOSALS, EXCHANGES, PENALTY,
 LAST_ROUND, PENDING, LEAD, LEADER, TRICKS, PLAYED, STARTED, DECLARED, HISTORY) = (
    _FIELD_AT[name] for name in Deal._fields)
Chain = tuple[Any, ...]
"""A deal's history as the engine keeps it: ``()`` at the deal, then ``(earlier chain,
seat, action)`` for each action (a step adds one link instead of copying the history)."""


def core_of(deal: Deal | DealCore) -> DealCore:
    """The engine's ``DealCore`` of ``deal`` (a core already is one)."""
    if not isinstance(deal, Deal):
        return deal
    chain: Chain = ()
    for seat, action in deal.history:
        chain = (chain, seat, action)
    return (*deal[:HISTORY], chain)


def deal_of(core: DealCore) -> Deal:
    """The ``Deal`` of the engine's ``core``."""
    told: list[tuple[int, Action]] = []
    chain = core[HISTORY]
    while chain:
        chain, seat, action = chain
        told.append((seat, action))
    told.reverse()
    return _new(Deal, (*core[:HISTORY], tuple(told)))


def may_declare(deal: DealCore, seat: int) -> bool:
    """``seat`` may declare the King of trumps when it is its turn to play: it holds it, no
    one has declared it, and it has not played a card yet (§4)."""
    return (not deal[STARTED][seat] and deal[DECLARED] is None
            and holds(deal[HANDS][seat], _KINGS[deal[TURNUP].suit]))


def stand_is_penalised(deal: DealCore) -> bool:
    """Standing now is the elder's first decision: he pays double if he loses (§6)."""
    return not deal[HISTORY]


def refusal_is_penalised(deal: DealCore, rules: Rules) -> bool:
    """Refusing the proposal now on the table (or, before the elder has chosen, the one he
    may make) costs the dealer double if he loses (§6)."""
    return refusal_penalised(rules, deal[PROPOSALS] + (deal[PHASE] is _STAND_OR_PROPOSE))


def discard_limits(deal: DealCore, seat: int, rules: Rules) -> tuple[int, int]:
    """Fewest and most cards ``seat`` may discard now (§3)."""
    available = len(deal[STOCK])
    if rules.reshuffle_discards and not deal[LAST_ROUND]:
        discards = deal[DISCARDS]
        available += len(discards[0]) + len(discards[1])
    fewest = 0 if seat == deal[DEALER] and rules.dealer_may_stand_pat else 1
    return fewest, 5 if available > 5 else available


def _replace(self: Deal, **changes: object) -> Deal:
    """``Deal._replace``: the deal with some fields changed. The named tuple's own
    ``_replace`` pops every one of the nineteen fields from the changes; this sets only
    the few given (each exchange step calls it)."""
    fields: list[object] = [*self]
    try:
        for name, value in changes.items():
            fields[_FIELD_AT[name]] = value
    except KeyError:
        raise ValueError(f"Got unexpected field names: {list(changes)!r}") from None
    return _new(Deal, fields)


Deal._replace = _replace  # type: ignore[method-assign,assignment]


def new_deal(dealer: int, hands: tuple[Hand, Hand], turnup: Card, stock: Hand) -> DealCore:
    """A deal just dealt, as the engine keeps it: the elder to stand or propose."""
    elder = 1 - dealer
    return (dealer, turnup, hands, stock, _NO_DISCARDS, _STAND_OR_PROPOSE, elder, 0,
            _NO_EXCHANGES, None, False, (), None, elder, (0, 0), (), (False, False), None, ())


_NO_DISCARDS: Final[tuple[Hand, Hand]] = ((), ())
_NO_EXCHANGES: Final[tuple[tuple[int, ...], tuple[int, ...]]] = ((), ())


def reshuffle_pile(deal: DealCore) -> Hand:
    """The cards a reshuffle gathers: every discard before the pending one."""
    discards: tuple[Hand, Hand] = deal[DISCARDS]
    return discards[0] + discards[1]


def refusal_penalised(rules: Rules, proposal: int) -> bool:
    """Whether refusing the ``proposal``-th proposal of a deal (counting from 1) costs the
    dealer double if he loses: the first, or any under ``penalty_any_refusal`` (§6)."""
    return proposal == 1 or rules.penalty_any_refusal


def trick_score(deal: DealCore, rules: Rules) -> Score:
    """The points for the tricks at the end of the fifth trick (§6). A ``Score`` is a
    value: each one met is kept, by what ``score_tricks`` reads."""
    tricks, dealer, penalty, declared, turnup = (deal[TRICKS], deal[DEALER], deal[PENALTY],
                                                 deal[DECLARED], deal[TURNUP])
    key = (tricks, dealer, penalty, declared, turnup.rank is Rank.KING, rules.point_de_refus)
    score = _TRICK_SCORES.get(key)
    if score is None:
        score = _TRICK_SCORES[key] = score_tricks(rules, tricks, dealer=dealer,
                                                  penalty=penalty, declared=declared,
                                                  turnup=turnup)
    return score


_TRICK_SCORES: dict[tuple[object, ...], Score] = {}  # at most 6 x 2 x 3 x 3 x 2 x 2


def score_tricks(rules: Rules, tricks: tuple[int, int], *, dealer: int, penalty: int | None,
                 declared: int | None, turnup: Card) -> Score:
    """The points a deal's five tricks give (§6): the point or the vole to the side with
    three or more, one more when the loser stood or refused (``penalty``), capped under
    ``point_de_refus`` by the King's point (``declared``, or a King turned up)."""
    winner = 0 if tricks[0] >= 3 else 1
    taken = tricks[winner]
    if taken == 5:
        points, reasons = 2, [Reason(Why.VOLE)]
    else:
        points, reasons = 1, [Reason(Why.POINT, taken)]
    loser = 1 - winner
    scored_penalty = False
    if penalty == loser:
        what = Why.STOOD if loser != dealer else Why.REFUSED
        if rules.point_de_refus:
            king = int(declared == winner or (winner == dealer and turnup.rank is Rank.KING))
            bonus = min(1, 3 - king - points)
            if bonus > 0:
                points += bonus
                scored_penalty = True
                reasons.append(Reason(what, refus=True))
        elif points == 1:
            points, scored_penalty = 2, True
            reasons.append(Reason(what))
    return Score(winner, points, tuple(reasons), scored_penalty)


def concede_score(deal: Deal, seat: int) -> Score:
    """Law 42: with no trick won the opponent scores the vole, otherwise the point."""
    other = 1 - seat
    if deal.tricks[seat] == 0:
        return Score(other, 2, (Reason(Why.CONCEDED_VOLE),))
    return Score(other, 1, (Reason(Why.CONCEDED),))
