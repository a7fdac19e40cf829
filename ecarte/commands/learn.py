"""``ecarte learn``: a first lesson, seven moves on prepared deals, then a practice deal
against the novice bot."""

from __future__ import annotations

import argparse
import sys

from ecarte.commands.flags import add_look_flags


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--name", help="your name at the table")
    add_look_flags(parser)


def run(args: argparse.Namespace) -> int:
    from ecarte.lesson.teach import run_lesson
    from ecarte.ui.config import load_settings
    from ecarte.ui.console import LineTerminal, TtyTerminal, make_console
    from ecarte.ui.theme import Look

    settings, warning = load_settings()
    interactive = sys.stdin.isatty() and sys.stdout.isatty()
    console, glyphs = make_console(plain=not interactive)
    if warning:
        console.print(f"Note: {warning}", style="warn", markup=False)
    ascii_ = args.ascii if args.ascii is not None else \
        settings.ascii if settings.ascii is not None else not glyphs
    look = Look(ascii=ascii_ or not glyphs,
                four_colour=args.four_colour if args.four_colour is not None
                else settings.four_colour)
    term = TtyTerminal(console) if interactive else LineTerminal(console)
    delay = args.delay if args.delay is not None else settings.delay
    name = (args.name or settings.name).strip()[:20] or "You"
    return run_lesson(term, look, name if name != "Bot" else "You", delay)
