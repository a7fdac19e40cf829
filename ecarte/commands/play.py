"""``ecarte play``: a match against a bot, or two people at one keyboard (--hotseat)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ecarte.commands.flags import add_look_flags, add_rules_flags, open_table, seed_arg
from ecarte.text import MAX_NAME, shown

if TYPE_CHECKING:
    from ecarte.ui.config import Settings
    from ecarte.ui.resume import Asked, Choice
    from ecarte.ui.save import Saved
    from ecarte.ui.theme import Look

EPILOG = """\
in the game: propose (p), stand (s), accept (a), refuse (r), discard 1 4 (positions) or
discard 7c 8d, a card to play it (kh, K♥, 10h, or its position), king, concede; ? lists the
legal moves, help the commands, rules the rules, hint, undo, score, log, quit.

Every match is saved after every move, each in its own file: 'ecarte play --resume' goes
on after a quit, a closed terminal or a crash (with several unfinished matches it lists
them; --resume ID picks one). Flags asking for another match than the saved one start it
and keep the saved one. Finished matches are kept as records in the data folder.

settings file: config.toml in the user's config folder (or $ECARTE_CONFIG_DIR), e.g.
  name = "Ada"
  level = "expert"
  delay = 0.8
  ascii = false
  four_colour = false
  hotseat_names = ["Ada", "Bob"]
  tutor = true
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
    parser.add_argument("--resume", nargs="?", const=True, metavar="ID",
                        help="go on with an unfinished match: the only one, one picked "
                             "from a list, or the one named (an id or a number of the list)")
    parser.add_argument("--record", type=Path, metavar="FILE",
                        help="also write the finished match's record to FILE")
    parser.add_argument("--tutor", action=argparse.BooleanOptionalAction, default=None,
                        help="before a move the expert rates a mistake or worse, say so "
                             "and ask to confirm (from your view of the game only)")
    add_rules_flags(parser)
    add_look_flags(parser)


def _fail(message: str, status: int = 2) -> int:
    """The sentence on standard error (wrapped between words on a terminal); ``status``."""
    from ecarte.commands.flags import fail_line

    sys.stderr.write(fail_line("play", message))
    return status


def run(args: argparse.Namespace) -> int:
    from ecarte.engine import RulesError
    from ecarte.ui import save
    from ecarte.ui.resume import Asked, Leave

    settings, console, interactive, look, warning = open_table(args)

    try:
        asked = _asked(args)
    except RulesError as error:
        return _fail(str(error))
    refused = refused_flag(args)
    if refused is not None:  # before a word of a new match or of a kept one
        return _fail(refused)
    if args.record is not None:  # before the match: its record must have a place
        from ecarte.commands.flags import record_target_problem

        unwritable = record_target_problem(args.record)
        if unwritable is not None:
            return _fail(str(unwritable))
    chosen = _choose(args, asked, console, interactive)
    if isinstance(chosen, Leave):
        return _fail(chosen.message, chosen.status) if chosen.message else chosen.status
    first = chosen is None and interactive and asked == Asked() and args.resume is None \
        and not settings.lesson_offered and warning is None and not save.unfinished()[0]
    if first:  # a newcomer: the lesson is offered once
        from ecarte.lesson.offer import offer_lesson
        if offer_lesson(console, look, settings):
            return 0
    try:
        claim = save.claim(chosen.id) if chosen is not None else save.claim_new()
    except save.SaveInUse as error:
        return _fail(str(error), 1)
    if chosen is not None and not save.unchanged(chosen):
        claim.release()
        return _fail(f"the match {chosen.id} was changed in another terminal meanwhile: "
                     "try again", 1)
    try:
        return _play(args, chosen, asked, settings, console, look, interactive, claim.id,
                     first)
    finally:
        claim.release()


def _play(args: argparse.Namespace, chosen: Saved | None, asked: Asked, settings: Settings,
          console: Any, look: Look, interactive: bool, match_id: str,
          first: bool = False) -> int:
    """Set the table for the chosen match (or a new one) and play it; ``first``: a
    newcomer's first match (the lesson offered and declined)."""
    import random

    from ecarte.commands.flags import rules_from_args
    from ecarte.driver import Ledger, bot_seed
    from ecarte.players import DEFAULT_LEVEL, UnknownLevelError, close_players, levels, make_player
    from ecarte.ui.console import LineTerminal, TtyTerminal
    from ecarte.ui.session import Session, Table

    resumed = chosen is not None
    if chosen is not None:
        ledger, meta = chosen.ledger, chosen.meta
        level = meta.get("level")
        hotseat = meta.get("mode") == "hotseat"
    else:
        hotseat = args.hotseat
        level = None if hotseat else (args.level or settings.level or DEFAULT_LEVEL)
        rules = asked.rules or rules_from_args(args)
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
        if hotseat:
            names = tuple(args.names or settings.hotseat_names)
        else:
            names = (args.name or settings.name, "Bot")
        if not all(n.strip() for n in names) or names[0] == names[1]:
            return _fail("the two players need two different names")
        meta = {"mode": "hotseat" if hotseat else "bot", "level": level}
        ledger = Ledger(rules, seed, (shown(names[0], MAX_NAME), shown(names[1], MAX_NAME)))
        if level:
            ledger.extra["level"] = level
    meta["id"] = match_id

    bots = {}
    if not hotseat:
        if not isinstance(level, str):
            return _fail("the saved match names no bot level", 1)
        if not level.startswith("exec:") and level not in levels():
            if resumed:  # the save reader sets such a save aside; a stale one says so
                return _fail(f"the saved match names no bot level this version has "
                             f"({level[:24]!r})", 1)
            from ecarte.ui.config import config_path  # a flag is checked at the door

            console.print(f"Note: the settings file {config_path()} says level = "
                          f"{level[:24]!r}, which is no bot level ({', '.join(levels())}): "
                          f"it is ignored, and the {DEFAULT_LEVEL} bot plays.",
                          style="warn", markup=False, soft_wrap=not interactive)
            level = meta["level"] = ledger.extra["level"] = DEFAULT_LEVEL
        if resumed and level.startswith("exec:") and args.level != level:
            import shlex

            return _fail(f"this match was played against an outside engine, "
                         f"{level[5:][:60]!r}: a saved match never starts a command by "
                         f"itself; to run it again, resume with --level "
                         f"{shlex.quote(level)[:80]}", 1)
        try:
            bots[1] = make_player(level, seed=bot_seed(ledger.seed, 1))
        except UnknownLevelError as error:
            return _fail(str(error))
        except Exception as error:  # an outside engine can fail in many ways
            return _fail(f"{error}", 1)
    saved = meta.get("delay")  # set by 'speed' during the match, kept by the save
    if not (resumed and isinstance(saved, int | float) and 0 <= saved <= 10):
        saved = None
    delay = args.delay if args.delay is not None else saved if saved is not None else \
        settings.delay if settings.delay is not None else (0.8 if interactive else 0.0)
    kept = meta.get("tutor_on")  # set by 'tutor on|off' during the match, kept by the save
    tutor = args.tutor if args.tutor is not None else kept if resumed and \
        isinstance(kept, bool) else settings.tutor
    meta["tutor_on"] = tutor  # the save keeps it: a resume goes on as the match began
    table = Table(humans=(0, 1) if hotseat else (0,), bots=bots,
                  levels={1: level} if isinstance(level, str) else {}, look=look,
                  delay=0.0 if hotseat else delay, hint_level=DEFAULT_LEVEL,
                  record_file=args.record, meta=meta, autoplay=settings.autoplay,
                  declare_king=settings.declare_king, tutor=tutor,
                  offer_review=not hotseat)
    term = TtyTerminal(console) if interactive else LineTerminal(console)
    session = Session(ledger, table, term)
    _welcome(session, resumed, hotseat, level, first)
    try:
        return session.run()
    finally:
        close_players(bots.values())


def refused_flag(args: argparse.Namespace) -> str | None:
    """Why a flag's value would be refused when the match is set (a bot level that does
    not exist, two players of one name), or None: said before anything else is."""
    import difflib

    from ecarte.players import EXEC_PREFIX, levels

    level = args.level
    if level is not None and level.startswith(EXEC_PREFIX):
        if not level.removeprefix(EXEC_PREFIX).strip():
            return f"--level {EXEC_PREFIX} needs the command of an outside engine: " \
                   f"--level '{EXEC_PREFIX}my-engine --option'"
    elif level is not None and level not in levels():
        close = difflib.get_close_matches(level.lower(), levels(), n=1)
        choose = f"one of {', '.join(levels())}, or {EXEC_PREFIX}COMMAND for an outside " \
            "engine"
        if close:
            return f"there is no bot level {level!r}: did you mean {close[0]}? " \
                   f"({', '.join(levels())}, or {EXEC_PREFIX}COMMAND for an outside engine)"
        return f"there is no bot level {level!r}: choose {choose}"
    if args.hotseat and args.names:
        first, second = (shown(name, MAX_NAME) for name in args.names)
        if not first or not second or first == second:
            return "--names needs two different names, like --names Ada Bob"
    elif not args.hotseat and args.name is not None:
        name = shown(args.name, MAX_NAME)
        if not name:
            return "--name needs a name, like --name Ada"
        if name == "Bot":
            return "--name Bot: the bot is called Bot at the table; choose another name"
    return None


def _asked(args: argparse.Namespace) -> Asked:
    """The match the flags ask for (None for what they leave open). Raises RulesError."""
    from ecarte.commands.flags import rules_from_args
    from ecarte.engine.options import OPTION_NAMES
    from ecarte.ui.resume import Asked

    rules_given = args.rules is not None or any(
        getattr(args, name, None) is not None for name in OPTION_NAMES)
    names: tuple[str, ...] | None = None
    if args.hotseat and args.names:
        names = tuple(shown(name, MAX_NAME) for name in args.names)
    elif not args.hotseat and args.name:
        names = (shown(args.name, MAX_NAME),)
    return Asked(mode="hotseat" if args.hotseat else "bot" if args.level or args.name
                 else None,
                 level=args.level, rules=rules_from_args(args) if rules_given else None,
                 names=names, seed=args.seed)


def _choose(args: argparse.Namespace, asked: Asked, console: Any,
            interactive: bool) -> Choice:
    """The saved match to go on with, None for a new one, or Leave (ui/resume.py)."""
    from rich.text import Text

    from ecarte.ui import save
    from ecarte.ui.resume import Asked, Leave, choose

    def say(text: str) -> None:
        console.print(text, style="note", markup=False, soft_wrap=not interactive)

    save.migrate()
    saves, damaged = save.unfinished()
    for sentence in damaged:
        console.print(f"Note: {sentence[0].upper()}{sentence[1:]}", style="warn",
                      markup=False)
    def read_line(prompt: str) -> str:
        try:
            return str(console.input(Text(prompt)))
        except (EOFError, KeyboardInterrupt):
            console.print()  # Ctrl-D or Ctrl-C left the cursor on the question's line
            raise

    chosen = choose(asked, args.resume, saves, interactive=interactive,
                    read_line=read_line, say=say)
    if args.resume is not None and chosen is not None and not isinstance(chosen, Leave) \
            and asked != Asked():
        say("Note: a resumed match keeps its own players and rules; the flags for a new "
            "match are not used.")
    return chosen


def _welcome(session: Any, resumed: bool, hotseat: bool, level: str | None,
             first: bool = False) -> None:
    """The panel before the match; ``first``: a newcomer's first match (the lesson was
    just offered and declined)."""
    from rich.panel import Panel
    from rich.text import Text

    ledger = session.ledger
    rules = ledger.rules
    names = ledger.names
    if hotseat:  # a hand shown by an earlier run may be on the screen or in its scrollback
        session.term.clear()
    who = f"{names[0]} and {names[1]}, at one keyboard" if hotseat else \
        f"you against the {level} bot"
    preset = rules.preset_name or "custom"
    games = "one game" if rules.match == 1 else f"the best of {rules.match} games"
    text = Text(session.table.look.plain(f"Écarté: {who}.\n"), style="title")
    text.append(f"{games.capitalize()} to {rules.target} points, {preset} rules. "
                f"Seed {ledger.seed}.\n")
    if resumed:
        text.append("The saved match goes on.\n")
    if session.table.tutor:
        text.append("The tutor is on: before a move the expert rates a mistake or worse, "
                    "it says so and asks you to confirm ('tutor off' stops it).\n")
    text.append("Take 3 of the 5 tricks for a point, all 5 (the vole) for two. A trump "
                "beats any other suit.\nEvery suit ranks K Q J A 10 9 8 7.\n")
    text.append("New to the game? 'help' lists the commands, 'rules' explains the game, "
                "'?' lists your legal moves.", style="note")
    from ecarte.players import DEFAULT_LEVEL

    if first and level == DEFAULT_LEVEL:  # a newcomer meets the strongest bot
        text.append(f"\nThe {level} bot is the strongest. For an easier game next time "
                    "(or --level club):\n    ecarte play --level novice", style="note")
    from ecarte.ui.render import panel_width
    session.say(Panel(text, box=session.seats(None).box(), width=panel_width(names)))
    if resumed and ledger.state.deal is not None:
        from ecarte.ui.meta import run_command
        session.say(Text("This deal so far:", style="note"))
        if hotseat:  # both players may be looking: what both saw, neither hand
            from ecarte.ui.replay import public_log
            session.say(*public_log((step.events for step in ledger.deal_steps()), names,
                                    session.table.look))
        else:
            run_command(session, "log", 0, None)
