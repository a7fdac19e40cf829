"""The match so far: every step with its state and events, notes, undo, and the record.

>>> ledger = Ledger(Rules(target=1), seed=7)
>>> while ledger.state.deal is None:  # the cut, then the deal
...     _ = ledger.chance()
>>> ledger.record()["format"]
'ecarte-record/1'
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

from ecarte.driver.chance import Chance, SeededChance
from ecarte.driver.step import Step
from ecarte.engine import (
    Action,
    AnyAction,
    ChanceAction,
    DealCards,
    MatchState,
    Rules,
    apply,
    new_match,
)
from ecarte.engine.events import CardPlayed, DealEnded, Event, Exchanged
from ecarte.engine.records import Recorder


class NoUndo(enum.Enum):
    """Why a seat's last move cannot be taken back: a fact; its ``str`` is the sentence in
    the chosen language (``SessionWords.no_undo``)."""

    NEW_CARDS = "new cards"  # new cards have been dealt since the seat's last move
    DREW = "drew"  # the seat has seen the cards it drew
    CARD_PLAYED = "card played"  # a card has been played since
    ANSWERED = "answered"  # the other player has answered since
    SCORED = "scored"  # the deal is over and scored
    BEFORE_RESUME = "before resume"  # the move was made before the match was resumed
    NOTHING = "nothing"  # the seat has no move to take back in this deal

    def __str__(self) -> str:
        from ecarte.words.session import words

        return words().no_undo[self.value]

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


UndoPolicy = Callable[[Step, int], "NoUndo | str | None"]
"""Why ``undo`` for a seat may not go back past this step (a fact, or a policy's own
sentence), or None."""


def no_peeking(step: Step, seat: int) -> NoUndo | None:
    """Undo never takes back what was followed by a card the seat had not seen: a new
    deal, the opponent's card, or the cards the seat drew."""
    if not isinstance(step.action, Action):
        return NoUndo.NEW_CARDS
    events = step.events
    if not any((isinstance(e, CardPlayed) and e.seat != seat)
               or (isinstance(e, Exchanged) and e.seat == seat and e.count) for e in events):
        return None
    if any(isinstance(e, Exchanged) and e.seat == seat for e in events):
        return NoUndo.DREW
    return NoUndo.CARD_PLAYED


def nothing_seen(step: Step, seat: int) -> NoUndo | None:
    """The table's policy: undo never takes back what was followed by something the seat
    had not known (a new deal or reshuffle, the opponent's decision of any kind, the cards
    the seat drew). What is left is the seat's own last moves before anyone answered."""
    if not isinstance(step.action, Action):
        return NoUndo.NEW_CARDS
    if step.actor != seat:
        return NoUndo.ANSWERED
    if any(isinstance(e, Exchanged) and e.seat == seat and e.count for e in step.events):
        return NoUndo.DREW
    if any(isinstance(e, DealEnded) for e in step.events):
        return NoUndo.SCORED
    return None


class Ledger:
    """The match so far. Chance comes from ``chance`` (by default ``SeededChance(seed)``);
    ``extra`` fields go into the record."""

    def __init__(self, rules: Rules, seed: int, names: tuple[str, str] = ("Seat 0", "Seat 1"),
                 *, state: MatchState | None = None, chance: Chance | None = None,
                 undo_policy: UndoPolicy = no_peeking, **extra: Any) -> None:
        self.rules = rules
        self.seed = seed
        self.names = names
        self.extra = extra
        self.source: Chance = chance if chance is not None else SeededChance(seed)
        self.undo_policy = undo_policy
        self.state = state if state is not None else new_match(rules)
        self.start = self.state
        self.steps: list[Step] = []
        self.notes: list[tuple[int, str]] = []
        self.resumed_at = 0  # steps before this come from a saved record
        self.resumed = False  # the match was rebuilt from a save (driver.resume)

    def draw(self) -> ChanceAction | None:
        """The chance step due now, or None when the source has no more."""
        return self.source.draw(self.state, self.steps)

    def chance(self) -> tuple[Event, ...]:
        """Draw the chance step due now and apply it."""
        action = self.draw()
        if action is None:
            raise ValueError("this match's chance has no more steps")
        return self.apply(action)

    def apply(self, action: AnyAction) -> tuple[Event, ...]:
        """Apply a legal action (raises IllegalActionError otherwise)."""
        state, events = apply(self.state, action)
        self.steps.append(Step(self.state, action, events))
        self.state = state
        return events

    def deal_steps(self) -> list[Step]:
        """The steps of the deal in progress (or the last deal), from its deal of cards."""
        for index in range(len(self.steps) - 1, -1, -1):
            if isinstance(self.steps[index].action, DealCards):
                return self.steps[index:]
        return []

    def undo_target(self, seat: int) -> tuple[int, None] | tuple[None, NoUndo | str]:
        """Where ``undo`` would go back to for ``seat`` (a step index), or None and why not."""
        if not any(step.actor == seat for step in self.steps):
            return None, NoUndo.NOTHING  # no move yet: nothing came after one
        for index in range(len(self.steps) - 1, self.resumed_at - 1, -1):
            step = self.steps[index]
            why = self.undo_policy(step, seat)
            if why is not None:
                return None, why
            if step.actor == seat:
                return index, None
        for step in reversed(self.steps[:self.resumed_at]):  # as if never resumed
            why = self.undo_policy(step, seat)
            if why is not None:
                return None, why
            if step.actor == seat:
                return None, NoUndo.BEFORE_RESUME
        return None, NoUndo.NOTHING

    def undo(self, seat: int) -> NoUndo | str | None:
        """Take back ``seat``'s last decision and what followed it. Returns None when done,
        or the reason it cannot be (a fact, or a policy's own sentence)."""
        index, why = self.undo_target(seat)
        if index is None:
            return why
        text = str(self.steps[index].action)  # the record's note keeps the action's code
        self.state = self.steps[index].before
        del self.steps[index:]
        self.notes = [(at, note) for at, note in self.notes if at <= index]
        self.notes.append((index, f"undo: seat {seat} {text}"))  # a code, in no language
        return None

    def record(self) -> dict[str, Any]:
        """The match so far as an ``ecarte-record/1`` object."""
        fields = self.source.fields()  # the source's own (the seed) win over a kept field
        extra = {key: value for key, value in self.extra.items() if key not in fields}
        recorder = Recorder(self.rules, self.names, **fields, **extra)
        notes = sorted(self.notes)
        position = 0

        def note(text: str) -> None:
            if text.startswith("undo: "):  # where the move taken back stood in the deal
                text += f" at {recorder.actions_in_deal()}"
            recorder.note(text)

        for index, step in enumerate(self.steps):
            while position < len(notes) and notes[position][0] <= index:
                note(notes[position][1])
                position += 1
            recorder.observe(step.before, step.action)
        for _, text in notes[position:]:
            note(text)
        return recorder.record

