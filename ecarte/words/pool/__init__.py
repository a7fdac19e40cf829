"""The words of the pool (*la poule*) and la chouette: their settings refused, their
records (``ecarte-pool/1``) unreadable or wrong, and what the table says between games.

An area of words, as ``ecarte.words.area`` describes: ``PoolWords`` names the messages,
``en``, ``fr`` and ``it`` word them; ``ecarte.pool`` raises the facts they word."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from ecarte.words import area

if TYPE_CHECKING:
    from ecarte.pool.record import PoolRecordError, Verdict
    from ecarte.pool.terms import PoolError

KEEPS = ("point", "stand", "stays", "captain", "pool", "chouette", "format", "kind", "by",
         "game", "deal", "action", "true", "false",
         "players", "levels", "games", "seats", "record", "pointing", "bets", "money",
         "paid", "resume", "ecarte-pool/1")
"""The words a French or Italian message keeps as written: the record's keys, the
options' values and the pointing command."""


class PoolWords(NamedTuple):
    # settings refused (ecarte.pool.terms.Refusal)
    too_few: Callable[[int], str]  # the least number of players
    too_many: Callable[[int], str]  # the most
    named_twice: Callable[[str], str]  # the name
    wins: Callable[[str], str]  # the value, quoted
    stake: Callable[[str], str]  # the value, quoted
    after_loss: Callable[[str], str]  # the value, quoted
    comeback: Callable[[str], str]  # the value, quoted
    over: str
    not_at_table: Callable[[int], str]  # the player's place
    # a pool record that cannot be read (record.Shape)
    not_an_object: str
    format_tag: Callable[[str], str]  # the tag found
    kind: Callable[[str], str]  # the kind found
    players: str
    levels: str
    terms: Callable[[str], str]  # why
    rules: Callable[[str], str]  # why
    games: str
    game_entry: Callable[[int], str]  # the game, from 1
    seats: Callable[[int], str]  # the game, from 1
    pointing: Callable[[int], str]  # the game, from 1
    game_record: Callable[[int, str], str]  # the game, from 1; the game record's sentence
    money_shape: Callable[[int], str]  # the game, from 1
    # a pool record that breaks the rules (record.Problem); the game from 1
    game_fault: Callable[[int, str], str]  # the game, the game record's own error
    game_unfinished: Callable[[int], str]
    wrong_seats: Callable[[int, str, str], str]  # the game, the two who should sit
    wrong_names: Callable[[int], str]
    wrong_rules: Callable[[int], str]
    game_after_win: Callable[[int], str]
    bets: Callable[[int], str]
    paid: str
    money: str
    not_adviser: Callable[[int, str], str]  # the game, who pointed
    point_place: Callable[[int], str]
    point_illegal: Callable[[int, str, str], str]  # the game, the point quoted, why
    # the pool at the table
    pool_title: Callable[[str], str]  # the players, listed
    pool_terms: Callable[[int, int, bool], str]  # games in a row, the stake, comeback stake
    at_table: Callable[[str, str], str]  # the two at the table
    waiting: Callable[[str], str]  # the players waiting, listed in turn
    in_a_row: Callable[[str, int], str]  # a player, games won in a row
    pot: Callable[[int], str]  # what is in the pool
    to_the_table: Callable[[str, str, str], str]  # the two at the table; who takes the keys
    beat: Callable[[str, str, int], str]  # winner, loser, games in a row
    went_out: Callable[[str], str]
    came_in: Callable[[str, int, bool], str]  # who, the stake paid, whether a return
    pool_won: Callable[[str, int], str]  # the winner, the pot
    heads: tuple[str, str, str, str]  # the sheet's columns: player, games, paid, money
    games_won_lost: Callable[[int, int], str]  # won, lost
    next_game: str  # Press Enter
    left: Callable[[str, str], str]  # the file, the command that goes on
    record_at: Callable[[str], str]  # the file
    not_written: Callable[[str], str]  # why
    kept: Callable[[int], str]  # games kept in the history
    # la chouette at the table
    chouette_title: Callable[[str, str], str]  # the chouette, the partners listed
    chouette_terms: Callable[[int, bool], str]  # the bet, whether the captain takes the seat
    captain: Callable[[str, str], str]  # the captain, the advisers listed
    alone_captain: Callable[[str], str]  # the captain, with no adviser
    point_prompt: Callable[[str, str], str]  # the adviser, the captain
    point_usage: str
    pointed: Callable[[str, str], str]  # the adviser, the action as the table shows it
    chouette_won: Callable[[str, int, int], str]  # the chouette, the bet, the partners
    chouette_lost: Callable[[str, int, int], str]  # the chouette, the bet, the partners
    new_captain: Callable[[str], str]
    new_chouette: Callable[[str, str], str]  # the new chouette, the former
    another_game: str  # a question
    money_line: Callable[[str, str], str]  # a player, his money signed
    # the commands' help
    pool_epilog: str
    players_help: str
    wins_help: str
    stake_help: str
    comeback_help: str
    chouette_epilog: str
    chouette_player_help: str
    partners_help: str
    bet_help: str
    after_loss_help: str
    games_help: str
    record_help: str
    resume_help: str
    seed_help: str
    cannot_resume: Callable[[str, str], str]  # the file, why
    resume_over: Callable[[str], str]  # the file


def words(code: str | None = None) -> PoolWords:
    return area(__name__, PoolWords, code)


def refusal(error: PoolError) -> str:
    """The sentence of a refused setting or step."""
    from ecarte.pool.terms import Refusal

    said = words()
    number = (*error.numbers, 0)[0]
    name = (*error.names, "")[0]
    kind = error.refusal
    if kind is Refusal.TOO_FEW:
        return said.too_few(number)
    if kind is Refusal.TOO_MANY:
        return said.too_many(number)
    if kind is Refusal.NAMED_TWICE:
        return said.named_twice(name)
    if kind is Refusal.WINS:
        return said.wins(name)
    if kind is Refusal.STAKE:
        return said.stake(name)
    if kind is Refusal.AFTER_LOSS:
        return said.after_loss(name)
    if kind is Refusal.COMEBACK:
        return said.comeback(name)
    if kind is Refusal.OVER:
        return said.over
    return said.not_at_table(number)


def unreadable(error: PoolRecordError) -> str:
    """The sentence of a pool record that cannot be read."""
    from ecarte.pool.record import Shape

    said = words()
    detail = (*error.details, "")[0]
    game = (error.game or 0) + 1
    shape = error.shape
    fixed = {Shape.NOT_AN_OBJECT: said.not_an_object, Shape.PLAYERS: said.players,
             Shape.LEVELS: said.levels, Shape.GAMES: said.games}
    if shape in fixed:
        return fixed[shape]
    if shape is Shape.FORMAT_TAG:
        return said.format_tag(detail)
    if shape is Shape.KIND:
        return said.kind(detail)
    if shape is Shape.TERMS:
        return said.terms(detail)
    if shape is Shape.RULES:
        return said.rules(detail)
    if shape is Shape.GAME:
        return said.game_entry(game)
    if shape is Shape.SEATS:
        return said.seats(game)
    if shape is Shape.POINTING:
        return said.pointing(game)
    if shape is Shape.GAME_RECORD:
        return said.game_record(game, detail)
    return said.money_shape(game)


def problem(verdict: Verdict) -> str:
    """The sentence of the first problem of a pool record that breaks the rules."""
    from ecarte.pool.record import Problem

    said = words()
    game = (verdict.game or 0) + 1
    kind = verdict.problem
    players = verdict.state.players
    if kind is Problem.GAME_FAULT:
        return said.game_fault(game, str((verdict.inner or {}).get("error", "")))
    if kind is Problem.GAME_UNFINISHED:
        return said.game_unfinished(game)
    if kind is Problem.WRONG_SEATS:
        first, second = (*verdict.numbers, 0, 0)[:2]
        return said.wrong_seats(game, players[first], players[second])
    if kind is Problem.WRONG_NAMES:
        return said.wrong_names(game)
    if kind is Problem.WRONG_RULES:
        return said.wrong_rules(game)
    if kind is Problem.OVER:
        return said.game_after_win(game)
    if kind is Problem.BETS:
        return said.bets(game)
    if kind is Problem.PAID:
        return said.paid
    if kind is Problem.MONEY:
        return said.money
    if kind is Problem.NOT_ADVISER:
        who = (*verdict.numbers, -1)[0]
        return said.not_adviser(game, players[who] if 0 <= who < len(players) else str(who))
    if kind is Problem.POINT_PLACE:
        return said.point_place(game)
    point, why = (*verdict.names, "", "")[:2]
    return said.point_illegal(game, repr(point), why)


def listed(names: list[str] | tuple[str, ...], code: str | None = None) -> str:
    """Names in a list: "Ada", "Ada and Bob", "Ada, Bob and Cleo"."""
    from ecarte.words import phrasebook

    names = list(names)
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} {phrasebook(code).and_word} {names[-1]}"
