"""Rebuild a seat's view from the few fields a player at the table knows.

A caller sends the seat's hand, the turn-up, the stock size, the deal's history and the
score; ``rebuild_view`` reads the fields and asks the engine's ``view_from_facts`` for the
``SeatView``: the engine replays the deal with every card this seat has not seen left as
``None``, checking each step.

>>> v = rebuild_view({"seat": 0, "dealer": 1, "score": [0, 0], "turnup": "9h", "stock": 21,
...                   "hand": ["Ks", "Qs", "Js", "7h", "8d"], "history": []})
>>> [str(a) for a in v.legal_actions()]
['stand', 'propose', 'concede']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ecarte.engine import FactsError, MatchState, Phase, SeatView, view_from_facts
from ecarte.protocol import fields
from ecarte.protocol.fields import ViewError

__all__ = ["ViewError", "rebuild_view"]


def rebuild_view(data: Mapping[str, Any]) -> SeatView:
    """The ``SeatView`` the JSON fields describe, for the seat to act. Raises ViewError
    with a sentence."""
    if not isinstance(data, Mapping):
        raise ViewError("the view must be a JSON object")
    seat = fields.seat_number(fields.require(data, "seat"), "seat")
    dealer = fields.seat_number(fields.require(data, "dealer"), "dealer")
    rules = fields.rules(data)
    score = fields.pair(fields.require(data, "score"), "score", 99)
    hand = fields.cards(fields.require(data, "hand"), "hand", 5)
    turnup = fields.card(fields.require(data, "turnup"), "turnup")
    stock = fields.whole(fields.require(data, "stock"), "stock", 0, 21)
    history = fields.history(fields.require(data, "history"))
    try:
        seen = view_from_facts(
            rules, seat, dealer=dealer, turnup=turnup, hand=hand, history=history,
            stock=stock, score=score,
            declared=fields.optional_seat(data.get("declared"), "declared"),
            stake=fields.whole(data.get("stake", 1), "stake", 1, 2 ** 20),
            cube=fields.optional_seat(data.get("cube"), "cube"),
            offered=fields.optional_seat(data.get("offered"), "offered"),
            games=fields.pair(data.get("games", [0, 0]), "games", 99),
            deals=fields.whole(data.get("deals", 1), "deals", 1, 10_000))
    except FactsError as error:
        raise ViewError(str(error)) from None
    if seen.state.actor != seat:
        raise ViewError(_not_your_turn(seen.state))
    return seen


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
