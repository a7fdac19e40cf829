"""``ecarte learn``: a first lesson, seven moves on prepared deals, then a practice deal
against the novice bot."""

from __future__ import annotations

import argparse

from ecarte.commands.flags import add_look_flags, open_table


def _blank(name: str) -> str:
    """An option's blank (its metavar) as the help in the chosen language shows it."""
    from ecarte.words.commands import words

    return words().metavars.get(name, name)


def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.lesson import words

    parser.add_argument("--name", metavar=_blank("NAME"), help=words().name_help)
    add_look_flags(parser)


def run(args: argparse.Namespace) -> int:
    from ecarte.lesson.teach import run_lesson
    from ecarte.ui.console import LineTerminal, TtyTerminal

    settings, console, interactive, look, _ = open_table(args)
    term = TtyTerminal(console) if interactive else LineTerminal(console)
    delay = args.delay if args.delay is not None else settings.delay
    name = (args.name or settings.name).strip()[:20] or "You"
    from ecarte.words.names import reserved

    return run_lesson(term, look, name if not reserved(name) else "You", delay)
