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
from typing import TYPE_CHECKING, Any

from ecarte import __version__
from ecarte.numbers import echo

if TYPE_CHECKING:
    from ecarte.words.commands import CommandsWords

SAME_AS: dict[str, str] = {
    "--bot": "--level",
    "--opponent": "--level",
    "--difficulty": "--level",
    "--strength": "--level",
}
"""Options a newcomer tries, and the option that does it (pointed to when the command
has it; what it is, in the words of the commands area)."""


def _words() -> CommandsWords:
    from ecarte.words.commands import words

    return words()


def _gettext(message: str | None) -> str | None:
    """argparse's ``_``: its English message in the chosen language. argparse also asks
    for None (a subparsers group's missing description) and must get None back, or the
    help prints "None"."""
    if message is None:
        return None
    said = _words()
    top = said.top
    own = {"usage: ": top["usage"], "positional arguments": top["positionals"][:-1],
           "options": top["options"][:-1], "show this help message and exit": top["help"]}
    return str(own.get(message) or said.argparse.get(message, message))


def _ngettext(singular: str, plural: str, count: int) -> str:
    return str(_gettext(singular if count == 1 else plural))


def speak_argparse() -> None:
    """Have argparse say its own words (usage, headings, errors) in the chosen language."""
    argparse._ = _gettext  # type: ignore[attr-defined]
    argparse.ngettext = _ngettext  # type: ignore[attr-defined]


def heading(text: str) -> str:
    """A group's title as argparse takes it: the heading without the colon it adds."""
    return text.removesuffix(":")


class Paragraphs(argparse.RawDescriptionHelpFormatter):
    """Descriptions and epilogs kept as written, but each paragraph of prose filled to
    the terminal's width: a line that begins with a space (an example, a command, a
    setting) stays as it is; the other lines of a paragraph are one text, broken only
    between words (never inside an option or a word)."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        import textwrap

        out: list[str] = []
        prose: list[str] = []

        def flush() -> None:
            if prose:
                out.extend(textwrap.wrap(" ".join(prose), max(width, 20),
                                         initial_indent=indent, subsequent_indent=indent,
                                         break_long_words=False, break_on_hyphens=False))
                prose.clear()

        for line in text.splitlines():
            if not line.strip() or line[:1].isspace():
                flush()
                out.append(indent + line if line.strip() else "")
            else:
                prose.append(line.strip())
        flush()
        return "\n".join(out)


class CommandParser(argparse.ArgumentParser):
    """argparse with exit status 2 and one clear line for usage errors. The top-level
    parser keeps each command's parser in ``commands``."""

    commands: dict[str, argparse.ArgumentParser]

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"{self.prog}{_words().top.get('colon', ': ')}{message}\n")
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
                action, _words().invalid_value(name, echo(arg_string))) from None

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        if action.choices is not None and value not in action.choices:
            shown = echo(value) if isinstance(value, str) else _short(repr(value))
            choices = ", ".join(map(repr, action.choices))
            raise argparse.ArgumentError(action, _words().invalid_choice(shown, choices))


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

    speech = _words()
    said = speech.unrecognized(" ".join(_short(word) for word in words))
    known = options_of(parser)
    bare = {option.lstrip("-"): option for option in known if option.startswith("--")}
    for at, word in enumerate(words):
        if not word.startswith("-"):
            continue
        name, equals, value = word.partition("=")
        if not equals and at + 1 < len(words) and not words[at + 1].startswith("-"):
            value = words[at + 1]
        meant = SAME_AS.get(name.lower(), "")
        if meant in known:
            what = speech.level_of_bot
            return f"{said}\n{speech.did_you_mean_as(meant, what, _short(value))}"
        close = difflib.get_close_matches(name.lstrip("-").lower(), bare, n=1)
        if close:
            return f"{said}\n{speech.did_you_mean(bare[close[0]])}"
    return said


def _short(word: str) -> str:
    """A word from the command line as a sentence lists it: as it is, or (when long)
    echoed short.

    >>> _short("--seed"), _short("x" * 30)
    ('--seed', "'xxxxxxxxxxxxxxxxxxxx…' (30 characters)")
    """
    return word if len(word) <= 24 else echo(word)


def build_parser(table: Mapping[str, str], configured: Collection[str],
                 said: Mapping[str, str]) -> CommandParser:
    """The parser of every command in ``table`` (name: its module), worded by ``said``
    (the words of ``ecarte --help``: ecarte/words/commands/top.py); only those in
    ``configured`` get their options (and have their module imported)."""
    speak_argparse()
    parser = CommandParser(
        prog="ecarte",
        description=said["description"], epilog=said["epilog"])
    parser.add_argument("--version", action="version", version=f"ecarte {__version__}",
                        help=said["version"])
    parser.add_argument("--lang", metavar=said["code"], help=said["lang"])  # cli takes it
    parser._positionals.title = heading(said["commands"])  # the commands, by their name
    commands = parser.add_subparsers(dest="command", metavar=said["command"],
                                     parser_class=CommandParser)
    parser.commands = {}
    for name, path in table.items():
        help_line = said[name]
        sub = commands.add_parser(name, help=help_line, description=help_line)
        parser.commands[name] = sub
        if name in configured:
            module = importlib.import_module(path)
            module.configure(sub)
            sub.set_defaults(run=module.run)
    return parser


