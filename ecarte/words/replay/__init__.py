"""The words of the replay (``ecarte replay``): each frame's position line and the steps
the table tells as panels, the review's marks beside the moves, the transcript, the keys
of the screen, jumping to a deal, and the errors of a record or a review that cannot be
shown.

An area of words, as ``ecarte.words.area`` describes: ``ReplayWords`` names the messages,
``en``, ``fr`` and ``it`` word them. A seat is told by its name and whether it is "you"
(``bool``): the viewer, or a player named "You"."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.words import area

KEEPS = ("json", "lines", "null", "ecarte", "review")  # JSON Lines, null, a command, a flag


class ReplayWords(NamedTuple):
    # where a frame is
    no_deal_here: str  # the position line of a record without a deal
    game_n: Callable[[int], str]  # "game 1"
    deal_n: Callable[[int], str]
    action_n: Callable[[int, int], str]  # "action 7/15"
    reshuffle: str
    # the steps in words
    no_deal: str
    you_hold: str  # before the viewer's cards
    you_hold_end: str  # after them
    discards: Callable[[bool, str], str]  # you?, name: "You discard", "Ada discards"
    discard_count: Callable[[int], str]  # "3 cards"
    stock_short: str  # after the cards
    # a practice match's take-back before this action: you?, name, the action in words
    taken_back: Callable[[bool, str, str], str]
    taken_back_unseen: Callable[[bool, str], str]  # ... whose cards this view may not see
    someone: Callable[[bool, str], str]  # you?, name: "You", "Ada"
    deal_over: str
    wins_game: Callable[[bool, str, int, int], str]  # you?, name, their points, the other's
    counts: Callable[[int], str]  # the game's value, after wins_game
    wins_match: Callable[[bool, str], str]
    games_to: Callable[[int, int], str]  # after wins_match: ", 2 games to 1"
    # the review's marks
    mark_words: dict[str, str]  # by mark code: "Inaccuracy: "; "" (unmarked): "Sound: "
    post_mortem: str
    best_choice: Callable[[str], str]  # the choice and its chance
    mark_rest: Callable[[str, str], str]  # played and its chance, best and its chance
    mark_loss: Callable[[str], str]  # the loss, in points
    mark_even: Callable[[str, str], str]  # played and best with their chances, no loss shown
    # the open hands
    no_cards: str
    discarded: str  # before the cards
    hands: str  # the panel's title
    # the transcript
    against: Callable[[str, str, str], str]  # the names, the rules (codes)
    deal_heading: Callable[[int, int, int], str]  # game, deal, actions
    ends_early: Callable[[str], str]  # the score
    score_part: Callable[[bool, str, int], str]  # you?, name, points: "you 3", "Ada 2"
    # jumping to a deal
    not_a_deal: Callable[[str, bool], str]  # the text (quoted), several games?
    no_game: Callable[[int, int], str]  # the game typed, the games
    no_deal_in: Callable[[int, int, int], str]  # game, deal typed, the deals
    other_game: str  # how a deal of another game is typed
    jump_one: Callable[[int], str]  # the prompt after g, one game: its deals
    jump_many: Callable[[int, int, int], str]  # the game shown, its deals, the games
    jump_empty: str  # Enter with nothing typed: the view stays
    # the screen
    keys: tuple[str, ...]  # the key help, glyphs; the 7th is the marks'
    keys_ascii: tuple[str, ...]
    at_end: str
    at_start: str
    no_mark_after: str
    no_mark_before: str
    # ecarte replay's errors
    standard_input: str
    one_record: Callable[[str, int], str]  # the file, the line asked
    many_records: Callable[[str, int], str]  # the file, the records
    no_line: Callable[[int, str, int], str]  # the line, the file, the records
    line_of: Callable[[int, str, str], str]  # the line, the file, the problem
    breaks_rules: Callable[[str], str]  # where and why
    no_file: Callable[[str], str]
    reviewing: Callable[[int, int], str]  # done, total
    # a review (ecarte review --json) that cannot be read
    not_object: str
    no_records: str
    record_number: Callable[[int, int], str]  # the records, this record's number
    no_decisions: str
    other_players: Callable[[str, str], str]  # the review's players, the record's
    names_and: Callable[[str, str], str]  # two names
    no_players: str
    not_in_record: Callable[[int, int, int], str]  # game, deal, action
    other_action: Callable[[int, int, int, int, str, int, str], str]  # ... seat, played x2
    decision_of: Callable[[int], str]  # "decision 3 of the review"
    not_an_object: Callable[[str], str]  # the decision
    whole_number: Callable[[str, str], str]  # the decision, the key
    a_string: Callable[[str, str], str]
    best_not_action: Callable[[str, str], str]  # the decision, why
    loss_number: Callable[[str], str]
    mark_kinds: Callable[[str], str]
    why_shape: Callable[[str], str]  # where: 'why' is neither null nor its lines and reasons
    book_shape: Callable[[str], str]  # where: 'book' is neither null nor the book's advice
    choices_map: Callable[[str], str]

    # ecarte replay --help
    help_epilog: str
    help_file: str
    help_line: str
    help_seat: str
    help_review: str


def words(code: str | None = None) -> ReplayWords:
    return area(__name__, ReplayWords, code)
