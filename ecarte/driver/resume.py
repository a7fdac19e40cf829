"""A match rebuilt from its record, to go on with it: the record is checked by the
engine's replay, then driven through the same loop as any match, its deals and its
reshuffles drawn from the record and its actions played in order."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Final

from ecarte.driver.chance import SeededChance
from ecarte.driver.ledger import Ledger
from ecarte.driver.loop import Driver, Turn
from ecarte.driver.step import Step
from ecarte.engine import Action, Card, ChanceAction, DealCards, MatchState, Reshuffle, new_match
from ecarte.engine.records import RecordFormatError, read_record, replay
from ecarte.text import MAX_NAME, shown
from ecarte.words.session import words


class RecordedChance:
    """The deals and reshuffles a record lists, in order; None past its end."""

    def __init__(self, seed: int,
                 deals: Sequence[tuple[DealCards, tuple[Card, ...] | None]]) -> None:
        self.seed = seed
        self.deals = deals  # (cards, reshuffle order or None)

    def draw(self, state: MatchState, steps: Sequence[Step]) -> ChanceAction | None:
        dealt = sum(1 for step in steps if isinstance(step.action, DealCards))
        if state.deal is None:
            return self.deals[dealt][0] if dealt < len(self.deals) else None
        order = self.deals[dealt - 1][1]
        return Reshuffle(order) if order is not None else None

    def fields(self) -> dict[str, Any]:
        return {}


RESERVED: Final = frozenset({"format", "rules", "players", "games", "seed"})
"""The record's own fields: read by the engine, or written by the ledger itself."""

KNOWN: Final = {"level": "text", "take_backs": "count", "practice": "flag", "tutor": "flag",
                "commitment": "object"}
"""The record's other fields the table reads, and the kind each must be (a text, a whole
number from 0, true or false, an object: ``SessionWords.kinds`` says it)."""


def _fits(value: object, kind: str) -> bool:
    if kind == "text":
        return isinstance(value, str)
    if kind == "flag":
        return isinstance(value, bool)
    if kind == "object":
        return isinstance(value, dict)
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def resume(record: dict[str, Any], seed: int) -> Ledger:
    """The match of a saved record, ready to go on with chance from ``seed``.
    Raises RecordFormatError if the record cannot be read or does not replay, or if a
    field the table reads (``KNOWN``, a deal's ``notes``) is not what it must be; other
    fields are kept as they are, for the record."""
    result = replay(record)
    if result.fault is not None:
        raise RecordFormatError(words().does_not_replay(result.fault.error))
    rules, games = read_record(record)
    entries = [entry for deals in games for entry in deals]
    notes = [_notes(deal, number) for number, deal in enumerate(
        (deal for game in record["games"] for deal in game["deals"]), 1)]
    names = record.get("players", ("Seat 0", "Seat 1"))
    extra = {k: v for k, v in record.items() if k not in RESERVED}
    for key, kind in KNOWN.items():
        if key in extra and not _fits(extra[key], kind):
            said = words()
            raise RecordFormatError(said.bad_field(repr(key), said.kinds[kind]))
    start = new_match(rules, entries[0].dealer) if entries else new_match(rules)
    chance = RecordedChance(seed, [(entry.cards, entry.reshuffle) for entry in entries])
    ledger = Ledger(rules, seed, (shown(str(names[0]), MAX_NAME), shown(str(names[1]), MAX_NAME)),
                    state=start, chance=chance)
    ledger.extra.update(extra)
    actions: Iterator[Action] = (action for entry in entries for action in entry.actions)
    Driver(ledger, human=lambda seat: next(actions, Turn.LEAVE)).run()
    if ledger.state != result.state:
        raise RecordFormatError(words().not_where_left)
    deals_at = [index for index, step in enumerate(ledger.steps)
                if isinstance(step.action, DealCards)] + [len(ledger.steps)]
    for deal, texts in enumerate(notes):
        ledger.notes.extend((deals_at[deal + 1], text) for text in texts)
    ledger.source = SeededChance(seed)
    ledger.resumed_at = len(ledger.steps)
    ledger.resumed = True
    return ledger


def _notes(deal: dict[str, Any], number: int) -> list[str]:
    """A deal's notes (an undo, a resignation...): a list of texts, if any."""
    notes = deal.get("notes", [])
    if not isinstance(notes, list) or not all(isinstance(text, str) for text in notes):
        raise RecordFormatError(words().bad_notes(number))
    return notes
