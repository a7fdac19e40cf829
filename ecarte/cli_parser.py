"""The argparse side of the ``ecarte`` command: its parser, and the sentence for words it
does not take. Loaded for a command (``ecarte play ...``), not for ``ecarte --version``
or the help of ``ecarte`` itself (see ``ecarte.cli``).
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from ecarte import __version__
from ecarte.numbers import echo

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

    # The two places argparse quotes a value it refuses, echoing it short (numbers.echo):
    # a 5,000-character word never makes a 5,000-character line.

    def _get_value(self, action: argparse.Action, arg_string: str) -> Any:
        try:
            return super()._get_value(action, arg_string)
        except argparse.ArgumentError as error:
            if isinstance(error.__context__, argparse.ArgumentTypeError):
                raise  # a sentence of the option's own type, already short
            name = getattr(action.type, "__name__", "")
            raise argparse.ArgumentError(
                action, f"invalid {name} value: {echo(arg_string)}") from None

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        if action.choices is not None and value not in action.choices:
            shown = echo(value) if isinstance(value, str) else _short(repr(value))
            choices = ", ".join(map(repr, action.choices))
            raise argparse.ArgumentError(action,
                                         f"invalid choice: {shown} (choose from {choices})")


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

    said = f"unrecognized arguments: {' '.join(_short(word) for word in words)}"
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
            example = f": {meant} {_short(value)}" if value else ""
            return f"{said}\ndid you mean {meant}? ({what}{example})"
        close = difflib.get_close_matches(name.lstrip("-").lower(), bare, n=1)
        if close:
            return f"{said}\ndid you mean {bare[close[0]]}?"
    return said


def _short(word: str) -> str:
    """A word from the command line as a sentence lists it: as it is, or (when long)
    echoed short.

    >>> _short("--seed"), _short("x" * 30)
    ('--seed', "'xxxxxxxxxxxxxxxxxxxx…' (30 characters)")
    """
    return word if len(word) <= 24 else echo(word)


def build_parser(table: Mapping[str, tuple[str, str]], configured: Collection[str],
                 description: str, epilog: str) -> CommandParser:
    """The parser of every command in ``table`` (name: its module and one-line help);
    only those in ``configured`` get their options (and have their module imported)."""
    parser = CommandParser(
        prog="ecarte",
        description=description, epilog=epilog)
    parser.add_argument("--version", action="version", version=f"ecarte {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=CommandParser)
    parser.commands = {}
    for name, (path, help_line) in table.items():
        sub = commands.add_parser(name, help=help_line, description=help_line)
        parser.commands[name] = sub
        if name in configured:
            module = importlib.import_module(path)
            module.configure(sub)
            sub.set_defaults(run=module.run)
    return parser


