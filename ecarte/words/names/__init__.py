"""The names the game gives a seat when a record was made without one of the player's
choosing ("You", "Player 1", "Player 2"), as a review or a replay names that seat in the
third person: "You chose..." reads in English, but French and Italian conjugate, and
"Vous a choisi" or "Tu ha scelto" would not; they say "Joueur", "Giocatore".

An area of words, as ``ecarte.words.area`` describes."""

from __future__ import annotations

from typing import NamedTuple

from ecarte.words import area

KEEPS = ("You",)  # English's own label, the key of each language's


class NamesWords(NamedTuple):
    told: dict[str, str]  # a name the game gives -> how a sentence names that seat
    bot: str  # the bot's name at the table: "Bot", French "Robot"


def words(code: str | None = None) -> NamesWords:
    return area(__name__, NamesWords, code)


def bot_name() -> str:
    """The name the bot has at the table, in the chosen language."""
    return words().bot


def reserved(name: str) -> bool:
    """Whether a player may not take ``name``: the bot's, in any language."""
    from ecarte.languages import LANGUAGES

    return name in {words(code).bot for code in LANGUAGES}


def told(name: str) -> str:
    """``name`` as a review or a replay names the seat: a name the game gave, in the
    chosen language; any other name as it is."""
    return words().told.get(name, name)
