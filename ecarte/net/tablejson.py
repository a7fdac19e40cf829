"""The table as a bystander may see it (la galerie), and as JSON for the wire.

A bystander who has not bet sees the table and no hand: ``public_view`` is the state
with every card not face up ``None`` (both hands, the stock, both sides' discards, a
discard waiting for a reshuffle), built from the engine's own redaction for each seat in
turn, so it cannot show more than either player sees. ``table_to_json`` writes it (a
hidden card is not written at all: only how many there are) and ``table_from_json``
reads it back, checking every field, so a host cannot crash a bystander.

>>> from ecarte.engine import DECK, DealCards, Rules, apply, new_match, parse_cards
>>> cards = parse_cards("Ks Qs Js 7h 8d 9s 8s 7s Ah Ad 9h".split())
>>> rest = tuple(c for c in DECK if c not in cards)
>>> state, _ = apply(new_match(Rules(), first_dealer=1),
...                  DealCards((cards[:5], cards[5:10]), cards[10], rest))
>>> data = table_to_json(public_view(state))
>>> data["deal"]["hands"], data["deal"]["turnup"], data["deal"]["stock"]
([5, 5], '9h', 21)
>>> seen = table_from_json(data)
>>> seen.state.deal.hands[0], str(seen.state.deal.turnup)
((None, None, None, None, None), '9h')
"""

from __future__ import annotations

from typing import Any

from ecarte.engine import Action, MatchState, Phase, Rules, RulesError, SeatView
from ecarte.engine.deal import Deal
from ecarte.engine.errors import InvalidActionError, InvalidCardError
from ecarte.engine.state import Game, GameResult
from ecarte.engine.view import redact_deal
from ecarte.net.eventjson import EventError, _card, _list, _said, _whole

__all__ = ["EventError", "public_view", "table_from_json", "table_to_json"]

_PHASES = {phase.name.lower(): phase for phase in Phase}


def public_view(state: MatchState) -> SeatView:
    """``state`` as the gallery sees it: what both players see (the cards face up)."""
    deal = state.deal
    if deal is None:
        return SeatView(0, state)
    return SeatView(0, state._replace(deal=redact_deal(redact_deal(deal, 0), 1)))


def _unseen(action: Action) -> Action:
    """A discard as the gallery sees it: how many cards, never which."""
    if action.kind != "discard":
        return action
    return Action.hidden_discard(len(action.cards) or action.count)


def table_to_json(seen: SeatView) -> dict[str, Any]:
    """The public table as a JSON object: hidden cards only counted."""
    state = seen.state
    game, deal = state.game, state.deal
    data: dict[str, Any] = {
        "rules": state.rules.to_spec(), "games": list(state.games),
        "stakes": list(state.stakes), "winner": state.winner,
        "results": [[r.winner, *r.score, r.value, r.deals] for r in state.results],
        "game": None if game is None else [game.dealer, *game.score, game.deals,
                                           game.stake, game.cube, game.offered],
        "deal": None}
    if deal is not None:
        data["deal"] = {
            "dealer": deal.dealer, "turnup": str(deal.turnup),
            "hands": [len(hand) for hand in deal.hands], "stock": len(deal.stock),
            "discards": [len(cards) for cards in deal.discards],
            "phase": deal.phase.name.lower(), "to_act": deal.to_act,
            "proposals": deal.proposals, "exchanges": [list(e) for e in deal.exchanges],
            "penalty": deal.penalty, "last_round": deal.last_round,
            "pending": len(deal.pending), "played": [[leader, str(lead), str(follow)]
                                                     for leader, lead, follow in deal.played],
            "lead": None if deal.lead is None else str(deal.lead), "leader": deal.leader,
            "tricks": list(deal.tricks), "started": list(deal.started),
            "declared": deal.declared,
            "history": [[who, str(_unseen(action))] for who, action in deal.history]}
    return data


def _seat(value: Any, name: str, none: bool = False) -> Any:
    if value is None and none:
        return None
    return _whole(value, name, 0, 1)


def _pair(value: Any, name: str, high: int = 10**6) -> tuple[int, int]:
    pair = _list(value, name, 2)
    if len(pair) != 2:
        raise EventError(_said().ev_pair(name))
    return _whole(pair[0], name, 0, high), _whole(pair[1], name, 0, high)


def _flag(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise EventError(_said().ev_flag(name))
    return value


def _hidden(value: Any, name: str, most: int) -> tuple[None, ...]:
    return (None,) * _whole(value, name, 0, most)


def _action(value: Any) -> tuple[int, Action]:
    pair = _list(value, "history", 2)
    if len(pair) != 2 or not isinstance(pair[1], str):
        raise EventError(_said().ev_pair("history"))
    from ecarte.engine import parse_action
    try:
        action = parse_action(pair[1][:40])
    except InvalidActionError:
        raise EventError(_said().ev_bad_card("history", pair[1][:40])) from None
    if action.kind == "discard" and action.cards:
        action = Action.hidden_discard(len(action.cards))  # a bystander never sees them
    return _seat(pair[0], "history"), action


def _deal(data: Any) -> Deal:
    if not isinstance(data, dict):
        raise EventError(_said().ev_object)
    get = data.get
    phase = _PHASES.get(str(get("phase")))
    if phase is None:
        raise EventError(_said().ev_unknown(repr(str(get("phase"))[:20])))
    turnup = _card(get("turnup"), "turnup", hidden=False)
    assert turnup is not None
    lead = _card(get("lead"), "lead", hidden=True)
    played = []
    for trick in _list(get("played"), "played", 5):
        three = _list(trick, "played", 3)
        if len(three) != 3:
            raise EventError(_said().ev_list("played", 3))
        first, second = (_card(c, "played", hidden=False) for c in three[1:])
        assert first is not None and second is not None
        played.append((_seat(three[0], "played"), first, second))
    hands = [_list(get("hands"), "hands", 2)]
    if len(hands[0]) != 2:
        raise EventError(_said().ev_hands)
    exchanges = _list(get("exchanges"), "exchanges", 2)
    if len(exchanges) != 2:
        raise EventError(_said().ev_pair("exchanges"))
    started = _list(get("started"), "started", 2)
    if len(started) != 2:
        raise EventError(_said().ev_pair("started"))
    penalty = get("penalty")
    return Deal(
        dealer=_seat(get("dealer"), "dealer"), turnup=turnup,
        hands=(_hidden(hands[0][0], "hands", 5), _hidden(hands[0][1], "hands", 5)),
        stock=_hidden(get("stock"), "stock", 21),
        discards=(_hidden(_pair(get("discards"), "discards", 32)[0], "discards", 32),
                  _hidden(_pair(get("discards"), "discards", 32)[1], "discards", 32)),
        phase=phase, to_act=_seat(get("to_act"), "to_act"),
        proposals=_whole(get("proposals"), "proposals", 0, 64),
        exchanges=(tuple(_whole(n, "exchanges", 0, 5) for n in _list(exchanges[0],
                                                                    "exchanges", 64)),
                   tuple(_whole(n, "exchanges", 0, 5) for n in _list(exchanges[1],
                                                                    "exchanges", 64))),
        penalty=None if penalty is None else _seat(penalty, "penalty"),
        last_round=_flag(get("last_round"), "last_round"),
        pending=_hidden(get("pending"), "pending", 5), lead=lead,
        leader=_seat(get("leader"), "leader"), tricks=_pair(get("tricks"), "tricks", 5),
        played=tuple(played), started=(_flag(started[0], "started"),
                                       _flag(started[1], "started")),
        declared=_seat(get("declared"), "declared", none=True),
        history=tuple(_action(item) for item in _list(get("history"), "history", 200)))


def table_from_json(data: Any) -> SeatView:
    """The public table a JSON object describes (``table_to_json``). Raises EventError."""
    if not isinstance(data, dict):
        raise EventError(_said().ev_object)
    try:
        rules = Rules.from_spec(data.get("rules") or {})
    except (RulesError, TypeError, ValueError, AttributeError):
        raise EventError(_said().ev_object) from None
    results = []
    for item in _list(data.get("results"), "results", 99):
        five = _list(item, "results", 5)
        if len(five) != 5:
            raise EventError(_said().ev_list("results", 5))
        results.append(GameResult(_seat(five[0], "results"), (_whole(five[1], "results"),
                                  _whole(five[2], "results")), _whole(five[3], "results"),
                                  _whole(five[4], "results")))
    game_data = data.get("game")
    game = None
    if game_data is not None:
        seven = _list(game_data, "game", 7)
        if len(seven) != 7:
            raise EventError(_said().ev_list("game", 7))
        game = Game(_seat(seven[0], "game"), (_whole(seven[1], "game"),
                                              _whole(seven[2], "game")),
                    _whole(seven[3], "game"), _whole(seven[4], "game", 1, 2**20),
                    _seat(seven[5], "game", none=True), _seat(seven[6], "game", none=True))
    deal = None if data.get("deal") is None or game is None else _deal(data["deal"])
    try:
        state = MatchState(rules, game, _pair(data.get("games"), "games", 99),
                           tuple(results), _pair(data.get("stakes"), "stakes"),
                           _seat(data.get("winner"), "winner", none=True), deal)
    except (ValueError, TypeError, IndexError, InvalidCardError) as error:
        raise EventError(_said().ev_bad_card("table", str(error)[:80])) from None
    return SeatView(0, state)
