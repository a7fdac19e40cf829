"""``club``: plays by the book (RULES.md §9): the jeux de règle, the dealer's refusals,
discarding and leading advice, the score adjustments, and the King declared unless hiding
it is right."""

from __future__ import annotations

from ecarte.bots import Bot, register
from ecarte.bots.common import deal_of, first_decision, king_matters, pick
from ecarte.bots.hands import (
    book_discard,
    book_stands,
    cheap_follow,
    dealer_refuses,
    even_chance,
    keep_on_lead,
    trick_estimate,
)
from ecarte.engine import (
    ACCEPT,
    DOUBLE,
    DROP,
    KING,
    PLAY,
    PROPOSE,
    REFUSE,
    STAND,
    TAKE,
    Action,
    Card,
    Deal,
    Phase,
    Rank,
    SeatView,
)


def opponent_at_the_door(view: SeatView, deal: Deal) -> bool:
    """The opponent needs one point and the King is not ours nor turned (§9: then play
    any hand with an even chance of the point)."""
    theirs = view.score[1 - view.seat]
    return (theirs == view.rules.target - 1 and deal.king_of_trumps not in view.hand
            and deal.turnup.rank is not Rank.KING)


class ClubBot:
    name = "club"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        actions = view.legal_actions()
        if TAKE in actions:
            return self._answer_double(view)
        deal = deal_of(view)
        if DOUBLE in actions and first_decision(view) and self._doubles(view, deal):
            return DOUBLE
        if deal.phase is Phase.STAND_OR_PROPOSE:
            return pick(view, STAND if self._plays(view, deal) else PROPOSE)
        if deal.phase is Phase.ANSWER:
            return pick(view, REFUSE if self._refuses(view, deal) else ACCEPT)
        if deal.phase is Phase.DISCARD:
            fewest, most = deal.discard_limits(view.seat, view.rules)
            return pick(view, Action.discard(book_discard(view.hand, deal.trump, fewest, most)))
        if KING in actions and king_matters(view):
            return KING
        plays = [a.card for a in actions if a.kind == "play"]
        if deal.lead is not None:
            return PLAY[cheap_follow(plays, deal.lead, deal.trump)]
        return PLAY[self._lead(view, deal, plays)]

    def _plays(self, view: SeatView, deal: Deal) -> bool:
        hand, trump = view.hand, deal.trump
        if opponent_at_the_door(view, deal) and even_chance(hand, trump):
            return True
        return book_stands(hand, trump, first=not deal.history)

    def _refuses(self, view: SeatView, deal: Deal) -> bool:
        hand, trump = view.hand, deal.trump
        if opponent_at_the_door(view, deal) and even_chance(hand, trump):
            return True
        return dealer_refuses(hand, trump)

    def _lead(self, view: SeatView, deal: Deal, plays: list[Card]) -> Card:
        last = deal.played[-1] if deal.played else None
        return keep_on_lead(plays, deal.trump, last, view.seat, view.seen())

    def _doubles(self, view: SeatView, deal: Deal) -> bool:
        mine, theirs = view.score[view.seat], view.score[1 - view.seat]
        strong = trick_estimate(view.hand, deal.trump) >= 3.0
        return mine >= theirs + 2 or (strong and mine >= theirs)

    def _answer_double(self, view: SeatView) -> Action:
        mine, theirs = view.score[view.seat], view.score[1 - view.seat]
        target = view.rules.target
        return DROP if theirs >= target - 1 and mine <= target - 3 else TAKE


def _make(seed: int) -> Bot:
    return ClubBot(seed)


register("club", _make)
