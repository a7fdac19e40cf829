"""What ``ecarte pool`` and ``ecarte chouette`` share: their common flags, the players
read from names and bot levels, a sitting resumed from its record, and the table set
at one keyboard."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ecarte.commands.flags import add_look_flags, add_rules_flags, seed_arg, whole_number

if TYPE_CHECKING:
    from ecarte.pool.record import Kind
    from ecarte.ui.sitting import Player, Sitting

stake_arg = whole_number("the stake", 1, 1000)
bet_arg = whole_number("the bet", 1, 1000)
wins_arg = whole_number("the games in a row", 2, 3)
games_arg = whole_number("the number of games", 1, 999)


def _words() -> Any:
    from ecarte.words.pool import words

    return words()


def _blank(name: str) -> str:
    from ecarte.words.commands import words

    return str(words().metavars.get(name, name))


def add_common_flags(parser: argparse.ArgumentParser) -> None:
    from ecarte.cli_parser import Paragraphs

    said = _words()
    parser.formatter_class = Paragraphs
    parser.add_argument("--seed", type=seed_arg, metavar="N", help=said.seed_help)
    parser.add_argument("--record", type=Path, metavar=_blank("FILE"), help=said.record_help)
    parser.add_argument("--resume", type=Path, metavar=_blank("FILE"), help=said.resume_help)
    add_rules_flags(parser)
    add_look_flags(parser)


def opening(args: argparse.Namespace, command: Kind) -> tuple[Any, int | None]:
    """What ``ecarte pool`` and ``ecarte chouette`` check before they begin: the record's
    folder can be written, and a sitting to resume (``--resume``) can be read. Returns the
    resumed sitting (None: begin a new one) and None, or None and the exit status when it
    was refused (the sentence said)."""
    from ecarte.commands.flags import record_target_problem

    if args.record is not None:
        unwritable = record_target_problem(args.record)
        if unwritable is not None:
            return None, fail(command, str(unwritable))
    if args.resume is None:
        return None, None
    try:
        return resumed_sitting(args.resume, command), None
    except ValueError as error:
        return None, fail(command, str(error), 1)


def fail(command: str, message: str, status: int = 2) -> int:
    from ecarte.commands.flags import fail_line

    sys.stderr.write(fail_line(command, message))
    return status


def read_players(typed: list[str]) -> tuple[Player, ...]:
    """Each word a bot level (``club``, ``exec:COMMAND``) or a person's name. Bots are
    named by their level (``Club``; a second one ``Club 2``). Raises ValueError with a
    sentence for a name the game keeps for its bot, or an empty one."""
    from ecarte.players import EXEC_PREFIX, levels
    from ecarte.text import MAX_NAME, shown
    from ecarte.ui.sitting import Player
    from ecarte.words.commands import words
    from ecarte.words.names import reserved

    players: list[Player] = []
    taken: dict[str, int] = {}
    for word in typed:
        if word.lower() in levels() or word.startswith(EXEC_PREFIX):
            level = word.lower() if word.lower() in levels() else word
            label = level.removeprefix(EXEC_PREFIX).split()[0][:16].capitalize() \
                if level.removeprefix(EXEC_PREFIX).split() else "Engine"
            taken[label] = taken.get(label, 0) + 1
            name = label if taken[label] == 1 else f"{label} {taken[label]}"
            players.append(Player(name, level))
            continue
        name = shown(word, MAX_NAME)
        if not name:
            raise ValueError(words().name_needs)
        if reserved(name):
            raise ValueError(words().name_bot)
        players.append(Player(name))
    return tuple(players)


def resumed_sitting(path: Path, kind: Kind) -> Sitting:
    """The sitting kept in ``path``, its unfinished game ready to go on. Raises
    ValueError with a sentence."""
    from ecarte.engine.records import RecordFormatError
    from ecarte.files import UnreadableInputError, UnreadableJsonError, read_json_file
    from ecarte.pool.record import PoolRecordError, read_head, verify
    from ecarte.ui.pool_play import resumed
    from ecarte.ui.sitting import Player, Sitting

    said = _words()
    try:
        data = read_json_file(path, "the record")
        verdict = verify(data)
        found, rules, terms, names = read_head(data)
    except FileNotFoundError:
        from ecarte.words.commands import words

        raise ValueError(said.cannot_resume(str(path), words().no_such_file)) from None
    except (UnreadableJsonError, UnreadableInputError, PoolRecordError) as error:
        raise ValueError(said.cannot_resume(str(path), str(error))) from None
    if not verdict.valid:
        raise ValueError(said.cannot_resume(str(path), str(verdict.to_json()["error"])))
    if found != kind:
        raise ValueError(said.cannot_resume(str(path), said.kind(repr(found))))
    if kind == "pool" and verdict.complete:
        raise ValueError(said.resume_over(str(path)))
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError(said.cannot_resume(str(path), said.games))
    levels = data.get("levels") or [None] * len(names)
    players = tuple(Player(name, level) for name, level in zip(names, levels, strict=True))
    from ecarte.players import levels as known

    for player in players:
        if player.level is not None and not player.level.startswith("exec:") \
                and player.level not in known():
            raise ValueError(said.cannot_resume(str(path), said.levels))
    sitting = Sitting(kind, rules, terms, players, seed, path, verdict.state,
                      [dict(entry) for entry in data["games"]])
    # the state after the games that ended; an unfinished last game is played on
    try:
        resumed(sitting)
    except RecordFormatError as error:
        raise ValueError(said.cannot_resume(str(path), str(error))) from None
    return sitting


def open_sitting(args: argparse.Namespace) -> tuple[Any, Any, float]:
    """The terminal, the look and the bots' delay, from the flags and the settings."""
    from ecarte.commands.flags import open_table
    from ecarte.ui.console import LineTerminal, TtyTerminal

    settings, console, interactive, look, _ = open_table(args)
    term = TtyTerminal(console) if interactive else LineTerminal(console)
    delay = args.delay if args.delay is not None else settings.delay \
        if settings.delay is not None else (0.8 if interactive else 0.0)
    return term, look, delay


def finish_record(sitting: Sitting, record_file: Path | None, term: Any) -> None:
    """The finished sitting's record also written to ``--record FILE``."""
    if record_file is None:
        return
    try:
        sitting.save(record_file)
    except OSError as error:
        from ecarte.ui.session import unwritten

        term.console.print(_words().not_written(unwritten(error)), style="bad",
                           markup=False)
    else:
        term.console.print(_words().record_at(str(record_file)), style="note",
                           markup=False, soft_wrap=True)
