"""``ecarte history``: the matches kept, newest first."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from ecarte.cli_parser import Paragraphs
from ecarte.commands.flags import whole_number
from ecarte.words.commands import said_by

if TYPE_CHECKING:
    from ecarte.history import MatchRow

SHAPE = ('{"id", "date", "kind", "players", "you", "opponent",\n"rules", "winner", "won", '
         '"lost", "takebacks", "tutor", "error_rate"}')
"""The JSON of ``--json``, as its help shows it (the words around it are the language's)."""

NOT_REVIEWED = "-"  # as 'ecarte stats' shows a match not reviewed


def epilog() -> str:
    """The help's closing text, in the chosen language."""
    from ecarte.words.stats import words

    said = words()
    return f"{said.history_epilog}\n{said.history_json_epilog(SHAPE, 'you')}"


def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.stats import words

    said = words()
    parser.epilog = epilog()
    parser.formatter_class = Paragraphs
    parser.add_argument("--limit", type=whole_number(said.the_limit, 1, 10**9), metavar="N",
                        help=said.limit_help)
    parser.add_argument("--json", action="store_true", help=said.history_json_help)


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
        sys.stderr.write(f"{said_by('ecarte history')}{error}\n")
        return 1
    if unreadable:  # said apart from the list, which stays whole JSON with --json
        sys.stderr.write(f"{said_by('ecarte history')}{left_out(len(unreadable))}\n")
    if args.json:
        sys.stdout.write(json.dumps([row_json(row) for row in rows]) + "\n")
        return 0
    _show(rows, watched, empty=not unreadable)
    return 0


def rules_shown(code: str) -> str:
    """The rules column in the player's words ("club, en 3 points"), from its code."""
    from ecarte.history.outcome import rules_spec
    from ecarte.words.options import listed_rules

    spec = rules_spec(code)
    return literal(code) if spec is None else literal(listed_rules(spec))


def literal(text: str) -> str:
    """Text from the history as it may be shown on a terminal, whole: each control
    character (an escape code too) becomes "?". (Markup is never read: cells are Text.)"""
    return "".join(c if c.isprintable() else "?" for c in text)


def _show(rows: list[MatchRow], watched: set[int], *, empty: bool) -> None:
    """The table of matches; every cell from the file is shown as the text it is."""
    import dataclasses

    from rich.table import Table
    from rich.text import Text

    from ecarte.commands.stats import opponent_shown
    from ecarte.review.text import shown_names
    from ecarte.ui.console import make_console
    from ecarte.words import phrasebook
    from ecarte.words.stats import words

    said = words()
    book = phrasebook()
    console, _ = make_console(plain=not sys.stdout.isatty())
    if not rows:
        if empty:
            console.print(said.history_empty, markup=False)
        return
    table = Table(box=None, header_style="bold", pad_edge=False)
    for name, justify in zip(said.history_columns,
                             ("right", "left", "left", "left", "left", "right"), strict=True):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for row in rows:
        row = dataclasses.replace(row, players=shown_names(row.players))
        when = book.moment(row.played_at.astimezone())
        errors = NOT_REVIEWED if row.error_rate is None else book.percent(row.error_rate)
        result = row.result + (said.practice_mark if row.takebacks else
                               said.tutor_mark if row.id in watched else
                               said.hints_mark if row.tutor else "")
        table.add_row(*(Text(cell) for cell in (
            str(row.id), when, opponent_shown(row.opponent), rules_shown(row.rules),
            literal(result), errors)))
    console.print(table)
    console.print(said.history_legend(NOT_REVIEWED), style="note", markup=False)
    from ecarte.cli import COMMANDS

    openers = [said.command(f"ecarte {name} ID") for name in ("replay", "review")
               if name in COMMANDS]
    if openers:
        console.print(said.opens_one(said.or_word.join(openers)), style="note", markup=False)
