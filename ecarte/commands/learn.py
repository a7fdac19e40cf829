"""``ecarte learn``: a first lesson, seven moves on prepared deals, then a practice deal
against the novice bot."""

from __future__ import annotations

import argparse

from ecarte.commands.flags import add_look_flags, open_table


def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.commands import words as command_words
    from ecarte.words.lesson import words

    parser.add_argument("--name", metavar=command_words().metavars.get("NAME", "NAME"),
                        help=words().name_help)
    add_look_flags(parser)


def run(args: argparse.Namespace) -> int:
    from ecarte.lesson.teach import run_lesson
    from ecarte.ui.console import LineTerminal, TtyTerminal

    settings, console, interactive, look, _ = open_table(args)
    term = TtyTerminal(console) if interactive else LineTerminal(console)
    delay = args.delay if args.delay is not None else settings.delay
    name = (args.name or settings.name).strip()[:20] or "You"
    return run_lesson(term, look, name if name != "Bot" else "You", delay)
