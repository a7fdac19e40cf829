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
import re
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


SAME_AS: dict[str, tuple[str, str]] = {
    "--bot": ("--level", "the level of the bot"),
    "--opponent": ("--level", "the level of the bot"),
    "--difficulty": ("--level", "the level of the bot"),
    "--strength": ("--level", "the level of the bot"),
}
"""Options a newcomer tries, and the option that does it (pointed to when the command
has it), with what it is."""


class CommandParser(argparse.ArgumentParser):
    """argparse with exit status 2 and one clear line for usage errors. The top-level
    parser keeps each command's parser in ``commands``."""

    commands: dict[str, argparse.ArgumentParser]

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"{self.prog}: {message}\n")
        raise SystemExit(2)


def options_of(parser: argparse.ArgumentParser) -> list[str]:
    """The options ``parser`` takes, as its usage line lists them."""
    found = re.findall(r"(?<![\w-])(--?[A-Za-z][\w-]*)", parser.format_usage())
    return list(dict.fromkeys(found))


def unknown_words(words: Sequence[str], parser: argparse.ArgumentParser) -> str:
    """What to say of the words ``parser`` did not take: them, and the option meant when
    one is close to an unknown option (or is what a newcomer's word means: ``SAME_AS``).

    >>> parser = argparse.ArgumentParser(prog="ecarte play")
    >>> _ = parser.add_argument("--level"), parser.add_argument("--seed")
    >>> print(unknown_words(["--bot", "novice"], parser))
    unrecognized arguments: --bot novice
    did you mean --level? (the level of the bot: --level novice)
    >>> print(unknown_words(["--sed", "4"], parser))
    unrecognized arguments: --sed 4
    did you mean --seed?
    """
    import difflib

    said = f"unrecognized arguments: {' '.join(words)}"
    known = options_of(parser)
    bare = {option.lstrip("-"): option for option in known if option.startswith("--")}
    for at, word in enumerate(words):
        if not word.startswith("-"):
            continue
        name, equals, value = word.partition("=")
        if not equals and at + 1 < len(words) and not words[at + 1].startswith("-"):
            value = words[at + 1]
        meant, what = SAME_AS.get(name.lower(), ("", ""))
        if meant in known:
            example = f": {meant} {value}" if value else ""
            return f"{said}\ndid you mean {meant}? ({what}{example})"
        close = difflib.get_close_matches(name.lstrip("-").lower(), bare, n=1)
        if close:
            return f"{said}\ndid you mean {bare[close[0]]}?"
    return said


def asked_command(argv: Sequence[str]) -> str | None:
    """The command named on the command line: its first word that is not an option.

    >>> asked_command(["--version"]), asked_command(["play", "--seed", "3"])
    (None, 'play')
    """
    word = next((word for word in argv if not word.startswith("-")), None)
    return word if word in COMMANDS else None


def build_parser(configured: Collection[str] = tuple(COMMANDS)) -> CommandParser:
    """The parser of every command; only those in ``configured`` get their options (and
    have their module imported)."""
    parser = CommandParser(
        prog="ecarte",
        description="Écarté, the French card game for two, in your terminal.",
        epilog="Run 'ecarte COMMAND --help' for the options of a command.")
    parser.add_argument("--version", action="version", version=f"ecarte {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=CommandParser)
    parser.commands = {}
    for name, (path, help_line) in COMMANDS.items():
        sub = commands.add_parser(name, help=help_line, description=help_line)
        parser.commands[name] = sub
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
    args, unknown = parser.parse_known_args(argv)
    if unknown:  # the command's own usage, and the option meant if one is close
        asked = parser.commands.get(args.command) if args.command else None
        (asked or parser).error(unknown_words(unknown, asked or parser))
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
