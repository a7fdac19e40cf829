"""Records from outside the database: files written by ``play`` (one JSON document),
``watch`` and ``arena`` (JSON Lines, one record a line), standard input, or a kept
match's id; and which seat is 'you' and which bot the opponent was."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ecarte.files import UnreadableInputError, UnreadableJsonError, json_documents, read_input
from ecarte.history.schema import HistoryError

LEVELS = ("random", "novice", "club", "expert")
"""The bot ladder's levels, as records name them."""


@dataclasses.dataclass(frozen=True, slots=True)
class Found:
    """One record read from a file: where (``line`` is 1 for a whole-file document), and
    the record or the sentence saying why it cannot be read."""

    file: str
    line: int
    record: dict[str, Any] | None
    problem: str | None = None


def read_records(name: str) -> Iterator[Found]:
    """The records in the file ``name`` (``-``: standard input): the whole file as one JSON
    document, or else one record per non-empty line. Raises HistoryError when the file
    cannot be read at all."""
    try:
        raw = read_input(name)
    except UnreadableInputError as error:
        raise HistoryError(str(error)) from None
    from ecarte.words.stats import words

    try:
        found = json_documents(raw, words().the_record)
    except UnreadableJsonError as error:
        yield Found(name, 1, None, str(error))
        return
    for line in found:
        if line.problem is not None:
            yield Found(name, line.number, None, line.problem)
        else:
            yield _found(name, line.number, line.data)


def _found(name: str, line: int, data: Any) -> Found:
    if not isinstance(data, dict):
        from ecarte.words.stats import words

        return Found(name, line, None, words().not_an_object)
    return Found(name, line, data)


def seat_of(record: dict[str, Any], you: str | None) -> int | None:
    """The seat of the player named ``you`` (any case); without a name, seat 0 of a record
    from ``ecarte play`` against a bot (it names the bot's ``level``), else None. Raises
    HistoryError when no player has that name."""
    players = record.get("players")
    names = [str(p) for p in players] if isinstance(players, list) else []
    if you is not None:
        matching = [seat for seat, name in enumerate(names) if name.casefold() ==
                    you.strip().casefold()]
        if not matching:
            from ecarte.words import phrasebook
            from ecarte.words.stats import words

            said = words()
            raise HistoryError(said.no_such_player(
                repr(you), f" {phrasebook().and_word} ".join(names) or said.players_unnamed))
        return matching[0]
    return 0 if isinstance(record.get("level"), str) else None


def bots_only(record: dict[str, Any]) -> tuple[str, str] | None:
    """The two bots when a bot played each seat, else None: the ``levels`` of a record of
    ``watch --record`` or ``arena --record``; in an arena record written before arena
    said so, two players named after levels in a record that names no bot ``level`` (a
    record of ``play`` against a bot names one)."""
    levels = record.get("levels")
    if isinstance(levels, list) and len(levels) == 2 and all(isinstance(level, str)
                                                             for level in levels):
        return str(levels[0]), str(levels[1])
    players = record.get("players")
    if "level" not in record and isinstance(players, list) and len(players) == 2 \
            and all(isinstance(name, str) and name in LEVELS for name in players):
        return str(players[0]), str(players[1])
    return None


def opponent_level(record: dict[str, Any], you: int | None) -> str | None:
    """The bot 'you' played: the ``level`` of a play record, the other seat's entry of
    ``levels`` (watch), or the other player's name when it is a level (arena)."""
    if you is None:
        return None
    level = record.get("level")
    if you == 0 and isinstance(level, str):
        return level
    levels = record.get("levels")
    if isinstance(levels, list) and len(levels) == 2 and isinstance(levels[1 - you], str):
        return str(levels[1 - you])
    players = record.get("players")
    if isinstance(players, list) and len(players) == 2 and players[1 - you] in LEVELS:
        return str(players[1 - you])
    return None


def kept_match(text: str) -> dict[str, Any] | None:
    """The record of the kept match whose id is ``text`` (as ``ecarte history`` lists it),
    or None when ``text`` is not an id but a file's name (or ``-``). Raises HistoryError
    ("there is no match 77 in the history") for an id that is not kept, or whose record
    cannot be read. The history is opened to read: no lock is taken, nothing written."""
    found = match_id(text)
    if found is None:
        return None
    from ecarte.history.store import open_history

    with open_history(write=False) as history:
        return history.get(found)


def kept_review(text: str) -> dict[str, Any] | None:
    """The whole review kept with the match whose id is ``text`` at the end of that
    match, or None (not an id, no review kept, or one that cannot be read)."""
    found = match_id(text)
    if found is None:
        return None
    from ecarte.history.store import open_history

    with open_history(write=False) as history:
        return history.kept_review(found)


def match_id(text: str) -> int | None:
    """The id of a kept match that a command's FILE argument names, or None when it names
    a file (a file of that name wins) or standard input."""
    return int(text) if text.isdigit() and not Path(text).exists() else None
