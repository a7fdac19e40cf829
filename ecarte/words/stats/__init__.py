"""The words of the match history and the figures: ``ecarte stats``, ``ecarte stats
import``, ``ecarte history``, the notes said when a match is kept, the rating, and every
reason a history file cannot be used.

An area of words, as ``ecarte.words.area`` describes: ``StatsWords`` names the messages,
``en``, ``fr`` and ``it`` word them. Blanks are facts: counts (int), texts already made
(a path, a name, a count written by ``phrasebook().whole``), flags (bool)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.words import area

KEEPS = ("stats", "import", "history", "replay", "review", "ecarte", "club", "novice",
         "expert", "random", "hot-seat", "SQLite", "JSON")
"""Command names, the bot levels (codes typed after --level) and names of formats."""


class StatsWords(NamedTuple):
    # A history file that cannot be used (the path, then what is known) ------------------
    damaged: Callable[[str, str, str], str]  # path, what is damaged, the records' folder
    newer: Callable[[str, str], str]  # path, the versions
    full: Callable[[str], str]  # path
    read_only: Callable[[str], str]  # path
    busy: Callable[[str, int], str]  # path, seconds
    unusable: Callable[[str, str], str]  # path, the system's own words
    # ... and what the checks found damaged
    check_says: Callable[[str], str]  # SQLite's own words
    table_missing: Callable[[str], str]
    column_missing: Callable[[str], str]  # table.column
    column_extra: Callable[[str, str], str]  # table, column
    index_missing: Callable[[str], str]
    newer_schema: Callable[[int, int], str]  # the file's version, the known one
    not_a_database: str  # SQLite's SQLITE_NOTADB

    # Rows that cannot be read -----------------------------------------------------------
    left_out: Callable[[int, str], str]  # how many, the count as written
    unreadable_match: Callable[[int, str], str]  # the match's id, what is not as kept
    unreadable_some: Callable[[str], str]  # (no id) what is not as kept
    not_as_kept: Callable[[str], str]  # a column's code: what is not as kept

    # A record that is not a finished match ---------------------------------------------
    not_a_record: Callable[[str], str]  # the record reader's words
    too_deep: str
    not_finished: str
    cannot_keep: Callable[[str], str]  # why (one of the three above)
    not_an_object: str
    the_record: str  # the thing a file holds, in "... is not JSON"
    no_such_player: Callable[[str, str], str]  # the name asked for (quoted), the players
    players_unnamed: str
    no_such_match: Callable[[int], str]
    no_such_match_listed: Callable[[int], str]  # and where to see the ids

    # After a match, at the table --------------------------------------------------------
    not_kept: Callable[[str], str]  # why
    same_match: Callable[[int], str]  # the id kept before
    rating_unreadable: Callable[[str], str]  # why
    practice: Callable[[str], str]  # the rating as written, or ""
    helped: Callable[[bool, str], str]  # the tutor (else hints), the rating or ""
    rating_later: Callable[[int | None], str]  # more matches (None: too many to say)
    rating_after: Callable[[str, bool], str]  # the rating, won
    review_not_kept: Callable[[str], str]  # why
    network_kept: str
    rating: Callable[[str, str], str]  # value, spread, as written: "1,480 ± 90"

    # ecarte stats ----------------------------------------------------------------------
    stats_epilog: str  # the figures
    stats_json_epilog: Callable[[str, str], str]  # the JSON's shape, then its last brace
    stats_import_epilog: Callable[[str], str]  # the option --you
    stats_import_title: str
    metavars: dict[str, str]  # NAME, RULES, DATE, FILE as the help shows them
    stats_import_help: str
    stats_files_help: str
    stats_you_help: str
    level_help: str
    rules_help: str
    since_help: str
    json_help: str
    not_a_date: Callable[[str], str]  # the text given, quoted
    stats_empty: str
    none_is_you: Callable[[int, str], str]  # matches kept, the option --you
    none_fits: str
    finished: Callable[[int, bool], str]  # matches counted, filtered
    rating_line: Callable[[str], str]  # the rating as written
    rating_soon: Callable[[int, int | None], str]  # rated so far, more to come (or None)
    no_rated: Callable[[bool, bool, bool, bool], str]  # tutor/hints, take-backs seen,
    #   hot-seat or network seen, an opponent off the ladder seen
    stats_columns: tuple[str, ...]  # opponent rules played games pts/deal voles paid errors
    stats_legend: str
    a_deal: Callable[[str], str]  # net points a deal, signed
    as_elder: Callable[[int, int, str, int, str], str]  # deals, stood, paid, proposed, paid
    as_dealer: Callable[[int, int, str], str]  # asked, refused, paid
    against: Callable[[str, str, str], str]  # opponent, rules, what follows
    chart_title: Callable[[int], str]  # matches
    chart_rows: tuple[str, ...]  # result, points/deal, errors: each padded to one width
    won_mark: str  # a letter
    lost_mark: str
    chart_range: Callable[[str, str], str]  # lowest, highest (signed)
    chart_errors: Callable[[str, str, str], str]  # no error (0%), the highest rate, the mark
    chart_unreviewed: Callable[[str], str]  # the not-reviewed mark
    import_stopped: Callable[[str], str]  # why
    line_of: Callable[[str, int], str]  # file, line
    skipped: Callable[[str, str], str]  # where, why
    cannot_be_read: str
    import_added: Callable[[int], str]
    import_claimed: Callable[[int], str]
    import_again: Callable[[int], str]
    import_skipped: Callable[[int], str]
    bots_left_out: Callable[[str, int], str]  # file, matches between two bots in it
    import_bots: Callable[[int], str]  # matches between two bots, in all

    # ecarte history --------------------------------------------------------------------
    history_epilog: str
    history_json_epilog: Callable[[str, str], str]  # the JSON's shape, its key you
    limit_help: str
    history_json_help: str
    the_limit: str  # the name of --limit in its error
    history_empty: str
    history_columns: tuple[str, ...]  # id date opponent rules result errors
    history_legend: Callable[[str], str]  # under the table: what the errors column counts;
    # the mark of a match not reviewed
    hotseat: str  # the opponent of a hot-seat match
    result: Callable[[bool, int, int, bool], str]  # won, yours, theirs, in games
    result_of: Callable[[str, int, int, bool], str]  # winner's name, high, low, in games
    practice_mark: str
    tutor_mark: str
    hints_mark: str
    opens_one: Callable[[str], str]  # the commands, each quoted
    command: Callable[[str], str]  # a command quoted: 'ecarte replay ID'
    or_word: str
    # errors by part of the game, over time (ecarte.history.summary.phase_errors)
    parts_title: Callable[[int], str]  # how many reviewed matches are "recent"
    part_names: dict[str, str]  # exchange, king, play
    # the part's name, its rate and decisions in the recent matches, the same before
    # (None: no earlier reviewed match)
    part_line: Callable[[str, str, int, str | None, int], str]
    part_none: Callable[[str], str]  # the part's name: no decision of that part reviewed


def words(code: str | None = None) -> StatsWords:
    return area(__name__, StatsWords, code)
