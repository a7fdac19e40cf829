"""The words of the bots: a ``--level`` that names no bot (``UnknownLevelError``'s facts),
for the command that shows it.

An area of words, as ``ecarte.words.area`` describes: ``BotsWords`` names the messages,
``en``, ``fr`` and ``it`` word them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from ecarte.words import area

if TYPE_CHECKING:
    from ecarte.bots import UnknownLevelError

KEEPS = ("exec", "COMMAND")  # typed as they are in every language


class BotsWords(NamedTuple):
    no_level: Callable[[str, str], str]  # the level asked for (quoted), the levels there are
    no_level_here: Callable[[str, str], str]  # the same, when no outside engine is taken


def words(code: str | None = None) -> BotsWords:
    return area(__name__, BotsWords, code)


def said(error: UnknownLevelError, code: str | None = None) -> str:
    """The sentence of ``error`` in ``code`` (default: the chosen language); an error
    made from a sentence alone keeps it."""
    if error.message or not error.level:
        return str(error)
    given, there = repr(error.level[:40]), ", ".join(error.levels)
    said = words(code)
    return (said.no_level if error.outside else said.no_level_here)(given, there)
