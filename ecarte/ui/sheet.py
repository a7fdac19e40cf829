"""The score sheet: one line per deal (who dealt, how the exchange went, the tricks, the
points and the running score), read from the public events of the match so far.

Only what both players saw goes on the sheet: no card of a hand or a discard.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from rich import box
from rich.console import RenderableType
from rich.table import Table

from ecarte.driver import Ledger, Step
from ecarte.engine.events import (
    Accepted,
    Conceded,
    DealEnded,
    Dealt,
    Dropped,
    GameWon,
    KingDeclared,
    KingTurned,
    PointsScored,
    Proposed,
    Refused,
    Stood,
    Taken,
)
from ecarte.ui.theme import Look


@dataclasses.dataclass
class SheetRow:
    """One deal on the sheet."""

    game: int  # from 1
    deal: int  # from 1, counted through the match
    dealer: int
    exchange: list[str] = dataclasses.field(default_factory=list)
    tricks: tuple[int, int] | None = None
    points: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    score: tuple[int, int] = (0, 0)
    ending: str = ""  # conceded, dropped, the game won
    over: bool = False


def sheet_rows(steps: Iterable[Step], names: tuple[str, str]) -> list[SheetRow]:
    """The sheet of the match whose steps are ``steps``."""
    rows: list[SheetRow] = []
    game = 1
    for step in steps:
        for event in step.events:
            if isinstance(event, Dealt):
                score = rows[-1].score if rows and not rows[-1].ending.startswith(
                    "game") else (0, 0)
                rows.append(SheetRow(game, len(rows) + 1, event.dealer, score=score))
                continue
            if not rows:
                continue
            row = rows[-1]
            if isinstance(event, KingTurned):
                row.exchange.append("King turned")
            elif isinstance(event, Stood):
                row.exchange.append(f"{names[event.seat]} stood")
            elif isinstance(event, Proposed):
                row.exchange.append(f"{names[event.seat]} proposed")
            elif isinstance(event, Accepted):
                row.exchange.append("accepted")
            elif isinstance(event, Refused):
                row.exchange.append(f"{names[event.seat]} refused")
            elif isinstance(event, KingDeclared):
                row.exchange.append(f"{names[event.seat]} declared the King")
            elif isinstance(event, Conceded):
                row.ending = f"{names[event.seat]} conceded"
            elif isinstance(event, Taken):
                row.exchange.append(f"doubled, stake {event.stake}")
            elif isinstance(event, Dropped):
                row.ending = f"{names[event.seat]} dropped the double"
            elif isinstance(event, PointsScored):
                row.points[event.seat] += event.points
                row.score = event.score
            elif isinstance(event, DealEnded):
                row.tricks = event.tricks
                row.over = True
            elif isinstance(event, GameWon):
                row.over = True
                row.score = event.score
                row.ending = f"game {game} to {names[event.seat]}" + (
                    f" ({row.ending})" if row.ending else "")
                game += 1
    return rows


def sheet_table(rows: list[SheetRow], names: tuple[str, str], look: Look) -> RenderableType:
    """The sheet as a table; a deal still being played is marked 'in play'."""
    table = Table(box=box.ASCII if look.ascii else box.SIMPLE_HEAD, title="Score sheet",
                  title_justify="left", pad_edge=False, collapse_padding=True,
                  caption=f"Tricks and score: {names[0]}-{names[1]}.",
                  caption_justify="left")
    table.add_column("Deal", justify="right", no_wrap=True)
    table.add_column("Dealer", overflow="fold")
    table.add_column("Exchange", overflow="fold", ratio=3)
    table.add_column("Tricks", no_wrap=True)
    table.add_column("Points", overflow="fold")
    table.add_column("Score", no_wrap=True)
    if not rows:
        table.add_row("", "", "no deal yet", "", "", "")
    for row in rows:
        label = str(row.deal) if len({r.game for r in rows}) == 1 else f"{row.game}.{row.deal}"
        tricks = f"{row.tricks[0]}-{row.tricks[1]}" if row.tricks else (
            "" if row.over else "in play")
        points = ", ".join(f"{names[seat]} +{row.points[seat]}" for seat in (0, 1)
                           if row.points[seat])
        exchange = ", ".join(row.exchange) + (f"; {row.ending}" if row.ending else "")
        table.add_row(label, names[row.dealer], exchange, tricks, points,
                      f"{row.score[0]}-{row.score[1]}")
    return table


def practice_line(ledger: Ledger) -> str:
    """"Practice match: take-backs used: N." when undo was used, else ""."""
    used = ledger.extra.get("take_backs", 0)
    if not used:
        return ""
    kind = "Practice match (undo against the bot)" if ledger.extra.get("practice") \
        else "Take-backs were used"
    return f"{kind}: take-backs used: {used}."
