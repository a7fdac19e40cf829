"""``ecarte verify FILE``: replay a game record and say whether it is legal."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

EPILOG = """\
exit status: 0 valid (complete or not), 1 illegal, 2 unreadable.
On standard output: {"valid": true, "complete": ..., "games": [...], "winner": ...} or
{"valid": false, "error": "...", "game": G, "deal": D, "action": A} (0-based; action is
null when the deal itself is wrong). The format is described in docs/records.md."""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("file", metavar="FILE", help="the record, or - for standard input")


def _load(name: str) -> Any:
    from ecarte.engine.records import RecordFormatError

    if name == "-":
        raw = sys.stdin.buffer.read()
    else:
        try:
            with open(name, "rb") as handle:
                raw = handle.read()
        except OSError as error:
            raise RecordFormatError(f"cannot read {name}: {error.strerror}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordFormatError("the record is not UTF-8 text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordFormatError(
            f"the record is not JSON (line {error.lineno}, column {error.colno}: "
            f"{error.msg})") from None
    except RecursionError:
        raise RecordFormatError("the record is nested too deeply to be a record") from None


def run(args: argparse.Namespace) -> int:
    from ecarte.engine.records import RecordFormatError, replay

    try:
        result = replay(_load(args.file))
    except RecordFormatError as error:
        sys.stderr.write(f"ecarte verify: {error}\n")
        return 2
    verdict = result.verdict()
    sys.stdout.write(json.dumps(verdict) + "\n")
    return 0 if verdict["valid"] else 1
