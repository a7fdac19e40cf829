"""The command parser: a line typed by a player -> an intent (a move, a command, or a
sentence saying what is wrong). Pure: no terminal, no rich, only the engine.

>>> import random
>>> from ecarte.engine import new_match, apply, chance_action, view, Rules
>>> state = new_match(Rules(), first_dealer=1)
>>> state, _ = apply(state, chance_action(state, random.Random(3)))
>>> read_intent("p", view(state, 0))
Move(action=Action(kind='propose', cards=(), count=0), bare=False)
>>> read_intent("help", view(state, 0))
Command(name='help', arg='')
>>> read_intent("play", view(state, 0)).message[:41]
"'play' alone is not a move here: type 's'"
"""

from __future__ import annotations

import dataclasses
import unicodedata
from typing import TYPE_CHECKING, Final

from ecarte.engine import (
    ACCEPT,
    CONCEDE,
    DOUBLE,
    DROP,
    KING,
    PLAY,
    PROPOSE,
    REFUSE,
    STAND,
    STAND_PAT,
    TAKE,
    Action,
    Card,
    Phase,
    SeatView,
    fault,
    in_hand_order,
)
from ecarte.engine.faults import Fault, Rule
from ecarte.words import phrasebook
from ecarte.words.table import capital, words

if TYPE_CHECKING:
    from ecarte.ui.theme import Look


@dataclasses.dataclass(frozen=True, slots=True)
class Move:
    """A legal move. ``bare``: cards typed alone at the discard prompt, which the table
    confirms before throwing them away."""

    action: Action
    bare: bool = dataclasses.field(default=False, compare=False)  # how it was typed


@dataclasses.dataclass(frozen=True, slots=True)
class Command:
    """A command that is not a move; ``arg`` is its one word, if it takes one."""

    name: str
    arg: str = ""


@dataclasses.dataclass(frozen=True, slots=True)
class Problem:
    message: str


Intent = Move | Command | Problem

MAX_LINE: Final = 200
SIMPLE: Final[dict[str, Action]] = {
    "propose": PROPOSE, "p": PROPOSE, "stand": STAND, "s": STAND,
    "accept": ACCEPT, "a": ACCEPT, "refuse": REFUSE, "r": REFUSE, "king": KING, "k": KING,
    "double": DOUBLE, "take": TAKE, "drop": DROP, "concede": CONCEDE,
}
COMMANDS: Final[dict[str, str]] = {
    "?": "moves", "moves": "moves", "legal": "moves", "help": "help", "h": "help",
    "rules": "rules", "score": "score", "log": "log", "hint": "hint", "undo": "undo",
    "quit": "quit", "q": "quit", "exit": "quit", "sheet": "sheet", "speed": "speed",
    "tutor": "tutor",
}
WITH_ARG: Final = frozenset({"speed", "tutor"})  # commands that take one word after them
DISCARD_WORDS: Final = ("discard", "d", "x", "exchange")
"""The English words of the exchange; ``discard_words()`` adds the player's language's."""


def plain_letters(word: str) -> str:
    """``word`` without its accents: "écarter" -> "ecarter", "velocità" -> "velocita"."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", word)
                   if not unicodedata.combining(ch))


def local_words() -> dict[str, str]:
    """The player's language's words for the moves and the commands (each also without
    its accents), to the English word they stand for: French "proposer" -> "propose",
    "aide" -> "help"; Italian "propongo" -> "propose", "esci" -> "quit". English words
    always work too."""
    said = words()
    local: dict[str, str] = {}
    for english, word in [*said.move_words.items(), *said.command_words.items()]:
        local.setdefault(word, english)
        local.setdefault(plain_letters(word), english)
    return local


def _said_plainly(text: str) -> str:
    """A phrase as typed, compared plainly: lower case, no accents, no quotes, no marks
    of exclamation or question, one space between words."""
    for mark in "«»\"“”!?¡¿":
        text = text.replace(mark, " ")
    return " ".join(plain_letters(text.replace("\u2019", "'")).lower().split())


def spoken_move(text: str) -> str | None:
    """The move (its English word) that a spoken phrase of the player's language says,
    typed whole: French "je propose", "le roi !"; Italian "di prepotenza", "quante?".
    None for any other line."""
    from ecarte.words.phrases import words as phrases

    plain = _said_plainly(text)
    for move, said in phrases().spoken.items():
        if plain in {_said_plainly(phrase) for phrase in said.split("|")}:
            return move
    return None


def english(word: str) -> str:
    """The English word a typed word stands for: itself if English (or unknown), else the
    move or command of the player's language it is."""
    if word in SIMPLE or word in COMMANDS or word in DISCARD_WORDS or word == "play":
        return word
    return local_words().get(word, word)


def discard_words() -> tuple[str, ...]:
    """The words that open an exchange: the English ones and the language's."""
    word = words().move_words["discard"]
    return tuple(dict.fromkeys((*DISCARD_WORDS, word, plain_letters(word))))


def hand_order(view: SeatView) -> tuple[Card, ...]:
    """The hand as shown: trumps first, each suit high to low; positions count from 1."""
    deal = view.deal
    return in_hand_order(view.hand, deal.trump if deal is not None else None)


def read_intent(text: str, view: SeatView) -> Intent:
    """Read one line for the seat of ``view``, and check a move against the rules."""
    said = words()
    if len(text) > MAX_LINE:
        return Problem(said.too_long(len(text)))
    if any(not (ch.isprintable() or ch == "\t" or unicodedata.category(ch) == "Zs")
           for ch in text):  # a pasted no-break space is a space, not a control
        return Problem(said.control_characters)
    typed = text.replace(",", " ").lower().split()
    if not typed:
        return only_card(view) or Problem(said.empty_line)
    spoken = spoken_move(text)
    if spoken is not None:
        typed = [spoken]
    first, rest = english(typed[0]), typed[1:]
    if first in COMMANDS and not rest:
        return Command(COMMANDS[first])
    if first in WITH_ARG and len(rest) == 1:
        return Command(COMMANDS[first], rest[0])
    intent = _move(first, rest, view, typed[0])
    if isinstance(intent, Move):
        reason = fault(view.state, intent.action)
        if reason is not None:
            return Problem(explain(reason, intent.action, view))
    return intent


def only_card(view: SeatView) -> Move | None:
    """Enter on an empty line: the card to play when it is the only one that may be
    played (a trick to follow with one card of the suit, the last trick), else None."""
    plays = [action for action in view.legal_actions() if action.kind == "play"]
    return Move(plays[0]) if len(plays) == 1 else None


def read_command(text: str) -> Command | Problem | None:
    """A line typed when there is no move to make (between deals, before a hand-over):
    None for Enter (go on), a command, or why it is neither.

    >>> read_command(""), read_command("quit"), read_command("speed slow")
    (None, Command(name='quit', arg=''), Command(name='speed', arg='slow'))
    """
    typed = text.replace(",", " ").lower().split()
    if not typed:
        return None
    first, rest = english(typed[0]), typed[1:]
    if len(text) <= MAX_LINE and first in COMMANDS and (
            not rest or (first in WITH_ARG and len(rest) == 1)):
        return Command(COMMANDS[first], rest[0] if rest else "")
    return Problem(words().no_move_now)


def _move(first: str, rest: list[str], view: SeatView, typed: str) -> Intent:
    """The move of ``first`` (the English word of ``typed``, the word as typed) and the
    words after it."""
    phase = view.phase
    said = words()
    if first in DISCARD_WORDS:
        if not rest:
            if STAND_PAT in view.legal_actions() and first == "discard":
                return Move(STAND_PAT)
            return Problem(said.name_discards(STAND_PAT in view.legal_actions()))
        cards = _cards(rest, view)
        return cards if isinstance(cards, Problem) else Move(Action.discard(cards))
    if first == "play" and rest:
        if len(rest) != 1:
            return Problem(said.play_one)
        return _play(rest[0], view)
    if first == "play" and not rest:
        if phase is Phase.PLAY:
            return Problem(said.which_card)
        if phase is Phase.STAND_OR_PROPOSE:
            if said.move_words["stand"] == said.move_words["play"]:
                return Move(STAND)  # French: the elder says « je joue »
            return Problem(said.play_alone)
        return Problem(said.play_takes_card)
    if first in SIMPLE and not rest:
        return Move(SIMPLE[first])
    if first == "tutor":
        return Problem(said.tutor_takes)
    if first in WITH_ARG:
        return Problem(said.speed_takes(typed))
    if first in SIMPLE or first in COMMANDS:
        return Problem(said.takes_nothing(typed))
    cards = _cards([typed, *rest], view)
    if isinstance(cards, Problem):
        if not typed[:1].isdigit() and len(typed) > 3:
            return Problem(said.unknown_word(typed[:30]))
        return cards
    if phase is Phase.DISCARD:
        return Move(Action.discard(cards), bare=True)
    if phase is Phase.PLAY:
        if len(cards) != 1:
            return Problem(said.play_one_alone)
        return Move(PLAY[cards[0]])
    return Problem(said.not_time_stand if phase is Phase.STAND_OR_PROPOSE else
                   said.not_time_answer if phase is Phase.ANSWER else
                   said.not_time_double if view.state.game is not None
                   and view.state.game.offered is not None else said.not_time)


def _play(word: str, view: SeatView) -> Intent:
    cards = _cards([word], view)
    return cards if isinstance(cards, Problem) else Move(PLAY[cards[0]])


def _cards(typed: list[str], view: SeatView) -> tuple[Card, ...] | Problem:
    """Cards by name in the player's language (kh, K♥, 10h; French rc, R♥; Italian rc,
    fq) or by position in the hand as shown (1 to 5)."""
    hand = hand_order(view)
    book, said = phrasebook(), words()
    cards: list[Card] = []
    for word in typed:
        if word.isdigit():
            position = int(word)
            if not 1 <= position <= len(hand):
                return Problem(said.no_position(word, len(hand)))
            card: Card | None = hand[position - 1]
        else:
            card = book.read_card(word)
        if card is None:
            return Problem(_sentence(book.not_a_card(word)))
        if card in cards:
            return Problem(said.named_twice(card))
        cards.append(card)
    return tuple(cards)


def _sentence(text: str) -> str:
    text = capital(text)
    return text if text.endswith(".") else text + "."


def explain(reason: Fault, action: Action, view: SeatView) -> str:
    """The rule's reason, plus the cards that would be legal when it does not name them."""
    book = phrasebook()
    text = _sentence(book.fault(reason))
    if action.kind == "play" and reason.rule not in (Rule.OVERTAKE, Rule.FOLLOW, Rule.TRUMP):
        actions = view.legal_actions()
        legal = [c for c in hand_order(view) if PLAY[c] in actions]
        if legal:
            text += words().you_may_play(tuple(legal))
    return text


def ordered_actions(view: SeatView) -> list[Action]:
    """The legal actions with the cards in the order of the hand as shown, concede last."""
    order = {card: i for i, card in enumerate(hand_order(view))}
    actions = sorted(view.legal_actions(),
                     key=lambda a: order.get(a.card, 0) if a.kind == "play" else -1)
    actions.sort(key=lambda a: a.kind == "concede")
    return actions


def legal_line(view: SeatView, look: Look | None = None) -> str:
    """``legal: 10♥, A♦, concede``: every legal action as the player may type it, cards
    written as the table shows them with ``look`` (letters under ``Look(ascii=True)``),
    or in record notation without it (``play Th``). The exchange is written
    ``discard N to M of CARDS`` (any N to M of those cards, e.g. ``discard K♠``).

    >>> import random
    >>> from ecarte.engine import new_match, apply, chance_action, view, Rules
    >>> state = new_match(Rules(), first_dealer=1)
    >>> state, _ = apply(state, chance_action(state, random.Random(3)))
    >>> legal_line(view(state, 0))
    'legal: stand, propose, concede'
    """
    said = words() if look is not None else None

    def name(card: Card) -> str:
        return str(card) if look is None else look.card(card)

    def word(action: Action) -> str:
        if said is None:
            return str(action)
        if action.kind == "stand" and view.deal is not None and view.deal.proposals:
            return said.play_on_word  # after an exchange: playing on, not by authority
        return said.move_words.get(action.kind, look.plain(str(action)) if look else "")

    parts: list[str] = []
    actions = ordered_actions(view)
    discards = [a for a in actions if a.kind == "discard"]
    for action in actions:
        if action.kind == "play" and look is not None:
            parts.append(name(action.card))
        elif action.kind != "discard":
            parts.append(word(action))
        elif action is discards[0]:
            fewest = min(a.count for a in discards)
            most = max(a.count for a in discards)
            cards = " ".join(name(c) for c in hand_order(view))
            if said is None:
                parts.append(f"discard {fewest} to {most} of {cards}" if most > fewest
                             else f"discard {most} of {cards}")
            else:
                parts.append(said.discard_range(fewest, most, cards) if most > fewest
                             else said.discard_exact(most, cards))
    return ("legal: " if said is None else said.legal) + ", ".join(parts)
