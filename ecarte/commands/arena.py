"""``ecarte arena A B``: a duplicate match between two bots, with a result table."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ecarte.cli_parser import Paragraphs
from ecarte.commands.engines import add_engine_flags
from ecarte.commands.flags import jobs_arg, record_target_problem, seed_arg, whole_number
from ecarte.files import WriteFailed
from ecarte.words.commands import said_by

if TYPE_CHECKING:
    from ecarte.arena import ArenaError, ArenaResult
    from ecarte.engine import Rules

_count = whole_number("the number of pairs", 1, 10**9)



def _blank(name: str) -> str:
    """An option's blank (its metavar) as the help in the chosen language shows it."""
    from ecarte.words.commands import words

    return words().metavars.get(name, name)

def configure(parser: argparse.ArgumentParser) -> None:
    said = _words()
    parser.epilog = said.arena_epilog
    parser.formatter_class = Paragraphs
    parser.add_argument("a", metavar="A", help=said.arena_a_help)
    parser.add_argument("b", metavar="B", help=said.arena_b_help)
    size = parser.add_mutually_exclusive_group()
    size.add_argument("--deals", type=_count, metavar="N", help=said.deals_help)
    size.add_argument("--games", type=_count, metavar="N", help=said.games_help)
    parser.add_argument("--seed", type=seed_arg, default=0, metavar="N",
                        help=said.arena_seed_help)
    parser.add_argument("--jobs", type=jobs_arg, default=1, metavar=_blank("K"),
                        help=said.jobs_help)
    parser.add_argument("--record", metavar=_blank("FILE"), help=said.arena_record_help)
    parser.add_argument("--json", action="store_true", help=said.json_help)
    parser.add_argument("--engine-log", metavar=_blank("FILE"), help=said.engine_log_help)
    parser.add_argument("--rules", metavar=_blank("PRESET"), default="club",
                        help=said.arena_rules_help)
    parser.add_argument("--option", action="append", default=[], metavar=_blank("NAME=VALUE"),
                        help=said.option_help)
    from ecarte.words.tournament import words

    add_engine_flags(parser, words().who_arena)


_LONGEST_WORD = 24
"""More characters than any rules option's name or value has (``dealer_may_stand_pat``)."""


def _words() -> Any:
    from ecarte.words.commands import words

    return words()


class _OptionError(ValueError):
    """An ``--option`` that is not NAME=VALUE of a rules option; the message a sentence."""


def _rule_option(text: str) -> tuple[str, Any]:
    """``--option NAME=VALUE``: the name, and the value read as a truth, a whole number
    (ASCII digits only: ``٣`` is left as text for the rules to refuse) or text. A name or a
    value longer than any option has is refused here, echoed short (_OptionError)."""
    from ecarte.numbers import echo

    name, sep, value = text.partition("=")
    name, value = name.strip(), value.strip()
    if not sep or not name:
        raise _OptionError(_words().option_form(echo(text)))
    for word in (name, value):
        if len(word) > _LONGEST_WORD:
            raise _OptionError(_words().no_option(echo(word)))
    return name, _value(value)


def _value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    if text.lstrip("+-").isdecimal() and text.isascii():
        return int(text)
    return text


def _fail(message: str, status: int = 2) -> int:
    sys.stderr.write(f"{said_by('ecarte arena')}{message}\n")
    return status


def rules_of(preset: str, options: list[str]) -> Rules | str:
    """The rules of ``--rules PRESET`` and each ``--option NAME=VALUE``, or the sentence
    refusing them."""
    from ecarte.engine import Rules, RulesError

    spec: dict[str, Any] = {"preset": preset}
    for option in options:
        try:
            name, value = _rule_option(option)
        except _OptionError as error:
            return str(error)
        spec[name] = value
    try:
        return Rules.from_spec(spec)
    except RulesError as error:
        return str(error)


def run(args: argparse.Namespace) -> int:
    from ecarte.arena import ArenaConfig, run_arena
    from ecarte.bots import UnknownLevelError, levels
    from ecarte.commands.engines import EngineOptionError, check_own_options, engine_options

    rules = rules_of(args.rules, args.option)
    if isinstance(rules, str):
        return _fail(rules)
    for bot in (args.a, args.b):
        if not bot.startswith("exec:") and bot not in levels():
            return _fail(_words().no_bot(repr(bot), ", ".join(levels())))
    try:
        options = engine_options(args.engine_option, ["a", "b"])
    except EngineOptionError as error:
        return _fail(str(error))
    refused = check_own_options((args.a, args.b), options)
    if refused is not None:
        return _fail(refused)
    deals = args.deals if args.games is None and args.deals is not None else None
    if args.games is None and deals is None:
        deals = 200
    count = args.games if args.games is not None else deals
    if count is None or count < 1:
        return _fail("--deals and --games take a positive number")
    if args.jobs < 1:
        return _fail("--jobs takes a positive number")
    unwritable = None if args.record is None else record_target_problem(Path(args.record))
    if unwritable is not None:  # before the games are played, not after
        return _fail(str(unwritable))
    if args.engine_log is not None:
        problem = record_target_problem(Path(args.engine_log))
        if problem is not None:
            return _fail(str(problem))
        import os

        from ecarte.protocol.client import LOG_VARIABLE

        os.environ[LOG_VARIABLE] = str(Path(args.engine_log).resolve())  # workers inherit it
    config = ArenaConfig(args.a, args.b, rules, deals=deals, games=args.games, seed=args.seed,
                         jobs=args.jobs, record=args.record is not None,
                         movetime=args.time_per_move, options=(options[0], options[1]))
    record = None if args.record is None else _Record(Path(args.record))
    try:
        result = _run_with_progress(config, run_arena,
                                    None if record is None else record.append)
    except UnknownLevelError as error:
        return _fail(str(error))
    except WriteFailed as error:  # the disk filled up while the games were played
        return _fail(str(error), 1)
    finally:
        if record is not None:
            record.close()
    figures = result.to_json()
    failure = result.failure
    if failure is not None:
        _say_failure(failure, result, args.record)
    if args.json:
        if failure is not None and failure.transcript:
            figures["failure"]["requests"] = str(_requests_path(args.record))
        sys.stdout.write(json.dumps(figures) + "\n")
    else:
        _table(figures)
    return 0 if failure is None else 3


class _Record:
    """The record file, each unit's records appended and flushed as it is finished, so
    that a run that stops early keeps the pairs it finished."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.file = path.open("w", encoding="utf-8")
        except OSError as error:
            raise WriteFailed(path, error) from None

    def append(self, part: ArenaResult) -> None:
        try:
            for record in part.records:
                self.file.write(json.dumps(record) + "\n")
            self.file.flush()
        except OSError as error:
            raise WriteFailed(self.path, error) from None

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.file.close()


def _requests_path(record: str | None) -> Path:
    """Where the requests of a failed engine go: beside the record, else in the folder
    of temporary files."""
    if record is not None:
        return Path(record + ".failed.jsonl")
    import tempfile

    return Path(tempfile.gettempdir()) / "ecarte-arena-failed.jsonl"


def _say_failure(failure: ArenaError, result: ArenaResult, record: str | None) -> None:
    """The bot's failure, where it happened, what is kept, and where the requests are."""
    said = _words()
    games = result.config.games is not None
    lines = [str(failure), said.arena_kept(result.units, games)]
    if failure.transcript and failure.command:
        path = _requests_path(record)
        try:
            path.write_text(failure.transcript, encoding="utf-8")
            lines.append(said.arena_request(str(path), failure.command))
        except OSError as error:
            lines.append(str(WriteFailed(path, error)))
    for line in lines:
        _fail(line)


def _run_with_progress(config: Any, run_arena: Any, each: Any) -> Any:
    if not sys.stderr.isatty():
        return run_arena(config, each=each)
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )
    what = _words().progress_games if config.games is not None else _words().progress_deals
    from rich.markup import escape

    with Progress(TextColumn(escape(f"{config.a} vs {config.b}")), BarColumn(),
                  MofNCompleteColumn(),
                  TextColumn(what), TimeElapsedColumn(), TimeRemainingColumn(),
                  console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("arena", total=config.units)
        return run_arena(config, progress=lambda done: bar.update(task, completed=done),
                         each=each)


def _table(figures: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    from ecarte.words import phrasebook

    said, book = _words(), phrasebook()

    def number(text: str) -> str:  # a figure with the language's decimal mark
        return text.replace(".", book.decimal_mark)

    a, b = figures["a"], figures["b"]
    mode = figures["mode"]
    title = said.arena_title_games if mode == "games" else said.arena_title_deals
    table = Table(title=title(a, b, figures["units"], figures["deals"]), title_justify="left")
    table.add_column("")
    table.add_column(a, justify="right")
    table.add_column(b, justify="right")
    sa, sb = figures["a_stats"], figures["b_stats"]
    row = said.arena_rows
    rows = [(row["points"], sa["points"], sb["points"]),
            (row["deals_won"], sa["deals_won"], sb["deals_won"])]
    if mode == "games":
        rows.append((row["games_won"], sa["games_won"], sb["games_won"]))
        if sa["stakes_won"] != sa["games_won"] or sb["stakes_won"] != sb["games_won"]:
            rows.append((row["stakes_won"], sa["stakes_won"], sb["stakes_won"]))
    rows += [(row["voles"], sa["voles"], sb["voles"]),
             (row["penalties"], sa["penalties"], sb["penalties"]),
             (row["mean_ms"], number(f"{sa['mean_ms']:.2f}"), number(f"{sb['mean_ms']:.2f}")),
             (row["median_ms"], number(f"{sa['median_ms']:.1f} / {sa['p99_ms']:.1f}"),
              number(f"{sb['median_ms']:.1f} / {sb['p99_ms']:.1f}"))]
    if figures.get("time_per_move") is not None:
        from ecarte.words.tournament import words

        rows.append((words().late_row, sa["late"], sb["late"]))
    for label, left, right in rows:
        table.add_row(label, str(left), str(right))
    console = Console(highlight=False)
    console.print(table)
    _figures_for_a(console, figures)


def _figures_for_a(console: Any, figures: dict[str, Any]) -> None:
    """A's points per deal and share of the games, each with its 95% interval, or the
    reason there is none (too few pairs, or every pair alike)."""
    from ecarte.arena import MIN_UNITS
    from ecarte.words import phrasebook

    said, book = _words(), phrasebook()
    a, games = figures["a"], figures["mode"] == "games"

    def number(value: float) -> str:  # a figure with the language's decimal mark
        return f"{value:+.3f}".replace(".", book.decimal_mark)

    missing, share = figures["ci95_missing"], book.percent(0.95)
    why = said.too_few_pairs(share, figures["units"], MIN_UNITS, games) \
        if missing == "too-few" else said.pairs_alike(share, games)
    net = number(figures["points_per_deal"])
    if figures["ci95"] is None:
        console.print(said.per_deal_alone(a, net, why))
    else:
        low, high = figures["ci95"]
        verdict = said.verdicts["better" if low > 0 else "worse" if high < 0 else "even"]
        console.print(said.per_deal(a, net, share, number(low), number(high), verdict))
    if not games:
        return
    won = book.percent(figures["game_share"], 1)
    if figures["game_share_ci95"] is None:
        console.print(said.game_share_alone(a, won, why))
        return
    share_low, share_high = figures["game_share_ci95"]
    console.print(said.game_share(a, won, share, book.percent(share_low, 1),
                                  book.percent(share_high, 1)))
