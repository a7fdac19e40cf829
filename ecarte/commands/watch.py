"""``ecarte watch``: two bots play while you watch, at the pace you choose."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ecarte.commands.flags import (
    add_look_flags,
    add_rules_flags,
    record_target_problem,
    rules_from_args,
    seed_arg,
)


def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.net import words

    said = words()
    from ecarte.words.commands import words as command_words

    blank = command_words().metavars
    parser.add_argument("--levels", nargs=2, metavar=(blank.get("FIRST", "FIRST"),
                                                      blank.get("SECOND", "SECOND")),
                        help=said.help_levels)
    parser.add_argument("--level", metavar=blank.get("NAME", "NAME"), help=said.help_level)
    parser.add_argument("--seed", type=seed_arg, metavar="N", help=said.help_seed)
    parser.add_argument("--record", type=Path, metavar="FILE", help=said.help_record)
    add_rules_flags(parser)
    add_look_flags(parser)


def run(args: argparse.Namespace) -> int:
    import random

    from ecarte.driver import Ledger, bot_seed
    from ecarte.engine import RulesError
    from ecarte.players import DEFAULT_LEVEL, UnknownLevelError, close_players, levels, make_player
    from ecarte.ui.console import LineTerminal, TtyTerminal, make_console
    from ecarte.ui.session import Session, Table
    from ecarte.ui.theme import Look
    from ecarte.words.net import words

    said = words()
    try:
        rules = rules_from_args(args)
    except RulesError as error:
        sys.stderr.write(f"ecarte watch: {error}\n")
        return 2
    unwritable = None if args.record is None else record_target_problem(args.record)
    if unwritable is not None:
        sys.stderr.write(f"ecarte watch: {unwritable}\n")
        return 2
    chosen = tuple(args.levels) if args.levels else (args.level or DEFAULT_LEVEL,) * 2
    for level in chosen:
        if not level.startswith("exec:") and level not in levels():
            sys.stderr.write(f"ecarte watch: {said.no_level(repr(level), ', '.join(levels()))}\n")
            return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    labels = [lv.removeprefix("exec:").split()[0][:16].capitalize() for lv in chosen]
    names = (labels[0], labels[1]) if labels[0] != labels[1] else \
        (f"{labels[0]} A", f"{labels[1]} B")
    console, glyphs = make_console(plain=not sys.stdout.isatty())
    look = Look(ascii=args.ascii if args.ascii is not None else not glyphs,
                four_colour=bool(args.four_colour))
    try:
        bots = {seat: make_player(level, seed=bot_seed(seed, seat))
                for seat, level in enumerate(chosen)}
    except UnknownLevelError as error:
        sys.stderr.write(f"ecarte watch: {error}\n")
        return 2
    except Exception as error:  # an outside engine can fail in many ways
        sys.stderr.write(f"ecarte watch: {error}\n")
        return 1
    ledger = Ledger(rules, seed, names, levels=list(chosen))
    delay = args.delay if args.delay is not None else 1.0
    table = Table(humans=(), bots=bots, levels=dict(enumerate(chosen)), look=look,
                  delay=delay, save=False, record_file=args.record)
    console.print(said.watch_title(names[0], chosen[0], names[1], chosen[1], seed),
                  style="title", markup=False)
    try:
        interactive = sys.stdin.isatty() and sys.stdout.isatty()
        term = TtyTerminal(console, spectator=True) if interactive else LineTerminal(console)
        return Session(ledger, table, term).run()
    finally:
        close_players(bots.values())
