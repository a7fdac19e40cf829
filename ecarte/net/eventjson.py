"""Events as JSON, for the wire: ``{"event": "CardPlayed", "seat": 0, "card": "Ks"}``.

Only events already redacted for the seat are written (``redact(event, seat)``): a card
the seat has not seen is ``null``. Reading checks every field, so a host cannot crash a
guest with a malformed event.

>>> from ecarte.engine import Card
>>> from ecarte.engine.events import CardPlayed
>>> data = event_to_json(CardPlayed(1, Card.parse("Ks")))
>>> data
{'event': 'CardPlayed', 'seat': 1, 'card': 'Ks'}
>>> event_from_json(data) == CardPlayed(1, Card.parse("Ks"))
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ecarte.engine import Card, Suit
from ecarte.engine.errors import InvalidCardError
from ecarte.engine.events import (
    Accepted,
    CardPlayed,
    Conceded,
    CutDrawn,
    DealEnded,
    Dealt,
    Doubled,
    Dropped,
    Event,
    Exchanged,
    GameWon,
    KingDeclared,
    KingTurned,
    MatchWon,
    PlayBegins,
    PointsScored,
    Proposed,
    Reason,
    Refused,
    Reshuffled,
    Stood,
    Taken,
    TrickWon,
    TurnedUp,
)
from ecarte.engine.faults import Fault, Rule

if TYPE_CHECKING:
    from ecarte.words.net import NetWords

KINDS: Final[dict[str, type[Any]]] = {cls.__name__: cls for cls in (
    CutDrawn, Dealt, TurnedUp, KingTurned, Stood, Proposed, Accepted, Refused, Exchanged,
    Reshuffled, PlayBegins, KingDeclared, CardPlayed, TrickWon, Conceded, PointsScored,
    DealEnded, Doubled, Taken, Dropped, GameWon, MatchWon)}

# How each field is read: a card, a card or null, a suit, a seat, a seat or null, a whole
# number, a flag, a pair of numbers, texts; lists of cards.
_CARD_FIELDS: Final = {"card", "lead", "follow"}
_CARD_LISTS: Final = {"cards", "discarded", "drawn", "order"}
_SEATS: Final = {"seat", "leader"}


class EventError(ValueError):
    """An event that cannot be read; the text says why (in the chosen language)."""


def _said() -> NetWords:
    from ecarte.words.net import words

    return words()


def _out(value: Any) -> Any:
    if isinstance(value, Reason):
        return value.code
    if isinstance(value, Card | Suit):
        return str(value) if isinstance(value, Card) else value.letter
    if isinstance(value, tuple):
        return [_out(v) for v in value]
    return value


def event_to_json(event: Event) -> dict[str, Any]:
    """The event as a JSON object (cards as text, unseen cards as null)."""
    data: dict[str, Any] = {"event": type(event).__name__}
    data.update((name, _out(value)) for name, value in event._asdict().items())
    return data


def _card(value: Any, name: str, hidden: bool) -> Card | None:
    if value is None and hidden:
        return None
    if not isinstance(value, str):
        raise EventError(_said().ev_card(name))
    try:
        return Card.parse(value)
    except InvalidCardError as error:
        raise EventError(_said().ev_bad_card(name, str(error))) from None


def _whole(value: Any, name: str, low: int = 0, high: int = 10**6) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise EventError(_said().ev_whole(name, low, high))
    return value


def _list(value: Any, name: str, most: int = 32) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise EventError(_said().ev_list(name, most))
    return value


def _field(kind: str, name: str, value: Any) -> Any:
    if name in _CARD_FIELDS:
        return _card(value, name, hidden=False)
    if name in _CARD_LISTS:
        return tuple(_card(v, name, hidden=True) for v in _list(value, name))
    if name == "hands":
        hands = _list(value, name, 2)
        if len(hands) != 2:
            raise EventError(_said().ev_hands)
        return tuple(tuple(_card(c, name, hidden=True) for c in _list(h, name, 5))
                     for h in hands)
    if name == "trump":
        for suit in Suit:
            if value == suit.letter:
                return suit
        raise EventError(_said().ev_trump)
    if name in _SEATS:
        return _whole(value, name, 0, 1)
    if name == "dealer":
        return None if value is None and kind == "CutDrawn" else _whole(value, name, 0, 1)
    if name in ("penalty",):
        if not isinstance(value, bool):
            raise EventError(_said().ev_flag(name))
        return value
    if name == "reasons":
        codes = _list(value, name, 4)
        try:
            if all(isinstance(code, str) for code in codes):
                return tuple(Reason.from_code(code) for code in codes)
        except ValueError:
            pass
        raise EventError(_said().ev_reasons)
    if name in ("score", "tricks", "games", "stakes"):
        pair = _list(value, name, 2)
        if len(pair) != 2:
            raise EventError(_said().ev_pair(name))
        return (_whole(pair[0], name), _whole(pair[1], name))
    return _whole(value, name)


def event_from_json(data: Any) -> Event:
    """The event a JSON object describes. Raises EventError."""
    if not isinstance(data, dict):
        raise EventError(_said().ev_object)
    kind = data.get("event")
    cls = KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None or not isinstance(kind, str):
        raise EventError(_said().ev_unknown(repr(str(kind)[:40])))
    values = {}
    for name in cls._fields:
        if name not in data:
            if name in cls._field_defaults:
                continue
            raise EventError(_said().ev_missing(kind, name))
        values[name] = _field(kind, name, data[name])
    event: Event = cls(**values)
    return event


def fault_to_json(fault: Fault) -> dict[str, Any]:
    """A refused action's fact as a JSON object, for the wire: its rule's code and the
    fields the rule names (cards as text, the trump suit as its letter)."""
    data: dict[str, Any] = {"rule": fault.rule.value}
    if fault.cards:
        data["cards"] = [str(card) for card in fault.cards]
    if fault.lead is not None:
        data["lead"] = str(fault.lead)
    if fault.trump is not None:
        data["trump"] = fault.trump.letter
    if fault.count is not None:
        data["count"] = fault.count
    if fault.seat is not None:
        data["seat"] = fault.seat
    if fault.dealer:
        data["dealer"] = True
    if fault.word:
        data["word"] = fault.word
    return data


def fault_from_json(data: Any) -> Fault:
    """The fact a JSON object describes (``fault_to_json``). Raises EventError."""
    if not isinstance(data, dict):
        raise EventError(_said().fault_object)
    try:
        rule = Rule(data.get("rule"))
    except ValueError:
        raise EventError(_said().fault_rule(repr(str(data.get("rule"))[:40]))) from None
    cards = tuple(_seen(v, "cards") for v in _list(data.get("cards", []), "cards", 8))
    lead = _seen(data["lead"], "lead") if "lead" in data else None
    trump = _field("Fault", "trump", data["trump"]) if "trump" in data else None
    count = _whole(data["count"], "count", 0, 32) if "count" in data else None
    seat = _whole(data["seat"], "seat", 0, 1) if "seat" in data else None
    word = data.get("word", "")
    if not isinstance(word, str):
        raise EventError(_said().fault_word)
    from ecarte.text import shown

    return Fault(rule, cards, lead, trump, count, seat, data.get("dealer") is True,
                 shown(word, 20))


def _seen(value: Any, name: str) -> Card:
    card = _card(value, name, hidden=False)
    assert card is not None  # a card that must be seen is never null
    return card
