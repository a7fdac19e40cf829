"""A decision's "why" read back from ``ecarte review --json`` (docs/review.md), for the
replay: every field checked, so that a file edited by hand is refused with a sentence,
never shown wrong or as a traceback.

>>> why_from_json({"lines": [], "draws": [], "reasons": [{"reason": "stake",
...     "score": [4, 2], "target": 5, "mine_needs": "point", "theirs_needs": None}]}).reasons
(Stake(mine=4, theirs=2, target=5, mine_needs='point', theirs_needs=None),)
>>> why_from_json({"reasons": [{"reason": "vole", "whose": "theirs"}]})
Traceback (most recent call last):
ecarte.review.why_read.WhyFormatError: a share is a number from 0 to 1
"""

from __future__ import annotations

from typing import Any

from ecarte.engine import Card, InvalidActionError, Suit, parse_action
from ecarte.review.lines import Answer, Line, Trick
from ecarte.review.why import Draw, KeyCard, KingPoint, Penalty, Reason, Stake, Vole, Why


class WhyFormatError(ValueError):
    """A "why" that is not the review's."""


def why_from_json(data: Any) -> Why:
    """The ``Why`` a review wrote. Raises WhyFormatError."""
    if not isinstance(data, dict):
        raise WhyFormatError("not an object")
    lines = tuple(_line(x) for x in _list(data, "lines"))
    draws = tuple(_draw(x) for x in _list(data, "draws"))
    reasons = tuple(_reason(x) for x in _list(data, "reasons"))
    if any(r for r in reasons if isinstance(r, KeyCard | Vole)) and len(lines) < 2:
        raise WhyFormatError("a card's reason without both lines")
    return Why(lines, draws, reasons)


def _list(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise WhyFormatError(f"{key} is not a list")
    return value


def _share(value: Any) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool) \
            or not 0 <= value <= 1:
        raise WhyFormatError("a share is a number from 0 to 1")
    return float(value)


def _number(value: Any) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool) \
            or not -1 <= value <= 5:
        raise WhyFormatError("not a number")
    return float(value)


def _maybe(value: Any) -> float | None:
    return None if value is None else _number(value)


def _whole(value: Any, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise WhyFormatError("not a whole number in range")
    return value


def _card(value: Any) -> Card:
    try:
        return Card.parse(value) if isinstance(value, str) else Card.parse("")
    except ValueError:
        raise WhyFormatError("not a card") from None


def _choice(value: Any, kinds: tuple[str, ...]) -> str:
    try:
        action = parse_action(value) if isinstance(value, str) else None
    except InvalidActionError:
        action = None
    if action is None or action.kind not in kinds:
        raise WhyFormatError("not a choice")
    return str(action)


def _line(data: Any) -> Line:
    if not isinstance(data, dict):
        raise WhyFormatError("a line is an object")
    ends = data.get("ends")
    if not isinstance(ends, list) or len(ends) != 6:
        raise WhyFormatError("ends: six shares")
    return Line(_choice(data.get("choice"), ("play",)),
                tuple(_trick(t) for t in _list(data, "tricks")),
                tuple(_share(e) for e in ends))


def _trick(data: Any) -> Trick:
    if not isinstance(data, dict):
        raise WhyFormatError("a trick is an object")
    answers = {str(a): a for a in Answer}
    suits = {s.letter: s for s in Suit}
    sides = {"mine": True, "theirs": False}
    if data.get("answer") not in answers or data.get("suit") not in suits \
            or data.get("leads") not in sides or data.get("wins") not in sides:
        raise WhyFormatError("a trick's codes")
    theirs = data.get("theirs")
    return Trick(_whole(data.get("trick"), 1, 5), sides[data["leads"]],
                 _card(data.get("mine")), None if theirs is None else _card(theirs),
                 answers[data["answer"]], suits[data["suit"]], sides[data["wins"]],
                 _share(data.get("share")))


def _draw(data: Any) -> Draw:
    if not isinstance(data, dict):
        raise WhyFormatError("a draw is an object")
    accepted = data.get("accepted")
    return Draw(_choice(data.get("choice"), ("propose", "accept", "discard")),
                None if accepted is None else _share(accepted),
                _whole(data.get("trumps_now"), 0, 5), _number(data.get("trumps_after")),
                _share(data.get("king")), data.get("king_held") is True,
                _maybe(data.get("their_before")), _maybe(data.get("their_after")),
                data.get("refusal_penalised") is True)


def _reason(data: Any) -> Reason:
    if not isinstance(data, dict):
        raise WhyFormatError("a reason is an object")
    kind = data.get("reason")
    if kind == "key-card":
        return KeyCard(_card(data.get("card")), _share(data.get("held")),
                       _number(data.get("loss_held")), _number(data.get("loss_free")))
    if kind == "vole" and data.get("whose") in ("mine", "theirs"):
        return Vole(data["whose"] == "mine", _share(data.get("played")),
                    _share(data.get("best")))
    if kind == "stake":
        score = data.get("score")
        needs = (None, "point", "vole")
        if not isinstance(score, list) or len(score) != 2 \
                or data.get("mine_needs") not in needs or data.get("theirs_needs") not in needs:
            raise WhyFormatError("a stake's codes")
        target = _whole(data.get("target"), 1, 99)
        return Stake(_whole(score[0], 0, 99), _whole(score[1], 0, 99), target,
                     data["mine_needs"], data["theirs_needs"])
    if kind == "king-point":
        score = data.get("score")
        if not isinstance(score, list) or len(score) != 2:
            raise WhyFormatError("a score is two numbers")
        return KingPoint(_whole(score[0], 0, 99), _whole(score[1], 0, 99),
                         _whole(data.get("target"), 1, 99))
    if kind == "penalty" and data.get("kind") in ("stand", "refuse") \
            and isinstance(data.get("ends"), bool):
        return Penalty(data["kind"], data["ends"])
    raise WhyFormatError("a reason's kind")
