"""``ecarte play``: a match against a bot, or two people at one keyboard (--hotseat)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ecarte.cli_parser import Paragraphs
from ecarte.commands.flags import add_look_flags, add_rules_flags, open_table, seed_arg
from ecarte.text import MAX_NAME, shown
from ecarte.words.names import reserved

if TYPE_CHECKING:
    from ecarte.ui.config import Settings
    from ecarte.ui.resume import Asked, Choice
    from ecarte.ui.save import Saved
    from ecarte.ui.theme import Look


def _blank(name: str) -> str:
    """An option's blank (its metavar) as the help in the chosen language shows it."""
    from ecarte.words.commands import words

    return words().metavars.get(name, name)

def _words() -> Any:
    from ecarte.words.commands import words

    return words()


def configure(parser: argparse.ArgumentParser) -> None:
    said = _words()
    parser.formatter_class = Paragraphs
    parser.epilog = said.play_epilog
    parser.add_argument("--level", metavar=_blank("NAME"), help=said.play_level_help)
    parser.add_argument("--name", metavar=_blank("NAME"), help=said.play_name_help)
    parser.add_argument("--seed", type=seed_arg, metavar="N", help=said.play_seed_help)
    parser.add_argument("--hotseat", action="store_true", help=said.hotseat_help)
    parser.add_argument("--names", nargs=2, metavar=(_blank("FIRST"), _blank("SECOND")),
                        help=said.names_help)
    parser.add_argument("--resume", nargs="?", const=True, metavar="ID",
                        help=said.resume_help)
    parser.add_argument("--record", type=Path, metavar=_blank("FILE"), help=said.play_record_help)
    parser.add_argument("--tutor", action=argparse.BooleanOptionalAction, default=None,
                        help=said.tutor_help)
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
        return _fail(_words().changed_meanwhile(chosen.id), 1)
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
            names = (args.name or settings.name, "Bot")  # shown in the language's words
        if not all(n.strip() for n in names) or names[0] == names[1]:
            return _fail(_words().two_names)
        meta = {"mode": "hotseat" if hotseat else "bot", "level": level}
        ledger = Ledger(rules, seed, (shown(names[0], MAX_NAME), shown(names[1], MAX_NAME)))
        if level:
            ledger.extra["level"] = level
    meta["id"] = match_id

    bots = {}
    if not hotseat:
        if not isinstance(level, str):
            return _fail(_words().no_saved_level, 1)
        if not level.startswith("exec:") and level not in levels():
            if resumed:  # the save reader sets such a save aside; a stale one says so
                return _fail(_words().no_such_saved_level(repr(level[:24])), 1)
            from ecarte.ui.config import config_path  # a flag is checked at the door

            console.print(_words().setting_level_ignored(
                              str(config_path()), repr(level[:24]), ", ".join(levels()),
                              DEFAULT_LEVEL),
                          style="warn", markup=False, soft_wrap=not interactive)
            level = meta["level"] = ledger.extra["level"] = DEFAULT_LEVEL
        if resumed and level.startswith("exec:") and args.level != level:
            import shlex

            return _fail(_words().outside_engine_resume(
                repr(level[5:][:60]), shlex.quote(level)[:80]), 1)
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
            return str(_words().exec_needs_command(EXEC_PREFIX))
    elif level is not None and level not in levels():
        close = difflib.get_close_matches(level.lower(), levels(), n=1, cutoff=0.75)
        if close:
            return str(_words().no_level_close(repr(level), close[0], ", ".join(levels())))
        return str(_words().no_level_choose(repr(level), ", ".join(levels())))
    if args.hotseat and args.names:
        first, second = (shown(name, MAX_NAME) for name in args.names)
        if not first or not second or first == second:
            return str(_words().names_needs_two)
    elif not args.hotseat and args.name is not None:
        name = shown(args.name, MAX_NAME)
        if not name:
            return str(_words().name_needs)
        if reserved(name):
            return str(_words().name_bot)
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
        console.print(_words().note(sentence[0].upper() + sentence[1:]), style="warn",
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
        say(_words().resumed_keeps)
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
    said = _words()
    who = said.who_hotseat(names[0], names[1]) if hotseat else said.who_bot(str(level))
    preset = rules.preset_name or said.custom_rules
    text = Text(session.table.look.plain(said.welcome_title(who)), style="title")
    text.append(said.welcome_match(rules.match, rules.target, preset, str(ledger.seed)))
    if resumed:
        text.append(said.welcome_resumed)
    if session.table.tutor:
        text.append(said.welcome_tutor)
    text.append(said.welcome_basics)
    text.append(said.welcome_newcomer, style="note")
    from ecarte.players import DEFAULT_LEVEL

    if first and level == DEFAULT_LEVEL:  # a newcomer meets the strongest bot
        text.append(said.welcome_strongest(level), style="note")
    from ecarte.ui.render import panel_width
    session.say(Panel(text, box=session.seats(None).box(), width=panel_width(names)))
    if resumed and ledger.state.deal is not None:
        from ecarte.ui.meta import run_command
        session.say(Text(said.deal_so_far, style="note"))
        if hotseat:  # both players may be looking: what both saw, neither hand
            from ecarte.ui.replay import public_log
            session.say(*public_log((step.events for step in ledger.deal_steps()), names,
                                    session.table.look))
        else:
            run_command(session, "log", 0, None)
