"""A full state consistent with what one seat knows, as OpenSpiel's
``resample_from_infostate``: the opponent's hand, the stock and the opponent's discards
dealt from the cards the seat has not seen, so that the seat's view of the result is its
view now (a test checks ``view(resample(seen, rng), seat) == seen`` over random positions).

Hard facts are kept: a card the opponent could not have held when he followed (he did not
follow suit, did not trump under strict trumping, followed low rather than beat the card)
is not in his hand; a King of trumps he declared and has not played is; under the
automatic King he does not hold it once he has played without declaring it. Otherwise every
consistent deal is as likely (his stands, proposals and discards are not weighed: a bot
that wants that weighs the samples itself, as the expert does).

After a reshuffle of the discards (the last round of an exchange), the cards discarded
before it are back in play; the opponent's earlier discards are then drawn from the cards
that were in play, which no later step reads.
"""

from __future__ import annotations

import random

from ecarte.engine.actions import Action
from ecarte.engine.cards import DECK, Card, deck_order
from ecarte.engine.deal import Deal
from ecarte.engine.kernel import excluded
from ecarte.engine.match import MatchState
from ecarte.engine.view import SeatView

STOCK_AT_DEAL = 21
"""Cards in the stock after the deal: 32, less two hands of five and the turn-up."""


def resample(seen: SeatView, rng: random.Random) -> MatchState:
    """A full state whose view for ``seen.seat`` is ``seen``. Raises ValueError when no
    deal fits the view (a view made by hand that contradicts itself)."""
    deal = seen.deal
    if deal is None:
        return seen.state
    seat, other = seen.seat, 1 - seen.seat
    mine_now = set(seen.hand)
    played = {card for _, lead, follow in deal.played for card in (lead, follow)}
    if deal.lead is not None:
        played.add(deal.lead)
    pre, post = _split_discards(deal)
    hidden_pending = bool(deal.pending) and deal.to_act == other
    my_pre = [c for c in pre[seat] if c is not None]
    my_post = [c for c in post[seat] if c is not None]
    out_of_play = set(my_post) if deal.last_round else set(my_pre)
    unseen = [c for c in DECK if c not in mine_now and c not in played
              and c is not deal.turnup and c not in out_of_play]
    opponent_count = len(deal.hands[other])
    discards_count = len(pre[other]) + len(post[other])
    stock_count = len(deal.stock)
    if deal.last_round:
        discards_count = len(post[other])  # the earlier ones are back in play
    if len(unseen) != opponent_count + stock_count + discards_count:
        raise ValueError("the view's card counts do not add up to a deal")
    known, allowed = _their_hand_facts(seen, deal, unseen)
    need = opponent_count - len(known)
    free = [c for c in unseen if c in allowed and c not in known]
    if need < 0 or need > len(free):
        raise ValueError("no hand of the opponent fits the cards he has played")
    theirs = known + rng.sample(free, need)
    rest = [c for c in unseen if c not in theirs]
    rng.shuffle(rest)
    stock, dropped = rest[:stock_count], rest[stock_count:]
    if deal.last_round:
        back_in_play = [c for c in DECK if c not in my_pre and c is not deal.turnup
                        and c not in dropped and c not in my_post]
        earlier = rng.sample(back_in_play, len(pre[other]))
        their_discards = earlier + dropped
    else:
        their_discards = dropped
    pending: tuple[Card | None, ...] = deal.pending
    if hidden_pending:
        ordered: list[Card] = sorted(theirs, key=deck_order)
        pending = tuple(rng.sample(ordered, len(deal.pending)))
    history, discarded = _fill_history(deal, other, their_discards, pending, hidden_pending)
    hands = (deal.hands[0], tuple(theirs)) if seat == 0 else (tuple(theirs), deal.hands[1])
    discards = (deal.discards[0], discarded) if seat == 0 else (discarded, deal.discards[1])
    full = deal._replace(hands=hands, stock=tuple(stock), discards=discards,
                         history=history, pending=pending)
    return seen.state._replace(deal=full)


def _split_discards(deal: Deal) -> tuple[tuple[list[Card | None], list[Card | None]],
                                         tuple[list[Card | None], list[Card | None]]]:
    """Each seat's discards before the reshuffle of this deal, and after (none after
    when there was none), walking the exchanges as the stock ran down. A discard
    waiting for the reshuffle (``pending``) is in neither: it is not yet discarded."""
    pre: tuple[list[Card | None], list[Card | None]] = ([], [])
    post: tuple[list[Card | None], list[Card | None]] = ([], [])
    taken = [0, 0]
    stock = STOCK_AT_DEAL
    reshuffled = False
    discards = [a for a in deal.history if a[1].kind == "discard"]
    if deal.pending:
        discards = discards[:-1]
    for who, action in discards:
        count = action.count
        if not reshuffled and count > stock:
            reshuffled = True
        cards = deal.discards[who][taken[who]:taken[who] + count]
        taken[who] += count
        (post if reshuffled else pre)[who].extend(cards)
        if not reshuffled:
            stock -= count
    return pre, post


def _their_hand_facts(seen: SeatView, deal: Deal, unseen: list[Card]
                      ) -> tuple[list[Card], set[Card]]:
    """The cards the opponent surely holds, and those he may hold."""
    seat, other = seen.seat, 1 - seen.seat
    strict = seen.rules.trumping == "strict"
    trump = int(deal.trump)
    barred = 0
    for leader, lead, follow in deal.played:
        if leader == seat:
            barred |= excluded(lead.index, follow.index, trump, strict)
    king = deal.king_of_trumps
    theirs_played = {lead if leader == other else follow
                     for leader, lead, follow in deal.played}
    if deal.lead is not None and deal.leader == other:
        theirs_played.add(deal.lead)
    known = [king] if deal.declared == other and king not in theirs_played \
        and king in unseen else []
    if not known and deal.started[other] and deal.declared is None \
            and seen.rules.king == "auto":
        barred |= 1 << king.index
    return known, {c for c in unseen if not barred >> c.index & 1}


def _fill_history(deal: Deal, other: int, their_discards: list[Card],
                  pending: tuple[Card | None, ...], hidden_pending: bool
                  ) -> tuple[tuple[tuple[int, Action], ...], tuple[Card | None, ...]]:
    """The deal's history with the opponent's hidden discards given cards (in order,
    by their counts), and his discards as the deal keeps them."""
    left = list(their_discards)
    history: list[tuple[int, Action]] = []
    kept: list[Card | None] = []
    last = max((i for i, (who, a) in enumerate(deal.history)
                if who == other and a.kind == "discard"), default=-1)
    for at, (who, action) in enumerate(deal.history):
        if who == other and action.hidden:
            if hidden_pending and at == last:
                cards = tuple(c for c in pending if c is not None)
            else:
                cards = tuple(left[:action.count])
                del left[:action.count]
                ordered: list[Card] = sorted(cards, key=deck_order)
                kept.extend(ordered)
            action = Action.discard(cards)
        history.append((who, action))
    return tuple(history), tuple(kept)

