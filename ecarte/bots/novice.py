"""``novice``: sensible but simple. Proposes with weak hands, keeps trumps and kings,
takes a trick cheaply when it can, always declares the King."""

from __future__ import annotations

from ecarte.bots import Bot, register
from ecarte.bots.common import deal_of, pick
from ecarte.bots.hands import book_discard, cheap_follow, trumps_in
from ecarte.engine import (
    ACCEPT,
    KING,
    PROPOSE,
    REFUSE,
    STAND,
    TAKE,
    Action,
    Phase,
    SeatView,
)


class NoviceBot:
    name = "novice"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        actions = view.legal_actions()
        if TAKE in actions:
            return TAKE
        deal = deal_of(view)
        hand, trump = view.hand, deal.trump
        trumps = len(trumps_in(hand, trump))
        kings = sum(c.rank == 7 and c.suit is not trump for c in hand)
        if deal.phase is Phase.STAND_OR_PROPOSE:
            return pick(view, STAND if trumps >= 2 or (trumps and kings) else PROPOSE)
        if deal.phase is Phase.ANSWER:
            return pick(view, REFUSE if trumps >= 2 else ACCEPT)
        if deal.phase is Phase.DISCARD:
            fewest, most = deal.discard_limits(view.seat, view.rules)
            return pick(view, Action.discard(book_discard(hand, trump, fewest, most)))
        if KING in actions:
            return KING
        plays = [a.card for a in actions if a.kind == "play"]
        if deal.lead is None:
            card = max(plays, key=lambda c: (c.suit is not trump, c.rank, c.index))
        else:
            card = cheap_follow(plays, deal.lead, trump)
        return pick(view, Action("play", (card,), 1))


def _make(seed: int) -> Bot:
    return NoviceBot(seed)


register("novice", _make)
