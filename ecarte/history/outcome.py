"""What a finished match came to, deal by deal, read by replaying its record with the
engine (``engine.records.walk``): the scoring is the engine's, never done again here."""

from __future__ import annotations

import dataclasses
import enum
from collections import defaultdict
from typing import Any, Final

from ecarte.engine.events import (
    Dealt,
    KingDeclared,
    KingTurned,
    PointsScored,
    Proposed,
    Refused,
    Stood,
    Why,
)
from ecarte.engine.options import Rules
from ecarte.engine.records import RecordFaultError, RecordFormatError, read_record, walk

INTEGER_MOST: Final = 2**63 - 1
"""The largest whole number an SQLite INTEGER holds: ``ecarte.numbers.MAX_SEED``, the
largest seed, is the same bound (this layer does not import the command line's helpers)."""


def kept_seed(value: object) -> int | None:
    """A record's seed as the history keeps it: a whole number from 0 to ``INTEGER_MOST``,
    or None for anything else (an imported record may carry any JSON number)."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= INTEGER_MOST:
        return value
    return None


class Unkept(enum.Enum):
    """Why a record cannot be counted as a finished match."""

    INVALID = "invalid"  # not a valid record (the record reader's words follow)
    TOO_DEEP = "too-deep"  # nested too deeply to be read
    UNFINISHED = "unfinished"  # it stops before the match ends


class NotKept(ValueError):
    """A record that cannot be counted as a finished match: ``why`` says why (with the
    record reader's ``detail``); the message is its sentence in the chosen language."""

    def __init__(self, why: Unkept, detail: str = "") -> None:
        self.why = why
        self.detail = detail
        super().__init__(not_kept_sentence(why, detail))


def not_kept_sentence(why: Unkept, detail: str = "") -> str:
    """Why a record is not a finished match, in the chosen language."""
    from ecarte.words.stats import words

    said = words()
    if why is Unkept.INVALID:
        return said.not_a_record(detail)
    return said.too_deep if why is Unkept.TOO_DEEP else said.not_finished


@dataclasses.dataclass(frozen=True, slots=True)
class DealOutcome:
    """One deal: its points for each seat, and who made the vole, paid a penalty, stood
    (without proposing), proposed, refused, scored the King (each a seat, or None)."""

    game: int
    deal: int
    dealer: int
    points: tuple[int, int]
    vole: int | None = None
    penalty: int | None = None
    stood: int | None = None
    proposed: int | None = None
    refused: int | None = None
    king: int | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class MatchOutcome:
    """A finished match: the players, the rules as words, the winner, the games each seat
    won, and every deal."""

    players: tuple[str, str]
    rules: str
    seed: int | None
    winner: int
    games: tuple[int, int]
    deals: tuple[DealOutcome, ...]


def rules_text(rules: Rules) -> str:
    """The preset and the options that differ from it, as ``stats`` groups by them.

    >>> rules_text(Rules.from_spec({"preset": "club", "target": 7}))
    'club, target 7'
    """
    spec = rules.to_spec()
    preset = str(spec.pop("preset", "club"))
    return ", ".join([preset, *(f"{name} {value}" for name, value in sorted(spec.items()))])


def rules_spec(text: str) -> dict[str, object] | None:
    """The spec a ``rules_text`` code stands for, to word it in the player's language;
    None for a text that is no such code.

    >>> rules_spec("club, target 7")
    {'preset': 'club', 'target': 7}
    """
    preset, *options = [part.strip() for part in text.split(",")]
    if not preset or " " in preset:
        return None
    spec: dict[str, object] = {"preset": preset}
    for option in options:
        name, _, value = option.partition(" ")
        if not name or not value:
            return None
        spec[name] = int(value) if value.isdigit() else \
            {"True": True, "False": False}.get(value, value)
    return spec


def read_match(record: Any) -> MatchOutcome:
    """The outcome of a finished match's record. Raises NotKept (with the reason) for a
    record that cannot be read, breaks the rules, or stops before the match ends."""
    try:
        rules, _ = read_record(record)
        positions = list(walk(record))
    except (RecordFormatError, RecordFaultError) as error:
        raise NotKept(Unkept.INVALID, str(error)) from None
    except RecursionError:
        raise NotKept(Unkept.TOO_DEEP) from None
    final = positions[-1].after if positions else None
    if final is None or final.winner is None:
        raise NotKept(Unkept.UNFINISHED)
    players = record.get("players", ["Seat 0", "Seat 1"])
    seed = kept_seed(record.get("seed"))
    games = [0, 0]
    for result in final.results:
        if result.winner is not None:
            games[result.winner] += 1
    deals: dict[tuple[int, int], dict[str, Any]] = {}
    points: dict[tuple[int, int], list[int]] = defaultdict(lambda: [0, 0])
    for position in positions:
        key = (position.game, position.deal)
        facts = deals.setdefault(key, {})
        for event in position.events:
            if isinstance(event, Dealt):
                facts["dealer"] = event.dealer
            elif isinstance(event, PointsScored):
                points[key][event.seat] += event.points
                if any(r.why in (Why.VOLE, Why.CONCEDED_VOLE) for r in event.reasons):
                    facts["vole"] = event.seat
                if event.penalty:
                    facts["penalty"] = 1 - event.seat
            elif isinstance(event, Stood) and "proposed" not in facts:
                facts["stood"] = event.seat
            elif isinstance(event, Proposed):
                facts["proposed"] = event.seat
            elif isinstance(event, Refused):
                facts["refused"] = event.seat
            elif isinstance(event, KingTurned | KingDeclared):
                facts["king"] = event.dealer if isinstance(event, KingTurned) else event.seat
    outcomes = tuple(
        DealOutcome(game=g, deal=d, points=(points[g, d][0], points[g, d][1]), **facts)
        for (g, d), facts in deals.items() if "dealer" in facts)
    return MatchOutcome((str(players[0]), str(players[1])), rules_text(rules), seed,
                        final.winner, (games[0], games[1]), outcomes)
