"""The words of the session around the table: starting and ending a match, saving and
resuming (which match to go on with), leaving, Ctrl-C and Ctrl-D, the hot-seat hand-over,
yes/no questions, the confirmations around a move, the settings file's warnings, the
toolbar, undo's refusals and the names the table gives when none is given.

An area of words, as ``ecarte.words.area`` describes: ``SessionWords`` names the
messages, ``en``, ``fr`` and ``it`` word them."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.engine.cards import Card
from ecarte.words import area

KEEPS = ("ecarte", "play", "resume", "ID", "discard", "exec", "COMMAND", "bot", "lang",
         "hotseat", "delay", "speed", "fast", "normal", "slow", "tutor", "autoplay",
         "declare_king", "hotseat_names", "name", "level", "ascii", "four_colour",
         "lesson_offered", "last", "forced", "off", "ask", "always", "true", "false",
         "en", "fr", "it", "help", "d", "drop", "preset", "Bot")
"""Commands, flags, settings and their values, which stay as they are typed."""


class SessionWords(NamedTuple):
    # names the table gives when none is given; a save and a record keep the English
    default_names: dict[str, str]  # "You", "Player 1", "Player 2", "Bot" as shown
    you_in_sentence: str  # a player named "You", inside a sentence: "you", "vous"

    # playing on, the next match
    bot_failed: Callable[[str, str], str]  # the bot's level, its error
    bot_failed_saved: str
    play_again: str
    new_match: Callable[[int, str], str]  # the seed, who deals first (a sentence)
    cut_decides: str
    you_deal_first: str
    loser_deals_first: Callable[[str], str]  # the loser's name
    thinking: Callable[[str], str]  # the bot's name
    press_enter_next_game: str
    press_enter_next_deal: str
    press_enter_continue: str
    no_move_now: str

    # saving, leaving
    not_saved: Callable[[str], str]  # what could not be written and why
    saved_again: str
    nothing_read: str
    saved_on_leaving: str
    unsaved_on_leaving: str
    never_saved_on_leaving: str
    not_written: Callable[[str, str], str]  # the path ("" if none), why
    not_written_to: Callable[[str, str], str]  # the path, why: a clause after "The record"
    record_failed: Callable[[str], str]  # the clause above
    save_kept: str
    leave_question: str
    being_played: Callable[[str], str]  # the match's id

    # the hot-seat hand-over
    press_enter_then_pass: Callable[[str], str]  # the next player
    pass_keyboard: Callable[[str, str, int, str, int], str]  # next, first, score, second, score
    press_enter_ready: str

    # the toolbar
    double_offered: str
    phases: dict[str, str]  # a deal's phase (its code) as the toolbar names it
    trumps: Callable[[str], str]  # the suit as the look draws it
    score_to: Callable[[str, int, int, str, int], str]  # first, scores, second, target
    bot_level: Callable[[str], str]
    help_hint: str
    help_hint_ascii: str

    # yes or no
    yes_words: tuple[str, ...]  # the answers that say yes, beside y and yes
    no_words: tuple[str, ...]
    default_yes: str  # "[Y/n]": Enter says yes
    default_no: str  # "[y/N]"
    answer_yes_or_no: Callable[[bool], str]  # what Enter means

    # confirmations around a move
    not_played: str  # Ctrl-C at the King's question: nothing played
    not_conceded: str
    nothing_discarded: str
    last_card_played: Callable[[Card], str]  # the card played for you
    only_card_played: Callable[[Card], str]

    # undo: why not (a code of ecarte.driver.ledger.NoUndo)
    no_undo: dict[str, str]

    # which match: the flags' wishes a saved match is not
    wants_hotseat: str
    wants_bot: str
    wants_level: Callable[[str], str]
    wants_rules: str
    wants_names: str
    wants_seed: Callable[[int], str]

    # which match: the saved ones
    resume_hint: Callable[[str], str]  # the match's id
    listed: Callable[[int, str, str], str]  # its number, id, when saved
    busy_numbers: Callable[[int, str], str]  # how many are busy, the number given
    no_such_match: Callable[[str], str]  # the id given, quoted
    names_several: Callable[[str, int], str]  # the id given, quoted; how many
    nothing_changed: str
    nothing_else_changed: str
    new_as_flags_ask: Callable[[str, str, str], str]  # the wishes, the match, the hint
    new_one_kept: Callable[[str], str]  # the hint
    new_several_kept: Callable[[int], str]
    unfinished_offer: Callable[[str, str, int], str]  # the match, when saved, how many others
    go_on_question: str
    new_unfinished_kept: Callable[[str], str]  # the hint
    going_on: Callable[[str, str, str], str]  # the id, the match, when saved
    elsewhere: Callable[[int], str]  # how many are played elsewhere: "" for none
    no_saved_match: Callable[[str], str]  # the above
    no_saved_start_question: Callable[[str], str]
    start_one: Callable[[str], str]  # the sentence above
    unfinished_heading: Callable[[str], str]  # the above
    choose_with_id: str
    none_left: str
    start_new_question: str
    drop_question: Callable[[int, str], str]  # its number, the match
    nothing_dropped: str
    drop_busy: Callable[[int], str]
    drop_failed: Callable[[int, str], str]  # its number, why
    dropped: Callable[[int, str], str]  # its number, where its save went
    which_prompt: Callable[[int], str]  # how many are listed
    which_again: Callable[[int], str]
    drop_words: tuple[str, ...]  # what drops a match of the list, beside d and drop

    # a saved match, described
    when: str  # strftime of the time after the day: "%H:%M:%S"
    before_first_deal: str
    deal_number: Callable[[int], str]
    game_and_deal: Callable[[int, str], str]  # the game's number, the deal above
    at_one_keyboard: Callable[[str, str], str]
    against_bot: Callable[[str, str], str]  # the player, the bot's level
    preset_rules: Callable[[str], str]  # the preset's name
    score: Callable[[str, int, str, int], str]
    games: Callable[[int, int], str]
    described: Callable[[int, str, str, str, str], str]  # seed, who, rules, reached, score

    # a save that cannot be read
    save_named: Callable[[str], str]  # the file's name: the subject of what follows
    not_a_save: Callable[[str], str]
    no_seed: Callable[[str, int], str]  # the save, the largest seed
    no_record: Callable[[str], str]
    cannot_resume: Callable[[str, str], str]  # the save, why
    cannot_replay: Callable[[str, str], str]
    too_deep: Callable[[str], str]
    cannot_resume_error: Callable[[str, str, str], str]  # the save, the error's kind, it
    bad_mode: str
    no_level: str
    unknown_level: Callable[[str], str]  # the level, quoted
    bad_delay: str
    bad_hints: str
    bad_flag: Callable[[str], str]  # the field, quoted
    set_aside_failed: Callable[[str, str], str]  # why the save is damaged, why not moved
    set_aside: Callable[[str, str], str]  # why, where to
    does_not_replay: Callable[[str], str]  # the fault
    not_where_left: str
    bad_field: Callable[[str, str], str]  # the field, quoted; what it must be (below)
    kinds: dict[str, str]  # what a field must be, by its kind's code
    bad_notes: Callable[[int], str]  # the deal's number

    # the settings file
    settings_ignored: Callable[[str, str], str]  # the path, why
    settings_too_deep: str
    settings_number_too_long: str
    bad_hotseat_names: str
    bad_name: str
    bad_setting_delay: Callable[[str], str]  # the most seconds
    bad_speed: str
    one_of: Callable[[str, str], str]  # the setting, its values
    bad_tutor: str
    wrong_type: Callable[[str], str]  # the setting
    no_setting: Callable[[str], str]  # the setting, quoted
    problems_in: Callable[[str, str], str]  # the path, the problems
    problem_separator: str

    # the players


def words(code: str | None = None) -> SessionWords:
    return area(__name__, SessionWords, code)
