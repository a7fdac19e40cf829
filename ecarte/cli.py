"""The ``ecarte`` command: a table of subcommands, each in its own module.

A subcommand module under ``ecarte.commands`` provides ``configure(parser)`` and
``run(args) -> int``; its one-line help is in ``COMMANDS`` here. Only the module of the
command asked for is imported, so ``ecarte --version`` and ``ecarte --help`` load none of
them. ``configure`` imports neither the bots nor rich nor prompt_toolkit, so that
``ecarte COMMAND --help`` stays quick (the help of play and watch reads the preset names
from the engine); ``run`` imports what the command needs.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Collection, Sequence

from ecarte import __version__

COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("ecarte.commands.play",
             "play Écarté against a bot, or hot-seat against a friend"),
    "watch": ("ecarte.commands.watch", "watch two bots play a match"),
    "learn": ("ecarte.commands.learn",
              "a first lesson: seven moves on prepared deals, then a practice deal"),
    "rules": ("ecarte.commands.rules",
              "show the rules of Écarté (paged when longer than the terminal)"),
    "verify": ("ecarte.commands.verify",
               "check a game record (ecarte-record/1) move by move with the rules engine"),
    "replay": ("ecarte.commands.replay",
               "step through a game record in the terminal, or print it in words"),
    "review": ("ecarte.commands.review",
               "the expert's review of a record: every decision judged, the costly ones "
               "marked"),
    "arena": ("ecarte.commands.arena",
              "play two bots against each other in duplicate (every deal twice, seats "
              "swapped)"),
    "host": ("ecarte.commands.host",
             "hold a match for a friend who joins over the network, and play it"),
    "join": ("ecarte.commands.join", "play a match someone hosts: ecarte join HOST --code WORDS"),
    "engine": ("ecarte.commands.engine",
               "serve a bot over JSON lines on stdin/stdout, for referees, GUIs and other "
               "programs"),
    "stats": ("ecarte.commands.stats",
              "what you won and how you play, from your finished matches (and 'stats "
              "import FILE')"),
    "history": ("ecarte.commands.history", "the matches you finished, newest first"),
}
"""Each command: the module that configures and runs it, and its one-line help."""


class _Parser(argparse.ArgumentParser):
    """argparse with exit status 2 and one clear line for usage errors."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"{self.prog}: {message}\n")
        raise SystemExit(2)


def asked_command(argv: Sequence[str]) -> str | None:
    """The command named on the command line: its first word that is not an option.

    >>> asked_command(["--version"]), asked_command(["play", "--seed", "3"])
    (None, 'play')
    """
    word = next((word for word in argv if not word.startswith("-")), None)
    return word if word in COMMANDS else None


def build_parser(configured: Collection[str] = tuple(COMMANDS)) -> argparse.ArgumentParser:
    """The parser of every command; only those in ``configured`` get their options (and
    have their module imported)."""
    parser = _Parser(
        prog="ecarte",
        description="Écarté, the French card game for two, in your terminal.",
        epilog="Run 'ecarte COMMAND --help' for the options of a command.")
    parser.add_argument("--version", action="version", version=f"ecarte {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, (path, help_line) in COMMANDS.items():
        sub = commands.add_parser(name, help=help_line, description=help_line)
        if name in configured:
            module = importlib.import_module(path)
            module.configure(sub)
            sub.set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The ``ecarte`` command. A Ctrl-C that no prompt reads (while a command starts up,
    or in one with no prompt) ends it with status 130 and one word, never a traceback."""
    try:
        return _main(sys.argv[1:] if argv is None else argv)
    except KeyboardInterrupt:
        sys.stderr.write("\ninterrupted\n")
        return 130


def _main(argv: Sequence[str]) -> int:
    command = asked_command(argv)
    parser = build_parser(() if command is None else (command,))
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    try:
        return int(args.run(args))
    except BrokenPipeError:
        return 0
    except RuntimeError as error:  # the protocol is imported only when this happens
        from ecarte.protocol.client import EngineProtocolError

        if not isinstance(error, EngineProtocolError):
            raise
        sys.stderr.write(f"ecarte {args.command}: {error}\n")
        return 1
