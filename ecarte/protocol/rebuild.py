"""Rebuild a seat's view from the few fields a player at the table knows.

A caller sends the seat's hand, the turn-up, the stock size, the deal's history and the
score; ``rebuild_view`` turns them back into the engine's ``SeatView`` by replaying the
deal with every card this seat has not seen left as ``None``, checking each step.

>>> v = rebuild_view({"seat": 0, "dealer": 1, "score": [0, 0], "turnup": "9h", "stock": 21,
...                   "hand": ["Ks", "Qs", "Js", "7h", "8d"], "history": []})
>>> [str(a) for a in v.legal_actions()]
['stand', 'propose', 'concede']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ecarte.engine import Action, Game, MatchState, Reshuffle, Rules, SeatView, advance, fault
from ecarte.engine.cards import Card, Rank, Suit
from ecarte.engine.deal import Deal, Phase, new_deal, reshuffle_pile
from ecarte.protocol import fields
from ecarte.protocol.fields import ViewError

__all__ = ["ViewError", "rebuild_view"]

_NOT_IN_A_DEAL = ("double", "take", "drop", "concede")


def rebuild_view(data: Mapping[str, Any]) -> SeatView:
    """The ``SeatView`` the JSON fields describe. Raises ViewError with a sentence."""
    if not isinstance(data, Mapping):
        raise ViewError("the view must be a JSON object")
    seat = fields.seat_number(fields.require(data, "seat"), "seat")
    dealer = fields.seat_number(fields.require(data, "dealer"), "dealer")
    rules = fields.rules(data)
    score = fields.pair(fields.require(data, "score"), "score", 99)
    for who in (0, 1):
        if score[who] >= rules.target:
            raise ViewError(f"seat {who} has {score[who]} points, the target of "
                            f"{rules.target}: that game is over")
    hand = fields.cards(fields.require(data, "hand"), "hand", 5)
    turnup = fields.card(fields.require(data, "turnup"), "turnup")
    stock = fields.whole(fields.require(data, "stock"), "stock", 0, 21)
    history = fields.history(fields.require(data, "history"))

    plays = sum(1 for who, action in history if who == seat and action.kind == "play")
    if len(hand) != 5 - plays:
        raise ViewError(f"a hand of {len(hand)} cards does not fit the history: you played "
                        f"{plays} card{'s' if plays != 1 else ''}, so you hold {5 - plays}")
    dealt, draws = _dealt_hand(seat, hand, history)
    replay = _Replay(seat, dealer, rules, turnup, dealt, draws)
    state = replay.run(history)
    deal = state.deal
    assert deal is not None
    if sorted(c for c in deal.hands[seat] if c is not None) != sorted(hand):
        raise ViewError("the hand does not follow from the history: check the order of "
                        "your exchanges and plays")
    if len(deal.stock) != stock:
        raise ViewError(f"the stock holds {len(deal.stock)} cards after this history, "
                        f"not {stock}")
    theirs = {a.card for who, a in history if who != seat and a.kind == "play"}
    deal = _declared(data, seat, deal, score, replay.seen() - theirs)
    if turnup.rank is Rank.KING and score[dealer] < 1:
        raise ViewError(f"the turn-up {turnup} is a King, so the dealer has scored at "
                        f"least 1: a score of {score[0]}-{score[1]} is not possible")
    game = _game(data, rules, dealer, score, deal)
    games = fields.pair(data.get("games", [0, 0]), "games", rules.games_to_win - 1)
    full = MatchState(rules, game=game, games=games)
    if full.actor != seat:
        raise ViewError(_not_your_turn(full))
    return SeatView(seat, full)


def _dealt_hand(seat: int, hand: tuple[Card, ...], history: list[tuple[int, Action]]
                ) -> tuple[tuple[Card, ...], list[tuple[Card, ...]]]:
    """The seat's hand as dealt, and the cards it drew at each of its exchanges, found by
    walking its own actions backwards from the hand it holds now. Which cards of the later
    hand were drawn cannot be known and does not matter, except that a discard can only
    come back (from a reshuffle of the discards) as a drawn card: those go last."""
    held = list(hand)
    draws: list[tuple[Card, ...]] = []
    own = [action for who, action in history if who == seat]
    for index in range(len(own) - 1, -1, -1):
        action = own[index]
        if action.kind == "play":
            if action.card in held:
                raise ViewError(f"the {action.card} is in your hand, but the history says "
                                "you played it")
            held.append(action.card)
        elif action.kind == "discard":
            if action.hidden:
                raise ViewError(f"your own exchange must name the cards you discarded, like "
                                f"'discard 7d 8c', not only their number ('{action}')")
            for one in action.cards:
                if one in held:
                    raise ViewError(f"the {one} is in your hand, but the history says you "
                                    "discarded it")
            count = len(action.cards)
            if count > len(held):
                raise ViewError("the history is not in the order of a deal: you discard "
                                "after playing")
            earlier = {c for a in own[:index] if a.kind == "discard" for c in a.cards}
            again = [c for c in held if c in earlier]
            rest = [c for c in held if c not in earlier]
            if len(again) > count:
                raise ViewError(f"the {again[0]} was discarded earlier and cannot be back "
                                "in your hand")
            drawn = tuple(rest[len(rest) - (count - len(again)):]) + tuple(again)
            held = [c for c in held if c not in drawn] + list(action.cards)
            draws.insert(0, drawn)
    return tuple(held), draws


class _Replay:
    """The deal replayed from this seat's side, every step checked."""

    def __init__(self, seat: int, dealer: int, rules: Rules, turnup: Card,
                 dealt: tuple[Card, ...], draws: list[tuple[Card, ...]]) -> None:
        if turnup in dealt:
            raise ViewError(f"the turn-up {turnup} is also in your hand")
        self.seat = seat
        self.draws = draws
        self.known: set[Card] = {*dealt, turnup}  # every card this seat has seen
        self.discarded: set[Card] = set()  # this seat's discards
        self.pile: set[Card] | None = None  # its discards reshuffled into the stock, if any
        self.redrawn = False  # the opponent drew after a reshuffle: it may hold them
        self.bounds: dict[Suit, int] = {}  # the opponent holds no card of suit >= rank
        hidden = (None,) * 5
        hands = (dealt, hidden) if seat == 0 else (hidden, dealt)
        deal = new_deal(dealer, hands, turnup, (None,) * 21)
        # Replay to a target nobody reaches: the score comes from the fields afterwards.
        self.state = MatchState(rules.with_options(target=99),
                                game=Game(dealer=dealer, deal=deal, deals=1))

    def run(self, history: list[tuple[int, Action]]) -> MatchState:
        for number, (who, action) in enumerate(history, 1):
            where = f"history entry {number} ('{action}' by seat {who})"
            if action.kind in _NOT_IN_A_DEAL:
                raise ViewError(f"{where}: {action.kind} is not part of a deal's history; "
                                "a deal in progress never holds one")
            actor = self.state.actor
            if actor != who:
                raise ViewError(f"{where}: it was seat {actor}'s turn, so the history is "
                                "not in the order of play")
            if who == self.seat:
                self._own(action, where)
            else:
                self._opponent(action, where)
            deal = self.state.deal
            if deal is None or deal.phase is Phase.OVER:
                raise ViewError(f"the deal is over after {where}: there is nothing to decide")
        return self.state

    def _deal(self) -> Deal:
        deal = self.state.deal
        assert deal is not None
        return deal

    def _own(self, action: Action, where: str) -> None:
        reason = fault(self.state, action)
        if reason is not None:
            raise ViewError(f"{where} is not legal for you: {reason}")
        if action.kind == "discard":
            self._exchange(action, self.draws.pop(0), where)
        else:
            self.state, _ = advance(self.state, action)

    def _exchange(self, action: Action, drawn: tuple[Card, ...], where: str) -> None:
        """Put the cards this seat drew where it drew them: the top of the stock, then
        (after a reshuffle) the top of the reshuffled discards."""
        stock = self._deal().stock
        hand = set(self._deal().hands[self.seat])
        fresh, again = drawn[:len(stock)], drawn[len(stock):]
        for one in fresh if self.pile is None else ():
            if one in self.known:
                raise ViewError(f"{where}: you cannot have drawn the {one} from the stock, "
                                "you had seen it already")
        pile = set(self.discarded) if self.pile is None else self.pile
        for one in drawn if self.pile is not None else again:
            if one in hand or (one in self.known and one not in pile):
                raise ViewError(f"{where}: you cannot have drawn the {one}, you had seen it "
                                "already")
        self.known.update(drawn)
        self._set_stock(fresh + stock[len(fresh):])
        self.state, _ = advance(self.state, action)
        self.discarded.update(action.cards)
        if self._deal().phase is Phase.RESHUFFLE:
            self.pile = pile
            size = len(reshuffle_pile(self._deal()))
            order = again + (None,) * (size - len(again))
            self.state, _ = advance(self.state, Reshuffle(order))  # type: ignore[arg-type]

    def seen(self) -> set[Card]:
        """The cards this seat knows the opponent cannot hold now."""
        deal = self._deal()
        seen = {deal.turnup, *(c for c in deal.hands[self.seat] if c is not None)}
        for _, lead, follow in deal.played:
            seen.update((lead, follow))
        if deal.lead is not None:
            seen.add(deal.lead)
        # After a reshuffle the opponent may have drawn this seat's earlier discards.
        seen.update(self.discarded - self.pile if self.redrawn and self.pile else
                    self.discarded)
        return seen

    def _set_stock(self, stock: tuple[Card | None, ...]) -> None:
        game = self.state.game
        assert game is not None
        self.state = self.state._replace(
            game=game._replace(deal=self._deal()._replace(stock=stock)))

    def _opponent(self, action: Action, where: str) -> None:
        if action.kind == "discard" and action.cards:  # a full record: keep only the count
            action = Action.hidden_discard(action.count)
        reason = self._opponent_fault(action)
        if reason is not None:
            raise ViewError(f"{where} is not possible: {reason}")
        deal = self._deal()
        self.state, _ = advance(self.state, action)
        if action.kind == "play":
            self.known.add(action.card)
            if deal.lead is not None:
                self._read_follow(deal.lead, action.card, deal.trump,
                                  self.state.rules.trumping == "strict")
        if action.kind == "discard" and self.pile is not None:
            self.redrawn = True  # drew from a stock holding this seat's old discards
        if self._deal().phase is Phase.RESHUFFLE:
            self.redrawn = True
            self.pile = set(self.discarded)
            size = len(reshuffle_pile(self._deal()))
            self.state, _ = advance(self.state, Reshuffle((None,) * size))  # type: ignore[arg-type]

    def _opponent_fault(self, action: Action) -> str | None:
        deal = self._deal()
        if action.kind not in ("king", "play") or deal.phase is not Phase.PLAY:
            return fault(self.state, action)
        seen = self.seen()
        if action.kind == "king":
            king = deal.king_of_trumps
            if self.state.rules.king == "auto":
                return "under these rules the King of trumps is declared automatically"
            if deal.declared is not None:
                return "the King of trumps has been declared already"
            if deal.started[1 - self.seat]:
                return "the King must be declared before the opponent's first card"
            if king in seen:
                return f"the opponent cannot hold the King of trumps ({king}): you have seen it"
            return None
        played = action.card
        if played in seen:
            return f"the opponent cannot play the {played}: you have seen it this deal"
        bound = self.bounds.get(played.suit, 8)
        if played.rank >= bound:
            if bound == 0:
                return f"the opponent showed earlier that it holds no {played.suit.noun}"
            return (f"the opponent showed earlier that it holds no {played.suit.singular} "
                    f"higher than the {Card(Rank(bound), played.suit)}")
        return None

    def _read_follow(self, lead: Card, follow: Card, trump: Suit, strict: bool) -> None:
        """What the follow rules reveal about the opponent's hand (§5)."""
        if follow.suit is lead.suit:
            if follow.rank < lead.rank:  # could not head the trick
                self._bound(lead.suit, lead.rank)
            return
        self._bound(lead.suit, 0)  # void in the suit led
        if strict and follow.suit is not trump:
            self._bound(trump, 0)  # and holds no trump

    def _bound(self, suit: Suit, rank: int) -> None:
        self.bounds[suit] = min(self.bounds.get(suit, 8), rank)


def _declared(data: Mapping[str, Any], seat: int, deal: Deal, score: tuple[int, int],
              seen: set[Card]) -> Deal:
    """The optional ``declared`` field: needed only for an opponent's King declared
    automatically (rules ``king`` auto), which the history does not show. ``seen``: the
    cards the opponent cannot have held."""
    claimed = fields.optional_seat(data.get("declared"), "declared")
    if claimed is not None and claimed != deal.declared:
        if claimed == seat or deal.declared is not None:
            raise ViewError(f"declared says seat {claimed} declared the King of trumps, "
                            "but the history does not show it")
        if deal.king_of_trumps in seen:
            raise ViewError("declared says the opponent declared the King of trumps, "
                            "but you have seen it")
        deal = deal._replace(declared=claimed)
    if deal.declared is not None and score[deal.declared] < 1:
        raise ViewError(f"seat {deal.declared} declared the King of trumps, so it has "
                        "scored at least 1")
    return deal


def _game(data: Mapping[str, Any], rules: Rules, dealer: int, score: tuple[int, int],
          deal: Deal) -> Game:
    """The game around the deal, with the doubling (videau) fields if any."""
    stake = fields.whole(data.get("stake", 1), "stake", 1, 2 ** 20)
    cube = fields.optional_seat(data.get("cube"), "cube")
    offered = fields.optional_seat(data.get("offered"), "offered")
    if not rules.videau and (stake != 1 or cube is not None or offered is not None):
        raise ViewError("stake, cube and offered belong to doubling (videau), which these "
                        "rules do not use")
    if offered is not None and cube not in (None, offered):
        raise ViewError(f"seat {offered} cannot have offered a double: only seat {cube} "
                        "may double next")
    return Game(dealer=dealer, score=score, deal=deal, deals=1, stake=stake, cube=cube,
                offered=offered)


def _not_your_turn(state: MatchState) -> str:
    deal = state.deal
    assert deal is not None
    game = state.game
    assert game is not None
    if game.offered is not None:
        return f"it is not your turn: seat {1 - game.offered} must answer the double"
    doing = {Phase.STAND_OR_PROPOSE: "stand or propose", Phase.ANSWER: "accept or refuse",
             Phase.DISCARD: "discard", Phase.PLAY: "play"}.get(deal.phase, "act")
    return f"it is not your turn: seat {state.actor} is to {doing}"
