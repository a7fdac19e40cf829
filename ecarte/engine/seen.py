"""A seat's view built from what that seat has seen, not from the full state.

A player at the table knows the rules, the dealer, the score, the turn-up, its own hand,
the deal's actions (of the opponent's exchanges only their size) and what it drew.
``view_from_facts`` replays the deal through the engine's own ``fault`` and ``advance``,
every card the seat has not seen left as ``None``, and returns the ``SeatView`` that
``view`` gives of the real state. Facts that cannot go together raise ``FactsError``,
a ``ValueError`` whose message says why in a sentence.

>>> from ecarte.engine.actions import parse_action
>>> from ecarte.engine.cards import parse_cards
>>> hand = parse_cards("Kh Jh 9h 8h 9c".split())
>>> said = [(0, parse_action("stand")), (0, parse_action("play Ks"))]
>>> seen = view_from_facts(Rules(), 1, dealer=1, turnup=Card.parse("Th"), hand=hand,
...                        history=said)
>>> [str(a) for a in seen.legal_actions()]
['king', 'play Kh', 'play Jh', 'play 9h', 'play 8h', 'concede']
>>> said[1] = (0, parse_action("play Kh"))
>>> view_from_facts(Rules(), 1, dealer=1, turnup=Card.parse("Th"), hand=hand,
...                 history=said)
Traceback (most recent call last):
ecarte.engine.seen.FactsError: history entry 2 ('play Kh' by seat 0) is not possible: \
the opponent cannot play the Kh: you have seen it this deal
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, cast

from ecarte.engine.actions import Action, DealCards, Reshuffle
from ecarte.engine.cards import Card, Rank, deck_order
from ecarte.engine.deal import Deal, Phase
from ecarte.engine.kernel import SUIT_MASKS, excluded
from ecarte.engine.match import GameResult, MatchState, advance, fault, new_match
from ecarte.engine.options import Rules
from ecarte.engine.view import SeatView, view

__all__ = ["FactsError", "view_from_facts"]

Pair = tuple[int, int]
History = Sequence[tuple[int, Action]]

_NOT_IN_A_DEAL: Final = frozenset({"double", "take", "drop", "concede"})


class FactsError(ValueError):
    """Facts no seat could have seen together; the message says why, in a sentence."""


def view_from_facts(rules: Rules, seat: int, *, dealer: int, turnup: Card,
                    hand: Sequence[Card], history: History = (),
                    drawn: Sequence[Sequence[Card]] | None = None,
                    stock: int | None = None, score: Pair = (0, 0),
                    declared: int | None = None, stake: int = 1, cube: int | None = None,
                    offered: int | None = None, deals: int = 1, games: Pair = (0, 0),
                    stakes: Pair = (0, 0), results: tuple[GameResult, ...] = ()) -> SeatView:
    """The view of ``seat`` in the deal ``dealer`` dealt, from what the seat has seen.

    ``hand``: the cards it holds now. ``history``: the deal's actions as (seat, action),
    the opponent's exchanges as ``Action.hidden_discard(count)`` (naming the cards is
    allowed: only their count is kept). ``drawn``: the cards the seat drew at each of
    its exchanges, in order (none for standing pat); without it only the cards drawn
    back from a reshuffle of the discards matter, and the hand's order may differ from
    the real one. ``stock``: the cards left in the stock, checked if given. ``score``:
    this game's points, counting a King turned up or declared. ``declared``: who
    declared the King of trumps, needed only for the opponent under ``king`` auto (not
    an action, so not in the history). ``stake``, ``cube``, ``offered``: doubling
    (videau). ``deals``: deals begun in this game. ``games``, ``stakes``, ``results``:
    the match so far.
    """
    _check_table(rules, seat, dealer, score, games, stake, cube, offered, deals)
    hand, history = tuple(hand), tuple(history)
    for at, one in enumerate(hand):
        if one in hand[:at]:
            raise FactsError(f"the {one} is named twice in the hand")
    dealt, draws = _as_dealt(seat, hand, history, drawn)
    if turnup in dealt:
        raise FactsError(f"the turn-up {turnup} is also {_where_you_had(turnup, hand, history)}")
    replay = _Replay(rules, seat, dealer, turnup, dealt, draws, declared, deals)
    for number, (who, action) in enumerate(history, 1):
        replay.step(who, action, f"history entry {number} ('{action}' by seat {who})")
    state = replay.finish(hand, stock, score, declared)
    game = state.game
    assert game is not None
    game = game._replace(score=score, stake=stake, cube=cube, offered=offered)
    return view(state._replace(game=game, games=games, stakes=stakes, results=results), seat)


def _where_you_had(card: Card, hand: tuple[Card, ...],
                   history: tuple[tuple[int, Action], ...]) -> str:
    """Where a card of the seat's own is in the facts: in the hand, a discard or a play."""
    if card in hand:
        return "in your hand"
    if any(action.kind == "play" and action.card == card for _, action in history):
        return "a card you played"
    return "among your discards"


def _check_table(rules: Rules, seat: int, dealer: int, score: Pair, games: Pair, stake: int,
                 cube: int | None, offered: int | None, deals: int) -> None:
    """The facts about the match and the game around the deal."""
    for name, value in (("seat", seat), ("dealer", dealer)):
        if value not in (0, 1) or isinstance(value, bool):
            raise FactsError(f"the {name} must be seat 0 or seat 1, not {value!r}")
    for who in (0, 1):
        if score[who] < 0 or games[who] < 0:
            raise FactsError("a score or a count of games is never negative")
        if score[who] >= rules.target:
            raise FactsError(f"seat {who} has {score[who]} points, the target of "
                             f"{rules.target}: that game is over")
        if games[who] >= rules.games_to_win:
            won = f"{games[who]} game{'s' if games[who] != 1 else ''}"
            raise FactsError(f"seat {who} has won {won}, enough to win a match of "
                             f"{rules.match}: that match is over")
    if stake < 1 or deals < 1:
        raise FactsError("the stake and the number of deals begun are at least 1")
    if not rules.videau and (stake != 1 or cube is not None or offered is not None):
        raise FactsError("stake, cube and offered belong to doubling (videau), which these "
                         "rules do not use")
    if offered is not None and cube not in (None, offered):
        raise FactsError(f"seat {offered} cannot have offered a double: only seat {cube} "
                         "may double next")


def _as_dealt(seat: int, hand: tuple[Card, ...], history: tuple[tuple[int, Action], ...],
              drawn: Sequence[Sequence[Card]] | None
              ) -> tuple[tuple[Card, ...], list[tuple[Card, ...]]]:
    """The seat's hand as dealt, and what it drew at each of its exchanges, found by
    walking its own actions back from the hand it holds now. Without ``drawn``, which
    cards of the later hand were drawn cannot be known and does not matter, except that
    a discard can only come back (from a reshuffle of the discards) as a drawn card:
    those go last."""
    own = [action for who, action in history if who == seat]
    plays = sum(1 for action in own if action.kind == "play")
    if len(hand) != 5 - plays:
        raise FactsError(f"a hand of {len(hand)} cards does not fit the history: you played "
                         f"{plays} card{'s' if plays != 1 else ''}, so you hold {5 - plays}")
    exchanges = sum(1 for action in own if action.kind == "discard")
    if drawn is not None and len(drawn) != exchanges:
        raise FactsError(f"what you drew is given for {len(drawn)} exchanges, but the "
                         f"history shows {exchanges} of yours")
    held = list(hand)
    draws: list[tuple[Card, ...]] = []
    for index in range(len(own) - 1, -1, -1):
        action = own[index]
        if action.kind == "play":
            if action.card in held:
                raise FactsError(f"the {action.card} is in your hand, but the history says "
                                 "you played it")
            held.append(action.card)
        elif action.kind == "discard":
            if action.hidden:
                raise FactsError(f"your own exchange must name the cards you discarded, like "
                                 f"'discard 7d 8c', not only their number ('{action}')")
            for one in action.cards:
                if one in held:
                    raise FactsError(f"the {one} is in your hand, but the history says you "
                                     "discarded it")
            exchanges -= 1
            if drawn is None:
                got = _guess_drawn(held, action, own[:index])
            else:
                got = _check_drawn(held, action, tuple(drawn[exchanges]), exchanges + 1)
            held = [c for c in held if c not in got] + list(action.cards)
            draws.insert(0, got)
    return tuple(held), draws


def _guess_drawn(held: list[Card], action: Action, before: list[Action]) -> tuple[Card, ...]:
    count = len(action.cards)
    if count > len(held):
        raise FactsError("the history is not in the order of a deal: you discard after "
                         "playing")
    earlier = {c for a in before if a.kind == "discard" for c in a.cards}
    again = [c for c in held if c in earlier]
    rest = [c for c in held if c not in earlier]
    if len(again) > count:
        raise FactsError(f"the {again[0]} was discarded earlier and cannot be back in your "
                         "hand")
    return tuple(rest[len(rest) - (count - len(again)):]) + tuple(again)


def _check_drawn(held: list[Card], action: Action, got: tuple[Card, ...], number: int
                 ) -> tuple[Card, ...]:
    if len(got) != len(action.cards):
        raise FactsError(f"at your exchange {number} you discarded {len(action.cards)}, so "
                         f"you drew {len(action.cards)} cards, not {len(got)}")
    for at, one in enumerate(got):
        if one in got[:at] or one not in held:
            raise FactsError(f"the {one} you drew at your exchange {number} is not in your "
                             "hand, nor played or discarded later")
    return got


def _unseen(count: int) -> tuple[Card, ...]:
    """``count`` cards this seat has not seen: the engine's chance steps take None for
    them, as its views do."""
    return cast("tuple[Card, ...]", (None,) * count)


class _Replay:
    """The deal replayed from one seat's side, every step checked by the engine."""

    def __init__(self, rules: Rules, seat: int, dealer: int, turnup: Card,
                 dealt: tuple[Card, ...], draws: list[tuple[Card, ...]],
                 declared: int | None, deals: int) -> None:
        self.seat, self.other = seat, 1 - seat
        self.draws = draws
        self.king = Card(Rank.KING, turnup.suit)
        # The opponent's King declared automatically (not in the history): said by the facts.
        self.claim = declared if declared == self.other and rules.king == "auto" else None
        self.claimed = 0  # the point of that King, once the replay reaches its moment
        self.not_held = 0  # the cards the opponent showed it does not hold (follow rules)
        self.pile: frozenset[Card] | None = None  # this seat's discards a reshuffle gathered
        self.redrawn = False  # the opponent drew after that reshuffle: it may hold them
        start = new_match(rules, first_dealer=dealer)
        assert start.game is not None
        start = start._replace(game=start.game._replace(deals=deals - 1))
        hands = (dealt, _unseen(5)) if seat == 0 else (_unseen(5), dealt)
        self.state, _ = advance(start, DealCards(hands, turnup, _unseen(21)))
        if self._over():
            raise FactsError(f"the King turned up ({turnup}) wins the game at once under a "
                             f"target of {rules.target}: there is no deal to play")

    @property
    def deal(self) -> Deal:
        deal = self.state.deal
        assert deal is not None
        return deal

    def step(self, who: int, action: Action, where: str) -> None:
        if action.kind in _NOT_IN_A_DEAL:
            raise FactsError(f"{where}: {action.kind} is not part of a deal's history; a "
                             "deal in progress never holds one")
        actor = self.state.actor
        if actor != who:
            raise FactsError(f"{where}: it was seat {actor}'s turn, so the history is not "
                             "in the order of play")
        if who == self.seat:
            self._own(action, where)
        else:
            self._opponent(action, where)
        if self._over():
            raise FactsError(f"the deal is over after {where}: there is nothing to decide")
        self._claimed_king(where)

    def finish(self, hand: tuple[Card, ...], stock: int | None, score: Pair,
               declared: int | None) -> MatchState:
        """The replayed state, once the facts left are checked against it."""
        deal = self.deal
        if (sorted((c for c in deal.hands[self.seat] if c is not None), key=deck_order)
                != sorted(hand, key=deck_order)):
            raise FactsError("the hand does not follow from the history: check the order "
                             "of your exchanges and plays")
        if stock is not None and len(deal.stock) != stock:
            raise FactsError(f"the stock holds {len(deal.stock)} cards after this history, "
                             f"not {stock}")
        if declared is not None and declared != deal.declared:
            said = f"declared says seat {declared} declared the King of trumps, but"
            if deal.declared is not None:
                raise FactsError(f"{said} seat {deal.declared} did")
            if self.claim is None:
                raise FactsError(f"{said} the history does not show it")
            raise FactsError(f"{said} it has not had its turn to play yet")
        scored = self.state.score  # this deal's points: the replay began at 0-0
        for who in (0, 1):
            if score[who] >= scored[who] + (self.claimed if who == self.other else 0):
                continue
            if who == deal.dealer and deal.turnup.rank is Rank.KING:
                raise FactsError(f"the turn-up {deal.turnup} is a King, so the dealer has "
                                 f"scored at least 1: a score of {score[0]}-{score[1]} is "
                                 "not possible")
            raise FactsError(f"seat {who} declared the King of trumps, so it has scored at "
                             "least 1")
        return self.state

    def _over(self) -> bool:
        deal = self.state.deal
        return self.state.winner is not None or deal is None or deal.phase is Phase.OVER

    def _with_deal(self, deal: Deal) -> MatchState:
        return self.state._replace(deal=deal)

    # This seat's actions --------------------------------------------------------------

    def _own(self, action: Action, where: str) -> None:
        reason = fault(self.state, action)
        if reason is not None:
            raise FactsError(f"{where} is not legal for you: {reason}")
        if action.kind == "discard":
            self._own_exchange(action, self.draws.pop(0), where)
        else:
            self.state, _ = advance(self.state, action)

    def _own_exchange(self, action: Action, drawn: tuple[Card, ...], where: str) -> None:
        """Put the cards this seat drew where it drew them: the top of the stock, then
        (after a reshuffle) the top of the reshuffled discards. A card it had seen can
        only come back from its own discards gathered by a reshuffle."""
        deal = self.deal
        seen = SeatView(self.seat, self.state).seen()
        pile = self.pile if self.pile is not None else self._my_discards()
        for at, one in enumerate(drawn):
            from_stock = self.pile is None and at < len(deal.stock)
            if one in seen and (from_stock or one not in pile):
                source = " from the stock" if from_stock else ""
                raise FactsError(f"{where}: you cannot have drawn the {one}{source}, you had "
                                 "seen it already")
        fresh, again = drawn[:len(deal.stock)], drawn[len(deal.stock):]
        self.state = self._with_deal(deal._replace(stock=fresh + deal.stock[len(fresh):]))
        self.state, _ = advance(self.state, action)
        if self.deal.phase is Phase.RESHUFFLE:
            self.pile = pile
            self._reshuffle(again)

    def _my_discards(self) -> frozenset[Card]:
        return frozenset(c for c in self.deal.discards[self.seat] if c is not None)

    def _reshuffle(self, top: tuple[Card, ...]) -> None:
        """The discards gathered under the stock: ``top`` first, the rest unseen."""
        discards = self.deal.discards
        size = len(discards[0]) + len(discards[1])
        self.state, _ = advance(self.state, Reshuffle(top + _unseen(size - len(top))))

    # The opponent's actions, its cards unseen -------------------------------------------

    def _opponent(self, action: Action, where: str) -> None:
        if action.kind == "discard" and action.cards:  # a full record: keep only the count
            mine = [str(c) for c in action.cards if c in self._seen()]
            if mine:
                raise FactsError(f"{where} is not possible: the opponent cannot discard the "
                                 f"{' '.join(mine)}: you have seen "
                                 f"{'it' if len(mine) == 1 else 'them'} this deal")
            action = Action.hidden_discard(action.count)
        named = None  # the card the opponent must hold to do this, in trick play
        if self.deal.phase is Phase.PLAY:
            named = action.card if action.kind == "play" else \
                self.king if action.kind == "king" else None
        given = self.state
        if named is not None:
            if action.kind == "play":
                self._could_play(named, where)
            given = self._given(named, where)
        reason = fault(given, action)
        if reason is not None:
            held = given.deal.hands[self.other] if given.deal is not None else ()
            known = " ".join(str(c) for c in held if c is not None and c != named)
            whom = f", who still holds the {known}" if known else ""
            raise FactsError(f"{where} is not possible for the opponent{whom}: {reason}")
        if action.kind == "king" and self.king in self._seen():
            raise FactsError(f"{where} is not possible: the opponent cannot hold the King of "
                             f"trumps ({self.king}): you have seen it")
        lead = self.deal.lead
        self.state, _ = advance(given, action)
        if named is not None and action.kind == "play" and lead is not None:
            self.not_held |= excluded(lead.index, named.index, self.king.suit,
                                      self.state.rules.trumping == "strict")
        if action.kind == "discard" and self.pile is not None:
            self.redrawn = True  # drew from a stock holding this seat's old discards
        if self.deal.phase is Phase.RESHUFFLE:
            self.pile, self.redrawn = self._my_discards(), True
            self._reshuffle(())

    def _seen(self) -> frozenset[Card]:
        """The cards the opponent cannot hold: all this seat has seen, except its own
        discards that a reshuffle gathered once the opponent has drawn from it."""
        seen = SeatView(self.seat, self.state).seen()
        if not (self.redrawn and self.pile):
            return seen
        deal = self.deal
        shown = {*deal.hands[self.seat], deal.lead, *(c for _, lead, follow in deal.played
                                                      for c in (lead, follow))}
        return seen - (self.pile - shown)

    def _could_play(self, card: Card, where: str) -> None:
        if card in self._seen():
            raise FactsError(f"{where} is not possible: the opponent cannot play the {card}: "
                             "you have seen it this deal")
        suit = SUIT_MASKS[card.suit]
        if self.not_held >> card.index & 1:
            shown = self.not_held & suit
            if shown == suit:
                held = f"no {card.suit.noun}"
            else:  # the cards above one it could not beat
                low = Rank((shown & -shown).bit_length() - 2 - 8 * card.suit)
                held = f"no {card.suit.singular} higher than the {Card(low, card.suit)}"
            raise FactsError(f"{where} is not possible: the opponent showed earlier that it "
                             f"holds {held}")

    def _given(self, card: Card, where: str) -> MatchState:
        """The state with ``card`` in the opponent's hand in place of an unseen card, so
        that the engine's rules judge the action with every card known to be there."""
        deal = self.deal
        hand = deal.hands[self.other]
        if card in hand:
            return self.state
        if None not in hand:
            known = " ".join(str(c) for c in hand)
            raise FactsError(f"{where} is not possible: the opponent holds only the {known}")
        at = hand.index(None)
        hand = hand[:at] + (card,) + hand[at + 1:]
        hands = (deal.hands[0], hand) if self.other == 1 else (hand, deal.hands[1])
        return self._with_deal(deal._replace(hands=hands))

    def _claimed_king(self, where: str) -> None:
        """Under ``king`` auto the engine declares the King for the seat to play before its
        first card if it holds it; for the opponent only the facts can say it did."""
        if self.claim is None or self.claimed:
            return
        given = self._given(self.king, where)
        if given.deal is None or not given.deal.can_declare(self.other):
            return
        if self.king in self._seen():
            raise FactsError("declared says the opponent declared the King of trumps, but "
                             "you have seen it")
        self.state = given  # now is when the engine would have declared it
        self.state = self._with_deal(self.deal._replace(declared=self.other))
        self.claimed = 1
