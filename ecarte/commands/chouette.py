"""``ecarte chouette``: la chouette at one keyboard, one player alone against two or
more partners (people or bots on either side): the captain plays, the others point."""

from __future__ import annotations

import argparse
from typing import Any

from ecarte.commands.seating import add_common_flags, bet_arg, fail, games_arg


def _words() -> Any:
    from ecarte.words.pool import words

    return words()


def _name() -> str:
    from ecarte.words.commands import words

    return str(words().metavars.get("NAME", "NAME"))


def configure(parser: argparse.ArgumentParser) -> None:
    said = _words()
    parser.epilog = said.chouette_epilog
    parser.add_argument("--chouette", metavar=_name(), help=said.chouette_player_help)
    parser.add_argument("--partners", nargs="+", metavar=_name(), help=said.partners_help)
    parser.add_argument("--bet", type=bet_arg, metavar="N", help=said.bet_help)
    parser.add_argument("--after-loss", dest="after_loss", choices=("stays", "captain"),
                        help=said.after_loss_help)
    parser.add_argument("--games", type=games_arg, metavar="N", help=said.games_help)
    add_common_flags(parser)


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
    from ecarte.pool import ChouetteRules, PoolError, chouette
    from ecarte.ui.chouette_play import play_chouette
    from ecarte.ui.sitting import Sitting, new_path

    sitting, refused = opening(args, "chouette")
    if refused is not None:
        return refused
    if sitting is None:
        try:
            rules = rules_from_args(args)
            players = read_players([*([args.chouette] if args.chouette else []),
                                    *(args.partners or [])])
            terms = ChouetteRules(bet=args.bet or 1, after_loss=args.after_loss or "stays")
            state = chouette.new_chouette(tuple(p.name for p in players), terms)
        except (RulesError, PoolError, ValueError) as error:
            return fail("chouette", str(error))
        seed = args.seed if args.seed is not None else \
            random.SystemRandom().randrange(10**6)
        sitting = Sitting("chouette", rules, terms, players, seed, new_path("chouette"),
                          state)
    term, look, delay = open_sitting(args)
    games = None if args.games is None else len(sitting.state.results) + args.games \
        if args.resume is not None else args.games
    status = play_chouette(sitting, term, look, delay, games)
    if sitting.ended:
        finish_record(sitting, args.record, term)
        from ecarte.ui.sitting_history import keep_sitting

        said = keep_sitting(sitting.record(), sitting)
        if said:
            term.console.print(said, style="note", markup=False)
    return status
