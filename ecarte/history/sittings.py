"""Pools and chouettes in the history (docs/history.md): each kept once, with every
player's games won and lost and his money, read from the verified ``ecarte-pool/1``
record. Their games are kept as matches by the table (a game against a bot moves the
bot-ladder rating as in ``ecarte play``; the sitting itself moves nothing)."""

from __future__ import annotations

import dataclasses
import datetime
import json
from typing import Any

from ecarte.history.schema import record_hash
from ecarte.history.store import History
from ecarte.pool import poule
from ecarte.pool.record import PoolRecordError, verify


@dataclasses.dataclass(frozen=True, slots=True)
class SittingPlayer:
    name: str
    level: str | None  # None: a person
    won: int
    lost: int
    money: int


@dataclasses.dataclass(frozen=True, slots=True)
class SittingRow:
    id: int
    played_at: str
    kind: str
    games: int
    players: tuple[SittingPlayer, ...]


class NotASitting(ValueError):
    """A record that is not a finished, valid pool or chouette: nothing kept."""


def add_sitting(history: History, record: dict[str, Any],
                played_at: datetime.datetime | None = None) -> tuple[int, bool]:
    """Keep a finished pool or chouette (the same record twice, once): its id, and
    whether it is new. Raises NotASitting, HistoryUnusable."""
    try:
        verdict = verify(record)
    except PoolRecordError as error:
        raise NotASitting(str(error)) from None
    if not verdict.complete:
        raise NotASitting(record.get("kind", ""))
    state = verdict.state
    money = poule.settlement(state) if isinstance(state, poule.Pool) else state.money
    assert money is not None
    text = json.dumps(record, ensure_ascii=False)
    digest = record_hash(text)
    when = (played_at or datetime.datetime.now(datetime.UTC)).astimezone(datetime.UTC)
    seats = [entry["seats"] for entry in record["games"]]
    winners = verdict.winners
    levels = record.get("levels") or [None] * len(state.players)
    with history._writing():
        found = history.db.execute("SELECT id FROM sittings WHERE record_hash = ?",
                                   (digest,)).fetchone()
        if found is not None:
            return int(found[0]), False
        cursor = history.db.execute(
            "INSERT INTO sittings (played_at, kind, games, record, record_hash) "
            "VALUES (?, ?, ?, ?, ?)", (when.isoformat(timespec="seconds"), verdict.kind,
                                       len(winners), text, digest))
        sitting_id = int(cursor.lastrowid or 0)
        for place, name in enumerate(state.players):
            won = sum(1 for winner in winners if winner == place)
            lost = sum(1 for pair, winner in zip(seats, winners, strict=False)
                       if place in pair and winner != place)
            history.db.execute(
                "INSERT INTO sitting_players VALUES (?, ?, ?, ?, ?, ?, ?)",
                (sitting_id, place, name, levels[place], won, lost, money[place]))
    return sitting_id, True


def sittings(history: History) -> list[SittingRow]:
    """The pools and chouettes kept, newest first."""
    rows = history.db.execute(
        "SELECT id, played_at, kind, games FROM sittings ORDER BY played_at DESC, id DESC"
    ).fetchall()
    found = []
    for sitting_id, played_at, kind, games in rows:
        players = tuple(SittingPlayer(*row) for row in history.db.execute(
            "SELECT name, level, won, lost, money FROM sitting_players "
            "WHERE sitting_id = ? ORDER BY place", (sitting_id,)))
        found.append(SittingRow(int(sitting_id), str(played_at), str(kind), int(games),
                                players))
    return found
