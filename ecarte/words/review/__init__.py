"""The words of the expert's review: ``ecarte review`` (its text and its errors), the
review at the end of a match, and the tutor at the table.

An area of words, as ``ecarte.words.area`` describes: ``ReviewWords`` names the messages,
``en``, ``fr`` and ``it`` word them. The review itself is facts (``DecisionReview``: a
phase code, the actions in record words, the chances, the loss, a mark code); these
messages word them at the edge. A mark or a phase is a key of a dict below, by its code
("inaccuracy", "mistake", "blunder"; "propose", "answer", "discard", "king", "play",
"double")."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.engine.cards import Card
from ecarte.words import area

KEEPS = ("tutor", "on", "off", "seat", "review", "ecarte", "json", "player")  # command words


class ReviewWords(NamedTuple):
    # a choice, inside a sentence ("chose to ..."), by its kind (review text)
    choice_bare: dict[str, str]  # stand, propose, accept, refuse, king, double, ...
    choice_play: Callable[[Card], str]  # "play K♠"
    choice_discard: Callable[[str], str]  # the cards, one space apart
    choice_discard_none: str
    # a choice as the table writes it (the tutor, the end-of-match review, the replay)
    action_bare: dict[str, str]  # by kind: "stand", "propose", ...
    action_play_on: str  # a stand after an exchange: playing on, not by authority
    action_play: Callable[[Card], str]  # "play K♠"
    action_discard: Callable[[str], str]  # "discard 10♥ 9♠ Q♠": the cards, one space apart
    # the decisions' kinds: review text, then the table's review
    phase_names: dict[str, str]
    kind_names: dict[str, str]
    # the marks, by code
    mark_names: dict[str, str]  # "inaccuracy", as a word in a list
    a_mark: dict[str, str]  # "an inaccuracy"
    a_mark_capital: dict[str, str]  # "An inaccuracy", opening a sentence
    inaccuracies: Callable[[int], str]  # "2 inaccuracies"
    mistakes: Callable[[int], str]
    blunders: Callable[[int], str]
    no_inaccuracies: Callable[[int], str]  # as the table counts them: "no mistakes"
    no_mistakes: Callable[[int], str]
    no_blunders: Callable[[int], str]
    # what the chances are chances of
    chance_game: str  # "chance of winning the game"
    chance_match: str
    chance_game_to: Callable[[int], str]  # "Chance of winning the game (to 5)"
    chance_match_of: Callable[[int], str]  # "... the match (best of 3 games)"
    chance_stake: str  # under the videau, a double
    chance_plain: str  # "Chance of winning"
    # the review in words (ecarte review)
    marks_rule: Callable[[str, str, str], str]  # the three bounds in points
    why_none: Callable[[str], str]  # under the inaccuracy's bound
    why_mark: Callable[[str, str], str]  # "a mistake", its bound
    where: Callable[[int, int, int, str], str]  # game, deal, action, the phase's name
    chose: Callable[[str, str, str, str], str]  # where, name, played, best
    chances_line: Callable[[str, str, str, str, str], str]  # of, mine, better, lost, why
    seat_head: Callable[[str, int, int], str]  # name, decisions, forced moves
    seat_marks: Callable[[str, str, str, str, str], str]  # the 3 counts, loss, mean
    by_phase: Callable[[str], str]  # the phases, listed
    phase_item: Callable[[str, int], str]  # the phase's name, decisions
    list_sep: str  # between the phases
    costliest: str
    none_marked: Callable[[str], str]  # the costliest loss
    no_loss: str
    other_marked: str
    other_line: Callable[[str, int, int, int, str, str, str, str], str]
    every_title: str  # before the list of every decision, in order
    every_best: Callable[[str, str, str], str]  # where, played, its chance: the best
    every_other: Callable[[str, str, str, str, str, str], str]
    # where, played, its chance, the best, its chance, the mark's name ("" if none)
    help_marked: str
    # luck and skill (ecarte.review.luck): a seat's name and whether it is "you", won,
    # the final score from its side, its chance at the start (0 to 1: the parts below
    # add up to what it won or lost from there), the cards' luck (signed, in games or
    # matches), what its decisions gave up, the opponent's name, what the opponent's
    # decisions gave up (None: not reviewed, the opponent's play is then in the cards'
    # part), of a match
    luck_line: Callable[[str, bool, bool, str, float, float, float, str, float | None, bool],
                        str]
    # one deal: game and deal (1-based), the chances before and after, the cards' part,
    # the seat's name, its decisions', the opponent's name and what the opponent's
    # decisions gave this seat (None: not reviewed)
    luck_deal: Callable[[int, int, str, str, str, str, str, str, str | None], str]
    luck_title: Callable[[bool], str]  # before the deals' lines; False: the opponent's
    # play was not reviewed, and is in the cards' part
    step_question: str  # after the review at the table: into the replay?
    # the book's rule of thumb at an exchange decision (ecarte.review.book): by its code,
    # what the book says; at the discard, with the book's discard in words
    book_says: dict[str, str]
    book_note: str  # what the book is and what a jeu de règle is: before its first line
    book_keeps: Callable[[str], str]
    book_agrees: Callable[[str], str]  # what the book says: the expert chose the same
    book_departs: Callable[[str], str]  # ... the expert chose otherwise
    record_title: Callable[[int], str]  # "Record 2: "
    versus: Callable[[str, str, str], str]  # title, the first seat's name, the second's
    post_mortem_note: str
    fair_note: str
    percentages: Callable[[str, bool], str]  # what of; under the videau
    seat_name: Callable[[int], str]  # a seat (0 or 1) without a name, as a player counts
    # them: "Seat 1" for seat 0 (the --seat option and the JSON count from 0)
    # ecarte review's errors and progress
    jobs_not_whole: Callable[[int], str]
    no_such_player: Callable[[str, bool, str], str]  # the name (quoted), several, names
    record_at: Callable[[int], str]  # "record 2: "
    not_kept: Callable[[str], str]  # the history's error
    reviewing_bar: str  # the progress bar's label, before the record
    bar_decisions: str
    record_of: Callable[[int, int], str]  # "record 1 of 3"
    # the review at the end of a match
    question: str
    stopped: str
    reviewing: str
    reviewing_count: Callable[[int, int], str]
    all_forced: str
    all_good: str
    costliest_one: str
    costliest_of: Callable[[int, int], str]
    every_decision: str  # before the command that reviews every decision
    summary_title: Callable[[int], str]  # the decisions
    summary_marks: Callable[[str, str, str], str]  # inaccuracies, mistakes, blunders
    summary_loss: Callable[[str, str], str]  # in all, per decision
    by_kind: Callable[[str], str]
    you_chose: Callable[[str, str], str]  # played, best
    chances_of: Callable[[str, str, str, str, str], str]  # what, best, its %, played, %
    verdict_line: Callable[[str, str], str]  # the mark (or not), its cost
    not_marked: str
    cost_tiny: str
    cost_one: str
    cost_points: Callable[[str], str]
    # the tutor
    tutor_interrupted: str
    tutor_not_played: str
    thinking: str
    tutor_label: str
    tutor_rates: Callable[[str, str, str, str, str, str], str]  # played, a mark, of, best, %, %
    anyway: Callable[[str], str]  # the action, capitalised
    tutor_state_on: str
    tutor_state_off: str
    tutor_not_setting: Callable[[str], str]
    tutor_now_on: str
    tutor_now_off: str
    tutor_word_on: str  # the language's word for 'tutor on' ('on' always works)
    tutor_word_off: str

    # ecarte review --help
    help_epilog: str
    help_file: str
    help_seat: str
    help_player: str
    help_jobs: str
    help_json: str
    help_post_mortem: str


def words(code: str | None = None) -> ReviewWords:
    return area(__name__, ReviewWords, code)
