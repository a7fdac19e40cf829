"""The words of the first lesson (``ecarte learn``) and of its offer in ``ecarte play``.

An area of words, as ``ecarte.words.area`` describes: ``LessonWords`` names the
messages, ``en``, ``fr`` and ``it`` word them. Each step of the lesson (``Step.key`` in
``ecarte.lesson.steps``: order, follow, void, king, propose, exchange, vole) has its
title, its question, why the right answer is right and a wrong one wrong, and the
passages of the rule book it quotes (in English, the words of ``ecarte/rules.md``
itself); ``told(words, key)`` gathers them."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import NamedTuple

from ecarte.words import area

KEEPS = ("ecarte", "learn", "play", "rules", "hint", "help", "novice", "level", "q")
"""The commands the lesson names, typed as they are in every language."""


class LessonWords(NamedTuple):
    # The offer, at the first run of ``ecarte play``
    offer_question: str
    offer_nothing_changed: str  # Ctrl-D at the offer
    # ``ecarte learn --help``
    name_help: str
    # The lesson's frame
    intro: Callable[[int], str]  # the number of steps
    step_title: Callable[[int, int, str], str]  # this step, how many, its title
    frame_title: Callable[[int, int], str]  # the table's title at a step: which, of how many
    left: str  # q, Ctrl-C or Ctrl-D
    tally: Callable[[int, int], str]  # right at the first try, of how many
    the_end: str
    help: str
    press_enter: str
    press_enter_last: str  # after the last step: the practice deal comes next
    # Answers judged
    right: Callable[[str], str]  # the explanation after it
    not_quite: Callable[[str], str]
    try_again: str
    the_answer: Callable[[str, str], str]  # the answer as typed, why it is right
    no_conceding: Callable[[str], str]  # the legal moves after it
    conceding_loses: str
    could_throw_too: Callable[[str, str], str]  # the cards (listed), why
    discard_written: Callable[[str], str]  # the cards, as the player types them
    answer_words: dict[str, str]  # how a move that is no card is named in an answer
    # The rule book quoted
    quoted: Callable[[str], str]  # a passage in the language's quotation marks
    rules_said: Callable[[tuple[str, ...]], str]  # the passages, each quoted
    hint_said: Callable[[str], str]  # a passage of the hints, quoted
    # Moves the lesson tells the learner to type in this language's words (the English
    # words work in every language): alternatives, one comma apart
    king_words: str
    stand_words: str
    propose_words: str
    accept_words: str
    refuse_words: str
    play_words: str
    discard_words: str
    # The practice deal
    practice_intro: str
    practice_left: str
    practice_leave_question: str
    # Step 1: the order of the cards
    order_title: str
    order_ask: str
    order_right: str
    order_wrong: str
    order_rules: tuple[str, ...]
    # Step 2: follow and beat
    follow_title: str
    follow_ask: str
    follow_right: str
    follow_wrong: str
    follow_rules: tuple[str, ...]
    follow_fine: str  # the Q♥: legal, not the best
    follow_given: str  # after two wrong tries
    # Step 3: trumping when void
    void_title: str
    void_ask: str
    void_right: str
    void_wrong: str
    void_rules: tuple[str, ...]
    # Step 4: the King of trumps
    king_title: str
    king_ask: str
    king_right: str
    king_wrong: str
    king_rules: tuple[str, ...]
    # Step 5: stand or propose
    propose_title: str
    propose_ask: str
    propose_right: str
    propose_wrong: str
    propose_rules: tuple[str, ...]
    # Step 6: the exchange
    exchange_title: str
    exchange_ask: str
    exchange_right: str
    exchange_wrong: str
    exchange_rules: tuple[str, ...]
    exchange_close: str  # after could_throw_too
    exchange_hints: tuple[str, ...]  # the rule book's hints: rules of thumb
    exchange_beyond: str  # what the rule of thumb leaves out
    # Step 7: the vole
    vole_title: str
    vole_ask: str
    vole_right: str
    vole_wrong: str
    vole_rules: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Told:
    """What one step says, gathered from its fields (empty where it says nothing)."""

    title: str
    ask: str
    why_right: str
    why_wrong: str
    rules: tuple[str, ...]
    why_fine: str = ""
    given: str = ""
    why_close: str = ""
    hints: tuple[str, ...] = ()
    beyond: str = ""


STEP_KEYS = ("order", "follow", "void", "king", "propose", "exchange", "vole")
"""The steps the words know, in the lesson's order."""


def told(words: LessonWords, key: str) -> Told:
    """The words of the step ``key`` (one of ``STEP_KEYS``)."""
    if key not in STEP_KEYS:
        raise KeyError(f"the lesson has no step {key!r}")

    def part(name: str, default: str | tuple[str, ...] = "") -> object:
        return getattr(words, f"{key}_{name}", default)

    return Told(
        title=str(part("title")), ask=str(part("ask")), why_right=str(part("right")),
        why_wrong=str(part("wrong")), rules=tuple(part("rules", ())),  # type: ignore[arg-type]
        why_fine=str(part("fine")), given=str(part("given")), why_close=str(part("close")),
        hints=tuple(part("hints", ())),  # type: ignore[arg-type]
        beyond=str(part("beyond")))


def words(code: str | None = None) -> LessonWords:
    return area(__name__, LessonWords, code)
