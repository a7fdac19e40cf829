"""``ecarte tournament ENGINE ENGINE ...``: engines ranked in duplicate deals, a round-robin,
a gauntlet or an A/B comparison stopped by SPRT, with a rating table (docs/tournament.md)."""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ecarte.cli_parser import Paragraphs
from ecarte.commands.engines import add_engine_flags
from ecarte.commands.flags import jobs_arg, seed_arg, whole_number
from ecarte.words.commands import said_by

if TYPE_CHECKING:
    from ecarte.tournament import TournamentConfig, TournamentResult

_count = whole_number("the number of pairs", 1, 10**9)
SPRT_MOST = 2000
"""The most deal pairs an A/B test plays unless told (--deals)."""


def _words() -> Any:
    from ecarte.words.tournament import words

    return words()


def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.commands import words

    said, common, blank = _words(), words(), words().metavars
    parser.epilog = said.epilog
    parser.formatter_class = Paragraphs
    parser.add_argument("engines", nargs="+", metavar="ENGINE", help=said.engines_help)
    parser.add_argument("--gauntlet", action="store_true", help=said.gauntlet_help)
    parser.add_argument("--sprt", action="store_true", help=said.sprt_help)
    parser.add_argument("--elo0", type=float, default=0.0, metavar="ELO", help=said.elo0_help)
    parser.add_argument("--elo1", type=float, default=5.0, metavar="ELO", help=said.elo1_help)
    parser.add_argument("--alpha", type=float, default=0.05, metavar="P",
                        help=said.alpha_help)
    parser.add_argument("--beta", type=float, default=0.05, metavar="P", help=said.beta_help)
    size = parser.add_mutually_exclusive_group()
    size.add_argument("--deals", type=_count, metavar="N", help=said.deals_help)
    size.add_argument("--games", type=_count, metavar="N", help=said.games_help)
    parser.add_argument("--seed", type=seed_arg, default=0, metavar="N",
                        help=common.arena_seed_help)
    parser.add_argument("--jobs", type=jobs_arg, default=1, metavar=blank.get("K", "K"),
                        help=common.jobs_help)
    parser.add_argument("--rules", metavar=blank.get("PRESET", "PRESET"), default="club",
                        help=common.arena_rules_help)
    parser.add_argument("--option", action="append", default=[],
                        metavar=blank.get("NAME=VALUE", "NAME=VALUE"), help=common.option_help)
    add_engine_flags(parser, said.who_numbers)
    parser.add_argument("--anchor", metavar="ENGINE", help=said.anchor_help)
    parser.add_argument("--resume", metavar=blank.get("FILE", "FILE"), help=said.resume_help)
    parser.add_argument("--json", action="store_true", help=common.json_help)


def _fail(message: str, status: int = 2) -> int:
    sys.stderr.write(f"{said_by('ecarte tournament')}{message}\n")
    return status


def run(args: argparse.Namespace) -> int:
    from ecarte.commands.arena import rules_of
    from ecarte.commands.engines import EngineOptionError, check_own_options, engine_options
    from ecarte.tournament import Sprt, TournamentConfig

    said = _words()
    rules = rules_of(args.rules, args.option)
    if isinstance(rules, str):
        return _fail(rules)
    levels = tuple(args.engines)
    problem = _levels_problem(levels)
    if problem is not None:
        return _fail(problem)
    if len(levels) < 2:
        return _fail(said.two_engines)
    sprt = None
    if args.sprt:
        if len(levels) != 2:
            return _fail(said.sprt_two(len(levels)))
        if not args.elo1 > args.elo0 or not math.isfinite(args.elo1 - args.elo0):
            return _fail(said.elo_order)
        if not (0 < args.alpha < 0.5 and 0 < args.beta < 0.5):
            return _fail(said.error_rate)
        sprt = Sprt(args.elo0, args.elo1, args.alpha, args.beta)
    try:
        options = engine_options(args.engine_option, [str(n) for n in range(1, len(levels) + 1)])
    except EngineOptionError as error:
        return _fail(str(error))
    problem = check_own_options(levels, options)
    if problem is not None:
        return _fail(problem)
    deals = args.deals if args.games is None else None
    if args.games is None and deals is None:
        deals = SPRT_MOST if sprt is not None else 100
    config = TournamentConfig(levels, rules, deals=deals, games=args.games, seed=args.seed,
                              jobs=args.jobs, gauntlet=args.gauntlet, sprt=sprt,
                              movetime=args.time_per_move, options=tuple(options))
    anchor = _anchor(config, args.anchor)
    if isinstance(anchor, str):
        return _fail(anchor)
    return _play(args, config, anchor)


def _levels_problem(levels: tuple[str, ...]) -> str | None:
    from ecarte.bots import levels as known
    from ecarte.words.commands import words

    for level in levels:
        if not level.startswith("exec:") and level not in known():
            return str(words().no_bot(repr(level), ", ".join(known())))
    return None


def _anchor(config: TournamentConfig, asked: str | None) -> int | str:
    """The engine rated 0: the one asked (its level, or its number from 1), else random
    if it plays, else the first; a sentence when the one asked is not there."""
    from ecarte.numbers import echo

    levels = config.levels
    if asked is None:
        return levels.index("random") if "random" in levels else 0
    if asked in levels:
        return levels.index(asked)
    if asked.isdecimal() and asked.isascii() and 1 <= int(asked) <= len(levels):
        return int(asked) - 1
    return str(_words().no_anchor(echo(asked), ", ".join(levels)))


def _play(args: argparse.Namespace, config: TournamentConfig, anchor: int) -> int:
    from ecarte.files import WriteFailed
    from ecarte.tournament import run_tournament
    from ecarte.tournament.resume import write_chunk

    said = _words()
    kept: dict[Any, Any] = {}
    file = None
    written = [0]
    if args.resume is not None:
        opened = _open_resume(Path(args.resume), config)
        if isinstance(opened, str):
            return _fail(opened)
        file, kept = opened
        if kept:
            sys.stderr.write(said.kept_line(len(kept), len(config.jobs_in_order())) + "\n")

    def each(job: Any, part: Any) -> None:
        written[0] += part.failure is None
        if file is not None:
            try:
                write_chunk(file, job, part)
            except OSError as error:
                raise WriteFailed(Path(args.resume), error) from None

    try:
        with _progress(config) as progress:
            result = run_tournament(config, kept, each, progress)
    except WriteFailed as error:
        return _fail(str(error), 1)
    finally:
        if file is not None:
            with contextlib.suppress(OSError):
                file.close()
    figures = _figures(result, anchor)
    if result.failure is not None:
        _fail(str(result.failure))
        told = said.failed_kept if file is not None else said.failed_unkept
        _fail(told(len(kept) + written[0], len(config.jobs_in_order())))
    if args.json:
        sys.stdout.write(json.dumps(figures) + "\n")
    else:
        from ecarte.commands.tournament_table import show

        show(figures, config)
    return 0 if result.failure is None else 3


def _open_resume(path: Path, config: TournamentConfig) -> tuple[Any, dict[Any, Any]] | str:
    """The resume file open to append, with the chunks it keeps; a sentence if it cannot
    be read or holds another tournament."""
    from ecarte.commands.flags import record_target_problem
    from ecarte.tournament.resume import ResumeError, read, write_header

    said = _words()
    kept: dict[Any, Any] = {}
    if path.is_file() and path.stat().st_size:
        try:
            with path.open(encoding="utf-8") as old:
                kept = read(old, config)
        except (OSError, UnicodeDecodeError) as error:
            return str(said.resume_unreadable(str(path), getattr(error, "strerror", "")
                                              or type(error).__name__))
        except ResumeError as error:
            return str(said.resume_not_ours(str(path)) if error.problem == "not-ours"
                       else said.resume_other(str(path), error.field))
        _rewrite(path, kept, config)
        return path.open("a", encoding="utf-8"), kept
    problem = record_target_problem(path)
    if problem is not None:
        return str(problem)
    file = path.open("w", encoding="utf-8")
    write_header(file, config)
    return file, kept


def _rewrite(path: Path, kept: dict[Any, Any], config: TournamentConfig) -> None:
    """Write the file again with only what is kept (a line cut short is dropped)."""
    from ecarte.tournament.resume import write_chunk, write_header

    with path.open("w", encoding="utf-8") as file:
        write_header(file, config)
        for job in config.jobs_in_order():
            if job in kept:
                write_chunk(file, job, kept[job])


@contextlib.contextmanager
def _progress(config: TournamentConfig) -> Any:
    """A rich progress bar per match on a terminal; else plain lines on standard error,
    one as each match ends (and, in an A/B test, about every twentieth of its most)."""
    from ecarte.commands.tournament_table import Plain, bars

    if sys.stderr.isatty():
        with bars(config) as update:
            yield update
    else:
        yield Plain(config, sys.stderr)


def _figures(result: TournamentResult, anchor: int) -> dict[str, Any]:
    """The whole result as JSON: the engines, each match as the arena's JSON, the
    ratings and the sequential test."""
    from ecarte.tournament.elo import MODEL

    config = result.config
    names = result.names()
    rated = result.ratings(anchor)  # an engine that played nothing is not rated
    out: dict[str, Any] = {
        "kind": config.kind, "engines": [{"name": n, "level": level} for n, level
                                         in zip(names, config.levels, strict=True)],
        "rules": config.rules.to_spec(),
        "mode": "games" if config.games is not None else "deals",
        "units": config.units, "seed": config.seed, "time_per_move": config.movetime,
        # a failure may stop the run before every match has begun: those that did
        "matches": [m.to_json() | {"a": names[a], "b": names[b]}
                    for m, (a, b) in zip(result.matches, config.pairings(), strict=False)],
        "ratings": {"model": MODEL, "anchor": names[anchor], "engines": [
            _rated(r, level, r.name == names[anchor])
            for r, level in zip(rated, config.levels, strict=True)]},
        "sprt": None,
        "complete": result.failure is None,
        "failure": None if result.failure is None else _failure(result.failure),
    }
    if config.sprt is not None:
        low, high = config.sprt.bounds()
        out["sprt"] = {**config.sprt.to_json(), "llr": None if result.llr is None
                       else round(result.llr, 3), "bounds": [round(low, 3), round(high, 3)],
                       "verdict": result.verdict, "units": result.matches[0].units}
    return out


def _rated(rated: Any, level: str, anchor: bool) -> dict[str, Any]:
    """One engine's rating as the JSON gives it: the anchor at 0 with no interval, an
    engine that played no pair not rated (nulls), never an infinite figure."""
    if anchor:
        return {"name": rated.name, "level": level, "elo": 0.0, "ci95": None,
                "pairs": rated.units, "score": round(rated.score, 4)}
    if not rated.units or not math.isfinite(rated.low) or not math.isfinite(rated.high):
        return {"name": rated.name, "level": level, "elo": None, "ci95": None,
                "pairs": rated.units, "score": None}
    return {"name": rated.name, "level": level, "elo": round(rated.elo, 1),
            "ci95": [round(rated.low, 1), round(rated.high, 1)], "pairs": rated.units,
            "score": round(rated.score, 4)}


def _failure(error: Exception) -> dict[str, Any] | str:
    to_json = getattr(error, "to_json", None)
    return to_json() if callable(to_json) else type(error).__name__
