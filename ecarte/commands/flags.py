"""Command-line options shared by ``ecarte play`` and ``ecarte watch``: the rules of
RULES.md §8 and the look of the table. Nothing heavy is imported to build a parser: the
engine is read only to list or check the presets, and to make the rules asked for.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> add_rules_flags(parser)
>>> rules_from_args(parser.parse_args(["--rules", "french", "--target", "7"])).to_spec()
{'preset': 'french', 'target': 7}
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from ecarte.numbers import MAX_SEED

if TYPE_CHECKING:
    from rich.console import Console

    from ecarte.engine import Rules
    from ecarte.files import WriteFailed
    from ecarte.ui.config import Settings
    from ecarte.ui.theme import Look

_BOOLEAN_OPTIONS = ("dealer_may_stand_pat", "reshuffle_discards", "point_de_refus",
                    "penalty_any_refusal", "game_values", "videau")
"""The rule book's options that are on or off (each worded in the commands area)."""



def _blank(name: str) -> str:
    """An option's blank (its metavar) as the help in the chosen language shows it."""
    from ecarte.words.commands import words

    return words().metavars.get(name, name)

def _words() -> Any:
    from ecarte.words.commands import words

    return words()


class PresetNames:
    """The preset names as argparse ``choices``, read from the engine only when asked:
    ``--help`` lists the presets, and a ``--rules`` value may also be a former name.

    >>> "club" in PresetNames(), "seed004" in PresetNames(), "belote" in PresetNames()
    (True, True, False)
    """

    def __iter__(self) -> Iterator[str]:
        from ecarte.engine.options import PRESETS

        return iter(PRESETS)

    def __contains__(self, name: object) -> bool:
        from ecarte.engine.options import PRESET_ALIASES, PRESETS

        return name in PRESETS or name in PRESET_ALIASES


def add_rules_flags(parser: argparse.ArgumentParser) -> None:
    from ecarte.cli_parser import heading

    said = _words()
    group = parser.add_argument_group(heading(said.rules_heading), said.rules_about)
    group.add_argument("--rules", metavar=_blank("PRESET"), choices=PresetNames(),
                       help=said.rules_help)
    group.add_argument("--target", type=_target, metavar="N", help=said.target_help)
    group.add_argument("--match", type=_games, choices=(1, 3, 5), help=said.match_help)
    group.add_argument("--packets", choices=("3-2", "2-3", "2-2-1"), help=said.packets_help)
    group.add_argument("--king", choices=("ask", "auto"), help=said.king_help)
    group.add_argument("--trumping", choices=("strict", "free"), help=said.trumping_help)
    for name in _BOOLEAN_OPTIONS:
        group.add_argument("--" + name.replace("_", "-"), dest=name, default=None,
                           action=argparse.BooleanOptionalAction,
                           help=said.option_helps.get(name, name))


def whole_number(what: str, least: int, most: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number from ``least`` (to ``most``), named ``what`` in its
    error, read at the one door for numbers (ecarte.numbers), which echoes a refused value
    short."""
    from ecarte.numbers import NumberError, read_whole

    def parse(text: str) -> int:
        try:
            return read_whole(text, what, least, most)
        except NumberError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
    return parse


seed_arg = whole_number("the seed", 0, MAX_SEED)
"""An argparse type: a seed, a whole number from 0 to 2**63 - 1 (docs/records.md)."""

jobs_arg = whole_number("the number of worker processes", 1, 1024)
"""An argparse type: ``--jobs``, from 1 to 1024 worker processes."""


_target = whole_number("the target", 1, 99)
_games = whole_number("the number of games", 1, 5)

seat_arg = whole_number("the seat", 0, 1)
"""An argparse type: a seat, 0 or 1."""


def rules_from_args(args: argparse.Namespace) -> Rules:
    """The rules the flags ask for. Raises RulesError with a sentence."""
    from ecarte.engine import Rules

    spec: dict[str, Any] = {"preset": args.rules or "club"}
    for name in ("target", "match", "packets", "king", "trumping",
                 *_BOOLEAN_OPTIONS):
        value = getattr(args, name, None)
        if value is not None:
            spec[name] = value
    return Rules.from_spec(spec)


def add_display_flags(parser: argparse.ArgumentParser) -> Any:
    """``--ascii`` and ``--four-colour``, in a "display" group (returned)."""
    from ecarte.cli_parser import heading

    said = _words()
    group = parser.add_argument_group(heading(said.display_heading))
    group.add_argument("--ascii", action=argparse.BooleanOptionalAction, default=None,
                       help=said.ascii_help)
    group.add_argument("--four-colour", dest="four_colour", default=None,
                       action=argparse.BooleanOptionalAction, help=said.four_colour_help)
    return group


def add_look_flags(parser: argparse.ArgumentParser) -> None:
    """The display flags and ``--delay``, for the commands that show a match played."""
    group = add_display_flags(parser)
    group.add_argument("--delay", type=_delay, metavar=_blank("SECONDS"),
                       help=_words().delay_help)


def seconds_arg(what: str, least: float, most: float) -> Callable[[str], float]:
    """An argparse type: a number of seconds from ``least`` to ``most``, written in ASCII
    (``0.5``, ``2``; Python's float would also take ``٣`` and ``nan``), named ``what`` in
    its error, the value echoed short."""
    from ecarte.numbers import echo

    def parse(text: str) -> float:
        try:
            value = float(text) if text.isascii() else None
        except ValueError:
            value = None
        from ecarte.words.commands import name

        if value is None:
            raise argparse.ArgumentTypeError(_words().not_seconds(name(what), echo(text)))
        if not least <= value <= most:  # also nan and inf
            raise argparse.ArgumentTypeError(_words().seconds_range(
                name(what), f"{least:g}", f"{most:g}"))
        return value
    return parse


_delay = seconds_arg("the delay", 0, 60)


class Table(NamedTuple):
    """What a command that shows the table starts from: the settings, the console, whether
    it talks to a person at a terminal, the look the flags and the settings ask for, and
    what is wrong with the settings file (None when nothing is)."""

    settings: Settings
    console: Console
    interactive: bool
    look: Look
    warning: str | None


def open_table(args: argparse.Namespace) -> Table:
    """The settings (a note printed when the file has a problem), the console and the look
    for ``add_look_flags``' flags: a flag wins over the settings, and a terminal that cannot
    show the suit symbols gets letters."""
    import sys

    from ecarte.ui.config import load_settings
    from ecarte.ui.console import make_console
    from ecarte.ui.theme import Look

    settings, warning = load_settings()
    interactive = sys.stdin.isatty() and sys.stdout.isatty()
    console, glyphs = make_console(plain=not interactive)
    if warning:
        console.print(_words().note(warning), style="warn", markup=False)
    ascii_ = args.ascii if args.ascii is not None else \
        settings.ascii if settings.ascii is not None else not glyphs
    look = Look(ascii=ascii_ or not glyphs, accents=glyphs,
                four_colour=args.four_colour if args.four_colour is not None
                else settings.four_colour)
    return Table(settings, console, interactive, look, warning)


def record_target_problem(path: Path) -> WriteFailed | None:
    """Why the record asked for (``--record FILE`` of play, watch and arena) could not be
    written to ``path``, found before the match starts, by trying: ``path`` is a folder,
    a file stands where a folder must be, the folder is read-only, the disk is full. None
    when a file can be written there. (The disk may still fill up during the match: the
    writing at the end says so in a sentence too.)"""
    import errno
    import os
    import tempfile

    from ecarte.files import WriteFailed

    path = Path(os.path.realpath(path))  # a link is followed, as the writing does
    if path.is_dir():
        return WriteFailed(path, OSError(errno.EISDIR, os.strerror(errno.EISDIR)))
    if path.exists() and not path.is_file():  # /dev/null, a pipe: written to as they are
        if os.access(path, os.W_OK):
            return None
        return WriteFailed(path, OSError(errno.EACCES, os.strerror(errno.EACCES)))
    folder = path.parent
    while not folder.exists() and folder != folder.parent:  # the folders made on writing
        folder = folder.parent
    if not folder.is_dir():
        return WriteFailed(path, OSError(errno.ENOTDIR, os.strerror(errno.ENOTDIR)))
    try:
        with tempfile.TemporaryFile(dir=folder) as probe:
            probe.write(b"{}\n")
            probe.flush()
            os.fsync(probe.fileno())
    except OSError as error:
        return WriteFailed(path, error)
    return None


def fail_line(command: str, message: str) -> str:
    """``ecarte COMMAND: message`` as written to standard error: on a terminal, wrapped
    between words to its width (an address or a command is never cut in two), each line of
    the message apart."""
    import sys

    from ecarte.words.commands import said_by

    text = f"{said_by(f'ecarte {command}')}{message}"
    if sys.stderr.isatty():
        from ecarte.ui.console import wrapped
        text = wrapped(text)
    return text + "\n"


__all__ = [
    "PresetNames",
    "add_look_flags",
    "add_rules_flags",
    "fail_line",
    "jobs_arg",
    "record_target_problem",
    "rules_from_args",
    "seat_arg",
    "seconds_arg",
    "seed_arg",
    "whole_number",
]
