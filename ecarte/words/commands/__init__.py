"""The words of the command line: ``ecarte --help`` and each command's help, argparse's
own words, the sentences of a refused flag or value, of a file that cannot be read or
written, and of ``ecarte play``, ``verify``, ``arena`` and ``engine``.

An area of words, as ``ecarte.words.area`` describes: ``CommandsWords`` names the
messages, ``en``, ``fr`` and ``it`` word them. The help of ``ecarte`` itself is in
``top`` (plain data, read without loading this package)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.words import area

KEEPS = ("it", "lang", "club", "novice", "expert", "random", "target", "ask", "auto",
         "strict", "free", "ascii", "hotseat_names", "four_colour", "Bob", "stdin",
         "stdout", "undo", "hint", "score", "log", "quit", "help", "rules", "king",
         "concede", "propose", "stand", "accept", "refuse", "discard", "valid", "complete",
         "error", "action", "kept", "matches", "message", "deals", "games", "hello", "act",
         "python", "engine", "level")
"""Words of the command line a French or Italian sentence keeps: options, setting names,
levels, the keys of the JSON a command prints."""


class CommandsWords(NamedTuple):
    # ecarte itself
    top: dict[str, str]  # the help of ecarte (top.py)
    interrupted: str  # a Ctrl-C that no prompt read
    output_lost: Callable[[str], str]  # why
    # argparse's own words, by its English message (gettext's msgid)
    argparse: dict[str, str]
    unrecognized: Callable[[str], str]  # the words
    did_you_mean: Callable[[str], str]  # the option meant
    did_you_mean_as: Callable[[str, str, str], str]  # the option, what it is, a value or ""
    level_of_bot: str  # what --level is, for a newcomer's --bot
    invalid_value: Callable[[str, str], str]  # the type's name, the value echoed
    invalid_choice: Callable[[str, str], str]  # the value echoed, the choices
    # numbers from outside (ecarte.numbers)
    characters: Callable[[str], str]  # the length of a value echoed short
    digits: Callable[[str], str]  # how many digits
    whole_from_to: Callable[[str, str, str, str], str]  # what, least, most, the value
    whole_from: Callable[[str, str, str], str]  # what, least, the value
    seed_not_whole: str
    seed_out: Callable[[str], str]  # the largest seed
    named: dict[str, str]  # each thing a sentence names, by its English name (a code)
    not_seconds: Callable[[str, str], str]  # what, the value echoed
    seconds_range: Callable[[str, str, str], str]  # what, least, most
    note: Callable[[str], str]  # a note before the table
    metavars: dict[str, str]  # each option's blank, by its English name
    # the rules and display flags of play and watch
    rules_heading: str
    rules_about: str
    rules_help: str  # with argparse's %(choices)s
    target_help: str
    match_help: str
    packets_help: str
    king_help: str
    trumping_help: str
    option_helps: dict[str, str]  # each rule book option's --flag/--no-flag
    display_heading: str
    ascii_help: str
    four_colour_help: str
    delay_help: str
    # ecarte play
    play_epilog: str
    play_level_help: str
    play_name_help: str
    play_seed_help: str
    hotseat_help: str
    names_help: str
    resume_help: str
    play_record_help: str
    tutor_help: str
    changed_meanwhile: Callable[[str], str]  # the match's id
    two_names: str
    no_saved_level: str
    no_such_saved_level: Callable[[str], str]  # the level, quoted
    setting_level_ignored: Callable[[str, str, str, str], str]  # file, level, levels, default
    outside_engine_resume: Callable[[str, str], str]  # the engine quoted, --level's value
    exec_needs_command: Callable[[str], str]  # the exec: prefix
    no_level_close: Callable[[str, str, str], str]  # level quoted, the close one, levels
    no_level_choose: Callable[[str, str], str]  # level quoted, levels
    names_needs_two: str
    name_needs: str
    name_bot: str
    resumed_keeps: str
    # the panel before a match
    who_hotseat: Callable[[str, str], str]  # the two names
    who_bot: Callable[[str], str]  # the bot's level
    custom_rules: str  # rules of no preset
    welcome_title: Callable[[str], str]  # who plays
    welcome_match: Callable[[int, int, str, str], str]  # games, target, preset, seed
    welcome_resumed: str
    welcome_tutor: str
    welcome_basics: str
    welcome_newcomer: str
    welcome_strongest: Callable[[str], str]  # the level
    deal_so_far: str
    # ecarte verify
    verify_epilog: Callable[[str, str, str, str], str]  # the JSON printed: valid, not,
    # a commitment kept, one broken
    verify_file_help: str
    verify_jobs_help: str
    # ecarte engine
    engine_level_help: str
    engine_seed_help: str
    # ecarte arena
    arena_epilog: str
    arena_a_help: str
    arena_b_help: str
    deals_help: str
    games_help: str
    arena_seed_help: str
    jobs_help: str
    arena_record_help: str
    json_help: str
    arena_rules_help: str
    option_help: str
    option_form: Callable[[str], str]  # the value echoed
    no_option: Callable[[str], str]  # the word echoed
    no_bot: Callable[[str, str], str]  # the bot quoted, the levels
    bot_failed: Callable[[str, int, str, str], str]  # bot, seat, error, where (arena_where)
    bot_illegal: Callable[[str, int, str, str, str], str]  # bot, seat, its action, error, where
    arena_where: Callable[[int, int, bool, int, int], str]  # the pair (from 1), the pairs,
    # game pairs or not, the run (0: A in seat 0, 1: the seats swapped), the deal (from 1)
    arena_kept: Callable[[int, bool], str]  # pairs finished and kept, game pairs or not
    arena_request: Callable[[str, str], str]  # the file of the requests, the command
    engine_log_help: str
    progress_games: str
    progress_deals: str
    arena_title_games: Callable[[str, str, int, int], str]  # a, b, pairs, deals
    arena_title_deals: Callable[[str, str, int, int], str]
    arena_rows: dict[str, str]  # the result table's rows
    verdicts: dict[str, str]  # A against B: better, worse, even
    per_deal: Callable[[str, str, str, str, str, str], str]  # a, net, 95%, low, high, verdict
    game_share: Callable[[str, str, str, str, str], str]  # a, share, 95%, low, high
    per_deal_alone: Callable[[str, str, str], str]  # a, net, why there is no interval
    game_share_alone: Callable[[str, str, str], str]  # a, share, why there is no interval
    too_few_pairs: Callable[[str, int, int, bool], str]  # 95%, pairs, fewest, game pairs
    pairs_alike: Callable[[str, bool], str]  # 95%, game pairs (else deal pairs)
    # an outside engine (exec:COMMAND) that fails: the command quoted first
    engine_unreadable: Callable[[str, str], str]  # why
    engine_empty: str
    engine_no_program: Callable[[str, str], str]  # the program quoted
    engine_not_started: Callable[[str, str], str]  # why
    engine_not_hello: Callable[[str, str], str]  # its answer
    engine_version: Callable[[str, str, str], str]  # its version, ours
    engine_option: Callable[[str, str], str]  # what is wrong with an option (a sentence)
    engine_not_action: Callable[[str, str], str]  # its answer
    engine_illegal: Callable[[str, str, str], str]  # its action, the legal ones
    engine_closed: Callable[[str], str]
    engine_stopped_before: Callable[[str, str, str], str]  # the request, its exit (or "")
    engine_timeout: Callable[[str, str, str], str]  # the request, the seconds
    engine_stopped_without: Callable[[str, str, str], str]  # the request, its exit (or "")
    engine_overlong: Callable[[str, str, str], str]  # the request, the most bytes
    engine_not_json: Callable[[str, str, str], str]  # the request, its answer
    engine_not_object: Callable[[str, str, str], str]  # the request, its answer
    engine_refused: Callable[[str, str, str], str]  # the request, its error
    engine_exit: Callable[[int, str], str]  # its exit status, its last line of stderr
    # files
    reasons: dict[str, str]  # why a file could not be written, by errno's name
    no_such_file: str
    could_not_write: Callable[[str, str], str]  # the path, why
    cannot_read: Callable[[str, str], str]  # the name, why
    too_large: Callable[[str, str, str], str]  # the name, the size, what it is read as
    mebibytes: Callable[[int], str]
    bytes_: Callable[[str], str]  # the number of bytes, written
    not_utf8: Callable[[str, int], str]  # what, the byte
    not_json: Callable[[str, int, int, str], str]  # what, line, column, json's reason
    too_deep: Callable[[str], str]  # what
    unreadable: Callable[[str, str], str]  # what, why
    too_many_digits: Callable[[str, str, str], str]  # what, digits, the most


def words(code: str | None = None) -> CommandsWords:
    return area(__name__, CommandsWords, code)


def said_by(prog: str) -> str:
    """A message's opening, the program that says it: "ecarte play: " (French
    "ecarte play : ")."""
    return prog + words().top.get("colon", ": ")


def name(thing: str, code: str | None = None) -> str:
    """What a sentence calls ``thing`` (its English name, "the seed"), in the language;
    a name the area does not know is said as it is given."""
    return words(code).named.get(thing, thing)
