"""The words of ``ecarte tournament`` and of the engine flags it shares with ``ecarte
arena`` (``--time-per-move``, ``--engine-option``): the help, the refusals, the progress
lines, the rating table, the sequential test's verdict.

An area of words, as ``ecarte.words.area`` describes: ``TournamentWords`` names the
messages, ``en``, ``fr`` and ``it`` word them."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.words import area

KEEPS = ("exec", "random", "club", "expert", "novice", "elo0", "elo1", "alpha", "beta",
         "sprt", "gauntlet", "resume", "anchor", "play_samples", "Elo", "Ordo", "BayesElo",
         "H0", "H1", "WHO", "NAME", "VALUE", "a", "b", "json", "JSON", "COMMAND", "A", "B",
         "LLR", "time-per-move", "engine-option", "deals", "games")
"""The flags, levels and codes a sentence keeps as they are written."""


class TournamentWords(NamedTuple):
    # the engine flags (arena and tournament)
    time_per_move_help: str
    engine_option_blank: str
    engine_option_help: Callable[[str], str]  # how an engine is named: "a or b", "1, 2..."
    engine_option_form: Callable[[str], str]  # the value echoed
    engine_option_who: Callable[[str, int], str]  # the engine named (echoed), how many
    level_option: Callable[[str, str], str]  # the level, why (the option's sentence)
    late_row: str  # the arena table's row of decisions over the budget
    who_arena: str  # how the arena's help names its engines
    who_numbers: str  # ... and the tournament's
    # the help of ecarte tournament
    epilog: str
    engines_help: str
    gauntlet_help: str
    deals_help: str
    games_help: str
    sprt_help: str
    elo0_help: str
    elo1_help: str
    alpha_help: str
    beta_help: str
    anchor_help: str
    resume_help: str
    # refusals
    two_engines: str
    sprt_two: Callable[[int], str]  # the engines given
    elo_order: str
    error_rate: str
    no_anchor: Callable[[str, str], str]  # the anchor asked (echoed), the engines
    resume_not_ours: Callable[[str], str]  # the file
    resume_other: Callable[[str, str], str]  # the file, the field that differs
    resume_unreadable: Callable[[str, str], str]  # the file, why
    # progress and results
    kept_line: Callable[[int, int], str]  # chunks kept, chunks in all
    progress_line: Callable[[int, int, str, str, int, int, bool], str]  # match, matches,
    # a, b, units done, units, game pairs or not
    ratings_title: Callable[[str, str], str]  # the anchor, the share of the interval (95%)
    ratings_columns: dict[str, str]  # by code: engine, elo, interval, pairs, score
    not_rated: str  # an engine that played no pair (it failed first)
    model_line: str  # the rating model in one sentence
    matches_title: str
    matches_columns: dict[str, str]  # by code: a, b, pairs, per_deal, interval
    sprt_verdict: Callable[[str, str, str, str, str], str]  # code (h1, h0, open), a, b,
    # elo0, elo1
    sprt_figures: Callable[[str, str, str, int, bool], str]  # the ratio, low, high,
    # units, game pairs or not
    failed_unkept: Callable[[int, int], str]  # chunks played, in all: no --resume file
    failed_kept: Callable[[int, int], str]  # chunks kept, chunks in all


def words(code: str | None = None) -> TournamentWords:
    """The tournament's words in ``code`` (default: the chosen language)."""
    return area(__name__, TournamentWords, code)
