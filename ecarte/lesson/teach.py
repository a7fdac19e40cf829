"""The lesson at the table: each step's position, its question, the learner's answer
judged with the rule book's words, a second try after a wrong one; then a practice deal
against ``novice`` at the same table as ``ecarte play``.

It reads through a ``Terminal`` (``ecarte.ui.console``), so it works at a terminal and
on piped lines alike. ``q`` leaves; Ctrl-C or Ctrl-D at a question leave too, with a
sentence.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from rich.console import RenderableType
from rich.text import Text

from ecarte.engine import (
    PLAY,
    Action,
    Phase,
    SeatView,
    apply,
    legal_actions,
)
from ecarte.engine.cards import Card
from ecarte.engine.events import Event, redact
from ecarte.lesson.steps import STEPS, Step, explain, judge
from ecarte.ui import render
from ecarte.ui.commands import (
    DISCARD_WORDS,
    Command,
    Move,
    hand_order,
    legal_line,
    read_intent,
)
from ecarte.ui.console import Terminal
from ecarte.ui.narrate import discards, opens_trick, ruffs
from ecarte.ui.render import Seats
from ecarte.ui.theme import Look
from ecarte.words import phrasebook
from ecarte.words.lesson import LessonWords, words
from ecarte.words.names import bot_name

PRACTICE_SEED = 11  # the practice deal's cards (any seed would do; this one is tested)


class Left(Exception):
    """The learner left (q, Ctrl-C, Ctrl-D)."""


class Lesson:
    def __init__(self, term: Terminal, look: Look, name: str = "You",
                 delay: float | None = None) -> None:
        self.term = term
        self.look = look
        self.name = name
        self.delay = delay if delay is not None else 0.8 if term.interactive else 0.0

    def say(self, thing: RenderableType | str, style: str | None = None) -> None:
        if isinstance(thing, str):
            thing = Text(self.look.plain(thing))
        self.term.console.print(thing, style=style)

    def run(self, practice: bool = True) -> int:
        """The steps, then the practice deal. 0 whether finished or left."""
        said = words()
        self.say(said.intro(len(STEPS)), style="title")
        try:
            right = sum(self.step(number, step) for number, step in enumerate(STEPS, 1))
        except Left:
            self.say(said.left, style="note")
            return 0
        self.say(said.tally(right, len(STEPS)), style="title")
        if practice:
            self.practice()
        self.say(said.the_end, style="note")
        return 0

    # One step ------------------------------------------------------------------------

    def step(self, number: int, step: Step) -> bool:
        """Ask the step's question; True if answered right at the first try."""
        seen = step.position()
        seats = Seats(self.names(step), step.you, self.look)
        said, told = words(), step.words()
        self.say(said.step_title(number, len(STEPS), told.title), style="title")
        self.say(render.table(seen, seats, title=said.frame_title(number, len(STEPS))))
        self.say(told.ask)
        if not self.term.interactive:
            self.say(moves_line(seen, self.look))
        tries = 0
        while True:
            action = self.answer(step, seen)
            verdict = judge(step, action)
            explanation = explain(step, verdict)
            if verdict.right:
                self.say(said.right(explanation) if verdict.best
                         else explanation, style="good" if verdict.best else "note")
                if tries == 0:  # a wrong try was shown the rule already
                    self.rules(step)
                self.beyond(step)
                self.show(step, action, seats)
                return tries == 0
            tries += 1
            self.say(said.not_quite(explanation), style="warn")
            if tries == 1:
                self.rules(step)
                self.say(said.try_again)
                continue
            right = step.answer()
            self.say(told.given or said.the_answer(self.written(right), told.why_right),
                     style="note")
            self.beyond(step)
            self.show(step, right, seats)
            return False

    def answer(self, step: Step, seen: SeatView) -> Action:
        """The learner's next move (legal or not); commands are answered on the way."""
        completer = None
        if self.term.interactive:  # Tab offers the legal moves, as in 'ecarte play'
            completer = lesson_completer(seen, self.look)
        while True:
            try:
                text = self.term.ask(step.you, "> " if self.look.ascii else "› ",
                                     None, completer)
            except (KeyboardInterrupt, EOFError):
                self.term.console.print()
                raise Left from None
            said = words()
            text = in_english(text, said)
            tried = attempted(text, seen)  # the cards in the player's notation, first
            if tried is not None:
                return tried
            intent = read_intent(text, seen)
            if isinstance(intent, Move):
                if intent.action.kind != "concede":
                    return intent.action
                self.say(said.no_conceding(moves_line(seen, self.look)),
                         style="warn")  # not an answer: no try is counted
                continue
            if isinstance(intent, Command):
                if intent.name == "quit":
                    raise Left
                if intent.name == "moves":
                    self.say(moves_line(seen, self.look))
                elif intent.name == "rules":
                    self.rules(step)
                else:
                    self.say(said.help, style="note")
                continue
            self.say(intent.message, style="warn")

    def rules(self, step: Step) -> None:
        """The step's passages of the rule book on one line, then its hints, said to be
        rules of thumb."""
        said, told = words(), step.words()
        if told.rules:
            self.say(said.rules_said(tuple(said.quoted(p) for p in told.rules)), style="note")
        for passage in told.hints:
            self.say(said.hint_said(said.quoted(passage)), style="note")

    def beyond(self, step: Step) -> None:
        beyond = step.words().beyond
        if beyond:
            self.say(beyond, style="note")

    def show(self, step: Step, action: Action, seats: Seats) -> None:
        """What the move did, as the learner sees it (and, for a step played out, the
        forced moves after it to the end of the deal); then Enter for the next step."""
        state, events = apply(step.state(), action)
        self.narrate(events, step, seats)
        while step.play_out:
            forced = [a for a in legal_actions(state) if a.kind != "concede"]
            if len(forced) != 1:
                break
            state, events = apply(state, forced[0])
            self.narrate(events, step, seats)
        if self.term.interactive:  # piped lines are answers only
            try:
                said = words()
                typed = self.term.ask(step.you, said.press_enter_last if step is STEPS[-1]
                                      else said.press_enter)
            except (KeyboardInterrupt, EOFError):
                self.term.console.print()
                raise Left from None
            if str(typed).strip().lower() in ("q", "quit"):  # "q to leave at any time"
                raise Left

    def narrate(self, events: tuple[Event, ...], step: Step, seats: Seats) -> None:
        for event in events:
            line = seats.narrator.line(redact(event, step.you), opens_trick(event, events),
                                       ruffs(event, events),
                                       discards(event, events))
            if line is not None:
                self.say(line)

    def names(self, step: Step) -> tuple[str, str]:
        bot = bot_name()
        return (self.name, bot) if step.you == 0 else (bot, self.name)

    def written(self, action: Action) -> str:
        """An answer as the player would type it, in the player's language."""
        book, said = phrasebook(), words()

        def card(card: Card) -> str:
            return book.typed(card) if self.look.ascii else book.card(card)

        if action.kind == "play":
            return card(action.card)
        if action.kind == "discard":
            return said.discard_written(" ".join(card(c) for c in action.cards))
        return said.answer_words.get(action.kind, str(action))

    # The practice deal ---------------------------------------------------------------

    def practice(self) -> None:
        """One game to 1 point against novice at the table of ``ecarte play``, not saved
        and not kept: the first point ends it (a declared King too). Its end names no
        seed: no command replays it."""
        from ecarte.bots import DEFAULT_LEVEL
        from ecarte.driver import Ledger, bot_seed
        from ecarte.engine import Rules
        from ecarte.players import close_players, make_player
        from ecarte.ui.session import Session, Table

        ledger = Ledger(Rules.from_spec({"preset": "club", "target": 1}), PRACTICE_SEED,
                        (self.name, bot_name()))
        bots = {1: make_player("novice", seed=bot_seed(PRACTICE_SEED, 1))}
        table = Table(humans=(0,), bots=bots, levels={1: "novice"}, look=self.look,
                      delay=self.delay, hint_level=DEFAULT_LEVEL,
                      save=False, play_again=False, replayable=False,
                      leave_question=words().practice_leave_question)
        self.say(words().practice_intro, style="note")
        try:
            Session(ledger, table, self.term).run()
        finally:
            close_players(bots.values())
        if ledger.state.winner is None:
            self.say(words().practice_left, style="note")


@dataclasses.dataclass(frozen=True, slots=True)
class Answering(SeatView):
    """A step's position with the answers it takes: its legal actions but ``concede``,
    which is no answer to a step's question."""

    def legal_actions(self) -> list[Action]:
        return [action for action in SeatView.legal_actions(self) if action.kind != "concede"]


def moves_line(seen: SeatView, look: Look) -> str:
    """The legal moves as ``?`` lists them at the table, without ``concede``."""
    return legal_line(Answering(seen.seat, seen.state), look)


def lesson_completer(seen: SeatView, look: Look) -> Any:
    """Tab's offers as in 'ecarte play' (``MoveCompleter``), without ``concede``."""
    from ecarte.ui.complete import MoveCompleter

    answering = Answering(seen.seat, seen.state)
    return MoveCompleter(lambda: answering, look)


def alternatives(said: str) -> tuple[str, ...]:
    """The words of one of the lesson's moves (``king_words``...), one comma apart."""
    return tuple(word.strip() for word in said.split(",") if word.strip())


def in_english(text: str, said: LessonWords) -> str:
    """A line with the language's words for a move (French ``roi``, ``je propose``,
    ``écarter``; Italian ``re``, ``propongo``, ``scarta``) put in the table's English
    words (``king``, ``propose``, ``discard``), which every language reads."""
    clean = " ".join(text.replace("\u00a0", " ").lower().split()).strip(" !?")
    for record, words_of in (("king", said.king_words), ("stand", said.stand_words),
                             ("propose", said.propose_words),
                             ("accept", said.accept_words), ("refuse", said.refuse_words)):
        if clean in alternatives(words_of):
            return record
    first, _, rest = clean.partition(" ")
    if rest and first in alternatives(said.play_words):
        return "play " + rest
    if first in alternatives(said.discard_words):
        return ("discard " + rest).strip()
    return text


def attempted(text: str, seen: SeatView) -> Action | None:
    """The move a line meant when it names cards held, by name (in the player's notation,
    ``phrasebook().read_card``) or position, played or discarded, whether the rules take
    it or refuse it. None for a line that names no such move (a typo is not a try)."""
    words = text.replace(",", " ").lower().split()
    discard = bool(words) and words[0] in DISCARD_WORDS
    if words and (discard or words[0] == "play"):
        words = words[1:]
    hand = hand_order(seen)
    book = phrasebook()
    cards: list[Card] = []
    for word in words:
        card = (hand[int(word) - 1] if word.isdigit() and 1 <= int(word) <= len(hand)
                else book.read_card(word))
        if card is None:
            return None
        cards.append(card)
    if not cards or not set(cards) <= set(hand):
        return None
    if discard or seen.phase is Phase.DISCARD:
        return Action.discard(tuple(cards))
    return PLAY[cards[0]] if len(cards) == 1 else None


def run_lesson(term: Terminal, look: Look, name: str = "You", delay: float | None = None,
               practice: bool = True) -> int:
    """The whole lesson at ``term``; 0 whether finished or left."""
    return Lesson(term, look, name, delay).run(practice)
