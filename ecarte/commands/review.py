"""``ecarte review FILE``: the expert's review of every decision in a record."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from ecarte.cli_parser import Paragraphs
from ecarte.commands.flags import jobs_arg, seat_arg
from ecarte.words.commands import said_by

if TYPE_CHECKING:
    from ecarte.review import RecordReview

def _blank(name: str) -> str:
    """An option's blank (its metavar) as the help in the chosen language shows it."""
    from ecarte.words.commands import words

    return words().metavars.get(name, name)


def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.review import words

    said = words()
    parser.epilog = said.help_epilog
    parser.formatter_class = Paragraphs
    parser.add_argument("file", metavar=_blank("FILE"), help=said.help_file)
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--seat", type=seat_arg, choices=(0, 1), help=said.help_seat)
    who.add_argument("--player", metavar=_blank("NAME"), help=said.help_player)
    parser.add_argument("--jobs", type=jobs_arg, default=1, metavar=_blank("K"),
                        help=said.help_jobs)
    parser.add_argument("--marked", action="store_true", help=said.help_marked)
    parser.add_argument("--json", action="store_true", help=said.help_json)
    parser.add_argument("--post-mortem", "--open", dest="post_mortem", action="store_true",
                        help=said.help_post_mortem)


class _Unreadable(Exception):
    pass


def _fail(message: str, status: int) -> int:
    sys.stderr.write(f"{said_by('ecarte review')}{message}\n")
    return status


def _records(name: str) -> list[Any]:
    """The records in FILE: one JSON value, or one per line (JSON Lines), or the match of
    that id in the history."""
    from ecarte.files import (
        UnreadableInputError,
        UnreadableJsonError,
        json_documents,
        read_input,
    )
    from ecarte.history import HistoryError, kept_match

    try:
        kept = kept_match(name)
        if kept is not None:
            return [kept]
        found = json_documents(read_input(name), "the record")
    except (UnreadableInputError, UnreadableJsonError, HistoryError) as error:
        raise _Unreadable(str(error)) from None
    for line in found:
        if line.problem is not None:
            raise _Unreadable(f"line {line.number}: {line.problem}")
    return [line.data for line in found]


def run(args: argparse.Namespace) -> int:
    from ecarte.engine.records import RecordFaultError, RecordFormatError, read_record, replay
    from ecarte.words.review import words

    said = words()
    if args.jobs < 1:
        return _fail(said.jobs_not_whole(args.jobs), 2)
    try:
        records = _records(args.file)
    except _Unreadable as error:
        return _fail(str(error), 2)
    many = len(records) > 1
    seats: list[tuple[int, ...]] = []
    for n, record in enumerate(records, 1):
        where = said.record_at(n) if many else ""
        try:
            read_record(record)
            fault = replay(record).fault
        except RecordFormatError as error:
            return _fail(f"{where}{error}", 2)
        if fault is not None:
            return _fail(f"{where}{RecordFaultError(fault)}", 1)
        players = record.get("players", ["Seat 0", "Seat 1"])
        if args.player is not None:
            seats.append(tuple(s for s in (0, 1) if players[s] == args.player))
        else:
            seats.append((0, 1) if args.seat is None else (args.seat,))
    if args.player is not None and not any(seats):
        names = sorted({p for r in records for p in r.get("players", ["Seat 0", "Seat 1"])})
        from ecarte.words import phrasebook

        listed = f" {phrasebook().and_word} ".join(
            ", ".join(repr(p) for p in names).rsplit(", ", 1))
        return _fail(said.no_such_player(repr(args.player), many, listed), 2)
    return _review(args, records, seats)


def _keep_error_rate(name: str, review: RecordReview) -> None:
    """Reviewing a kept match (by its id) keeps the summary of 'you' for ``ecarte stats``
    and ``ecarte history``; a match kept nowhere, or a post-mortem, keeps nothing."""
    from ecarte.history import HistoryError, match_id, open_history

    kept = match_id(name)
    if kept is None:
        return
    try:
        with open_history() as history:
            row = history.row(kept)
            summary = next((s for s in review.seats if s.seat == row.you), None)
            if summary is not None:
                from ecarte.history.store import WHOLE_REVIEW

                history.set_review(row.id, summary.to_json() | {WHOLE_REVIEW: review.to_json()})
    except HistoryError as error:
        from ecarte.words.review import words

        sys.stderr.write(f"{said_by('ecarte review')}{words().not_kept(str(error))}\n")


def _review(args: argparse.Namespace, records: list[Any], seats: list[tuple[int, ...]]
            ) -> int:
    from ecarte.engine import Rules
    from ecarte.review import review_record, review_records
    from ecarte.review.text import review_text
    from ecarte.review.totals import totals
    from ecarte.words.review import words

    said = words()

    total_seats = sum(1 for s in seats if s)
    outputs: list[dict[str, Any]] = []
    reviews: list[RecordReview] = []
    together = args.jobs > 1 and total_seats > 1  # many records: their deals shared out
    with _progress(1 if together else total_seats) as tick:
        early = iter(review_records([(r, c) for r, c in zip(records, seats, strict=True)
                                     if c], post_mortem=args.post_mortem, jobs=args.jobs,
                                    progress=tick)) if together else None
        for n, (record, chosen) in enumerate(zip(records, seats, strict=True), 1):
            if not chosen:
                continue
            review = next(early) if early is not None else review_record(
                record, chosen, post_mortem=args.post_mortem, jobs=args.jobs, progress=tick)
            reviews.append(review)
            if not args.post_mortem:
                _keep_error_rate(args.file, review)
            if args.json:
                outputs.append(_with_luck(review, record))
                continue
            rules = Rules.from_spec(record["rules"])
            chance_of = said.chance_match if rules.match > 1 and not \
                rules.videau else said.chance_game
            text = review_text(review, chance_of, said.record_title(n) if len(records) > 1
                               else "",
                               rules.videau, record.get("players", []),
                               every=not args.marked, record=record)
            from ecarte.ui.console import wrapped

            # at the terminal's width, or COLUMNS, else 80 when piped: a pager or a file
            # reads it as a terminal does, each item's lines hanging under it
            text = wrapped(text, hang=True)
            sys.stdout.write(("\n" if n > 1 else "") + text)
            sys.stdout.flush()
    if args.json:
        sys.stdout.write(json.dumps({"records": outputs, "totals": totals(reviews)}) + "\n")
    return 0


def _with_luck(review: RecordReview, record: dict[str, Any]) -> dict[str, Any]:
    """The review's JSON with each seat's luck and skill (null when not told: under the
    videau, or for a match not finished)."""
    from ecarte.review.luck import luck_of

    data = review.to_json()
    both = {s.seat for s in review.seats} == {0, 1}
    for seat in data["seats"]:
        luck = luck_of(record, seat["seat"], review.decisions, both)
        seat["luck"] = None if luck is None else luck.to_json()
    return data


class _Bar:
    """A rich progress bar on a terminal's standard error; nothing when piped."""

    def __init__(self, records: int) -> None:
        self.records = records
        self.progress: Any = None
        self.task: Any = None
        self.seen = 0

    def __enter__(self) -> _Bar:
        if sys.stderr.isatty():
            from rich.console import Console
            from rich.markup import escape
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

            from ecarte.words.review import words

            said = words()
            self.progress = Progress(TextColumn(escape(said.reviewing_bar)
                                                + " {task.description}"), BarColumn(),
                                     MofNCompleteColumn(),
                                     TextColumn(escape(said.bar_decisions)),
                                     console=Console(stderr=True), transient=True)
            self.progress.__enter__()
        return self

    def __call__(self, done: int, total: int) -> None:
        if self.progress is None:
            return
        if done == 0:
            self.seen += 1
            from ecarte.words.review import words

            label = words().record_of(self.seen, self.records) if self.records > 1 else ""
            if self.task is not None:
                self.progress.remove_task(self.task)
            self.task = self.progress.add_task(label, total=total)
        self.progress.update(self.task, completed=done)

    def __exit__(self, *exc: object) -> None:
        if self.progress is not None:
            self.progress.__exit__(None, None, None)


def _progress(records: int) -> _Bar:
    return _Bar(records)
