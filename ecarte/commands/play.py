"""``ecarte play``: a match against a bot, or two people at one keyboard (--hotseat)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ecarte.commands.flags import add_look_flags, add_rules_flags, rules_from_args, seed_arg

EPILOG = """\
in the game: propose (p), stand (s), accept (a), refuse (r), discard 1 4 (positions) or
discard 7c 8d, a card to play it (kh, K♥, 10h, or its position), king, concede; ? lists the
legal moves, help the commands, rules the rules, hint, undo, score, log, quit.

The match is saved after every move: 'ecarte play --resume' goes on after a quit, a closed
terminal or a crash. Finished matches are kept as records in the data folder.

settings file: config.toml in the user's config folder (or $ECARTE_CONFIG_DIR), e.g.
  name = "Ada"
  level = "expert"
  delay = 0.8
  ascii = false
  four_colour = false
  hotseat_names = ["Ada", "Bob"]
Flags win over the file. NO_COLOR=1 turns colours off.
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = EPILOG
    parser.add_argument("--level", metavar="NAME",
                        help="the bot to play: random, novice, club or expert (the "
                             "default), or exec:COMMAND for an outside engine")
    parser.add_argument("--name", help="your name at the table")
    parser.add_argument("--seed", type=seed_arg, metavar="N",
                        help="the same seed and the same moves replay the same match")
    parser.add_argument("--hotseat", action="store_true",
                        help="two players at one keyboard; the screen is cleared between turns")
    parser.add_argument("--names", nargs=2, metavar=("FIRST", "SECOND"),
                        help="the two names in hot-seat")
    parser.add_argument("--resume", action="store_true",
                        help="go on with the saved match")
    parser.add_argument("--record", type=Path, metavar="FILE",
                        help="also write the finished match's record to FILE")
    add_rules_flags(parser)
    add_look_flags(parser)


def _fail(message: str, status: int = 2) -> int:
    sys.stderr.write(f"ecarte play: {message}\n")
    return status



def run(args: argparse.Namespace) -> int:
    import random

    from ecarte.bots import DEFAULT_LEVEL, UnknownLevelError, close_bots, levels, make_bot
    from ecarte.engine import RulesError
    from ecarte.ui import save
    from ecarte.ui.config import load_settings
    from ecarte.ui.console import LineTerminal, TtyTerminal, make_console
    from ecarte.ui.ledger import Ledger, derive
    from ecarte.ui.session import Session, Table
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

    resumed: tuple[Ledger, dict[str, Any]] | None = None
    try:
        resumed = save.read_save()
    except save.SaveError as error:
        if args.resume:
            return _fail(f"{error}", 1)
        moved = save.set_aside()
        console.print(f"Note: {error}; it was moved to {moved}.", markup=False)
    if args.resume and resumed is None:
        return _fail("there is no saved match to resume: start one with 'ecarte play'", 1)
    put_aside = False
    if resumed is not None and not args.resume:
        put_aside = not (interactive and _ask_resume(console, resumed[0]))
        if put_aside:
            resumed = None

    if resumed is not None:
        ledger, meta = resumed
        level = meta.get("level")
        hotseat = meta.get("mode") == "hotseat"
    else:
        hotseat = args.hotseat
        level = None if hotseat else (args.level or settings.level or DEFAULT_LEVEL)
        try:
            rules = rules_from_args(args)
        except RulesError as error:
            return _fail(str(error))
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
        if hotseat:
            names = tuple(args.names or settings.hotseat_names)
        else:
            names = (args.name or settings.name, "Bot")
        if not all(n.strip() for n in names) or names[0] == names[1]:
            return _fail("the two players need two different names")
        meta = {"mode": "hotseat" if hotseat else "bot", "level": level}
        ledger = Ledger(rules, seed, (names[0].strip()[:20], names[1].strip()[:20]))
        if level:
            ledger.extra["level"] = level

    bots = {}
    if not hotseat:
        if not isinstance(level, str):
            return _fail("the saved match names no bot level", 1)
        if not level.startswith("exec:") and level not in levels():
            return _fail(f"there is no bot level {level!r}: choose one of "
                         f"{', '.join(levels())}, or exec:COMMAND")
        try:
            bots[1] = make_bot(level, seed=derive(ledger.seed, "bot", len(ledger.steps))
                               .randrange(2**31))
        except UnknownLevelError as error:
            return _fail(str(error))
        except Exception as error:  # an outside engine can fail in many ways
            return _fail(f"{error}", 1)
    delay = args.delay if args.delay is not None else \
        settings.delay if settings.delay is not None else (0.8 if interactive else 0.0)
    table = Table(humans=(0, 1) if hotseat else (0,), bots=bots,
                  levels={1: level} if isinstance(level, str) else {}, look=look,
                  delay=0.0 if hotseat else delay, hint_level=DEFAULT_LEVEL,
                  record_file=args.record, meta=meta)
    if put_aside:
        moved = save.set_aside()
        console.print(f"Note: the unfinished match was put aside in {moved}; "
                      "a new match begins.", style="note", markup=False)
    term = TtyTerminal(console) if interactive else LineTerminal(console)
    session = Session(ledger, table, term)
    _welcome(session, resumed is not None, hotseat, level)
    try:
        return session.run()
    finally:
        close_bots(bots.values())


def _ask_resume(console: Any, ledger: Any) -> bool:
    score = ledger.state.score
    names = ledger.names
    try:
        answer = console.input(
            f"You have an unfinished match ({names[0]} {score[0]}, {names[1]} {score[1]}, "
            f"seed {ledger.seed}). Go on with it? [Y/n] ")
    except EOFError:
        return False
    return str(answer).strip().lower() not in ("n", "no")


def _welcome(session: Any, resumed: bool, hotseat: bool, level: str | None) -> None:
    from rich.panel import Panel
    from rich.text import Text

    ledger = session.ledger
    rules = ledger.rules
    names = ledger.names
    who = f"{names[0]} and {names[1]}, at one keyboard" if hotseat else \
        f"you against the {level} bot"
    preset = rules.preset_name or "custom"
    games = "one game" if rules.match == 1 else f"the best of {rules.match} games"
    text = Text(session.table.look.plain(f"Écarté: {who}.\n"), style="title")
    text.append(f"{games.capitalize()} to {rules.target} points, {preset} rules. "
                f"Seed {ledger.seed}.\n")
    if resumed:
        text.append("The saved match goes on.\n")
    text.append("Take 3 of the 5 tricks for a point, all 5 (the vole) for two. In every "
                "suit the cards rank K Q J A 10 9 8 7; a trump beats any other suit.\n")
    text.append("New to the game? 'help' lists the commands, 'rules' explains the game, "
                "'?' lists your legal moves.", style="note")
    session.say(Panel(text, box=session.seats(None).box(), expand=False))
    if resumed and ledger.state.deal is not None and not hotseat:
        from ecarte.ui.meta import run_command
        session.say(Text("This deal so far:", style="note"))
        run_command(session, "log", 0, None)
