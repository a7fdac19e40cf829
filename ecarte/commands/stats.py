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

if TYPE_CHECKING:
    from rich.console import Console

    from ecarte.history import DealOutcome, History, MatchRow
    from ecarte.history.summary import Group

EPILOG = """\
Figures are per opponent (a bot level, hot-seat, or a name) and rules, for the seat that is
'you': seat 0 in 'ecarte play' (in hot-seat, the first player named). won/lost count
games. points/deal is yours minus the opponent's; errors '-': not reviewed. The rating
(issue 11) counts matches against the bots without hints, take-backs or the tutor; it is
shown once it is sure enough.
--json prints {"matches": N, "by_opponent": [{"opponent", "rules", "matches", "won",
"lost", "points_per_deal"}], "rating": {"value", "deviation"} or null}.

ecarte stats import FILE... [--you NAME] adds records written by 'ecarte play', 'ecarte
watch --record' or 'ecarte arena --record' (JSON Lines); '-' reads standard input. The same
record is never counted twice; an invalid or unfinished one is reported and skipped (exit
status 1)."""

EMPTY = ("No finished match is kept yet: play one with 'ecarte play' (or add records with "
         "'ecarte stats import FILE') and your figures will be here.")
LAST = 20  # matches in the chart


def configure(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.usage = ("ecarte stats [--level NAME] [--rules RULES] [--since DATE] [--json]\n"
                    "       ecarte stats import FILE... [--you NAME]")
    _filters(parser)
    actions = parser.add_subparsers(dest="action", title="adding matches",
                                    metavar="import")
    adding = actions.add_parser("import", help="add finished matches from record files",
                                description="add finished matches from record files")
    adding.add_argument("files", nargs="+", metavar="FILE",
                        help="a record, JSON Lines of records, or - for standard input")
    adding.add_argument("--you", metavar="NAME",
                        help="the player to count as you (by default seat 0 of a match "
                             "played against a bot; otherwise no one)")


def _filters(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--level", metavar="NAME",
                        help="only matches against this opponent (a level, or hot-seat)")
    parser.add_argument("--rules", metavar="RULES",
                        help="only matches under these rules (a preset, e.g. club)")
    parser.add_argument("--since", type=since_date, metavar="DATE",
                        help="only matches from this day on (YYYY-MM-DD)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def since_date(text: str) -> datetime.datetime:
    """The start of the day ``text`` (YYYY-MM-DD), local time."""
    try:
        day = datetime.date.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"wants a date like 2026-03-01, not {text[:30]!r}") from None
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
        sys.stderr.write(f"ecarte stats: {error}\n")
        return 1
    everything = list(kept.rows)
    rows = kept.chosen(level=args.level, rules=args.rules, since=args.since)
    deals = kept.deals
    if kept.unreadable:  # said apart from the figures, which stay whole JSON with --json
        sys.stderr.write(f"ecarte stats: {left_out(len(kept.unreadable))}\n")
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

    found = groups(rows, deals)
    if not found:
        if rows:
            said = (f"{len(rows)} match{'es are' if len(rows) != 1 else ' is'} kept, but "
                    "none says which player is you: import the records again with "
                    "--you NAME.")
        elif filtered and everything:
            said = "No finished match fits these choices."
        else:
            said = EMPTY
        console.print(said, markup=False)
        return
    counted = sum(g.matches for g in found)
    console.print(f"{counted} finished match{'es' if counted != 1 else ''}"
                  f"{' (of those asked for)' if filtered else ''}.", style="title",
                  markup=False)
    text = shown_rating(rating(everything))
    console.print(f"Your rating on the bot ladder: {text}." if text else
                  no_rating(everything), markup=False)
    console.print(_table(found))
    console.print("games: won-lost; voles: made-let in; paid: penalties you paid; errors: "
                  "mistakes and blunders per decision, where reviewed.", style="dim",
                  markup=False)
    for group in found:
        console.print(_habits(group), markup=False)
    console.print(_chart([row for row in rows if row.you is not None][:LAST], deals, glyphs))


def no_rating(rows: Sequence[MatchRow]) -> str:
    """Why no rating is shown yet: too few rated matches, or none at all (and then what
    kept the matches played from counting)."""
    from ecarte.rating import LADDER

    mine = [row for row in rows if row.you is not None]
    rated = sum(row.rated and row.level in LADDER for row in mine)
    if rated:
        return (f"Your rating will be shown after a few more rated matches against the bots "
                f"({rated} so far).")
    why = []
    if any(row.tutor for row in mine):
        why.append("hints or the tutor")
    if any(row.takebacks for row in mine):
        why.append("take-backs")
    reasons = " or ".join(why) if why else "hints, take-backs or the tutor"
    said = f"No rated match yet: matches with {reasons} do not move the rating"
    if any(row.kind in ("hotseat", "network") for row in mine):
        said += ", nor do hot-seat and network matches"
    if any(row.kind not in ("hotseat", "network") and row.level not in LADDER
           for row in mine):
        said += ", nor do matches against a player off the bot ladder"
    return said + "."


def _table(found: Sequence[Group]) -> Any:
    from rich.table import Table
    from rich.text import Text

    from ecarte.commands.history import literal
    from ecarte.review.text import printable

    table = Table(box=None, header_style="bold", pad_edge=False, collapse_padding=True)
    for name in ("opponent", "rules", "played", "games", "pts/deal", "voles", "paid",
                 "errors"):
        table.add_column(name, justify="left" if name in ("opponent", "rules") else "right",
                         no_wrap=name != "rules", min_width=len(name))
    for g in found:
        table.add_row(*(Text(cell) for cell in (
            printable(g.opponent), literal(g.rules), str(g.matches), f"{g.won}-{g.lost}",
            f"{g.points_per_deal:+.2f}", f"{g.voles}-{g.voles_against}", str(g.penalties),
            "-" if g.error_rate is None else f"{g.error_rate:.0%}")))
    return table


def _habits(g: Group) -> str:
    """How you stand, propose and refuse against one opponent, and what it paid."""
    from ecarte.commands.history import literal
    from ecarte.review.text import printable

    def paid(tally: Any) -> str:
        return "" if tally.per_deal is None else f" ({tally.per_deal:+.2f} a deal)"

    deals = "1 deal" if g.elder == 1 else f"{g.elder} deals"
    parts = [f"As elder ({deals}): stood {g.stood.times}{paid(g.stood)}, "
             f"proposed {g.proposed.times}{paid(g.proposed)}."]
    if g.asked:
        asked = "once" if g.asked == 1 else f"{g.asked} times"
        parts.append(f"As dealer, asked {asked}: refused {g.refused.times}"
                     f"{paid(g.refused)}.")
    return f"Against {printable(g.opponent)} ({literal(g.rules)}): " + " ".join(parts)


BARS = "▁▂▃▄▅▆▇█"
PLAIN_BARS = "_.:=+*#@"
MISSING = "-"  # not reviewed: the same mark as the errors columns of stats and history


def _chart(rows: Sequence[MatchRow], deals: dict[int, list[DealOutcome]],
           glyphs: bool) -> Any:
    """The last matches, oldest on the left: won or lost, net points per deal, and the
    error rate where reviewed (a dot where not)."""
    from rich.text import Text

    bars = BARS if glyphs else PLAIN_BARS
    shown = list(reversed(rows))
    text = Text(f"The last {len(shown)} match{'es' if len(shown) != 1 else ''}, oldest "
                "first:\n", style="bold")
    text.append("  result       ")
    for row in shown:
        won = row.winner == row.you
        text.append("W" if won else "L", style="green" if won else "red")
    net = []
    for row in shown:
        you = row.you if row.you is not None else 0
        played = deals.get(row.id, [])
        net.append(sum(d.points[you] - d.points[1 - you] for d in played) / len(played)
                   if played else 0.0)
    text.append("\n  points/deal  " + _spark(net, bars))
    rates = [row.error_rate for row in shown]
    text.append("\n  errors       " + _spark(rates, bars, low=0.0))
    low, high = min(net), max(net)
    text.append(f"\n  (points/deal from {low:+.2f} to {high:+.2f}", style="dim")
    reviewed = [r for r in rates if r is not None]
    text.append(f"; errors from 0% to {max(reviewed):.0%}, '{MISSING}' not reviewed)"
                if reviewed else f"; errors: '{MISSING}' not reviewed)", style="dim")
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

    tally = _Tally()
    try:
        history = open_history()
    except HistoryError as error:
        sys.stderr.write(f"ecarte stats import: {error}\n")
        return 1
    with history:
        try:
            for name in files:
                _import_file(history, name, you, tally)
        except HistoryUnusable as error:
            sys.stderr.write(f"ecarte stats import: {error}; the import stopped there\n")
            tally.stopped = True
    sys.stdout.write(tally.said() + "\n")
    return 1 if tally.skipped or tally.stopped else 0


@dataclasses.dataclass
class _Tally:
    added: int = 0
    again: int = 0
    claimed: int = 0
    skipped: int = 0
    stopped: bool = False

    def skip(self, where: str, why: str) -> None:
        self.skipped += 1
        sys.stderr.write(f"ecarte stats import: {where}: {why}; skipped\n")

    def said(self) -> str:
        said = [f"{self.added} match{'es' if self.added != 1 else ''} added"]
        if self.claimed:
            said.append(f"{self.claimed} already kept, now counted as yours")
        if self.again:
            said.append(f"{self.again} already kept")
        if self.skipped:
            said.append(f"{self.skipped} skipped")
        return ", ".join(said) + "."


def _import_file(history: History, name: str, you: str | None, tally: _Tally) -> None:
    """The records of one file, line by line. Raises HistoryUnusable (the history itself
    failed); anything wrong with a line skips that line."""
    import os

    from ecarte.history import HistoryError, HistoryUnusable, NotKept, read_match
    from ecarte.history.sources import opponent_level, read_records, seat_of

    when = None
    if name != "-":
        with contextlib.suppress(OSError, ValueError, OverflowError):
            when = datetime.datetime.fromtimestamp(os.stat(name).st_mtime, datetime.UTC)
    try:
        found = list(read_records(name))
    except HistoryError as error:
        tally.skip(name, str(error).removeprefix(f"{name}: "))
        return
    for item in found:
        where = f"{item.file} line {item.line}"
        if item.record is None:
            tally.skip(where, item.problem or "it cannot be read")
            continue
        try:
            read_match(item.record)  # first: is it a finished match at all?
            seat = seat_of(item.record, you)
            done = history.add(item.record, you=seat, kind="import",
                               level=opponent_level(item.record, seat),
                               takebacks=_takebacks(item.record), tutor=False,
                               played_at=when)
        except HistoryUnusable:
            raise
        except (HistoryError, NotKept) as error:
            tally.skip(where, str(error).removeprefix("the match cannot be kept: "))
            continue
        if done.new:
            tally.added += 1
        elif done.claimed:
            tally.claimed += 1
        else:
            tally.again += 1


def _takebacks(record: dict[str, Any]) -> int:
    count = record.get("take_backs", 0)
    return count if isinstance(count, int) and not isinstance(count, bool) and count > 0 \
        else 0
