"""The match so far: every step with its state and events, undo, and the record.

Chance is derived from the seed and the position (game, deal), never from a running
generator, so a match resumed from its record deals the same cards it would have dealt.

>>> ledger = Ledger(Rules(target=1), seed=7)
>>> while ledger.state.actor == CHANCE:
...     _ = ledger.chance()
>>> ledger.record()["format"]
'ecarte-record/1'
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from ecarte.engine import (
    CHANCE,
    Action,
    AnyAction,
    DealCards,
    MatchState,
    Reshuffle,
    Rules,
    apply,
    chance_action,
    new_match,
)
from ecarte.engine.events import CardPlayed, Event, Exchanged
from ecarte.engine.records import Recorder, RecordFormatError, read_record, replay


@dataclasses.dataclass(frozen=True, slots=True)
class Step:
    before: MatchState
    action: AnyAction
    events: tuple[Event, ...]

    @property
    def actor(self) -> int | None:
        return self.before.actor


def derive(seed: int, *parts: object) -> random.Random:
    """A generator for one chance step or one bot, from the seed and where it is used."""
    return random.Random(":".join(map(str, (seed, *parts))))


class Ledger:
    def __init__(self, rules: Rules, seed: int, names: tuple[str, str] = ("Seat 0", "Seat 1"),
                 *, state: MatchState | None = None, **extra: Any) -> None:
        self.rules = rules
        self.seed = seed
        self.names = names
        self.extra = extra
        self.state = state if state is not None else new_match(rules)
        self.start = self.state
        self.steps: list[Step] = []
        self.notes: list[tuple[int, str]] = []
        self.resumed_at = 0  # steps before this come from a saved record

    def chance(self) -> tuple[Event, ...]:
        state = self.state
        game = state.game
        if game is None:
            cuts = sum(1 for s in self.steps if s.before.game is None)
            rng = derive(self.seed, "cut", cuts)
        elif game.deal is None:
            rng = derive(self.seed, "deal", len(state.results), game.deals)
        else:
            rng = derive(self.seed, "reshuffle", len(state.results), game.deals)
        return self.apply(chance_action(state, rng))

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

    def undo_target(self, seat: int) -> tuple[int | None, str]:
        """Where ``undo`` would go back to for ``seat`` (a step index), or None and why not."""
        for index in range(len(self.steps) - 1, self.resumed_at - 1, -1):
            step = self.steps[index]
            if _reveals(step, seat):
                return None, _why(step, seat)
            if step.actor == seat:
                return index, str(step.action)
        return None, "there is no move of yours to take back in this deal"

    def undo(self, seat: int) -> str | None:
        """Take back ``seat``'s last decision and what followed it. Returns None when done,
        or the reason it cannot be."""
        index, text = self.undo_target(seat)
        if index is None:
            return text
        self.state = self.steps[index].before
        del self.steps[index:]
        self.notes = [(at, note) for at, note in self.notes if at <= index]
        self.notes.append((index, f"undo: {self.names[seat]} took back {text}"))
        return None

    def record(self) -> dict[str, Any]:
        """The match so far as an ``ecarte-record/1`` object."""
        recorder = Recorder(self.rules, self.names, seed=self.seed, **self.extra)
        notes = sorted(self.notes)
        position = 0
        for index, step in enumerate(self.steps):
            while position < len(notes) and notes[position][0] <= index:
                recorder.note(notes[position][1])
                position += 1
            recorder.observe(step.before, step.action)
        for _, text in notes[position:]:
            recorder.note(text)
        return recorder.record

    @classmethod
    def from_record(cls, record: dict[str, Any], seed: int) -> Ledger:
        """Rebuild a ledger by replaying a saved record. Raises RecordFormatError."""
        result = replay(record)
        if result.fault is not None:
            raise RecordFormatError(f"the saved match does not replay: {result.fault.error}")
        rules, games = read_record(record)
        names = tuple(record.get("players", ("Seat 0", "Seat 1")))
        extra = {k: v for k, v in record.items()
                 if k not in ("format", "rules", "players", "games", "seed")}
        ledger = cls(rules, seed, (str(names[0]), str(names[1])), **extra)
        for g, deals in enumerate(games):
            for d, entry in enumerate(deals):
                if ledger.state.game is None:
                    ledger.state = new_match(rules, entry.dealer)
                    ledger.start = ledger.state
                ledger.apply(entry.cards)
                order = entry.reshuffle
                for action in entry.actions:
                    if ledger.state.actor == CHANCE and order is not None:
                        ledger.apply(Reshuffle(order))
                    ledger.apply(action)
                if ledger.state.actor == CHANCE and ledger.state.deal is not None \
                        and order is not None:
                    ledger.apply(Reshuffle(order))
                for text in record["games"][g]["deals"][d].get("notes", []):
                    ledger.notes.append((len(ledger.steps), str(text)))
        ledger.resumed_at = len(ledger.steps)
        return ledger


def _reveals(step: Step, seat: int) -> bool:
    """Whether this step showed ``seat`` a card it had not seen."""
    if not isinstance(step.action, Action):
        return True
    for event in step.events:
        if isinstance(event, CardPlayed) and event.seat != seat:
            return True
        if isinstance(event, Exchanged) and event.seat == seat and event.count:
            return True
    return False


def _why(step: Step, seat: int) -> str:
    if not isinstance(step.action, Action):
        return "new cards have been dealt since your last move"
    if any(isinstance(e, Exchanged) and e.seat == seat for e in step.events):
        return "you have seen the cards you drew, so the exchange cannot be taken back"
    return "a card has been played since your last move, so it cannot be taken back"
