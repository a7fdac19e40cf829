"""The game's spoken phrases a player may type whole for a move: French « je propose »,
« jouer d'autorité », « le roi ! »; Italian «propongo», «giocare di prepotenza», «il Re!».
Each language words the same moves (the keys); a value lists its phrases with ``|``.

An area of words, as ``ecarte.words.area`` describes."""

from __future__ import annotations

from typing import NamedTuple

from ecarte.words import area

KEEPS = ("i",)  # nothing English is said: these are what a player types


class PhrasesWords(NamedTuple):
    spoken: dict[str, str]  # a move's English word -> the phrases that say it, "a|b"


def words(code: str | None = None) -> PhrasesWords:
    return area(__name__, PhrasesWords, code)
