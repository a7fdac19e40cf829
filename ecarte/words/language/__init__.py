"""The words of choosing a language: ``--lang``, the ``lang`` setting.

An area of words, as ``ecarte.words.area`` describes: ``LanguageWords`` names the
messages, ``en``, ``fr`` and ``it`` word them."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.words import area

KEEPS = ("it",)  # the code of Italian, in the list of languages


class LanguageWords(NamedTuple):
    no_such: Callable[[str, str], str]  # the word given (quoted), the languages
    flag_help: str  # the help of --lang


def words(code: str | None = None) -> LanguageWords:
    return area(__name__, LanguageWords, code)
