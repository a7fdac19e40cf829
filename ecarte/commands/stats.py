"""``ecarte stats``: what you won and how you play, from the matches kept; ``ecarte stats
import FILE...`` adds matches from records."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import datetime
import json
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ecarte.cli_parser import Paragraphs
from ecarte.words.commands import said_by

if TYPE_CHECKING:
    from rich.console import Console

    from ecarte.history import DealOutcome, History, MatchRow
    from ecarte.history.summary import Group

STATS_SHAPE = ('{"matches": N, "by_opponent": [{"opponent", "rules", "matches", "won",\n'
               '"lost", "points_per_deal"}], "rating": {"value", "deviation"}', "}")
"""The JSON of ``--json``, as its help shows it (the words around it are the language's)."""


def epilog() -> str:
    """The help's closing text, in the chosen language."""
    from ecarte.words.stats import words

    said = words()
    return (f"{said.stats_epilog}\n{said.stats_json_epilog(*STATS_SHAPE)}\n\n"
            f"{said.stats_import_epilog('--you')}")


LAST = 20  # matches in the chart


def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.stats import words

    said = words()
    parser.epilog = epilog()
    parser.formatter_class = Paragraphs
    meta = said.metavars
    parser.usage = (f"ecarte stats [--level {meta['NAME']}] [--rules {meta['RULES']}] "
                    f"[--since {meta['DATE']}] [--json]\n"
                    f"       ecarte stats import {meta['FILE']}... [--you {meta['NAME']}]")
    _filters(parser)
    actions = parser.add_subparsers(dest="action", title=said.stats_import_title,
                                    metavar="import")
    adding = actions.add_parser("import", help=said.stats_import_help,
                                description=said.stats_import_help)
    adding.add_argument("files", nargs="+", metavar=said.metavars["FILE"],
                        help=said.stats_files_help)
    adding.add_argument("--you", metavar=said.metavars["NAME"], help=said.stats_you_help)


def _filters(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.stats import words

    said = words()
    meta = said.metavars
    parser.add_argument("--level", metavar=meta["NAME"], help=said.level_help)
    parser.add_argument("--rules", metavar=meta["RULES"], help=said.rules_help)
    parser.add_argument("--since", type=since_date, metavar=meta["DATE"],
                        help=said.since_help)
    parser.add_argument("--json", action="store_true", help=said.json_help)


def since_date(text: str) -> datetime.datetime:
    """The start of the day ``text`` (YYYY-MM-DD), local time."""
    try:
        day = datetime.date.fromisoformat(text.strip())
    except ValueError:
        from ecarte.words.stats import words

        raise argparse.ArgumentTypeError(words().not_a_date(repr(text[:30]))) from None
    return datetime.datetime.combine(day, datetime.time()).astimezone()


def run(args: argparse.Namespace) -> int:
    if args.action == "import":
        return _import(args.files, args.you)
    from ecarte.history import HistoryError, left_out, open_history
    from ecarte.history.summary import stats_json

    try:
        with open_history(write=False) as history:
            kept = history.read()
    except HistoryError as error:
        sys.stderr.write(f"{said_by('ecarte stats')}{error}\n")
        return 1
    everything = list(kept.rows)
    rows = kept.chosen(level=args.level, rules=args.rules, since=args.since)
    deals = kept.deals
    if kept.unreadable:  # said apart from the figures, which stay whole JSON with --json
        sys.stderr.write(f"{said_by('ecarte stats')}{left_out(len(kept.unreadable))}\n")
    if args.json:
        sys.stdout.write(json.dumps(stats_json(rows, deals, everything)) + "\n")
        return 0
    from ecarte.ui.console import make_console

    console, glyphs = make_console(plain=not sys.stdout.isatty())
    if everything or not kept.unreadable:  # else the note has said it all
        _show(console, glyphs, rows, deals, everything, filtered=rows != everything)
    return 0


def _show(console: Console, glyphs: bool, rows: Sequence[MatchRow],
          deals: dict[int, list[DealOutcome]], everything: Sequence[MatchRow],
          filtered: bool) -> None:
    from ecarte.history.summary import groups, rating, shown_rating
    from ecarte.words.stats import words

    said = words()
    found = groups(rows, deals)
    if not found:
        if rows:
            told = said.none_is_you(len(rows), "--you")
        elif filtered and everything:
            told = said.none_fits
        else:
            told = said.stats_empty
        console.print(told, markup=False)
        return
    counted = sum(g.matches for g in found)
    console.print(said.finished(counted, filtered), style="title", markup=False)
    text = shown_rating(rating(everything))
    console.print(said.rating_line(text) if text else no_rating(everything), markup=False)
    console.print(_table(found))
    console.print(said.stats_legend, style="dim", markup=False)
    for group in found:
        console.print(_habits(group), markup=False)
    console.print(_chart([row for row in rows if row.you is not None][:LAST], deals, glyphs))
    parts = _parts(rows)
    if parts:
        console.print(parts, markup=False)


def _parts(rows: Sequence[MatchRow]) -> str:
    """The errors by part of the game, recent and before ("" when none was reviewed)."""
    from ecarte.history.summary import RECENT, part_errors
    from ecarte.words import phrasebook
    from ecarte.words.stats import words

    said, book = words(), phrasebook()
    found = part_errors(rows)
    if not found:
        return ""

    def rate(errors: int, decisions: int) -> str:
        return book.percent(errors / decisions)

    lines = [said.parts_title(RECENT)]
    for part in found:
        name = said.part_names[part.part]
        (errors, decisions), (before, earlier) = part.recent, part.earlier
        if not decisions and not earlier:
            lines.append("  " + said.part_none(name))
            continue
        lines.append("  " + said.part_line(
            name, rate(errors, decisions) if decisions else "-", decisions,
            rate(before, earlier) if earlier else None, earlier))
    return "\n".join(lines)


def no_rating(rows: Sequence[MatchRow]) -> str:
    """Why no rating is shown yet: too few rated matches, or none at all (and then what
    kept the matches played from counting)."""
    from ecarte.rating import LADDER
    from ecarte.words.stats import words

    mine = [row for row in rows if row.you is not None]
    rated = sum(row.rated and row.level in LADDER for row in mine)
    if rated:
        from ecarte.history.summary import matches_to_rating

        return words().rating_soon(rated, matches_to_rating(rows))
    return words().no_rated(
        any(row.tutor for row in mine), any(row.takebacks for row in mine),
        any(row.kind in ("hotseat", "network") for row in mine),
        any(row.kind not in ("hotseat", "network") and row.level not in LADDER
            for row in mine))


def signed(number: float) -> str:
    """A number with its sign and two decimals, in the chosen language: +0.50, -1,25."""
    from ecarte.words import phrasebook

    text = phrasebook().decimal(number, 2)
    return text if text.startswith("-") else "+" + text


def opponent_shown(opponent: str) -> str:
    """The opponent as a table shows it: a bot's level or a name as it is, hot-seat in
    the chosen language."""
    from ecarte.review.text import printable
    from ecarte.words.stats import words

    return words().hotseat if opponent == "hot-seat" else printable(opponent)


def _table(found: Sequence[Group]) -> Any:
    from rich.table import Table
    from rich.text import Text

    from ecarte.commands.history import rules_shown
    from ecarte.words import phrasebook
    from ecarte.words.stats import words

    book = phrasebook()
    table = Table(box=None, header_style="bold", pad_edge=False, collapse_padding=True)
    for at, name in enumerate(words().stats_columns):
        table.add_column(name, justify="left" if at < 2 else "right", no_wrap=at != 1,
                         min_width=len(name))
    for g in found:
        table.add_row(*(Text(cell) for cell in (
            opponent_shown(g.opponent), rules_shown(g.rules), str(g.matches), f"{g.won}-{g.lost}",
            signed(g.points_per_deal), f"{g.voles}-{g.voles_against}", str(g.penalties),
            "-" if g.error_rate is None else book.percent(g.error_rate))))
    return table


def _habits(g: Group) -> str:
    """How you stand, propose and refuse against one opponent, and what it paid."""
    from ecarte.commands.history import rules_shown
    from ecarte.words.stats import words

    said = words()

    def paid(tally: Any) -> str:
        return "" if tally.per_deal is None else " " + said.a_deal(signed(tally.per_deal))

    parts = [said.as_elder(g.elder, g.stood.times, paid(g.stood), g.proposed.times,
                           paid(g.proposed))]
    if g.asked:
        parts.append(said.as_dealer(g.asked, g.refused.times, paid(g.refused)))
    return said.against(opponent_shown(g.opponent), rules_shown(g.rules), " ".join(parts))


BARS = "▁▂▃▄▅▆▇█"
PLAIN_BARS = "_.:=+*#@"
MISSING = "-"  # not reviewed: the same mark as the errors columns of stats and history


def _chart(rows: Sequence[MatchRow], deals: dict[int, list[DealOutcome]],
           glyphs: bool) -> Any:
    """The last matches, oldest on the left: won or lost, net points per deal, and the
    error rate where reviewed (a dot where not)."""
    from rich.text import Text

    from ecarte.words import phrasebook
    from ecarte.words.stats import words

    said = words()
    book = phrasebook()
    bars = BARS if glyphs else PLAIN_BARS
    shown = list(reversed(rows))
    labels = said.chart_rows
    width = max(len(label) for label in labels) + 2
    result, points, errors = (f"  {label:<{width}}" for label in labels)
    text = Text(said.chart_title(len(shown)) + "\n", style="bold")
    text.append(result)
    for row in shown:
        won = row.winner == row.you
        text.append(said.won_mark if won else said.lost_mark, style="green" if won else "red")
    net = []
    for row in shown:
        you = row.you if row.you is not None else 0
        played = deals.get(row.id, [])
        net.append(sum(d.points[you] - d.points[1 - you] for d in played) / len(played)
                   if played else 0.0)
    text.append("\n" + points + _spark(net, bars))
    rates = [row.error_rate for row in shown]
    text.append("\n" + errors + _spark(rates, bars, low=0.0))
    low, high = min(net), max(net)
    text.append("\n  " + said.chart_range(signed(low), signed(high)), style="dim")
    reviewed = [r for r in rates if r is not None]
    text.append(said.chart_errors(book.percent(0.0), book.percent(max(reviewed)), MISSING)
                if reviewed else said.chart_unreviewed(MISSING), style="dim")
    return text


def _spark(values: Sequence[float | None], bars: str, low: float | None = None) -> str:
    """One character per value, the lowest ``bars[0]``, the highest ``bars[-1]``;
    ``MISSING`` for a missing value (a match not reviewed, as the tables show it)."""
    known = [v for v in values if v is not None]
    if not known:
        return MISSING * len(values)
    bottom = min(known) if low is None else low
    span = max(known) - bottom
    out = []
    for value in values:
        if value is None:
            out.append(MISSING)
        else:
            step = round((value - bottom) / span * (len(bars) - 1)) if span else 0
            out.append(bars[step])
    return "".join(out)


# Import -------------------------------------------------------------------------------


def _import(files: Sequence[str], you: str | None) -> int:
    """Add the records of ``files``, each line on its own: a line that cannot be kept is
    reported (file and line) and skipped, the rest are added. A history that cannot take
    any more (damaged, full, read-only, busy) stops the import with one sentence."""
    from ecarte.history import HistoryError, HistoryUnusable, open_history
    from ecarte.words.stats import words

    tally = _Tally()
    try:
        history = open_history()
    except HistoryError as error:
        sys.stderr.write(f"{said_by('ecarte stats import')}{error}\n")
        return 1
    with history:
        try:
            for name in files:
                _import_file(history, name, you, tally)
        except HistoryUnusable as error:
            stopped = words().import_stopped(str(error))
            sys.stderr.write(f"{said_by('ecarte stats import')}{stopped}\n")
            tally.stopped = True
    sys.stdout.write(tally.said() + "\n")
    return 1 if tally.skipped or tally.bots or tally.stopped else 0


@dataclasses.dataclass
class _Tally:
    added: int = 0
    again: int = 0
    claimed: int = 0
    skipped: int = 0
    bots: int = 0  # matches between two bots, left out
    stopped: bool = False

    def skip(self, where: str, why: str) -> None:
        from ecarte.words.stats import words

        self.skipped += 1
        sys.stderr.write(f"{said_by('ecarte stats import')}{words().skipped(where, why)}\n")

    def said(self) -> str:
        from ecarte.words.stats import words

        words_ = words()
        said = [words_.import_added(self.added)]
        if self.claimed:
            said.append(words_.import_claimed(self.claimed))
        if self.again:
            said.append(words_.import_again(self.again))
        if self.skipped:
            said.append(words_.import_skipped(self.skipped))
        if self.bots:
            said.append(words_.import_bots(self.bots))
        return ", ".join(said) + "."


def _import_file(history: History, name: str, you: str | None, tally: _Tally) -> None:
    """The records of one file, line by line. Raises HistoryUnusable (the history itself
    failed); anything wrong with a line skips that line."""
    import os

    from ecarte.history import CannotKeep, HistoryError, HistoryUnusable, NotKept, read_match
    from ecarte.history.sources import bots_only, opponent_level, read_records, seat_of
    from ecarte.words.stats import words

    when = None
    if name != "-":
        with contextlib.suppress(OSError, ValueError, OverflowError):
            when = datetime.datetime.fromtimestamp(os.stat(name).st_mtime, datetime.UTC)
    try:
        found = list(read_records(name))
    except HistoryError as error:
        tally.skip(name, str(error).removeprefix(f"{name}: "))
        return
    bots = 0
    for item in found:
        where = words().line_of(item.file, item.line)
        if item.record is None:
            tally.skip(where, item.problem or words().cannot_be_read)
            continue
        try:
            read_match(item.record)  # first: is it a finished match at all?
            if bots_only(item.record) is not None:  # not the player's: never 'you'
                bots += 1
                continue
            seat = seat_of(item.record, you)
            done = history.add(item.record, you=seat, kind="import",
                               level=opponent_level(item.record, seat),
                               takebacks=_takebacks(item.record), tutor=False,
                               played_at=when)
        except HistoryUnusable:
            raise
        except CannotKeep as error:
            tally.skip(where, str(error.reason))
            continue
        except (HistoryError, NotKept) as error:
            tally.skip(where, str(error))
            continue
        if done.new:
            tally.added += 1
        elif done.claimed:
            tally.claimed += 1
        else:
            tally.again += 1
    if bots:
        tally.bots += bots
        sys.stderr.write(f"{said_by('ecarte stats import')}{words().bots_left_out(name, bots)}\n")


def _takebacks(record: dict[str, Any]) -> int:
    count = record.get("take_backs", 0)
    return count if isinstance(count, int) and not isinstance(count, bool) and count > 0 \
        else 0
