"""Never lose a game: the match in progress is saved after every action, atomically, in
the user's data folder; finished matches are kept as records.

A save is the record so far plus what is needed to go on: the seed (chance is derived
from it), the mode (against a bot, or hot-seat) and the bot's level.
"""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path
from typing import Any, Final

from ecarte.engine.records import RecordFormatError
from ecarte.files import atomic_write_json, data_dir
from ecarte.ui.ledger import Ledger

FORMAT: Final = "ecarte-save/1"


class SaveError(ValueError):
    """A save that cannot be read or replayed."""


def save_path() -> Path:
    return data_dir() / "current-match.json"


def write_save(ledger: Ledger, meta: dict[str, Any], path: Path | None = None) -> None:
    atomic_write_json(path or save_path(), {"format": FORMAT, "seed": ledger.seed, **meta,
                                            "record": ledger.record()})


def read_save(path: Path | None = None) -> tuple[Ledger, dict[str, Any]] | None:
    """The saved match and its settings, or None when there is none. Raises SaveError."""
    path = path or save_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except OSError as error:
        raise SaveError(f"the saved match {path} cannot be read: {error.strerror}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise SaveError(f"the saved match {path} is damaged (not JSON)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path} is not a saved match")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(f"the saved match {path} has no seed")
    record = data.get("record")
    if not isinstance(record, dict):
        raise SaveError(f"the saved match {path} holds no record")
    try:
        ledger = Ledger.from_record(record, seed)
    except RecordFormatError as error:
        raise SaveError(f"the saved match {path} cannot be replayed: {error}") from None
    meta = {k: v for k, v in data.items() if k not in ("format", "seed", "record")}
    return ledger, meta


def set_aside(path: Path | None = None) -> Path | None:
    """Move an unfinished save out of the way (a new match begins); returns where to."""
    path = path or save_path()
    if not path.exists():
        return None
    target = data_dir() / "unfinished" / f"{time.strftime('%Y%m%d-%H%M%S')}.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    path.replace(target)
    return target


def finish(ledger: Ledger, record_file: Path | None) -> list[Path]:
    """Write the finished match as a record (data folder, and ``--record FILE``); remove
    the save. Returns where the record went."""
    record = ledger.record()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    written = [data_dir() / "records" / f"{stamp}-seed{ledger.seed}.json"]
    if record_file is not None:
        written.append(record_file)
    for target in written:
        atomic_write_json(target, record)
    with contextlib.suppress(FileNotFoundError):
        save_path().unlink()
    return written
