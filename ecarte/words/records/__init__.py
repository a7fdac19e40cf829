"""The words of a game record that cannot be read or breaks the rules (``ecarte verify``,
replay, review, the history's import): where in the record, and what is wrong.

An area of words, as ``ecarte.words.area`` describes: ``RecordsWords`` names the
messages, ``en``, ``fr`` and ``it`` word them; ``ecarte.engine.records`` raises the facts
(``Shape``, ``Problem``, ``Where``) that they word."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecarte.engine.cards import Card
from ecarte.words import area

KEEPS = ("dealer", "hands", "turnup", "stock", "reshuffle", "actions", "players", "rules",
         "games", "deals", "format", "target", "match", "play", "discard", "club", "true",
         "false", "Ks", "stand")
"""The record's own keys, which a sentence names as they are written."""


class RecordsWords(NamedTuple):
    # where in a record
    the_record: str
    game: Callable[[int], str]  # the game's number, from 0
    deal: Callable[[int, int], str]  # the game's, the deal's
    parts: dict[str, str]  # a part of a deal: hand, turnup, stock, reshuffle, action
    kinds: dict[str, str]  # what a field must be: list, object, int, str
    # a record that cannot be read (the place, said above, comes first)
    not_an_object: str
    format_tag: Callable[[str, str], str]  # the tag wanted, the tag found (quoted)
    no_format_tag: Callable[[str], str]  # the tag wanted (quoted as JSON writes it)
    bad_rules: Callable[[str], str]  # why
    players: str
    missing: Callable[[str, str], str]  # where, the key (quoted)
    wrong_kind: Callable[[str, str, str], str]  # where, the key (quoted), the kind
    not_cards: Callable[[str], str]  # where
    bad_card: Callable[[str, str], str]  # where, why
    game_shape: Callable[[str], str]  # where
    deal_shape: Callable[[str], str]  # where
    dealer: Callable[[str], str]  # where
    hands: Callable[[str], str]  # where
    action_type: Callable[[str], str]  # where
    bad_action: Callable[[str, str], str]  # where, why
    hidden: Callable[[str], str]  # where
    # a record that breaks the rules
    match_over: str
    game_not_ended: Callable[[int, int], str]  # the game before, this game
    game_over: str
    deal_not_ended: Callable[[int, int], str]  # the deal before, this deal
    loser_deals_first: Callable[[int, int], str]  # the seat dealing, the seat that should
    deal_alternates: Callable[[int, int], str]  # the seat dealing, the seat that should
    no_reshuffle: str
    deal_ended: str
    unneeded_reshuffle: str
    at_deal: Callable[[int, int], str]  # the game, the deal (from 1)
    at_action: Callable[[int, int, int], str]  # the game, the deal, the action (from 1)
    # the neutral notation of cards and actions (records, the engine protocol)
    card_missing: str
    not_a_card: Callable[[str], str]  # the text, quoted
    named_twice: Callable[[Card], str]
    action_empty: str
    takes_nothing: Callable[[str], str]  # the action, quoted
    play_one_card: str
    exchange_size: str
    discard_at_most: str
    not_an_action: Callable[[str, str], str]  # the text quoted, the actions
    # the rules' options (a record's, the protocol's, arena's --option)
    target_range: Callable[[str], str]  # the value, quoted
    match_games: Callable[[str], str]  # the value, quoted
    one_of: Callable[[str, str, str], str]  # the option, its values, the value quoted
    true_or_false: Callable[[str, str], str]  # the option, the value quoted
    spec_shape: str
    preset_name: str
    no_option_of: Callable[[str, str], str]  # the name quoted, the options
    no_option: Callable[[str], str]  # the name quoted
    no_preset: Callable[[str, str], str]  # the name quoted, the presets


def words(code: str | None = None) -> RecordsWords:
    return area(__name__, RecordsWords, code)
