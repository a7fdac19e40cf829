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
    InvalidCardError,
    Phase,
    SeatView,
    fault,
    in_hand_order,
)
from ecarte.engine.cards import parse_cards
from ecarte.engine.faults import Fault, Rule

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


def hand_order(view: SeatView) -> tuple[Card, ...]:
    """The hand as shown: trumps first, each suit high to low; positions count from 1."""
    deal = view.deal
    return in_hand_order(view.hand, deal.trump if deal is not None else None)


def read_intent(text: str, view: SeatView) -> Intent:
    """Read one line for the seat of ``view``, and check a move against the rules."""
    if len(text) > MAX_LINE:
        return Problem(f"That line is {len(text)} characters long; a move is a few words, "
                       "like 'propose' or 'kh'. Type ? for the legal moves.")
    if any(not (ch.isprintable() or ch in "\t") for ch in text):
        return Problem("That line holds control characters I cannot read. Type a move, "
                       "like 'propose' or 'kh', or ? for the legal moves.")
    words = text.replace(",", " ").lower().split()
    if not words:
        return Problem("Type a move, ? for the legal moves, or help for the commands.")
    first, rest = words[0], words[1:]
    if first in COMMANDS and not rest:
        return Command(COMMANDS[first])
    if first in WITH_ARG and len(rest) == 1:
        return Command(COMMANDS[first], rest[0])
    intent = _move(first, rest, view)
    if isinstance(intent, Move):
        reason = fault(view.state, intent.action)
        if reason is not None:
            return Problem(explain(reason, intent.action, view))
    return intent


def read_command(text: str) -> Command | Problem | None:
    """A line typed when there is no move to make (between deals, before a hand-over):
    None for Enter (go on), a command, or why it is neither.

    >>> read_command(""), read_command("quit"), read_command("speed slow")
    (None, Command(name='quit', arg=''), Command(name='speed', arg='slow'))
    """
    words = text.replace(",", " ").lower().split()
    if not words:
        return None
    first, rest = words[0], words[1:]
    if len(text) <= MAX_LINE and first in COMMANDS and (
            not rest or (first in WITH_ARG and len(rest) == 1)):
        return Command(COMMANDS[first], rest[0] if rest else "")
    return Problem("There is no move to make now: press Enter to go on, or type a command "
                   "(score, sheet, log, help, quit).")


def _move(first: str, rest: list[str], view: SeatView) -> Intent:
    phase = view.phase
    if first in DISCARD_WORDS:
        if not rest:
            if STAND_PAT in view.legal_actions() and first == "discard":
                return Move(STAND_PAT)
            return Problem("Name the cards to discard, by position or name: "
                           "'discard 1 4' or 'discard 7c 8d'"
                           + ("; 'discard' alone keeps all five." if STAND_PAT in
                              view.legal_actions() else "."))
        cards = _cards(rest, view)
        return cards if isinstance(cards, Problem) else Move(Action.discard(cards))
    if first == "play" and rest:
        if len(rest) != 1:
            return Problem("Play one card at a time, like 'play kh' or just 'kh'.")
        return _play(rest[0], view)
    if first == "play" and not rest:
        if phase is Phase.PLAY:
            return Problem("Which card? Type it, like 'kh' or '10d', or its position.")
        if phase is Phase.STAND_OR_PROPOSE:
            return Problem("'play' alone is not a move here: type 's' (stand) to play the "
                           "cards you hold, or 'p' (propose) to exchange some.")
        return Problem("'play' takes a card, like 'play kh'. Type ? for the legal moves.")
    if first in SIMPLE and not rest:
        return Move(SIMPLE[first])
    if first == "tutor":
        return Problem("'tutor' takes one word: 'tutor on' or 'tutor off'.")
    if first in WITH_ARG:
        return Problem(f"'{first}' takes one word, like 'speed fast', 'speed slow' or "
                       "'speed 0.5' (seconds).")
    if first in SIMPLE or first in COMMANDS:
        return Problem(f"'{first}' takes nothing after it.")
    cards = _cards([first, *rest], view)
    if isinstance(cards, Problem):
        if not first[:1].isdigit() and len(first) > 3:
            return Problem(f"I do not know '{first[:30]}'. Type ? for the legal moves, "
                           "or help for the commands.")
        return cards
    if phase is Phase.DISCARD:
        return Move(Action.discard(cards), bare=True)
    if phase is Phase.PLAY:
        if len(cards) != 1:
            return Problem("Play one card at a time, like 'kh' or its position.")
        return Move(PLAY[cards[0]])
    return Problem("It is not the time to play a card: "
                   + ("stand or propose." if phase is Phase.STAND_OR_PROPOSE else
                      "accept or refuse." if phase is Phase.ANSWER else
                      "take or drop the double." if view.state.game is not None
                      and view.state.game.offered is not None else "type ? for the moves."))


def _play(word: str, view: SeatView) -> Intent:
    cards = _cards([word], view)
    return cards if isinstance(cards, Problem) else Move(PLAY[cards[0]])


def _cards(words: list[str], view: SeatView) -> tuple[Card, ...] | Problem:
    """Cards by name (kh, K♥, 10h) or by position in the hand as shown (1 to 5)."""
    hand = hand_order(view)
    names: list[str] = []
    for word in words:
        if word.isdigit():
            position = int(word)
            if not 1 <= position <= len(hand):
                return Problem(f"There is no card {word}: your cards are numbered 1 to "
                               f"{len(hand)}.")
            names.append(str(hand[position - 1]))
        else:
            names.append(word)
    try:
        return parse_cards(names)
    except InvalidCardError as error:
        return Problem(_sentence(str(error)))


def _sentence(text: str) -> str:
    text = text[:1].upper() + text[1:]
    return text if text.endswith(".") else text + "."


def explain(reason: Fault, action: Action, view: SeatView) -> str:
    """The rule's reason, plus the cards that would be legal when it does not name them."""
    text = _sentence(str(reason))
    if action.kind == "play" and reason.rule not in (Rule.OVERTAKE, Rule.FOLLOW, Rule.TRUMP):
        actions = view.legal_actions()
        legal = [c for c in hand_order(view) if PLAY[c] in actions]
        if legal:
            text += " You may play " + " ".join(c.pretty for c in legal) + "."
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
    def name(card: Card) -> str:
        return str(card) if look is None else look.card(card)

    parts: list[str] = []
    actions = ordered_actions(view)
    discards = [a for a in actions if a.kind == "discard"]
    for action in actions:
        if action.kind == "play" and look is not None:
            parts.append(name(action.card))
        elif action.kind != "discard":
            parts.append(str(action))
        elif action is discards[0]:
            fewest = min(a.count for a in discards)
            most = max(a.count for a in discards)
            cards = " ".join(name(c) for c in hand_order(view))
            parts.append(f"discard {fewest} to {most} of {cards}" if most > fewest
                         else f"discard {most} of {cards}")
    return "legal: " + ", ".join(parts)
