"""A seat's observation as a fixed-length vector of numbers, for learning agents (as
OpenSpiel's ``observation_tensor`` and PettingZoo's observations): made from the seat's
view only, so it holds nothing the seat may not know (a card it has not seen cannot change
it: the view has no such card).

The layout, ``LAYOUT``, names each part and its length; card parts have one place per
card in deck order (``Card.index``: 7♣ first, K♠ last), 1.0 where the card is in the part.

>>> sum(size for _, size in LAYOUT) == SIZE
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ecarte.engine.cards import Card
from ecarte.engine.deal import Phase
from ecarte.engine.view import SeatView

PHASES: Final[tuple[Phase, ...]] = tuple(Phase)

LAYOUT: Final[tuple[tuple[str, int], ...]] = (
    ("hand", 32),  # the seat's hand
    ("turnup", 32),  # the turned-up card (its suit is trumps)
    ("my_discards", 32),  # every card the seat discarded this deal
    ("my_played", 32),  # cards the seat played this deal (the trick in progress too)
    ("their_played", 32),  # cards the opponent played this deal (the trick in progress too)
    ("lead", 32),  # the card led to the trick in progress, by either side
    ("their_known", 32),  # cards known to be in the opponent's hand (a declared King)
    ("phase", len(PHASES)),  # one-hot: stand or propose ... over (none before a deal)
    ("to_act", 1),  # 1.0 when it is the seat's turn
    ("dealer", 1),  # 1.0 when the seat deals this deal
    ("leads", 1),  # 1.0 when the seat leads the trick in progress
    ("tricks", 2),  # the seat's and the opponent's tricks, out of 5
    ("score", 2),  # the seat's and the opponent's points, out of the target
    ("games", 2),  # games won by each, out of the games needed (a match of several)
    ("penalty", 2),  # 1.0 for the side that pays double if it loses the tricks
    ("declared", 2),  # 1.0 for the side that declared the King of trumps
    ("their_cards", 1),  # cards in the opponent's hand, out of 5
    ("stock", 1),  # cards left in the stock, out of 21
    ("proposals", 1),  # proposals made this deal, out of 5
    ("their_exchanged", 1),  # cards the opponent exchanged this deal, out of 10
    ("last_round", 1),  # 1.0 when the discards were reshuffled: play follows this round
)
SIZE: Final = sum(size for _, size in LAYOUT)
OFFSETS: Final[dict[str, int]] = {
    name: sum(size for _, size in LAYOUT[:at]) for at, (name, _) in enumerate(LAYOUT)}
"""Where each part of ``LAYOUT`` starts."""


def observation(seen: SeatView) -> tuple[float, ...]:
    """The seat's observation: ``SIZE`` numbers laid out as ``LAYOUT`` says."""
    out = [0.0] * SIZE
    seat, other = seen.seat, 1 - seen.seat
    state, deal = seen.state, seen.deal

    def cards(part: str, held: Iterable[Card | None]) -> None:
        start = OFFSETS[part]
        for card in held:
            if card is not None:
                out[start + card.index] = 1.0

    rules = seen.rules
    out[OFFSETS["score"]] = min(1.0, state.score[seat] / rules.target)
    out[OFFSETS["score"] + 1] = min(1.0, state.score[other] / rules.target)
    need = max(1, rules.games_to_win)
    out[OFFSETS["games"]] = state.games[seat] / need
    out[OFFSETS["games"] + 1] = state.games[other] / need
    out[OFFSETS["to_act"]] = float(state.actor == seat)
    if deal is None:
        return tuple(out)
    cards("hand", seen.hand)
    cards("turnup", (deal.turnup,))
    cards("my_discards", seen.my_discards)
    cards("my_played", (lead if leader == seat else follow
                        for leader, lead, follow in deal.played))
    cards("their_played", (lead if leader == other else follow
                           for leader, lead, follow in deal.played))
    if deal.lead is not None:
        cards("lead", (deal.lead,))
        cards("my_played" if deal.leader == seat else "their_played", (deal.lead,))
    if deal.declared == other:
        king = deal.king_of_trumps
        gone = any(king in (lead, follow) for _, lead, follow in deal.played) \
            or deal.lead == king
        if not gone:
            cards("their_known", (king,))
    out[OFFSETS["phase"] + PHASES.index(deal.phase)] = 1.0
    out[OFFSETS["dealer"]] = float(deal.dealer == seat)
    out[OFFSETS["leads"]] = float(deal.leader == seat)
    out[OFFSETS["tricks"]] = deal.tricks[seat] / 5
    out[OFFSETS["tricks"] + 1] = deal.tricks[other] / 5
    if deal.penalty is not None:
        out[OFFSETS["penalty"] + (0 if deal.penalty == seat else 1)] = 1.0
    if deal.declared is not None:
        out[OFFSETS["declared"] + (0 if deal.declared == seat else 1)] = 1.0
    out[OFFSETS["their_cards"]] = seen.opponent_cards / 5
    out[OFFSETS["stock"]] = len(deal.stock) / 21
    out[OFFSETS["proposals"]] = min(1.0, deal.proposals / 5)
    out[OFFSETS["their_exchanged"]] = min(1.0, sum(deal.exchanges[other]) / 10)
    out[OFFSETS["last_round"]] = float(deal.last_round)
    return tuple(out)
