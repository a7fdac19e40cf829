"""``ecarte pool``: a pool (*la poule*) of three or more at one keyboard, people and bots
in any mix: two play, the others wait in turn; who wins two (or three) in a row takes
the pool."""

from __future__ import annotations

import argparse
from typing import Any

from ecarte.commands.seating import add_common_flags, fail, stake_arg, wins_arg


def _words() -> Any:
    from ecarte.words.pool import words

    return words()


def configure(parser: argparse.ArgumentParser) -> None:
    said = _words()
    parser.epilog = said.pool_epilog
    parser.add_argument("--players", nargs="+", metavar=_name(), help=said.players_help)
    parser.add_argument("--wins", type=wins_arg, metavar="N", help=said.wins_help)
    parser.add_argument("--stake", type=stake_arg, metavar="N", help=said.stake_help)
    parser.add_argument("--comeback-stake", dest="comeback_stake", action="store_true",
                        help=said.comeback_help)
    add_common_flags(parser)


def _name() -> str:
    from ecarte.words.commands import words

    return str(words().metavars.get("NAME", "NAME"))


def run(args: argparse.Namespace) -> int:
    import random

    from ecarte.commands.flags import rules_from_args
    from ecarte.commands.seating import (
        finish_record,
        open_sitting,
        opening,
        read_players,
    )
    from ecarte.engine import RulesError
    from ecarte.pool import PoolError, PoolRules, poule
    from ecarte.ui.pool_play import play_pool
    from ecarte.ui.sitting import Sitting, new_path

    sitting, refused = opening(args, "pool")
    if refused is not None:
        return refused
    if sitting is None:
        try:
            rules = rules_from_args(args)
            players = read_players(args.players or [])
            terms = PoolRules(wins=args.wins or 2, stake=args.stake or 1,
                              comeback_stake=args.comeback_stake)
            state = poule.new_pool(tuple(p.name for p in players), terms)
        except (RulesError, PoolError, ValueError) as error:
            return fail("pool", str(error))
        seed = args.seed if args.seed is not None else \
            random.SystemRandom().randrange(10**6)
        sitting = Sitting("pool", rules, terms, players, seed, new_path("pool"), state)
    term, look, delay = open_sitting(args)
    status = play_pool(sitting, term, look, delay)
    if sitting.ended:
        finish_record(sitting, args.record, term)
        from ecarte.ui.sitting_history import keep_sitting

        said = keep_sitting(sitting.record(), sitting)
        if said:
            term.console.print(said, style="note", markup=False)
    return status
