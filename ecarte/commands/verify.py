"""``ecarte verify FILE``: replay a game record and say whether it is legal."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from ecarte.cli_parser import Paragraphs
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


def _load(name: str) -> Any:
    """The parsed record from FILE or standard input (at most 16 MiB). Raises
    UnreadableJsonError or UnreadableInputError."""
    from ecarte.files import UnreadableJsonError, read_input, read_json_file, read_json_text

    if name == "-":
        return read_json_text(read_input("-"), "the record")
    try:
        return read_json_file(Path(name), "the record")
    except FileNotFoundError:
        from ecarte.words.commands import words

        said = words()
        raise UnreadableJsonError(said.cannot_read(name, said.no_such_file)) from None


def run(args: argparse.Namespace) -> int:
    from ecarte.engine.records import RecordFormatError, replay
    from ecarte.files import UnreadableInputError, UnreadableJsonError

    try:
        record = _load(args.file)
        if isinstance(record, dict) and record.get("format") == POOL_FORMAT:
            return _verify_pool(record)
        result = replay(record)
    except (RecordFormatError, UnreadableJsonError, UnreadableInputError) as error:
        sys.stderr.write(f"{said_by('ecarte verify')}{error}\n")
        return 2
    verdict = result.verdict()
    if isinstance(record, dict) and "commitment" in record and verdict["valid"]:
        from ecarte.net.commit import check_record

        why = check_record(record)
        verdict["commitment"] = {"kept": True} if why is None else {"kept": False,
                                                                     "error": why}
        if why is not None:
            sys.stdout.write(verdict_line(verdict, sys.stdout))
            return 1
    sys.stdout.write(verdict_line(verdict, sys.stdout))
    return 0 if verdict["valid"] else 1


POOL_FORMAT = "ecarte-pool/1"


def _verify_pool(record: dict[str, Any]) -> int:
    """A pool or chouette (``ecarte-pool/1``): each game replayed, and the rota, the
    pointing, the bets and the settlement checked against the results."""
    from ecarte.pool.record import PoolRecordError, verify

    try:
        verdict = verify(record)
    except PoolRecordError as error:
        sys.stderr.write(f"{said_by('ecarte verify')}{error}\n")
        return 2
    sys.stdout.write(verdict_line(verdict.to_json(), sys.stdout))
    return 0 if verdict.valid else 1


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
