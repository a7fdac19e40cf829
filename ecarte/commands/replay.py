"""``ecarte replay FILE``: step through a game record on a terminal, or print it whole."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ecarte.cli_parser import Paragraphs
from ecarte.commands.flags import add_display_flags, seat_arg, whole_number
from ecarte.words.commands import said_by

if TYPE_CHECKING:
    from ecarte.ui.replay import Frame, Mark

def _blank(name: str) -> str:
    """An option's blank (its metavar) as the help in the chosen language shows it."""
    from ecarte.words.commands import words

    return words().metavars.get(name, name)


def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.replay import words

    said = words()
    parser.epilog = said.help_epilog
    parser.formatter_class = Paragraphs
    parser.add_argument("file", metavar=_blank("FILE"), help=said.help_file)
    parser.add_argument("--line", type=_line, metavar="N", help=said.help_line)
    parser.add_argument("--seat", type=seat_arg, choices=(0, 1), help=said.help_seat)
    parser.add_argument("--review", nargs="?", const="", metavar=_blank("FILE.json"),
                        help=said.help_review)
    add_display_flags(parser)



_line = whole_number("the line", 1, 2**24)
"""A record file is at most 16 MiB (ecarte.files.MAX_RECORD_BYTES): no more lines."""


class _Unreadable(ValueError):
    """The file cannot be read, or holds no record to show: exit status 2."""


def choose_record(raw: bytes, name: str, line: int | None) -> Any:
    """The record in ``raw``: the whole file, or the line asked of a JSON Lines file.
    Raises _Unreadable or UnreadableJsonError with a sentence."""
    from ecarte.files import json_documents
    from ecarte.words.replay import words

    said = words()
    shown = said.standard_input if name == "-" else name
    found = json_documents(raw, "the record")
    if len(found) == 1:
        if line not in (None, 1):
            raise _Unreadable(said.one_record(shown, line))
        return found[0].data
    if line is None:
        raise _Unreadable(said.many_records(shown, len(found)))
    if line > len(found):
        raise _Unreadable(said.no_line(line, shown, len(found)))
    chosen = found[line - 1]
    if chosen.problem is not None:
        raise _Unreadable(said.line_of(chosen.number, shown, str(chosen.problem)))
    return chosen.data


def run(args: argparse.Namespace) -> int:
    from ecarte.engine.records import RecordFaultError, RecordFormatError
    from ecarte.files import UnreadableInputError, UnreadableJsonError, read_input
    from ecarte.history import HistoryError, kept_match
    from ecarte.ui.console import make_console
    from ecarte.ui.replay import Cursor, Replayer, frames, player_names, takebacks_of
    from ecarte.ui.replay_marks import MarksError
    from ecarte.ui.theme import Look

    def fail(message: object, status: int) -> int:
        sys.stderr.write(f"{said_by('ecarte replay')}{message}\n")
        return status

    try:
        record = kept_match(args.file)
        if record is None:
            record = choose_record(read_input(args.file), args.file, args.line)
        shown = frames(record)
    except (_Unreadable, UnreadableInputError, UnreadableJsonError, RecordFormatError,
            HistoryError) as error:
        return fail(error, 2)
    except RecordFaultError as error:
        from ecarte.words.replay import words

        return fail(words().breaks_rules(str(error)), 1)
    names = player_names(record)
    try:
        marks = _marks(args, record, shown)
    except (_Unreadable, UnreadableJsonError, MarksError) as error:
        return fail(error, 2)
    interactive = sys.stdout.isatty() and (sys.stdin.isatty() or _has_tty())
    console, glyphs = make_console(plain=not interactive)
    look = Look(ascii=args.ascii if args.ascii is not None else not glyphs,
                accents=glyphs, four_colour=bool(args.four_colour))
    replayer = Replayer(names, args.seat, look, marks, takebacks_of(record))
    if not interactive:
        replayer.print_transcript(shown, console)
        return 0
    from ecarte.ui.replay_screen import Screen

    cursor = Cursor(shown)
    cursor.seek(replayer.marked)  # with a review, it opens at its first mark
    screen = Screen(replayer, cursor, colour=console.color_system is not None,
                    input=_terminal_input())
    screen.run()
    return 0


def _has_tty() -> bool:
    """Whether the keyboard can be read while standard input holds the record."""
    try:
        with open("/dev/tty", "rb"):
            return True
    except OSError:
        return False


def _terminal_input() -> Any:
    from prompt_toolkit.input import create_input

    return create_input(always_prefer_tty=True)


def _marks(args: argparse.Namespace, record: dict[str, Any],
           shown: Sequence[Frame]) -> dict[tuple[int, int, int, int], Mark]:
    """The review's marks asked for: none, read from FILE.json, or computed now."""
    from ecarte.ui.replay_marks import marks_from_review

    if args.review in (None, "") and (kept := _kept_review(args.file)) is not None:
        return marks_from_review(kept, shown, 0, record.get("players") or None)
    if args.review is None:
        return {}
    line = (args.line or 1) - 1
    if args.review:
        from ecarte.files import read_json_file

        try:
            data = read_json_file(Path(args.review), "the review")
        except FileNotFoundError:
            from ecarte.words.replay import words

            raise _Unreadable(words().no_file(args.review)) from None
        given = record.get("players")
        return marks_from_review(data, shown, line, given if given else None)
    from ecarte.review import review_record
    from ecarte.ui.replay_marks import marks_of

    seats = (0, 1) if args.seat is None else (args.seat,)
    done = review_record(record, seats, progress=_progress())
    sys.stderr.write("\r\x1b[K" if sys.stderr.isatty() else "")
    return marks_of(done)


def _kept_review(name: str) -> dict[str, Any] | None:
    """The review kept with the match ``name`` names, if it is a kept match's id and
    one was kept at the end of the match: the replay shows it as it was made."""
    from ecarte.history import HistoryError
    from ecarte.history.sources import kept_review

    try:
        return kept_review(name)
    except HistoryError:
        return None


def _progress() -> Any:
    """'Reviewing: 12/57 decisions' on a terminal's standard error, nothing elsewhere."""
    if not sys.stderr.isatty():
        return None

    from ecarte.words.replay import words

    said = words()

    def say(done: int, total: int) -> None:
        sys.stderr.write("\r" + said.reviewing(done, total))
        sys.stderr.flush()
    return say
