"""How each kind of action moves many deals on at once (``ecarte.engine.steps`` and the
match's card played, over columns): each function takes the rows that take that kind
of action and their seats, and says who scores what (``Scores``).
"""

from __future__ import annotations

from typing import Final

import numpy as np

from ecarte.batch.columns import (
    ANSWER,
    DISCARD,
    NOBODY,
    OVER,
    PLAYING,
    RESHUFFLE,
    STAND_OR_PROPOSE,
    Columns,
)
from ecarte.batch.tables import BEATS, BIT, Flags, Ints, Masks, card_bits, mask_of, popcount
from ecarte.engine.options import Rules

_FIVE: Final = np.arange(5, dtype=np.int64)


class Scores:
    """Who scores how many points at this step, per row (``NOBODY``: no one). A step
    scores at most once a row (the King, the tricks, a concession, a King turned)."""

    def __init__(self, rows: int) -> None:
        self.seat: Ints = np.full(rows, NOBODY, dtype=np.int64)
        self.points: Ints = np.zeros(rows, dtype=np.int64)

    def add(self, rows: Ints, seat: Ints | int, points: Ints | int) -> None:
        self.seat[rows] = seat
        self.points[rows] = points


def stand(c: Columns, rows: Ints, seat: Ints) -> None:
    """The elder plays with his hand; standing at his first decision risks the penalty."""
    c.penalty[rows] = np.where(c.proposals[rows] == 0, seat, c.penalty[rows])
    play_begins(c, rows)


def propose(c: Columns, rows: Ints) -> None:
    c.phase[rows] = ANSWER
    c.to_act[rows] = c.deal_dealer[rows]
    c.proposals[rows] += 1


def accept(c: Columns, rows: Ints) -> None:
    c.phase[rows] = DISCARD
    c.to_act[rows] = 1 - c.deal_dealer[rows]


def refuse(c: Columns, rows: Ints, seat: Ints, rules: Rules) -> None:
    """The dealer refuses: the first proposal (any, under ``penalty_any_refusal``) at
    the risk of the penalty."""
    liable = (c.proposals[rows] == 1) | rules.penalty_any_refusal
    c.penalty[rows] = np.where(liable, seat, c.penalty[rows])
    play_begins(c, rows)


def play_begins(c: Columns, rows: Ints) -> None:
    c.phase[rows] = PLAYING
    c.to_act[rows] = c.leader[rows] = 1 - c.deal_dealer[rows]


def discard_cards(c: Columns, rows: Ints, seat: Ints, numbers: Ints) -> Masks:
    """The cards of each discard number (bit i: the i-th card of the hand in deck
    order, as ``numbering`` counts them)."""
    held = card_bits(c.hands[rows, seat])
    order = np.nonzero(held)[1].reshape(len(rows), 5)  # each hand's five, low to high
    thrown = ((numbers[:, None] >> _FIVE) & 1).astype(bool)
    return mask_of(order, thrown)


def discard(c: Columns, rows: Ints, seat: Ints, cards: Masks, rules: Rules) -> None:
    """A discard: exchanged at once, or (more cards than the stock holds) kept pending
    for the reshuffle of the discards."""
    count = popcount(cards)
    short = count > c.end[rows] - c.top[rows]
    later = rows[short]
    c.phase[later] = RESHUFFLE
    c.pending[later] = cards[short]
    now = ~short
    exchange(c, rows[now], seat[now], cards[now], c.last_round[rows[now]], rules)


def exchange(c: Columns, rows: Ints, seat: Ints, cards: Masks, last_round: Ints | np.ndarray,
             rules: Rules) -> None:
    """``seat`` throws ``cards`` and draws as many from the top of the stock; then the
    dealer's turn, a new round, or the play (the stock spent, or the last round)."""
    if not len(rows):
        return
    count = popcount(cards)
    places = c.top[rows, None] + _FIVE
    drawn = mask_of(c.stock[rows[:, None], np.minimum(places, c.stock.shape[1] - 1)],
                    count[:, None] > _FIVE)
    c.hands[rows, seat] = (c.hands[rows, seat] & ~cards) | drawn
    c.top[rows] += count
    if rules.reshuffle_discards:
        _pile_up(c, rows, seat, cards)
    c.discarded[rows, seat] |= cards
    c.exchanged[rows, seat] += count
    c.last_round[rows] = last_round
    c.pending[rows] = 0
    left = c.end[rows] - c.top[rows]
    dealer = c.deal_dealer[rows]
    elder = 1 - dealer
    to_dealer = (seat == elder) & (left > 0)
    again = ~to_dealer & (left > 0) & ~c.last_round[rows]
    play = ~to_dealer & ~again
    c.phase[rows] = np.where(to_dealer, DISCARD, np.where(again, STAND_OR_PROPOSE, PLAYING))
    c.to_act[rows] = np.where(to_dealer, dealer, elder)
    c.leader[rows[play]] = elder[play]


def _pile_up(c: Columns, rows: Ints, seat: Ints, cards: Masks) -> None:
    """Each seat's discards in the order a reshuffle gathers them: thrown in turn, each
    discard's cards by index (``Action.discard`` sorts them)."""
    thrown = card_bits(cards)
    for card in range(32):
        these = np.flatnonzero(thrown[:, card])
        if len(these):
            row, who = rows[these], seat[these]
            c.pile[row, who, c.piled[row, who]] = card
            c.piled[row, who] += 1


def reshuffle_pile(c: Columns, rows: Ints) -> tuple[Ints, Ints]:
    """The cards a reshuffle gathers in each row, in order (the first seat's discards,
    then the second's), and how many."""
    first = c.piled[rows, 0][:, None]
    spot = np.arange(32)[None, :]
    second = np.take_along_axis(c.pile[rows, 1], np.clip(spot - first, 0, 31), axis=1)
    pile = np.where(spot < first, c.pile[rows, 0], second)
    return pile, c.piled[rows].sum(axis=1)


def play(c: Columns, rows: Ints, seat: Ints, card: Ints, rules: Rules, scores: Scores) -> None:
    """A card played: it leads, or it is the second card and the trick is won (by
    ``kernel.SECOND_WINS``); after the fifth trick the deal is scored."""
    bit = BIT[card]
    c.hands[rows, seat] &= ~bit
    c.played[rows, seat] |= bit
    c.started[rows, seat] = True
    lead = c.lead[rows]
    leads = lead == NOBODY
    first = rows[leads]
    c.lead[first] = card[leads]
    c.to_act[first] = 1 - seat[leads]
    follow = ~leads
    rows, seat, card, lead = rows[follow], seat[follow], card[follow], lead[follow]
    won = np.where(BEATS[c.turnup[rows] >> 3, lead, card], seat, c.leader[rows])
    c.tricks[rows, won] += 1
    c.lead[rows] = NOBODY
    c.leader[rows] = c.to_act[rows] = won
    last = rows[c.tricks[rows].sum(axis=1) == 5]
    c.phase[last] = OVER
    score_tricks(c, last, rules, scores)


def score_tricks(c: Columns, rows: Ints, rules: Rules, scores: Scores) -> None:
    """``deal.score_tricks``: the point or the vole, one more when the loser stood or
    refused at the risk of it (under ``point_de_refus``, capped at three with the
    King's point)."""
    tricks = c.tricks[rows]
    winner = np.where(tricks[:, 0] >= 3, 0, 1)
    taken = tricks[np.arange(len(rows)), winner]
    points = np.where(taken == 5, 2, 1)
    liable = c.penalty[rows] == 1 - winner
    if rules.point_de_refus:
        king_turned = (c.turnup[rows] & 7) == 7
        king = ((c.declared[rows] == winner)
                | ((winner == c.deal_dealer[rows]) & king_turned)).astype(np.int64)
        bonus = np.minimum(1, 3 - king - points)
        points = np.where(liable & (bonus > 0), points + bonus, points)
    else:
        points = np.where(liable & (points == 1), 2, points)
    scores.add(rows, winner, points)


def concede(c: Columns, rows: Ints, seat: Ints, scores: Scores) -> None:
    """Law 42: the other side scores the vole if the conceder has no trick, else the
    point."""
    c.phase[rows] = OVER
    scores.add(rows, 1 - seat, np.where(c.tricks[rows, seat] == 0, 2, 1))


def declare_king(c: Columns, rows: Ints, seat: Ints, scores: Scores) -> None:
    c.declared[rows] = seat
    scores.add(rows, seat, 1)


def may_declare(c: Columns, rows: Ints, seat: Ints) -> Flags:
    """``deal.may_declare``: the seat holds the King of trumps, nobody has declared it,
    and the seat has not played a card yet."""
    king = BIT[(c.turnup[rows] | 7)]
    may: Flags = (~c.started[rows, seat] & (c.declared[rows] == NOBODY)
                  & ((c.hands[rows, seat] & king) != 0))
    return may

