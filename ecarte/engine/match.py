"""Games and matches, and the one transition function ``apply`` (§2, §6, §7).

>>> import random
>>> state = new_match(Rules(), first_dealer=1)
>>> state, events = apply(state, chance_action(state, random.Random(7)))
>>> state.actor, [str(a) for a in legal_actions(state)]
(0, ['stand', 'propose', 'concede'])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ecarte.engine.actions import (
    CONCEDE,
    DOUBLE,
    DROP,
    KING,
    PLAY,
    TAKE,
    Action,
    AnyAction,
    Cut,
    DealCards,
    Reshuffle,
    form_fault,
)
from ecarte.engine.cards import DECK, Rank
from ecarte.engine.chance import chance_action as chance_action  # re-exported
from ecarte.engine.chance import deal_cards_fault as deal_cards_fault  # re-exported
from ecarte.engine.chance import deal_from_pack as deal_from_pack  # re-exported
from ecarte.engine.chance import was_drawn
from ecarte.engine.deal import (
    DEALER,
    DECLARED,
    HANDS,
    LEAD,
    PHASE,
    STARTED,
    TO_ACT,
    TURNUP,
    DealCore,
    Phase,
    Score,
    concede_score,
    core_of,
    may_declare,
    new_deal,
    reshuffle_pile,
    trick_score,
)
from ecarte.engine.errors import IllegalActionError
from ecarte.engine.events import (
    Conceded,
    CutDrawn,
    DealEnded,
    Dealt,
    Doubled,
    Dropped,
    Event,
    GameWon,
    KingDeclared,
    KingTurned,
    MatchWon,
    PointsScored,
    Reason,
    Taken,
    TrickWon,
    TurnedUp,
    Why,
)
from ecarte.engine.faults import Fault, Rule
from ecarte.engine.kernel import SECOND_WINS, follows
from ecarte.engine.legal import deal_actions, deal_fault
from ecarte.engine.options import Rules
from ecarte.engine.state import CHANCE as CHANCE  # re-exported
from ecarte.engine.state import Game as Game
from ecarte.engine.state import GameResult as GameResult
from ecarte.engine.state import MatchState as MatchState
from ecarte.engine.state import actor_of
from ecarte.engine.steps import CARD_PLAYED, STEPS, Events, reshuffle

_RESHUFFLE: Final = Phase.RESHUFFLE
_PLAYING: Final = Phase.PLAY
_OVER: Final = Phase.OVER
_new: Final = tuple.__new__  # builds a NamedTuple without its __new__ (a Python call)


Outcome = tuple[MatchState, tuple[Event, ...]]
"""The next state and the events of the step."""


def new_match(rules: Rules | None = None, first_dealer: int | None = None) -> MatchState:
    """A match before its first deal. Without ``first_dealer`` it starts with the cut."""
    state = MatchState(rules or Rules())
    if first_dealer is not None:
        if first_dealer not in (0, 1):
            raise ValueError("the first dealer is seat 0 or seat 1")
        state = state._replace(game=Game(dealer=first_dealer))
    return state


def legal_actions(state: MatchState) -> list[Action]:
    """Every legal action of the seat to act; empty at a chance step or the end."""
    global _LISTED
    rules, game, _, _, _, _, actor, core = state
    if actor is None or actor == CHANCE:  # the match is over, or a chance step is due
        return []
    assert game is not None and core is not None  # a seat acts: a deal is on
    if game.offered is not None:
        return [TAKE, DROP]
    if core[PHASE] is _PLAYING:  # the step of most of a deal, listed here without a call
        hand = core[HANDS][actor]
        lead = core[LEAD]
        if lead is None:
            actions = [_PLAYS[card.index] for card in hand if card is not None]
        else:
            held = 0
            for card in hand:
                if card is not None:  # in a view, the cards the seat cannot see
                    held |= 1 << card.index
            allowed = follows(held, lead.index, core[TURNUP].suit, rules.trumping == "strict")
            actions = [_PLAYS[card.index] for card in hand
                       if card is not None and allowed >> card.index & 1]
        if not core[STARTED][actor] and rules.king == "ask" and may_declare(core, actor):
            actions.insert(0, KING)
    else:
        actions = deal_actions(core, rules)  # a new list
    if rules.videau and (game.cube is None or game.cube == actor):
        actions.append(DOUBLE)
    actions.append(CONCEDE)
    _LISTED = (state, actor, tuple(actions))
    return actions


_PLAYS: Final = tuple(PLAY[card] for card in DECK)  # by card index
_LISTED: tuple[MatchState | None, int, tuple[Action, ...]] = (None, 0, ())
"""The state ``legal_actions`` last answered for, its actor and (a copy of) what it
listed: one entry, replaced whole, so that threads may share it."""


def fault(state: MatchState, action: AnyAction) -> Fault | None:
    """Why ``action`` is not legal now (the rule, as a fact), or None if it is."""
    if isinstance(action, str):  # apply(state, "stand"): an Action is made with parse_action
        return Fault(Rule.ACTION_TEXT, word=action[:40])
    actor = state.actor
    if actor is None:
        return Fault(Rule.MATCH_OVER)
    if actor == CHANCE:
        return _chance_fault(state, action)
    if not isinstance(action, Action):
        return Fault(Rule.PLAYERS_TURN)
    return _player_fault(state, actor, action)


def _player_fault(state: MatchState, actor: int, action: Action) -> Fault | None:
    game, deal = state.game, state.deal
    assert game is not None and deal is not None
    malformed = form_fault(action)
    if malformed is not None:
        return malformed
    kind = action.kind
    if game.offered is not None:
        return None if kind in ("take", "drop") else Fault(Rule.DOUBLE_OFFERED)
    check = _MATCH_FAULTS.get(kind)
    if check is not None:
        return check(state, game, actor)
    return deal_fault(deal, actor, action, state.rules)


def _double_fault(state: MatchState, game: Game, actor: int) -> Fault | None:
    if not state.rules.videau:
        return Fault(Rule.NO_VIDEAU)
    if game.cube not in (None, actor):
        return Fault(Rule.DOUBLED_LAST)
    return None


def _no_double(state: MatchState, game: Game, actor: int) -> Fault:
    return Fault(Rule.NO_DOUBLE)


def _may_concede(state: MatchState, game: Game, actor: int) -> None:
    return None


_MATCH_FAULTS: Final[dict[str, Callable[[MatchState, Game, int], Fault | None]]] = {
    "double": _double_fault, "take": _no_double, "drop": _no_double,
    "concede": _may_concede}
"""The checks of the actions that belong to the match rather than the deal, with no
double waiting for an answer."""


def apply(state: MatchState, action: AnyAction) -> Outcome:
    """The transition function: the next state and the events the action caused.
    Raises IllegalActionError, naming the rule, for an action that is not legal.

    An action that ``legal_actions(state)`` has just listed (that very object, for that
    very state) is known to be legal; any other is checked in full."""
    # Listed by legal_actions for this very state (that very object: an equal action
    # built elsewhere, or one added to the list it gave, is checked in full)?
    listed_state, actor, listed = _LISTED
    if listed_state is state:
        for legal in listed:
            if legal is action:
                kind = legal.kind
                if kind == "play":
                    return _play(state, actor, legal)
                return _MOVES.get(kind, _deal_move)(state, actor, legal)
    if isinstance(action, str):
        raise IllegalActionError(Fault(Rule.ACTION_TEXT, word=action[:40]))
    if not isinstance(action, Action):
        if not was_drawn(state, action):
            reason = fault(state, action)
            if reason is not None:
                raise IllegalActionError(reason)
        return advance(state, action)
    seat = state.actor
    if seat is None or seat == CHANCE:
        raise IllegalActionError(fault(state, action) or Fault(Rule.NOT_NOW))
    reason = _player_fault(state, seat, action)
    if reason is not None:
        raise IllegalActionError(reason)
    return _MOVES.get(action.kind, _deal_move)(state, seat, action)


def advance(state: MatchState, action: AnyAction) -> Outcome:
    """``apply`` without the legality check, for callers that took the action from
    ``legal_actions`` (search bots, replays already checked)."""
    game = state.game
    if isinstance(action, Action):
        actor = state.actor
        assert actor is not None and actor != CHANCE
        return _MOVES.get(action.kind, _deal_move)(state, actor, action)
    if isinstance(action, Cut):
        return _cut(state, action)
    assert game is not None
    if isinstance(action, DealCards):
        return _deal(state, game, action)
    assert state.core is not None
    after, events = reshuffle(state.core, action.order)
    return _after_step(state, game, after, events, ())


def _deal_move(state: MatchState, actor: int, action: Action) -> Outcome:
    rules, game, games, results, stakes, winner, _, core = state
    assert game is not None and core is not None
    move = STEPS.get(action.kind)
    if move is None:
        raise IllegalActionError(Fault(Rule.NOT_OF_THE_DEAL, word=action.kind))
    core, events, scores = move(core, actor, action, rules)
    phase = core[PHASE]
    if scores or phase is _OVER or rules.king == "auto" or game.offered is not None:
        return _after_step(state, game, core, events, scores)
    # Most steps end here: only the deal changes (built as a bare tuple, without the
    # constructor's Python call; the actor is the deal's, as no double awaits an answer).
    return (_new(MatchState, (rules, game, games, results, stakes, winner,
                              CHANCE if phase is _RESHUFFLE else core[TO_ACT], core)),
            events)


def _play(state: MatchState, actor: int, action: Action) -> Outcome:
    """A card played (the action checked), the step of most of a deal: the deal and the
    match are built here as bare tuples, with no call but the score at the deal's end."""
    rules, game, games, results, stakes, winner, _, core = state
    assert game is not None and core is not None
    (deal_dealer, turnup, hands, stock, discards, phase, to_act, proposals, exchanges,
     penalty, last_round, pending, lead, leader, tricks, played, started, declared,
     history) = core
    card = action.cards[0]
    hand = hands[actor]
    try:
        at = hand.index(card)  # cards are singletons: ``index`` finds this very one
    except ValueError:  # a view: the card came from the unseen part of the hand
        at = hand.index(None)
    rest = hand[:at] + hand[at + 1:]
    hands = (rest, hands[1]) if actor == 0 else (hands[0], rest)
    if not started[actor]:  # the seat's first card
        started = (True, started[1]) if actor == 0 else (started[0], True)
    history = (history, actor, action)  # the deal's history, chained
    played_card = CARD_PLAYED[actor][card.index]
    if lead is None:  # the card leads to a trick
        events: Events = (played_card,)
        lead, to_act = card, 1 - actor
    else:
        won = actor if SECOND_WINS[turnup.suit][lead.index << 5 | card.index] else leader
        tricks = (tricks[0] + 1, tricks[1]) if won == 0 else (tricks[0], tricks[1] + 1)
        played = (*played, (leader, lead, card))
        events = (played_card, _new(TrickWon, (won, lead, card, tricks)))
        lead, leader, to_act = None, won, won
        if len(played) == 5:
            phase = _OVER
            events = (*events, _new(DealEnded, (tricks,)))
    core = (deal_dealer, turnup, hands, stock, discards, phase, to_act, proposals, exchanges,
            penalty, last_round, pending, lead, leader, tricks, played, started, declared,
            history)
    if phase is _OVER:
        return _after_step(state, game, core, events, (trick_score(core, rules),))
    if game.offered is not None or rules.king == "auto":
        return _after_step(state, game, core, events, ())
    return _new(MatchState, (rules, game, games, results, stakes, winner, to_act, core)), events


def _double(state: MatchState, actor: int, action: Action) -> Outcome:
    game = state.game
    assert game is not None
    return (state._replace(game=game._replace(offered=actor)),
            (Doubled(actor, game.stake * 2),))


def _take(state: MatchState, actor: int, action: Action) -> Outcome:
    game = state.game
    assert game is not None
    taken = game._replace(offered=None, stake=game.stake * 2, cube=actor)
    return state._replace(game=taken), (Taken(actor, game.stake * 2),)


def _drop(state: MatchState, actor: int, action: Action) -> Outcome:
    game = state.game
    assert game is not None
    return _end_game(state, game, state.core, 1 - actor, (Dropped(actor),))


def _concede(state: MatchState, actor: int, action: Action) -> Outcome:
    game, deal = state.game, state.deal
    assert game is not None and deal is not None
    over = deal._replace(phase=_OVER, history=(*deal.history, (actor, CONCEDE)))
    return _after_step(state, game, core_of(over), (Conceded(actor), DealEnded(deal.tricks)),
                       (concede_score(deal, actor),))


_MOVES: Final[dict[str, Callable[[MatchState, int, Action], Outcome]]] = {
    "double": _double, "take": _take, "drop": _drop, "concede": _concede, "play": _play}
"""How the actions of the match (not of the deal) move it on, and a card played; the
others go to the deal (``_deal_move``)."""


def _after_step(state: MatchState, game: Game, deal: DealCore, events: Events,
                scores: tuple[Score, ...]) -> Outcome:
    """The match after a step of the deal: the King declared for the seat under ``king``
    auto, points scored, the game won or the deal over."""
    rules = state.rules
    to_act = deal[TO_ACT]
    if rules.king == "auto" and deal[PHASE] is _PLAYING and may_declare(deal, to_act):
        deal = (*deal[:DECLARED], to_act, *deal[DECLARED + 1:])
        events = (*events, KingDeclared(to_act))
        scores = (*scores, Score(to_act, 1, (Reason(Why.KING_DECLARED),)))
    score = game.score
    for points in scores:
        score = _add(score, points.seat, points.points)
        events = (*events, _new(PointsScored, (points.seat, points.points, points.reasons,
                                               score, points.penalty)))
        if score[points.seat] >= rules.target:
            return _end_game(state, game._replace(score=score), deal, points.seat, events)
    if deal[PHASE] is _OVER:  # the next deal, dealt by the other seat
        return _moved_on(state, game, 1 - deal[DEALER], score, None), events
    return _moved_on(state, game, game.dealer, score, deal), events


def _moved_on(state: MatchState, game: Game, dealer: int, score: tuple[int, int],
              deal: DealCore | None) -> MatchState:
    """``state`` with its game's dealer, score and deal replaced: nearly every action ends
    here, so it is built with the constructors (a quarter of the work of ``_replace``)."""
    rules, _, games, results, stakes, winner, _, _ = state
    _, _, deals, stake, cube, offered = game
    game = _new(Game, (dealer, score, deals, stake, cube, offered))
    return _new(MatchState, (rules, game, games, results, stakes, winner,
                             actor_of(game, winner, deal), deal))


def _add(score: tuple[int, int], seat: int, points: int) -> tuple[int, int]:
    return (score[0] + points, score[1]) if seat == 0 else (score[0], score[1] + points)


def game_value(rules: Rules, loser_score: int) -> int:
    """Club Code law 46 under ``game_values``: treble, double or single."""
    if not rules.game_values:
        return 1
    return 3 if loser_score == 0 else 2 if loser_score <= 2 else 1


def _end_game(state: MatchState, game: Game, deal: DealCore | None, winner: int,
              events: Events) -> Outcome:
    """The game won by ``winner`` (its last deal is ``deal``): the match won, or the next
    game."""
    value = game.stake * game_value(state.rules, game.score[1 - winner])
    games = _add(state.games, winner, 1)
    stakes = _add(state.stakes, winner, value)
    result = GameResult(winner, game.score, value, game.deals)
    events = (*events, GameWon(winner, game.score, value, games))
    state = state._replace(games=games, stakes=stakes, results=state.results + (result,))
    if games[winner] >= state.rules.games_to_win:
        return (state._replace(game=game, winner=winner, deal=deal),
                (*events, MatchWon(winner, games, stakes)))
    return state._replace(game=Game(dealer=1 - winner), deal=None), events


def _cut(state: MatchState, cut: Cut) -> Outcome:
    first, second = cut.cards
    if first.rank == second.rank:
        return state, (CutDrawn(cut.cards, None),)
    dealer = 0 if first.rank > second.rank else 1
    return state._replace(game=Game(dealer=dealer)), (CutDrawn(cut.cards, dealer),)


def _deal(state: MatchState, game: Game, cards: DealCards) -> Outcome:
    dealer, score, deals, stake, cube, offered = game
    deal = new_deal(dealer, (cards.hands[0], cards.hands[1]), cards.turnup, cards.stock)
    game = _new(Game, (dealer, score, deals + 1, stake, cube, offered))
    events: Events = (_new(Dealt, (dealer, deal[HANDS], len(cards.stock))),
                      _TURNED_UP[cards.turnup.index])
    if cards.turnup.rank is not Rank.KING:
        rules, _, games, results, stakes, winner, _, _ = state
        if offered is None and rules.king != "auto":  # the elder to stand or propose
            return (_new(MatchState, (rules, game, games, results, stakes, winner,
                                      deal[TO_ACT], deal)), events)
        return _after_step(state, game, deal, events, ())
    return _after_step(state, game, deal, (*events, KingTurned(dealer)),
                       (Score(dealer, 1, (Reason(Why.KING_TURNED),)),))


_TURNED_UP: Final = tuple(TurnedUp(card, card.suit) for card in DECK)  # by card index


def _chance_fault(state: MatchState, action: AnyAction) -> Fault | None:
    game = state.game
    if game is None:
        if not isinstance(action, Cut):
            return Fault(Rule.CUT_FIRST)
        if action.cards[0] is action.cards[1]:
            return Fault(Rule.CUT_SAME)
        return None
    if state.core is None:
        if not isinstance(action, DealCards):
            return Fault(Rule.DEAL_FIRST)
        return deal_cards_fault(action)
    if not isinstance(action, Reshuffle):
        return Fault(Rule.RESHUFFLE_FIRST)
    pile = reshuffle_pile(state.core)
    if None not in pile and (sorted(card.index for card in action.order)
                              != sorted(card.index for card in pile if card is not None)):
        return Fault(Rule.RESHUFFLE_PILE)
    return None
