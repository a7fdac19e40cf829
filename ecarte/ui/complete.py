"""Tab completion that offers the legal actions (and the commands, once their first
letters are typed), and a validator that rejects an illegal entry inline with the rule's
reason.

Both read the position through a callable returning the current ``SeatView``, so one
instance serves a whole match.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.validation import ValidationError, Validator

from ecarte.engine import SeatView
from ecarte.ui.commands import (
    COMMANDS,
    Problem,
    discard_words,
    hand_order,
    ordered_actions,
    plain_letters,
    read_intent,
)
from ecarte.ui.theme import Look, held_quotes
from ecarte.words import phrasebook
from ecarte.words.table import words as table_words

COMMAND_WORDS = tuple(dict.fromkeys(COMMANDS.values()))  # each command's English name


def command_words() -> tuple[str, ...]:
    """Each command's word in the player's language, then its English name."""
    local = table_words().command_words
    return tuple(dict.fromkeys([*(local.get(c, c) for c in COMMAND_WORDS), *COMMAND_WORDS]))


def legal_words(view: SeatView, look: Look) -> list[tuple[str, str]]:
    """(text to insert, what to display) for each legal action's first word, in the
    player's language: a card as the player types it (``Kh``; French ``Rc``), a move by
    its word (``propose``; French ``proposer``)."""
    book, moves = phrasebook(), table_words().move_words
    words: list[tuple[str, str]] = []
    for action in ordered_actions(view):
        if action.kind == "play":
            words.append((book.typed(action.card), look.card(action.card)))
        elif action.kind == "discard":
            discard = moves["discard"]
            if (discard, discard) not in words:
                words.append((discard, discard))
        else:
            word = moves.get(action.kind, action.kind)
            words.append((word, word))
    return words


class MoveCompleter(Completer):
    """Legal moves first; commands when their first letters are typed."""

    def __init__(self, current: Callable[[], SeatView], look: Look) -> None:
        self.current = current
        self.look = look

    def get_completions(self, document: Document, complete_event: CompleteEvent
                        ) -> Iterable[Completion]:
        view = self.current()
        before = document.text_before_cursor.lower()
        words = before.split()
        word = "" if before.endswith(" ") or not words else words[-1]
        typed = words[:-1] if word else words
        if typed and typed[0] in discard_words():
            named = set(typed[1:])
            book = phrasebook()
            for card in hand_order(view):
                text = book.typed(card)
                if text.lower() not in named and text.lower().startswith(word):
                    yield Completion(text, -len(word), display=self.look.card(card))
            return
        if typed:
            return
        discard = table_words().move_words["discard"]
        bare = plain_letters(word)
        for text, shown in legal_words(view, self.look):
            if plain_letters(text.lower()).startswith(bare):
                yield Completion(text + (" " if text == discard else ""), -len(word),
                                 display=shown)
        if word:
            for command in command_words():
                if plain_letters(command).startswith(bare):
                    yield Completion(command, -len(word), display_meta=table_words().command_meta)


class MoveValidator(Validator):
    """Rejects a line that is not a legal move or a command, with the reason."""

    def __init__(self, current: Callable[[], SeatView], look: Look) -> None:
        self.current = current
        self.look = look

    def validate(self, document: Document) -> None:
        intent = read_intent(document.text, self.current())
        if isinstance(intent, Problem):
            raise ValidationError(message=wrap_words(self.look.plain(intent.message),
                                                     _columns()),
                                  cursor_position=len(document.text))


def wrap_words(text: str, width: int) -> str:
    """``text`` broken into lines of at most ``width`` columns, between words (a word
    longer than a line is cut), a quoted example ('discard 1 4') kept whole.

    >>> print(wrap_words("you must follow with a suit", 12))
    you must
    follow with
    a suit
    """
    width = max(width, 10)
    return held_quotes(text, lambda held: "\n".join(
        textwrap.wrap(held, width, break_on_hyphens=False)), width)


def _columns() -> int:
    """The width the refusal has under the prompt: the terminal's, less the last column
    (writing there makes some terminals wrap early)."""
    from prompt_toolkit.application import get_app
    return get_app().output.get_size().columns - 1
