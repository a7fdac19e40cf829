"""``ecarte verify FILE``: replay a game record and say whether it is legal."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

EPILOG = """\
exit status: 0 valid (complete or not), 1 illegal, 2 unreadable.
On standard output: {"valid": true, "complete": ..., "games": [...], "winner": ...} or
{"valid": false, "error": "...", "game": G, "deal": D, "action": A} (0-based; action is
null when the deal itself is wrong). A record of a network match also gets "commitment":
{"kept": true} or {"kept": false, "error": "..."} (exit status 1 when not kept): whether its
deals are the ones the seed the host committed to draws. The format is described in
docs/records.md."""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("file", metavar="FILE", help="the record, or - for standard input")


def _load(name: str) -> Any:
    """The parsed record from FILE or standard input (at most 16 MiB). Raises
    UnreadableJsonError or UnreadableInputError."""
    from ecarte.files import UnreadableJsonError, read_input, read_json_file, read_json_text

    if name == "-":
        return read_json_text(read_input("-"), "the record")
    try:
        return read_json_file(Path(name), "the record")
    except FileNotFoundError:
        raise UnreadableJsonError(f"cannot read {name}: there is no such file") from None


def run(args: argparse.Namespace) -> int:
    from ecarte.engine.records import RecordFormatError, replay
    from ecarte.files import UnreadableInputError, UnreadableJsonError

    try:
        record = _load(args.file)
        result = replay(record)
    except (RecordFormatError, UnreadableJsonError, UnreadableInputError) as error:
        sys.stderr.write(f"ecarte verify: {error}\n")
        return 2
    verdict = result.verdict()
    if isinstance(record, dict) and "commitment" in record and verdict["valid"]:
        from ecarte.net.commit import check_record

        why = check_record(record)
        verdict["commitment"] = {"kept": True} if why is None else {"kept": False,
                                                                     "error": why}
        if why is not None:
            sys.stdout.write(json.dumps(verdict) + "\n")
            return 1
    sys.stdout.write(json.dumps(verdict) + "\n")
    return 0 if verdict["valid"] else 1
