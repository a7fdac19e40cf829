"""A review's marks for ``ecarte replay --review FILE.json``: read the output of
``ecarte review --json`` (docs/review.md) and check it against the record it replays.

>>> marks_from_review({"records": [{"decisions": []}]}, [], 0)
{}
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ecarte.engine import InvalidActionError, parse_action
from ecarte.ui.replay import Frame, Mark
from ecarte.words.replay import words

if TYPE_CHECKING:
    from ecarte.review import RecordReview
    from ecarte.review.book import BookAdvice
    from ecarte.review.why import Why


def marks_of(review: RecordReview) -> dict[tuple[int, int, int, int], Mark]:
    """The marks of a review just computed, by (game, deal, action, seat)."""
    return {(d.game, d.deal, d.action, d.seat):
            Mark(d.game, d.deal, d.action, d.seat, d.played, d.best, d.loss, d.mark,
                 dict(d.choices), review.post_mortem, d.book, d.why)
            for d in review.decisions}


class MarksError(ValueError):
    """A review that cannot be read, or that is not a review of this record."""


def marks_from_review(data: Any, shown: Sequence[Frame], line: int,
                      players: Sequence[str] | None = None) -> dict[
                          tuple[int, int, int, int], Mark]:
    """The marks of the review ``data`` for the record whose ``frames`` are given.
    ``line`` (0-based) picks the record of a review of several (a JSON Lines file);
    ``players`` are the record's names, checked against the review's. Raises MarksError
    with a sentence."""
    said = words()
    if not isinstance(data, dict):
        raise MarksError(said.not_object)
    reviews = data.get("records", [data] if "decisions" in data else None)
    if not isinstance(reviews, list) or not reviews:
        raise MarksError(said.no_records)
    if len(reviews) == 1:
        review = reviews[0]
    elif line < len(reviews):
        review = reviews[line]
    else:
        raise MarksError(said.record_number(len(reviews), line + 1))
    if not isinstance(review, dict) or not isinstance(review.get("decisions"), list):
        raise MarksError(said.no_decisions)
    named = review.get("players")
    if players is not None and isinstance(named, list) and list(named) != list(players):
        raise MarksError(said.other_players(_match(named), _match(players)))
    taken = {(f.step.game, f.step.deal, f.step.action): (f.step.seat, str(f.step.taken))
             for f in shown if f.step is not None and f.step.action is not None}
    marks: dict[tuple[int, int, int, int], Mark] = {}
    post_mortem = review.get("post_mortem") is True
    for number, entry in enumerate(review["decisions"], 1):
        mark = dataclasses.replace(_mark(entry, number), post_mortem=post_mortem)
        at = mark.game + 1, mark.deal + 1, mark.action + 1
        if (mark.game, mark.deal, mark.action) not in taken:
            raise MarksError(said.not_in_record(*at))
        seat, played = taken[mark.game, mark.deal, mark.action]
        if (seat, played) != (mark.seat, mark.played):
            raise MarksError(said.other_action(*at, mark.seat, mark.played, seat, played))
        marks[mark.key] = mark
    return marks


def _match(names: Sequence[Any]) -> str:
    said = words()
    shown = [str(n) for n in names]
    if not shown:
        return said.no_players
    return shown[0] if len(shown) == 1 else said.names_and(", ".join(shown[:-1]), shown[-1])


def _mark(entry: Any, number: int) -> Mark:
    said = words()
    where = said.decision_of(number)
    if not isinstance(entry, dict):
        raise MarksError(said.not_an_object(where))
    numbers = {}
    for key in ("game", "deal", "action", "seat"):
        value = entry.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise MarksError(said.whole_number(where, repr(key)))
        numbers[key] = value
    texts = {}
    for key in ("played", "best"):
        value = entry.get(key)
        if not isinstance(value, str):
            raise MarksError(said.a_string(where, repr(key)))
        texts[key] = value
    try:
        parse_action(texts["best"])
    except InvalidActionError as error:
        raise MarksError(said.best_not_action(where, str(error))) from None
    loss = entry.get("loss")
    if not isinstance(loss, int | float) or isinstance(loss, bool):
        raise MarksError(said.loss_number(where))
    word = entry.get("mark")
    if word not in (None, "inaccuracy", "mistake", "blunder"):
        raise MarksError(said.mark_kinds(where))
    choices = entry.get("choices", {})
    if not isinstance(choices, Mapping) or not all(
            isinstance(v, int | float) and not isinstance(v, bool) for v in choices.values()):
        raise MarksError(said.choices_map(where))
    return Mark(numbers["game"], numbers["deal"], numbers["action"], numbers["seat"],
                texts["played"], texts["best"], float(loss), word,
                {str(k): float(v) for k, v in choices.items()},
                book=_book(entry.get("book"), where), why=_why(entry.get("why"), where))


def _book(entry: Any, where: str) -> BookAdvice | None:
    """A decision's "book" (null, or the book's choice and rule code)."""
    from ecarte.review.book import BookAdvice, BookRule

    if entry is None:
        return None
    rules = {str(rule): rule for rule in BookRule}
    if not isinstance(entry, dict) or not isinstance(entry.get("choice"), str) \
            or entry.get("rule") not in rules:
        raise MarksError(words().book_shape(where))
    return BookAdvice(entry["choice"], rules[entry["rule"]])


def _why(entry: Any, where: str) -> Why | None:
    """A decision's "why" (null, or its lines, draws and reasons, docs/review.md)."""
    from ecarte.review.why_read import WhyFormatError, why_from_json

    if entry is None:
        return None
    try:
        return why_from_json(entry)
    except WhyFormatError:
        raise MarksError(words().why_shape(where)) from None
