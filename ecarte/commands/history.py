"""``ecarte history``: the matches kept, newest first."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from ecarte.commands.flags import whole_number

if TYPE_CHECKING:
    from ecarte.history import MatchRow

EPILOG = """\
Every match finished in 'ecarte play' is kept (docs/history.md); 'ecarte stats import
FILE' adds records from elsewhere. 'ecarte stats' sums them up. After the result,
(practice): take-backs, (tutor): the tutor watched, (hints): hints were shown; none of
these moves the rating. errors '-': not reviewed.
--json prints a list, newest first, of {"id", "date", "kind", "players", "you", "opponent",
"rules", "winner", "won", "lost", "takebacks", "tutor", "error_rate"} (date in UTC, ISO 8601;
you and error_rate may be null)."""

NOT_REVIEWED = "-"  # as 'ecarte stats' shows a match not reviewed
EMPTY = "No match is kept yet: every match you finish in 'ecarte play' will be listed here."


def configure(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("--limit", type=whole_number("the limit", 1, 10**9), metavar="N",
                        help="the N newest matches only")
    parser.add_argument("--json", action="store_true", help="print one JSON list")


def row_json(row: MatchRow) -> dict[str, Any]:
    return {"id": row.id, "date": row.played_at.isoformat(), "kind": row.kind,
            "players": list(row.players), "you": row.you, "opponent": row.opponent,
            "rules": row.rules, "winner": row.winner, "won": row.won, "lost": row.lost,
            "takebacks": row.takebacks, "tutor": row.tutor,
            "error_rate": None if row.error_rate is None else round(row.error_rate, 3)}


def run(args: argparse.Namespace) -> int:
    from ecarte.history import HistoryError, Unreadable, left_out, open_history

    try:
        with open_history(write=False) as history:
            kept = history.read()
            unreadable = list(kept.unreadable)
            rows = kept.chosen(limit=args.limit)
            watched: set[int] = set()
            if not args.json:  # "(tutor)" or "(hints)": the record says whether it watched
                for row in [row for row in rows if row.tutor]:
                    record = history.record(row.id)
                    if isinstance(record, Unreadable):
                        unreadable.append(record)
                        rows.remove(row)
                    elif record is not None and record.get("tutor") is True:
                        watched.add(row.id)
    except HistoryError as error:
        sys.stderr.write(f"ecarte history: {error}\n")
        return 1
    if unreadable:  # said apart from the list, which stays whole JSON with --json
        sys.stderr.write(f"ecarte history: {left_out(len(unreadable))}\n")
    if args.json:
        sys.stdout.write(json.dumps([row_json(row) for row in rows]) + "\n")
        return 0
    _show(rows, watched, empty=not unreadable)
    return 0


def literal(text: str) -> str:
    """Text from the history as it may be shown on a terminal, whole: each control
    character (an escape code too) becomes "?". (Markup is never read: cells are Text.)"""
    return "".join(c if c.isprintable() else "?" for c in text)


def _show(rows: list[MatchRow], watched: set[int], *, empty: bool) -> None:
    """The table of matches; every cell from the file is shown as the text it is."""
    import dataclasses

    from rich.table import Table
    from rich.text import Text

    from ecarte.review.text import printable, shown_names
    from ecarte.ui.console import make_console

    console, _ = make_console(plain=not sys.stdout.isatty())
    if not rows:
        if empty:
            console.print(EMPTY, markup=False)
        return
    table = Table(box=None, header_style="bold", pad_edge=False)
    for name, justify in (("id", "right"), ("date", "left"), ("opponent", "left"),
                          ("rules", "left"), ("result", "left"), ("errors", "right")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for row in rows:
        row = dataclasses.replace(row, players=shown_names(row.players))
        when = row.played_at.astimezone().strftime("%Y-%m-%d %H:%M")
        errors = NOT_REVIEWED if row.error_rate is None else f"{row.error_rate:.0%}"
        result = row.result + (" (practice)" if row.takebacks else
                               " (tutor)" if row.id in watched else
                               " (hints)" if row.tutor else "")
        table.add_row(*(Text(cell) for cell in (
            str(row.id), when, printable(row.opponent), literal(row.rules), literal(result),
            errors)))
    console.print(table)
    from ecarte.cli import COMMANDS

    openers = [f"'ecarte {name} ID'" for name in ("replay", "review") if name in COMMANDS]
    if openers:
        console.print(f"{' or '.join(openers)} opens one.", style="note", markup=False)
