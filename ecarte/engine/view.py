"""A seat's view: the only thing a bot or a front end is given.

The view is the match state with every card the seat has not seen replaced by ``None``
(the opponent's hand, the stock, the opponent's discards and what it drew), so it cannot
leak a card by construction. ``legal_actions`` works on it as on the full state.
"""

from __future__ import annotations

import dataclasses

from ecarte.engine.actions import Action
from ecarte.engine.cards import Card
from ecarte.engine.deal import Deal, Hand, Phase
from ecarte.engine.match import MatchState, legal_actions
from ecarte.engine.options import Rules


@dataclasses.dataclass(frozen=True, slots=True)
class SeatView:
    """What ``seat`` knows. ``state`` is redacted: unseen cards are None."""

    seat: int
    state: MatchState
    deal: Deal | None = dataclasses.field(init=False, repr=False, compare=False)
    """``state.deal``, made once (a bot reads it many times a decision)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "deal", self.state.deal)

    @property
    def rules(self) -> Rules:
        return self.state.rules

    @property
    def hand(self) -> tuple[Card, ...]:
        deal = self.deal
        if deal is None:
            return ()
        return tuple(c for c in deal.hands[self.seat] if c is not None)

    @property
    def my_discards(self) -> tuple[Card, ...]:
        deal = self.deal
        if deal is None:
            return ()
        return tuple(c for c in deal.discards[self.seat] if c is not None)

    @property
    def opponent_cards(self) -> int:
        deal = self.deal
        return len(deal.hands[1 - self.seat]) if deal is not None else 0

    @property
    def score(self) -> tuple[int, int]:
        return self.state.score

    @property
    def to_act(self) -> bool:
        return self.state.actor == self.seat

    @property
    def phase(self) -> Phase | None:
        deal = self.deal
        return deal.phase if deal is not None else None

    def legal_actions(self) -> list[Action]:
        """The seat's legal actions, empty when it is not its turn."""
        return legal_actions(self.state) if self.state.actor == self.seat else []

    def seen(self) -> frozenset[Card]:
        """Every card this seat has seen this deal: hand, discards, turn-up, tricks."""
        deal = self.deal
        if deal is None:
            return frozenset()
        cards: set[Card] = {deal.turnup, *self.hand, *self.my_discards}
        for _, lead, follow in deal.played:
            cards.update((lead, follow))
        if deal.lead is not None:
            cards.add(deal.lead)
        return frozenset(cards)


def view(state: MatchState, seat: int) -> SeatView:
    """``state`` as ``seat`` may see it."""
    if seat not in (0, 1):
        raise ValueError("a seat is 0 or 1")
    deal = state.deal
    if deal is None:
        return SeatView(seat, state)
    return SeatView(seat, state._replace(deal=redact_deal(deal, seat)))


def _hide(cards: Hand) -> Hand:
    return (None,) * len(cards)


def redact_deal(deal: Deal, seat: int) -> Deal:
    other = 1 - seat
    hands = (deal.hands[0], _hide(deal.hands[1])) if seat == 0 else \
        (_hide(deal.hands[0]), deal.hands[1])
    discards = (deal.discards[0], _hide(deal.discards[1])) if seat == 0 else \
        (_hide(deal.discards[0]), deal.discards[1])
    history = tuple(
        (who, Action.hidden_discard(action.count)
         if who == other and action.kind == "discard" and action.cards else action)
        for who, action in deal.history)
    pending = _hide(deal.pending) if deal.to_act == other else deal.pending
    return deal._replace(hands=hands, stock=_hide(deal.stock), discards=discards,
                         history=history, pending=pending)
