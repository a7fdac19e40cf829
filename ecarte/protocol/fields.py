"""Reading the JSON fields of a protocol view, each error a sentence naming the field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ecarte.engine import Action, Card, Rules, RulesError, parse_action
from ecarte.engine.errors import InvalidActionError, InvalidCardError

MAX_HISTORY: Final = 200
"""More entries than any deal can have (a deal has at most about 60 actions)."""


class ViewError(ValueError):
    """A view that cannot be a real seat's view; the message says why, in a sentence."""


def require(data: Mapping[str, Any], name: str) -> Any:
    if name not in data:
        raise ViewError(f"the view has no {name!r} field")
    return data[name]


def whole(value: Any, what: str, low: int, high: int) -> int:
    """A JSON whole number from ``low`` to ``high`` (``true`` is not a number here)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ViewError(f"{what} must be a whole number, not {show(value)}")
    if not low <= value <= high:
        raise ViewError(f"{what} must be from {low} to {high}, not {value}")
    return value


def seat_number(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in (0, 1):
        raise ViewError(f"{what} must be seat 0 or seat 1, not {show(value)}")
    return int(value)


def optional_seat(value: Any, what: str) -> int | None:
    return None if value is None else seat_number(value, what)


def pair(value: Any, what: str, high: int) -> tuple[int, int]:
    """Two whole numbers, one per seat: ``[2, 3]``."""
    if not isinstance(value, list) or len(value) != 2:
        raise ViewError(f"{what} must be a list of two numbers, one per seat, like [2, 3]")
    return (whole(value[0], f"{what}[0]", 0, high), whole(value[1], f"{what}[1]", 0, high))


def card(value: Any, what: str) -> Card:
    if not isinstance(value, str):
        raise ViewError(f"{what} must be a card written like \"Ks\", not {show(value)}")
    try:
        return Card.parse(value)
    except InvalidCardError as error:
        raise ViewError(f"{what}: {error}") from None


def cards(value: Any, what: str, most: int) -> tuple[Card, ...]:
    """A list of distinct cards."""
    if not isinstance(value, list):
        raise ViewError(f"{what} must be a list of cards, like [\"Ks\", \"7h\"]")
    if len(value) > most:
        raise ViewError(f"{what} holds {len(value)} cards, more than {most}")
    found = tuple(card(item, f"{what}[{index}]") for index, item in enumerate(value))
    for index, one in enumerate(found):
        if one in found[:index]:
            raise ViewError(f"the {one} is named twice in {what}")
    return found


def rules(data: Mapping[str, Any]) -> Rules:
    """``rules`` (a spec or a preset name; club if absent), then ``target`` over it."""
    spec = data.get("rules", {"preset": "club"})
    if isinstance(spec, str):
        spec = {"preset": spec}
    if not isinstance(spec, dict):
        raise ViewError("rules must be an object like {\"preset\": \"club\"}")
    try:
        found = Rules.from_spec(spec)
        if "target" in data:
            target = whole(data["target"], "target", 1, 99)
            found = found.with_options(target=target)
    except (RulesError, TypeError) as error:
        raise ViewError(f"rules: {error}") from None
    return found


def history(value: Any) -> list[tuple[int, Action]]:
    """``[{"seat": 0, "action": "propose"}, ...]`` in record notation."""
    if not isinstance(value, list):
        raise ViewError("history must be a list of {\"seat\": N, \"action\": TEXT} objects")
    if len(value) > MAX_HISTORY:
        raise ViewError(f"the history has {len(value)} entries, more than any deal "
                        f"(at most {MAX_HISTORY} are read)")
    entries: list[tuple[int, Action]] = []
    for number, item in enumerate(value, 1):
        where = f"history entry {number}"
        if not isinstance(item, dict):
            raise ViewError(f"{where} must be an object like {{\"seat\": 0, \"action\": "
                            f"\"propose\"}}, not {show(item)}")
        seat = seat_number(require_entry(item, "seat", where), f"the seat of {where}")
        text = require_entry(item, "action", where)
        if not isinstance(text, str):
            raise ViewError(f"the action of {where} must be text, not {show(text)}")
        try:
            action = parse_action(text)
        except InvalidActionError as error:
            raise ViewError(f"{where}: {error}") from None
        entries.append((seat, action))
    return entries


def require_entry(item: Mapping[str, Any], name: str, where: str) -> Any:
    if name not in item:
        raise ViewError(f"{where} has no {name!r}")
    return item[name]


def show(value: Any) -> str:
    """A short rendering of a JSON value for a message."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
