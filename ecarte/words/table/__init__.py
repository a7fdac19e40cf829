"""The words of the table a player looks at: its panels (score, deal, trumps, hand...),
the summaries of a deal, a game and a match, the score sheet, each turn's prompt, the
questions before a costly move, the table's commands (help, ?, hint, undo, speed) and
what a line typed wrong is told.

An area of words, as ``ecarte.words.area`` describes: ``TableWords`` names the messages,
``en``, ``fr`` and ``it`` word them. A seat is given to a message as its name and whether
it is "you" (``name, you``): the language says "you", "vous" or "tu", and conjugates."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.engine.cards import Card, Suit
from ecarte.words import area

KEEPS = ("Tab",)
"""Words a French or Italian message may keep: the Tab key."""

Seat = Callable[[str, bool], str]
"""A message about one seat: its name, and whether it is "you"."""


class TableWords(NamedTuple):
    you: str  # "you" inside a sentence
    semicolon: str  # between the parts of a list: "; ", French "\u00a0; "
    # the table's panel: its labels (the longest sets the labels' width)
    label_score: str
    label_deal: str
    label_trumps: str
    label_exchanged: str
    label_tricks: str
    label_last_trick: str
    label_this_trick: str
    label_hand: str
    label_discarded: str
    label_king: str
    label_games: str
    label_rules: str
    label_opponent: str
    # the panel's title
    title_game: Callable[[int], str]  # game number
    title_game_of: Callable[[int, int], str]  # game number, games at most
    title_deal: Callable[[int], str]
    title_stake: Callable[[int], str]
    # the rows
    first_to: Callable[[int], str]  # after the score: the target
    games_tally: Callable[[int, int], str]  # after the score: games won
    deal_row: Callable[[str, bool, str, bool], str]  # the dealer, the elder
    trump_suit: Callable[[Suit, str], str]  # the suit, its mark as drawn
    turnup: str  # between the trump suit and the turned-up card
    stock: Callable[[int], str]
    proposals: Callable[[int], str]
    no_exchange: str
    exchange_counts: Callable[[str], str]  # the seats and how many cards each changed
    no_exchange_yet: str
    penalty: Callable[[str, bool, bool], str]  # who pays double; True: stood
    none_yet: str  # no trick yet
    led: Seat  # before the card led
    then_played: Seat  # between the card led and the card played
    card_article: Callable[[Card], str]  # before a card the rows and prompts name: "il "
    last_led: Seat  # as led, in the last trick's row (Italian tells it in the past)
    last_then_played: Seat  # as then_played, in the last trick's row
    trick_won: Seat  # after the cards of a trick
    played_out: str
    to_lead: Seat
    king_declared: Seat
    trumps_mark: str  # beside the trumps of a hand
    # the ends of a deal, a game, a match
    deal_over: str
    summary_tricks: Callable[[str], str]  # the tricks of each, as "you 3, Bot 2"
    no_points: str
    scored: Callable[[str, bool, int], str]  # who, the points
    summary_score: Callable[[str, int], str]  # the score as "you 3, Bot 2", the target
    game_over: str
    game_won: Callable[[str, bool, int, int], str]  # the winner, its score, the other's
    game_counts: Callable[[int], str]
    games_line: Callable[[str, int], str]  # games as "you 1, Bot 0", best of
    games_row: Callable[[str, int], str]  # the same in the score panel
    game_row: Callable[[str, bool, int, int], str]  # the winner of a game, the score
    match_over: str
    match_won: Seat
    by_games: Callable[[int, int], str]
    by_points: Callable[[int, int], str]
    stakes_won: Callable[[str], str]  # as "you 2, Bot 1"
    seed_line: Callable[[int], str]
    record_saved: str  # before the record's path, on its line or above it
    score_title: str
    # the score sheet
    sheet_title: str
    sheet_headers: tuple[str, ...]  # deal, dealer, exchange, play, tricks, points, score
    sheet_empty: str
    sheet_in_play: str
    sheet_stood: Seat
    sheet_played_on: Seat  # the same after an exchange: playing on, no longer standing
    sheet_proposed: Seat
    sheet_accepted: Seat
    sheet_refused: Seat
    sheet_declared: Seat
    sheet_conceded: Seat
    sheet_doubled: Seat
    sheet_dropped: Seat
    sheet_king_turned: str  # by the dealer, whom the row names
    sheet_taken: Callable[[str, bool, int], str]  # who, the stake
    sheet_game: Callable[[int, str, bool, int, int], str]  # game, its winner, the score
    sheet_caption: Callable[[str, str], str]  # the two names
    sheet_caption_yours: Callable[[str], str]  # the other's name
    sheet_key: Callable[[int, int], str]  # game, deal
    sheet_game_deal: Callable[[int, int], str]  # game, deal (a paragraph's start)
    sheet_deal: Callable[[int], str]
    sheet_dealer: Callable[[str], str]
    sheet_tricks: Callable[[str], str]
    sheet_score: Callable[[str], str]
    practice_undo: Callable[[int], str]  # take-backs, in a practice match
    practice_used: Callable[[int], str]  # take-backs, in a match of two humans
    # the words a player types: each move's and command's own word in the language,
    # (English always works too, and each word without its accents)
    move_words: dict[str, str]  # an action's kind (and "play", "discard") -> its word
    play_on_word: str  # standing after an exchange, as ? lists it (no longer "by authority")
    command_words: dict[str, str]  # a command -> its word
    speed_words: dict[str, str]  # fast, normal, slow -> the language's word
    switch_words: dict[str, str]  # on, off -> the language's word
    command_meta: str  # beside a command that Tab offers
    # a line typed wrong
    too_long: Callable[[int], str]
    control_characters: str
    empty_line: str
    no_move_now: str
    name_discards: Callable[[bool], str]  # True: discard alone keeps all five
    play_one: str  # after 'play' with several cards
    which_card: str
    play_alone: str
    play_takes_card: str
    tutor_takes: str
    speed_takes: Callable[[str], str]  # the word typed
    takes_nothing: Callable[[str], str]
    unknown_word: Callable[[str], str]
    play_one_alone: str  # several cards typed alone
    not_time_stand: str
    not_time_answer: str
    not_time_double: str
    not_time: str
    no_position: Callable[[str, int], str]  # the number typed, the cards held
    named_twice: Callable[[Card], str]  # the card named twice
    you_may_play: Callable[[tuple[Card, ...]], str]  # the cards one may play, in hand order
    # ? : the legal moves
    legal: str
    discard_range: Callable[[int, int, str], str]  # fewest, most, the cards
    discard_exact: Callable[[int, str], str]
    # the help
    help_commands: dict[str, str]  # a row's key -> what to type
    help_texts: dict[str, str]  # a row's key -> what it does
    # each turn's prompt
    doubles: Callable[[str, int], str]  # the other, the stake if taken
    elder_turn: str
    elder_turn_again: str  # the same after an exchange: playing on is no longer standing
    stand_costs: str
    answer_turn: Callable[[str], str]  # the other
    refusal_costs: str
    discard_turn: Callable[[int, int, str], str]  # fewest, most, an example
    discard_alone: str
    your_lead: str
    follow_turn: Callable[[bool], str]  # one card only; the cards follow (the lead is told)
    cards_or: str  # before the last of the cards one may play (" o "); "": as the others
    end_of_sentence: str
    king_turn: str
    # questions before a move
    concede_question: Callable[[str, int, bool, bool], str]  # other, points, match, game
    discard_question: Callable[[str, int], str]  # the cards, how many
    king_question: Callable[[Card, Card, bool], str]  # the King, the card to play,
    # whether the card is the King itself
    # hint, undo, speed
    hint_question: str
    hint_again: str
    no_hint: str
    undo_question: str
    undo_unrated: str
    cannot_undo: Callable[[str], str]  # why
    nothing_taken_back: str
    taken_back: str
    now_practice: str
    undo_makes_practice: str
    speed_is: Callable[[float], str]
    not_a_speed: Callable[[str], str]
    speed_now: Callable[[float], str]
    chance_default: str  # what a hint's chance is of, when not told
    chance_match: Callable[[int], str]
    chance_game: Callable[[int], str]  # the target
    chance_stake: Callable[[int], str]
    chance_in_match: Callable[[int, int], str]  # this game's number, best of
    hint_line: Callable[[str, str], str]  # the level, the action in words
    hint_play: Callable[[Card, str], str]  # a card to play, in the hint and its chances:
    # the card (its article is the card's), and the card as the table draws it
    chance_line: Callable[[str], str]  # what the chance is of; the chances follow
    chance_item: Callable[[str, str], str]  # one choice (as the table writes it), its chance
    book_choice: str
    level_name: Callable[[str], str] = str  # a bot's level in the score panel
    # (the command line's code, "expert", unless the language names the levels otherwise)


def words(code: str | None = None) -> TableWords:
    return area(__name__, TableWords, code)


def who(seat_name: str, you: bool, code: str | None = None) -> str:
    """A seat inside a sentence: its name, or the language's "you"."""
    return words(code).you if you else seat_name


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]
