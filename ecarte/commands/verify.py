"""``ecarte verify FILE``: replay a game record and say whether it is legal; a file of
JSON Lines (``ecarte arena --record``) gets one verdict a line, in one process (or
``--jobs`` of them)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from ecarte.cli_parser import Paragraphs
from ecarte.commands.flags import jobs_arg
from ecarte.words.commands import said_by

VERDICTS = ('{"valid": true, "complete": ..., "games": [...], "winner": ...}',
            '{"valid": false, "error": "...", "game": G, "deal": D, "action": A}',
            '{"kept": true}', '{"kept": false, "error": "..."}')
"""The shapes of what verify prints (a valid record, an illegal one, a commitment kept
and one broken), for its help."""



def _blank(name: str) -> str:
    """An option's blank (its metavar) as the help in the chosen language shows it."""
    from ecarte.words.commands import words

    return words().metavars.get(name, name)

def configure(parser: argparse.ArgumentParser) -> None:
    from ecarte.words.commands import words

    said = words()
    parser.epilog = said.verify_epilog(*VERDICTS)
    parser.formatter_class = Paragraphs
    parser.add_argument("file", metavar=_blank("FILE"), help=said.verify_file_help)
    parser.add_argument("--jobs", type=jobs_arg, default=1, metavar=_blank("K"),
                        help=said.verify_jobs_help)


def _documents(name: str) -> list[Any]:
    """The records in FILE or standard input (at most 16 MiB): one JSON value, or one a
    line (JSON Lines), each a ``JsonLine``. Raises UnreadableJsonError or
    UnreadableInputError."""
    from ecarte.files import json_documents, read_input

    return json_documents(read_input(name), "the record")


def judged(record: Any) -> tuple[dict[str, Any] | None, str | None]:
    """The verdict on one record (with its commitment's, for a network match), or None
    and the sentence saying why it cannot be read."""
    from ecarte.engine.records import RecordFormatError, replay

    try:
        if isinstance(record, dict) and record.get("format") == POOL_FORMAT:
            return _judged_pool(record)
        verdict = replay(record).verdict()
    except RecordFormatError as error:
        return None, str(error)
    if isinstance(record, dict) and "commitment" in record and verdict["valid"]:
        from ecarte.net.commit import check_record

        why = check_record(record)
        verdict["commitment"] = {"kept": True} if why is None else {"kept": False,
                                                                     "error": why}
    return verdict, None


def _status(verdict: dict[str, Any]) -> int:
    kept = verdict.get("commitment", {"kept": True})["kept"]
    return 0 if verdict["valid"] and kept else 1


def run(args: argparse.Namespace) -> int:
    from ecarte.files import UnreadableInputError, UnreadableJsonError

    try:
        documents = _documents(args.file)
    except (UnreadableJsonError, UnreadableInputError) as error:
        sys.stderr.write(f"{said_by('ecarte verify')}{error}\n")
        return 2
    if len(documents) == 1:
        verdict, why = judged(documents[0].data)
        if verdict is None:
            sys.stderr.write(f"{said_by('ecarte verify')}{why}\n")
            return 2
        sys.stdout.write(verdict_line(verdict, sys.stdout))
        return _status(verdict)
    return _many(documents, args.jobs)


def _many(documents: list[Any], jobs: int) -> int:
    """One verdict a line, ``{"line": N, ...}``; a line that cannot be read gets
    ``{"line": N, "valid": false, "readable": false, "error": ...}``. The status is the
    worst: 2 if a line cannot be read, else 1 if a record is illegal."""
    readable = [line for line in documents if line.problem is None]
    verdicts = iter(_judge_all([line.data for line in readable], jobs))
    worst = 0
    for line in documents:
        verdict, why = (None, line.problem) if line.problem is not None else next(verdicts)
        if verdict is None:
            shown: dict[str, Any] = {"line": line.number, "valid": False, "readable": False,
                                     "error": why}
            worst = 2
        else:
            shown = {"line": line.number, **verdict}
            worst = max(worst, _status(verdict))
        sys.stdout.write(verdict_line(shown, sys.stdout))
    return worst


def _judge_all(records: list[Any], jobs: int) -> list[tuple[dict[str, Any] | None,
                                                            str | None]]:
    if jobs <= 1 or len(records) < 2 * jobs:
        return [judged(record) for record in records]
    import multiprocessing

    from ecarte.words import choose, chosen

    with multiprocessing.get_context("spawn").Pool(jobs, initializer=choose,
                                                   initargs=(chosen(),)) as pool:
        return pool.map(judged, records, chunksize=max(1, len(records) // (4 * jobs)))


POOL_FORMAT = "ecarte-pool/1"


def _judged_pool(record: dict[str, Any]) -> tuple[dict[str, Any] | None, str | None]:
    """A pool or chouette (``ecarte-pool/1``): each game replayed, and the rota, the
    pointing, the bets and the settlement checked against the results."""
    from ecarte.pool.record import PoolRecordError, verify

    try:
        return verify(record).to_json(), None
    except PoolRecordError as error:
        return None, str(error)


def verdict_line(verdict: dict[str, Any], out: TextIO) -> str:
    """The verdict as one line of JSON, its sentences as the table writes them: the card
    as K♠, not as ``\\u2660``; where ``out`` cannot show the suits, with the suit letters
    the table falls back to (Ks), and any other character it cannot show escaped."""
    encoding = getattr(out, "encoding", None) or "utf-8"
    for shown in (verdict, _lettered(verdict)):
        text = json.dumps(shown, ensure_ascii=False)
        if _can_show(text, encoding):
            return text + "\n"
    return json.dumps(_lettered(verdict)) + "\n"


def _can_show(text: str, encoding: str) -> bool:
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _lettered(value: Any) -> Any:
    """``value`` with the suit glyphs of every sentence in it turned into letters."""
    from ecarte.ui.theme import Look

    if isinstance(value, str):
        return Look(ascii=True).plain(value)
    if isinstance(value, dict):
        return {key: _lettered(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_lettered(item) for item in value]
    return value
