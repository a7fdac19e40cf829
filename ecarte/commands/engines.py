"""The flags that set up the engines of ``ecarte arena`` and ``ecarte tournament``: the
time budget per decision (``--time-per-move``) and the options of each engine
(``--engine-option WHO:NAME=VALUE``)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from ecarte.commands.flags import seconds_arg

time_per_move_arg = seconds_arg("the time per move", 0.001, 3600)
"""An argparse type: the time budget per decision, in seconds."""


def _words() -> Any:
    from ecarte.words.tournament import words

    return words()


def add_engine_flags(parser: argparse.ArgumentParser, who: str) -> None:
    """``--time-per-move`` and ``--engine-option``; ``who`` is how the help names the
    engines an option is for (``a`` or ``b``; a number from 1)."""
    from ecarte.words.commands import words

    blank = words().metavars
    said = _words()
    parser.add_argument("--time-per-move", type=time_per_move_arg, default=None,
                        metavar=blank.get("SECONDS", "SECONDS"), help=said.time_per_move_help)
    parser.add_argument("--engine-option", action="append", default=[],
                        metavar=said.engine_option_blank,
                        help=said.engine_option_help(who))


class EngineOptionError(ValueError):
    """An ``--engine-option`` that is not WHO:NAME=VALUE for an engine of the command
    line; the message is the sentence."""


def engine_options(values: Sequence[str], names: Sequence[str]
                   ) -> list[tuple[tuple[str, str], ...]]:
    """The options of each engine, from ``--engine-option WHO:NAME=VALUE`` (``WHO``:
    the engine's number on the command line from 1, or one of ``names``, the letters a
    and b of the arena), in the order given; EngineOptionError with a sentence."""
    from ecarte.numbers import echo

    found: list[dict[str, str]] = [{} for _ in names]
    for text in values:
        who, colon, rest = text.partition(":")
        name, equals, value = rest.partition("=")
        name, who = name.strip(), who.strip().lower()
        if not colon or not equals or not name or not who:
            raise EngineOptionError(_words().engine_option_form(echo(text)))
        if who.isdecimal() and who.isascii() and 1 <= int(who) <= len(names):
            index = int(who) - 1
        elif who in names:
            index = names.index(who)
        else:
            raise EngineOptionError(_words().engine_option_who(echo(who), len(names)))
        found[index][name] = value.strip()
    return [tuple(one.items()) for one in found]


def check_own_options(levels: Sequence[str], options: Sequence[tuple[tuple[str, str], ...]]
                      ) -> str | None:
    """The sentence refusing an option that one of ecarte's own levels does not take
    (an outside engine's are checked when it has said its hello), or None."""
    from ecarte.bots import make_bot
    from ecarte.players import EXEC_PREFIX
    from ecarte.protocol.options import OptionError, set_bot_options

    for level, wanted in zip(levels, options, strict=True):
        if wanted and not level.startswith(EXEC_PREFIX):
            try:
                set_bot_options(make_bot(level), dict(wanted))
            except OptionError as error:
                return str(_words().level_option(level, str(error)))
    return None
