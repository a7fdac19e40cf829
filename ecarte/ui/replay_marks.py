"""A review's marks for ``ecarte replay --review FILE.json``: read the output of
``ecarte review --json`` (docs/review.md) and check it against the record it replays.

>>> marks_from_review({"records": [{"decisions": []}]}, [], 0)
{}
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from ecarte.engine import InvalidActionError, parse_action
from ecarte.ui.replay import Frame, Mark


class MarksError(ValueError):
    """A review that cannot be read, or that is not a review of this record."""


def marks_from_review(data: Any, shown: Sequence[Frame], line: int,
                      players: Sequence[str] | None = None) -> dict[
                          tuple[int, int, int, int], Mark]:
    """The marks of the review ``data`` for the record whose ``frames`` are given.
    ``line`` (0-based) picks the record of a review of several (a JSON Lines file);
    ``players`` are the record's names, checked against the review's. Raises MarksError
    with a sentence."""
    if not isinstance(data, dict):
        raise MarksError("the review is not an object with \"records\" (ecarte review --json)")
    reviews = data.get("records", [data] if "decisions" in data else None)
    if not isinstance(reviews, list) or not reviews:
        raise MarksError("the review has no \"records\" (ecarte review --json writes them)")
    if len(reviews) == 1:
        review = reviews[0]
    elif line < len(reviews):
        review = reviews[line]
    else:
        raise MarksError(f"the review holds {len(reviews)} records, and this record is "
                         f"number {line + 1}")
    if not isinstance(review, dict) or not isinstance(review.get("decisions"), list):
        raise MarksError("the review's record has no \"decisions\" list")
    named = review.get("players")
    if players is not None and isinstance(named, list) and list(named) != list(players):
        raise MarksError(f"the review is of {_match(named)}, but the record is of "
                         f"{_match(players)}")
    taken = {(f.step.game, f.step.deal, f.step.action): (f.step.seat, str(f.step.taken))
             for f in shown if f.step is not None and f.step.action is not None}
    marks: dict[tuple[int, int, int, int], Mark] = {}
    post_mortem = review.get("post_mortem") is True
    for number, entry in enumerate(review["decisions"], 1):
        mark = dataclasses.replace(_mark(entry, number), post_mortem=post_mortem)
        at = f"game {mark.game + 1}, deal {mark.deal + 1}, action {mark.action + 1}"
        if (mark.game, mark.deal, mark.action) not in taken:
            raise MarksError(f"the review does not match this record: it reviews {at}, "
                             "which the record does not have")
        seat, played = taken[mark.game, mark.deal, mark.action]
        if (seat, played) != (mark.seat, mark.played):
            raise MarksError(f"the review does not match this record: at {at} it has "
                             f"seat {mark.seat} '{mark.played}', the record seat {seat} "
                             f"'{played}'")
        marks[mark.key] = mark
    return marks


def _match(names: Sequence[Any]) -> str:
    return " and ".join(str(n) for n in names) or "no players"


def _mark(entry: Any, number: int) -> Mark:
    where = f"decision {number} of the review"
    if not isinstance(entry, dict):
        raise MarksError(f"{where} is not an object")
    numbers = {}
    for key in ("game", "deal", "action", "seat"):
        value = entry.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise MarksError(f"{where}: {key!r} must be a whole number from 0")
        numbers[key] = value
    texts = {}
    for key in ("played", "best"):
        value = entry.get(key)
        if not isinstance(value, str):
            raise MarksError(f"{where}: {key!r} must be a string")
        texts[key] = value
    try:
        parse_action(texts["best"])
    except InvalidActionError as error:
        raise MarksError(f"{where}: 'best' is not an action: {error}") from None
    loss = entry.get("loss")
    if not isinstance(loss, int | float) or isinstance(loss, bool):
        raise MarksError(f"{where}: 'loss' must be a number")
    word = entry.get("mark")
    if word not in (None, "inaccuracy", "mistake", "blunder"):
        raise MarksError(f"{where}: 'mark' must be inaccuracy, mistake, blunder or null")
    choices = entry.get("choices", {})
    if not isinstance(choices, Mapping) or not all(
            isinstance(v, int | float) and not isinstance(v, bool) for v in choices.values()):
        raise MarksError(f"{where}: 'choices' must map each choice to its chance")
    return Mark(numbers["game"], numbers["deal"], numbers["action"], numbers["seat"],
                texts["played"], texts["best"], float(loss), word,
                {str(k): float(v) for k, v in choices.items()})
