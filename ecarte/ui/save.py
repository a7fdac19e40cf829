"""Never lose a game: every match in progress has its own save, written atomically after
every action; finished matches are kept as records.

Where things live, in the user's data folder (``ecarte.files.data_dir()``):

- ``saves/<id>.json``: one unfinished match each; the id is the time the match began and
  four random hex digits (``20250301-143012-a3f9``). Beside it ``<id>.lock``: the process
  playing the match holds a lock on it, so that no two processes write the same save.
- ``damaged/``: saves that could not be read, set aside with a sentence, never deleted.
- ``records/``: finished matches.

A save is the record so far plus what is needed to go on: the seed (chance is derived
from it), the mode and the bot's level. Saves of older versions (``current-match.json``
and ``unfinished/*.json``) are moved into ``saves/`` by ``migrate``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sys
import time
import weakref
from pathlib import Path
from typing import Any, Final

from ecarte.driver import Ledger, resume
from ecarte.engine.records import RecordFormatError
from ecarte.files import (
    UnreadableJsonError,
    atomic_write_json,
    data_dir,
    read_json_file,
    why,
)
from ecarte.numbers import MAX_SEED, seed_problem
from ecarte.words.options import said_rules
from ecarte.words.session import words

FORMAT: Final = "ecarte-save/1"


class SaveError(ValueError):
    """A save that cannot be read or replayed; the message is a sentence."""


def saves_dir() -> Path:
    return data_dir() / "saves"


def damaged_dir() -> Path:
    return data_dir() / "damaged"


def save_path(match_id: str) -> Path:
    return saves_dir() / f"{match_id}.json"


def new_id() -> str:
    """A fresh match id: when it began, and four random hex digits."""
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{_tag()}"


# Which save a ledger of this process writes (for ``finish``).
_SAVED_AT: weakref.WeakKeyDictionary[Ledger, Path] = weakref.WeakKeyDictionary()


def write_save(ledger: Ledger, meta: dict[str, Any], path: Path | None = None) -> None:
    """Save the match, atomically, to ``path`` or to the save of ``meta["id"]`` (a new id
    is given to a match that has none)."""
    if path is None:
        if not isinstance(meta.get("id"), str):
            meta["id"] = new_id()
        path = save_path(meta["id"])
    _SAVED_AT[ledger] = path
    body = {k: v for k, v in meta.items() if k != "id"}
    atomic_write_json(path, {"format": FORMAT, "seed": ledger.seed, **body,
                             "record": ledger.record()})


def read_save(path: Path) -> tuple[Ledger, dict[str, Any]] | None:
    """The saved match and its settings (``meta["id"]`` is the file's name), or None when
    there is no such file. Raises SaveError."""
    said = words()
    what = said.save_named(path.name)
    try:
        data = read_json_file(path, what)
    except FileNotFoundError:
        return None
    except UnreadableJsonError as error:
        raise SaveError(str(error)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(said.not_a_save(what))
    seed = data.get("seed")
    if seed_problem(seed) is not None or not isinstance(seed, int):
        raise SaveError(said.no_seed(what, MAX_SEED))
    record = data.get("record")
    if not isinstance(record, dict):
        raise SaveError(said.no_record(what))
    meta = {k: v for k, v in data.items() if k not in ("format", "seed", "record")}
    problem = _meta_problem(meta)
    if problem is not None:
        raise SaveError(said.cannot_resume(what, problem))
    try:
        ledger = resume(record, seed)
    except RecordFormatError as error:
        raise SaveError(said.cannot_replay(what, str(error))) from None
    except RecursionError:
        raise SaveError(said.too_deep(what)) from None
    except Exception as error:  # a save is input from outside: whatever it holds, a sentence
        raise SaveError(said.cannot_resume_error(what, type(error).__name__, str(error))) \
            from None
    meta["id"] = path.stem
    _SAVED_AT[ledger] = path
    return ledger, meta


def _meta_problem(meta: dict[str, Any]) -> str | None:
    """Why the settings a save keeps beside its record cannot be played from, or None.
    Fields this version does not know are kept as they are."""
    said = words()
    mode = meta.get("mode", "bot")  # saves made before the mode was kept are against a bot
    if mode not in ("bot", "hotseat"):
        return said.bad_mode
    level = meta.get("level")
    if mode == "bot" and not isinstance(level, str):
        return said.no_level
    if mode == "bot" and isinstance(level, str) and not level.startswith("exec:"):
        from ecarte.players import levels

        if level not in levels():
            return said.unknown_level(repr(level[:24]))
    delay = meta.get("delay")
    if delay is not None and not (isinstance(delay, int | float) and not isinstance(delay, bool)
                                  and 0 <= delay <= 60):
        return said.bad_delay
    hints = meta.get("hints")
    if hints is not None and not (isinstance(hints, int) and not isinstance(hints, bool)
                                  and hints >= 0):
        return said.bad_hints
    for flag in ("tutor_on", "tutor"):
        if meta.get(flag) is not None and not isinstance(meta[flag], bool):
            return said.bad_flag(repr(flag))
    return None


@dataclasses.dataclass(frozen=True, eq=False)
class Saved:
    """An unfinished match found in ``saves/``."""

    id: str
    path: Path
    ledger: Ledger
    meta: dict[str, Any]
    saved_at: float  # seconds since the epoch
    in_use: bool  # being played by another process

    @property
    def when(self) -> str:
        """When it was last saved (its last move), to the second, in the language's form,
        e.g. ``2025-03-01 14:30:12`` (French and Italian ``01/03/2025 14:30:12``)."""
        import datetime

        from ecarte.words import phrasebook

        moment = datetime.datetime.fromtimestamp(self.saved_at)
        return f"{phrasebook().day(moment)} {moment.strftime(words().when)}"

    @property
    def reached(self) -> str:
        """The deal reached: ``deal 3``, ``game 2, deal 3`` in a match of several games,
        or ``before the first deal``."""
        from ecarte.engine.events import Dealt, GameWon

        deals = game = 0
        for step in self.ledger.steps:
            for event in step.events:
                if isinstance(event, Dealt):
                    deals += 1
                elif isinstance(event, GameWon):
                    deals, game = 0, game + 1
        said = words()
        if not deals and not game:
            return said.before_first_deal
        where = said.deal_number(max(deals, 1))
        return said.game_and_deal(game + 1, where) if self.ledger.rules.match > 1 else where

    def describe(self) -> str:
        """Seed, who plays whom, rules, the deal reached and the score, e.g. ``seed 7,
        you against the expert bot, club rules; deal 4; you 2, Bot 3`` (a player named
        "You" is "you": the description is said inside a sentence)."""
        ledger = self.ledger
        said = words()
        names = tuple(said.you_in_sentence if name == "You" else
                      said.default_names.get(name, name) for name in ledger.names)
        if self.meta.get("mode") == "hotseat":
            who = said.at_one_keyboard(names[0], names[1])
        else:
            who = said.against_bot(names[0], str(self.meta.get("level", "?")))
        spec = ledger.rules.to_spec()
        preset = said.preset_rules(str(spec.pop("preset")))
        rules = ", ".join([preset, said_rules(spec)]) if spec else preset
        state = ledger.state
        score = said.score(names[0], state.score[0], names[1], state.score[1])
        if ledger.rules.match > 1:
            score += said.games(state.games[0], state.games[1])
        return said.described(ledger.seed, who, rules, self.reached, score)


def unchanged(saved: Saved) -> bool:
    """Whether ``saved`` is still in its file as it was read (not finished or played on by
    another process since)."""
    try:
        return saved.path.stat().st_mtime == saved.saved_at
    except FileNotFoundError:
        return False


def unfinished() -> tuple[list[Saved], list[str]]:
    """Every unfinished match, the most recently saved first, and a sentence for each
    damaged save set aside on the way."""
    found: list[Saved] = []
    notes: list[str] = []
    for path in sorted(saves_dir().glob("*.json")):
        if path.name.startswith("."):
            continue
        in_use = _held_elsewhere(path)
        try:
            saved_at = path.stat().st_mtime
            read = read_save(path)
        except SaveError as error:
            if not in_use:
                try:
                    moved = set_aside(path)
                except OSError as failure:
                    notes.append(words().set_aside_failed(str(error), why(failure)))
                else:
                    notes.append(words().set_aside(str(error), str(moved)))
            continue
        except FileNotFoundError:  # finished by another process meanwhile
            continue
        if read is not None:
            found.append(Saved(path.stem, path, *read, saved_at, in_use))
    for lock in saves_dir().glob("*.lock"):  # left by a match killed before its first save
        with contextlib.suppress(OSError):
            if time.time() - lock.stat().st_mtime > 60 and not _held_elsewhere(lock) \
                    and not lock.with_suffix(".json").exists():
                lock.unlink()
    found.sort(key=lambda saved: (saved.saved_at, saved.id), reverse=True)
    return found, notes


def set_aside(path: Path) -> Path:
    """Move a damaged save into ``damaged/`` (never delete it); returns where to."""
    target = damaged_dir() / path.name
    while target.exists():
        target = damaged_dir() / f"{path.stem}-{_tag()}{path.suffix}"
    target.parent.mkdir(parents=True, exist_ok=True)
    path.replace(target)
    with contextlib.suppress(FileNotFoundError):
        path.with_suffix(".lock").unlink()
    return target


def dropped_dir() -> Path:
    return data_dir() / "dropped"


def drop(saved: Saved) -> Path:
    """Give up the unfinished match ``saved`` at the player's word: its save is moved into
    ``dropped/`` (never deleted: a player who changes his mind can move it back into
    ``saves/``). Returns where to. Raises SaveInUse if another terminal plays it now,
    FileNotFoundError if it has ended meanwhile."""
    with claim(saved.id):
        target = dropped_dir() / saved.path.name
        target.parent.mkdir(parents=True, exist_ok=True)
        saved.path.replace(target)
    return target


def migrate() -> int:
    """Move the saves of older versions (one ``current-match.json``, and the matches put
    aside in ``unfinished/``) into ``saves/``, where they can be resumed. Returns how many
    were moved."""
    older = data_dir() / "unfinished"
    old = [data_dir() / "current-match.json", *sorted(older.glob("*.json"))]
    moved = 0
    for path in old:
        try:
            stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(path.stat().st_mtime))
            target = save_path(f"{stamp}-{_tag()}")
            target.parent.mkdir(parents=True, exist_ok=True)
            path.replace(target)  # atomic: two processes cannot both move it
        except OSError:  # gone meanwhile, or a folder that cannot be written: left as is
            continue
        moved += 1
    return moved


def finish(ledger: Ledger, record_file: Path | None) -> tuple[list[Path], list[str]]:
    """Write the finished match as a record (data folder, and ``--record FILE``); then,
    once the data folder's record is written, remove the match's own save, no other.
    Returns where the record went, and a sentence for each place it could not be written
    (the save is kept then: ``--resume`` finishes it again)."""
    record = ledger.record()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = data_dir() / "records" / f"{stamp}-seed{ledger.seed}.json"
    written: list[Path] = []
    failed: list[str] = []
    for target in (kept, record_file):
        if target is None:
            continue
        try:
            atomic_write_json(target, record)
        except OSError as error:
            failed.append(words().record_failed(why_not(error, target)))
        else:
            written.append(target)
    if kept in written:
        drop_save(ledger)
    else:
        failed.append(words().save_kept)
    return written, failed


def why_not(error: OSError, path: Path) -> str:
    """``could not be written to PATH: the disk is full``."""
    return words().not_written_to(str(path), why(error))


def drop_save(ledger: Ledger) -> None:
    """Remove the save this process wrote for ``ledger`` (and its lock), no other."""
    path = _SAVED_AT.pop(ledger, None)
    if path is not None:
        for gone in (path, path.with_suffix(".lock")):
            with contextlib.suppress(FileNotFoundError):
                gone.unlink()


# Locks: the process playing a match holds its lock until it ends -----------------------


class SaveInUse(Exception):
    """The match is being played by another process."""


class Claim:
    """This process plays the match ``id`` and alone writes its save (an exclusive lock
    on ``saves/<id>.lock``, let go by ``release`` or when the process ends, even by
    ``kill -9``)."""

    def __init__(self, match_id: str, fd: int | None) -> None:
        self.id = match_id
        self._fd = fd  # None: no lock could be made (a read-only folder: no save either)

    def release(self) -> None:
        """Let the match go; a lock left with no save beside it is removed."""
        if self._fd is None:
            return
        save = save_path(self.id)
        if not save.exists():
            with contextlib.suppress(OSError):
                save.with_suffix(".lock").unlink()
        os.close(self._fd)
        self._fd = None

    def __enter__(self) -> Claim:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def claim(match_id: str) -> Claim:
    """Take the match ``match_id`` for this process. Raises SaveInUse. Where the lock
    cannot be made (a read-only folder, which no process can write a save into either),
    the claim holds none."""
    lock = save_path(match_id).with_suffix(".lock")
    try:
        fd = _open_lock(lock, exclusive=False)
    except OSError:
        try:
            fd = os.open(lock, os.O_RDONLY)  # flock needs no write access
        except OSError:
            return Claim(match_id, None)
    for _ in range(5):  # another process may be looking at the lock for a moment
        if _lock(fd):
            return Claim(match_id, fd)
        time.sleep(0.02)
    os.close(fd)
    raise SaveInUse(words().being_played(match_id))


def claim_new() -> Claim:
    """A new match id, taken by this process: no other process can have it."""
    while True:
        match_id = new_id()
        try:
            fd = _open_lock(save_path(match_id).with_suffix(".lock"), exclusive=True)
        except FileExistsError:
            continue
        except OSError:  # a read-only or full folder: the save will say it cannot be written
            return Claim(match_id, None)
        if _lock(fd):
            return Claim(match_id, fd)
        os.close(fd)


def _open_lock(path: Path, *, exclusive: bool) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_RDWR | os.O_CREAT | (os.O_EXCL if exclusive else 0)
    return os.open(path, flags, 0o644)


def _held_elsewhere(save: Path) -> bool:
    """Whether another process (or another claim of this one) holds the match's lock."""
    lock = save.with_suffix(".lock")
    if not lock.exists():
        return False
    try:
        fd = os.open(lock, os.O_RDWR)
    except OSError:
        return False
    try:
        return not _lock(fd)
    finally:
        os.close(fd)


if sys.platform == "win32":  # pragma: no cover - locks are advisory and POSIX-only here
    def _lock(fd: int) -> bool:
        return True
else:
    import fcntl

    def _lock(fd: int) -> bool:
        """Take the exclusive lock on ``fd`` without waiting; False when another holds it."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


def _tag() -> str:
    """Four random hex digits that keep two names made in the same second apart (what
    ``secrets.token_hex(2)`` gives, without loading ``secrets`` at start-up)."""
    return os.urandom(2).hex()
