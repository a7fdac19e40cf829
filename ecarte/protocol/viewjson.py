"""A seat's view as JSON: the fields the protocol needs, and a few extras for readers.

>>> from ecarte.engine import DECK, DealCards, Rules, apply, new_match, parse_cards, view
>>> cards = parse_cards("Ks Qs Js 7h 8d 9s 8s 7s Ah Ad 9h".split())
>>> rest = tuple(c for c in DECK if c not in cards)
>>> state, _ = apply(new_match(Rules(), first_dealer=1),
...                  DealCards((cards[:5], cards[5:10]), cards[10], rest))
>>> data = view_to_json(view(state, 0))
>>> data["hand"], data["turnup"], data["stock"], data["history"], data["phase"]
(['Ks', 'Qs', 'Js', '7h', '8d'], '9h', 21, [], 'stand_or_propose')
"""

from __future__ import annotations

from typing import Any, Final

from ecarte.engine import CHANCE, SeatView

__all__ = ["MINIMAL_FIELDS", "STATE_FIELDS", "view_to_json"]

MINIMAL_FIELDS: Final = ("seat", "dealer", "rules", "target", "score", "hand", "turnup",
                         "stock", "history")
"""What a caller must be able to send alone (``rules`` and ``target`` may be left out)."""

STATE_FIELDS: Final = ("games", "stake", "cube", "offered", "declared")
"""Extras that ``rebuild_view`` reads when present: the match, doubling, and an
opponent's King of trumps declared automatically (which the history does not show)."""


def view_to_json(view: SeatView) -> dict[str, Any]:
    """The view as a JSON object: the minimal fields, then extras for readers
    (``phase``, ``to_act``, ``my_discards``, ``trick``, ``tricks``, ``opponent_cards``,
    ``games``, ``deals``, ``stake``, ``cube``, ``offered``, ``declared``)."""
    state = view.state
    game = state.game
    deal = state.deal
    rules = state.rules
    data: dict[str, Any] = {
        "seat": view.seat,
        "dealer": game.dealer if game is not None else None,
        "rules": rules.to_spec(),
        "target": rules.target,
        "score": list(state.score),
    }
    if deal is not None:
        data["hand"] = [str(c) for c in view.hand]
        data["turnup"] = str(deal.turnup)
        data["stock"] = len(deal.stock)
        data["history"] = [{"seat": who, "action": str(action)}
                           for who, action in deal.history]
    actor = state.actor
    data["phase"] = deal.phase.name.lower() if deal is not None else None
    data["to_act"] = actor if actor is not None and actor != CHANCE else None
    if deal is not None:
        data["my_discards"] = [str(c) for c in view.my_discards]
        data["trick"] = [] if deal.lead is None else \
            [{"seat": deal.leader, "card": str(deal.lead)}]
        data["tricks"] = list(deal.tricks)
        data["opponent_cards"] = view.opponent_cards
        data["declared"] = deal.declared
    data["games"] = list(state.games)
    if game is not None:
        data["deals"] = game.deals
        data["stake"] = game.stake
        data["cube"] = game.cube
        data["offered"] = game.offered
    return data
