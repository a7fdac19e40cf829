"""The words of the batched engine: what ``BatchError``'s facts say.

An area of words, as ``ecarte.words.area`` describes: ``BatchWords`` names the messages,
``en``, ``fr`` and ``it`` word them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from ecarte.words import area

if TYPE_CHECKING:
    from ecarte.batch.errors import BatchError


class BatchWords(NamedTuple):
    no_rows: str
    first_dealer: Callable[[int], str]  # how many rows
    actions: Callable[[int], str]  # how many rows
    illegal: Callable[[int, int], str]  # the row, the action's number
    option: Callable[[str], str]  # the rule option not played


def words(code: str | None = None) -> BatchWords:
    return area(__name__, BatchWords, code)


def said(error: BatchError, code: str | None = None) -> str:
    """The sentence of ``error`` in ``code`` (default: the chosen language)."""
    told = words(code)
    if error.problem == "no-rows":
        return told.no_rows
    if error.problem == "first-dealer":
        return told.first_dealer(error.rows)
    if error.problem == "actions":
        return told.actions(error.rows)
    if error.problem == "illegal":
        return told.illegal(error.row, error.number)
    return told.option(error.option)
