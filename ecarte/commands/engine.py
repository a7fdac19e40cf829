"""``ecarte engine``: a bot behind the JSON line protocol (docs/protocol.md)."""

from __future__ import annotations

import argparse
import sys

from ecarte.commands.flags import seed_arg
from ecarte.words.commands import said_by


def _blank(name: str) -> str:
    """An option's blank (its metavar) as the help in the chosen language shows it."""
    from ecarte.words.commands import words

    return words().metavars.get(name, name)

def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.commands import words

    said = words()
    parser.add_argument("--level", metavar=_blank("NAME"), default=None,
                        help=said.engine_level_help)
    parser.add_argument("--seed", metavar="N", type=seed_arg, default=0,
                        help=said.engine_seed_help)


def run(args: argparse.Namespace) -> int:
    from ecarte.players import DEFAULT_LEVEL, UnknownLevelError, close_players, make_player
    from ecarte.protocol import EngineProtocolError, EngineSession, serve

    level = args.level or DEFAULT_LEVEL
    try:
        bot = make_player(level, seed=args.seed)
    except (UnknownLevelError, EngineProtocolError) as error:
        sys.stderr.write(f"{said_by('ecarte engine')}{error}\n")
        return 2
    from ecarte.words import choose

    choose("en")  # the protocol's messages are for programs: always in English
    session = EngineSession(bot, f"ecarte {level}")
    try:
        return serve(session, sys.stdin.buffer, sys.stdout)
    finally:
        close_players([bot])
