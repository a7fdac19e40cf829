"""Records from outside the database: files written by ``play`` (one JSON document),
``watch`` and ``arena`` (JSON Lines, one record a line), standard input, or a kept
match's id; and which seat is 'you' and which bot the opponent was."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ecarte.files import UnreadableJsonError, read_json_text
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
        raw = sys.stdin.buffer.read() if name == "-" else Path(name).read_bytes()
    except FileNotFoundError:
        raise HistoryError(f"{name}: there is no such file") from None
    except OSError as error:
        raise HistoryError(f"{name} cannot be read: {error.strerror}") from None
    try:
        whole = read_json_text(raw, "the record")
    except UnreadableJsonError:
        whole = None
    if whole is not None:
        yield _found(name, 1, whole)
        return
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise HistoryError(f"{name} is not UTF-8 text") from None
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            yield _found(name, number, read_json_text(line, "the record"))
        except UnreadableJsonError as error:
            yield Found(name, number, None, str(error))


def _found(name: str, line: int, data: Any) -> Found:
    if not isinstance(data, dict):
        return Found(name, line, None, "the record is not a JSON object")
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
            raise HistoryError(f"no player is named {you!r} (the players are "
                               f"{' and '.join(names) or 'not named'})")
        return matching[0]
    return 0 if isinstance(record.get("level"), str) else None


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


def record_argument(text: str) -> dict[str, Any]:
    """The record a command was given as ``FILE``, ``-`` (standard input) or the ``ID`` of
    a kept match (as ``ecarte history`` lists it). Raises HistoryError with a sentence."""
    if text.isdigit() and not Path(text).exists():
        from ecarte.history.store import open_history

        with open_history() as history:
            return history.get(int(text))
    found = list(read_records(text))
    if len(found) != 1:
        raise HistoryError(f"{text} holds {len(found)} records, not one")
    if found[0].record is None:
        raise HistoryError(f"{text}: {found[0].problem}")
    return found[0].record
