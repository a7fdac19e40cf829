"""What a seat knows about the opponent's hand, and sampling hands consistent with it.

Hard facts come from the follow rules (a void, a card that could not beat the lead), a
declared King and every card seen. Soft evidence comes from the opponent's stand,
proposal, refusal and exchange sizes, weighed with the book's rules (``hands``) as the
model of what a player does: a particle is a whole replay of the opponent's exchanges from
a random deal of the unseen cards.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from itertools import combinations
from math import comb
from typing import Final

from ecarte.bots.common import deal_of
from ecarte.bots.hands import (
    book_discard,
    book_stands,
    dealer_refuses,
    draw,
    habit_follow,
    habit_lead,
    throw_order,
)
from ecarte.engine import DECK, Card, SeatView, Suit
from ecarte.engine.kernel import beats, bits_of, excluded, follows, mask

AGREE: Final = 1.0
DISAGREE: Final = 0.3  # the weight of a history the model would not have played
ODD_COUNT: Final = 0.5  # an exchange size other than the book's


@dataclasses.dataclass(frozen=True, slots=True)
class Knowledge:
    trump: int
    strict: bool
    mine: int  # this seat's hand
    count: int  # cards in the opponent's hand
    known: int  # cards known to be in it (a declared King not yet played)
    allowed: int  # cards that may be in it, besides the known ones
    played: int  # cards the opponent has played this deal


def read(view: SeatView) -> Knowledge:
    """The hard facts about the opponent's hand."""
    deal = deal_of(view)
    seat, other = view.seat, 1 - view.seat
    trump = int(deal.trump)
    strict = view.rules.trumping == "strict"
    seen = mask(view.seen())
    possible = ~seen & 0xFFFFFFFF
    if deal.last_round:  # the discards were reshuffled into the stock
        possible |= mask(view.my_discards) & ~mask(view.hand)
    tricks = [(leader, lead, follow) for leader, lead, follow in deal.played]
    played = 0
    for leader, lead, follow in tricks:
        played |= 1 << (lead.index if leader == other else follow.index)
        if leader == seat:
            possible &= ~excluded(lead.index, follow.index, trump, strict)
    if deal.lead is not None and deal.leader == other:
        played |= 1 << deal.lead.index
    known = 0
    king = deal.king_of_trumps.index
    if deal.declared == other and not played >> king & 1:
        known = 1 << king
    elif deal.started[other] and deal.declared is None and view.rules.king == "auto":
        possible &= ~(1 << king)
    possible &= ~known
    return Knowledge(trump, strict, mask(view.hand), view.opponent_cards, known, possible,
                     played)


@dataclasses.dataclass(frozen=True, slots=True)
class Particle:
    """One replay of the opponent's side of the exchange: his hand now, the stock to come
    (top first) and how well the replay fits what he did."""

    hand: tuple[Card, ...]
    stock: tuple[Card, ...]
    weight: float


def particles(view: SeatView, count: int, rng: random.Random) -> list[Particle]:
    """Replays of the exchange consistent with everything this seat has seen, weighted
    by the book model of the opponent's stands, proposals, answers and exchange sizes."""
    deal = deal_of(view)
    seat, trump = view.seat, deal.trump
    mine_ever = set(view.hand) | set(view.my_discards)
    for leader, lead, follow in deal.played:
        mine_ever.add(lead if leader == seat else follow)
    if deal.lead is not None and deal.leader == seat:
        mine_ever.add(deal.lead)
    pool = [c for c in DECK if c not in mine_ever and c is not deal.turnup]
    king = deal.king_of_trumps
    out: list[Particle] = []
    for _ in range(count):
        order = pool[:]
        rng.shuffle(order)
        hand = order[:5]
        stock = order[5:]
        weight = 1.0
        first = True
        proposals = 0
        for who, action in deal.history:
            kind = action.kind
            if kind == "play":
                break
            if who == seat:
                if kind == "propose":
                    proposals += 1
                first = False
                continue
            if kind in ("stand", "propose"):
                jeu = book_stands(hand, trump, first)
                weight *= AGREE if jeu == (kind == "stand") else DISAGREE
            elif kind in ("accept", "refuse"):
                refuses = dealer_refuses(hand, trump)
                weight *= AGREE if refuses == (kind == "refuse") else DISAGREE
            elif kind == "discard":
                hand, stock, fit = _replay_exchange(hand, stock, action.count, trump, view)
                weight *= fit
            elif kind == "king" and king not in hand:
                weight = 0.0
            first = False
        if weight > 0:
            out.append(Particle(tuple(hand), tuple(stock), weight))
    return out or [Particle(tuple(pool[:view.opponent_cards]), tuple(pool[5:]), 1.0)]


def _replay_exchange(hand: list[Card], stock: list[Card], count: int, trump: Suit,
                     view: SeatView) -> tuple[list[Card], list[Card], float]:
    book = len(book_discard(hand, trump, 1, 5))
    thrown = throw_order(hand, trump)[:count]
    # A short stock: the rest drawn from the discards reshuffled (his, then ours).
    hand, stock = draw(hand, thrown, stock, spare=thrown + list(view.my_discards))
    return hand, stock, AGREE if count == book else ODD_COUNT


def marginals(parts: Sequence[Particle]) -> dict[Card, float]:
    """How likely each card is to be in the opponent's hand at the start of play."""
    total = sum(p.weight for p in parts) or 1.0
    share: dict[Card, float] = {}
    for part in parts:
        for card in part.hand:
            share[card] = share.get(card, 0.0) + part.weight / total
    return share


def sample_hands(knowledge: Knowledge, share: dict[Card, float], count: int,
                 rng: random.Random) -> list[tuple[int, float]]:
    """Opponent hands (masks) with weights: every hand when there are few, else
    ``count`` draws, card by card, by the odds of each card from ``share``."""
    need = knowledge.count - knowledge.known.bit_count()
    cards = bits_of(knowledge.allowed)
    if need <= 0 or need > len(cards):
        base = knowledge.known
        if need > len(cards):  # the facts contradict: trust the cards left
            base |= sum(1 << c for c in cards)
        return [(base, 1.0)]
    odds = {c: _odds(share.get(DECK[c], 0.15)) for c in cards}
    if comb(len(cards), need) <= count:
        hands = []
        for combo in combinations(cards, need):
            weight = 1.0
            bits = knowledge.known
            for c in combo:
                weight *= odds[c]
                bits |= 1 << c
            hands.append((bits, weight))
        return hands
    found: dict[int, float] = {}
    for _ in range(count):
        left = cards[:]
        bits = knowledge.known
        for _ in range(need):
            total = sum(odds[c] for c in left)
            pick = rng.random() * total
            for i, c in enumerate(left):
                pick -= odds[c]
                if pick <= 0 or i == len(left) - 1:
                    bits |= 1 << c
                    left.pop(i)
                    break
        found[bits] = found.get(bits, 0.0) + 1.0
    return list(found.items())


def _odds(chance: float) -> float:
    chance = min(max(chance, 0.02), 0.98)
    return chance / (1.0 - chance)


LEAD_DISAGREE = 0.4  # the weight of a hand from which the book would lead otherwise
FOLLOW_DISAGREE = 0.5  # ... or from which it would follow with another card


def lead_fit(view: SeatView, hand: int) -> float:
    """How well an opponent hand (mask, now) fits the cards he chose to play, the book's
    advice taken as his habit (soft: players differ): lead the best card of the best suit,
    take a trick with the cheapest winning card, else throw the least useful card."""
    deal = deal_of(view)
    other = 1 - view.seat
    trump = deal.trump
    strict = view.rules.trumping == "strict"
    tricks = list(deal.played)
    if deal.lead is not None and deal.leader == other:
        tricks.append((other, deal.lead, deal.lead))
    fit = 1.0
    held = hand
    for leader, lead, follow in tricks:  # give back every card he played since
        held |= 1 << (lead.index if leader == other else follow.index)
    seen = 1 << deal.turnup.index  # the cards he has seen out of play, as far as we know
    kept_on = None
    for number, (leader, lead, follow) in enumerate(tricks):
        if leader == other:
            if habit_lead(held, seen, trump, kept_on) != lead.index:
                fit *= LEAD_DISAGREE
        elif number < len(deal.played):
            allowed = follows(held, lead.index, trump, strict)
            if allowed.bit_count() > 1 \
                    and habit_follow(allowed, lead.index, trump) != follow.index:
                fit *= FOLLOW_DISAGREE
        held &= ~(1 << (lead.index if leader == other else follow.index))
        seen |= (1 << lead.index) | (1 << follow.index)
        kept_on = lead.index if leader == other and not beats(follow.index, lead.index, trump) \
            else None
    return fit
