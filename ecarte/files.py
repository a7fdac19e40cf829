"""Files: atomic writes (nothing a player did is lost), one safe reader for JSON from disk
or standard input, and the user's folders.

>>> read_json_text(b'{"seed": 7}', "the record")
{'seed': 7}
>>> read_json_text("[1,", "the record")
Traceback (most recent call last):
...
ecarte.files.UnreadableJsonError: the record is not JSON (line 1, column 4: Expecting value)
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final


class WriteFailed(OSError):
    """A file that could not be written, with one sentence saying which and why ("could
    not write /x/saves/a.json: the disk is full"). What was there before is intact."""

    def __init__(self, path: Path, error: OSError) -> None:
        super().__init__(error.errno, _words().could_not_write(str(path), why(error)))
        self.path = path
        self.reason = why(error)

    def __str__(self) -> str:
        return str(self.strerror)


_REASONS: Final = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EACCES,
                              errno.EPERM, errno.ENOTDIR, errno.EISDIR, errno.ENAMETOOLONG,
                              errno.ENOENT, errno.EEXIST, errno.EBADF})
"""The errors said in the player's words (the commands area's ``reasons``, by the name
of each error); any other is said as the system says it."""


def _words() -> Any:
    from ecarte.words.commands import words

    return words()


def _named(thing: str) -> str:
    """What a sentence calls ``thing`` ("the record"), in the chosen language."""
    from ecarte.words.commands import name

    return name(thing)


def why(error: OSError) -> str:
    """What went wrong, in a few words a player reads ("the disk is full").

    >>> why(OSError(errno.ENOSPC, "No space left on device"))
    'the disk is full'
    """
    if isinstance(error, WriteFailed):
        return error.reason
    reason = _words().reasons.get(errno.errorcode.get(error.errno or 0, "")) \
        if error.errno in _REASONS else None
    if reason is None:
        text = error.strerror or str(error) or type(error).__name__
        reason = text[:1].lower() + text[1:]
    return reason


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new content, whole,
    even after a crash or ``kill -9``: write a temporary file beside it, flush it to disk,
    then rename it over the old one. Raises WriteFailed (an OSError with a sentence) when
    it cannot, the old content intact.

    A symbolic link is followed (the file it points to is written, the link stays), and a
    path that is not a regular file (``/dev/null``, ``/dev/full``, a pipe) is written to as
    it is, never replaced by a file."""
    path = Path(os.path.realpath(path))
    if path.exists() and not path.is_file() and not path.is_dir():
        try:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
        except OSError as error:
            raise WriteFailed(path, error) from None
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(prefix=f".{path.name[:64]}.", suffix=".tmp",
                                         dir=path.parent)
    except OSError as error:
        raise WriteFailed(path, error) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(error, OSError):
            raise WriteFailed(path, error) from None
        raise


class UnreadableJsonError(ValueError):
    """JSON that cannot be read, with one sentence saying why: not UTF-8, not JSON (line and
    column), a number too long to read, or nesting too deep."""


MAX_DIGITS: Final = 4300
"""The longest whole number read (Python's own limit for turning text into a number)."""


def _whole_number(what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        if len(text.lstrip("-")) > MAX_DIGITS:
            from ecarte.words import phrasebook

            book = phrasebook()
            raise UnreadableJsonError(_words().too_many_digits(
                _named(what), book.whole(len(text.lstrip("-"))), book.whole(MAX_DIGITS)))
        return int(text)
    return parse


def read_json_text(text: str | bytes, what: str) -> Any:
    """The JSON value in ``text`` (bytes are read as UTF-8, a byte-order mark allowed).
    ``what`` names it in the error: "the record", "the saved match ...".
    Raises UnreadableJsonError, never anything else."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise UnreadableJsonError(
                _words().not_utf8(_named(what), error.start + 1)) from None
    try:
        return json.loads(text, parse_int=_whole_number(what))
    except json.JSONDecodeError as error:
        raise UnreadableJsonError(_words().not_json(
            _named(what), error.lineno, error.colno, error.msg)) from None
    except RecursionError:
        raise UnreadableJsonError(_words().too_deep(_named(what))) from None
    except UnreadableJsonError:
        raise
    except ValueError as error:  # anything else json refuses, said as it says it
        raise UnreadableJsonError(_words().unreadable(_named(what), str(error))) from None


class UnreadableInputError(ValueError):
    """A file named on the command line (or standard input) that cannot be read at all."""


MAX_RECORD_BYTES: Final = 16 * 2**20
"""The largest file read as a record, a review or a save (docs/records.md): 16 MiB, some
thousand times a long match's record. Beyond it ecarte refuses rather than fill memory
(``ecarte verify /dev/zero``)."""


class TooLargeError(UnreadableInputError, UnreadableJsonError):
    """A file (or standard input) larger than ``limit`` bytes, not read past it: ``shown``
    names it, ``kind`` says what it was read as ("a record", "the review")."""

    def __init__(self, shown: str, kind: str, limit: int) -> None:
        super().__init__(shown, kind, limit)
        self.shown, self.kind, self.limit = shown, kind, limit

    def __str__(self) -> str:
        mib, rest = divmod(self.limit, 2**20)
        from ecarte.words import phrasebook

        said = _words()
        size = said.mebibytes(mib) if mib and not rest else said.bytes_(
            phrasebook().whole(self.limit))
        return str(said.too_large(_named(self.shown), size, _named(self.kind)))


def read_bounded(source: Path | None, kind: str = "a record",
                 limit: int = MAX_RECORD_BYTES) -> bytes:
    """The bytes of the file ``source`` (standard input for None), reading at most
    ``limit`` + 1 bytes, so that an endless file or pipe (``/dev/zero``) is refused at
    once: the one door through which records, reviews and saves are read. Raises
    TooLargeError beyond ``limit`` (``kind`` says what the file is read as),
    UnreadableInputError when standard input is closed or fails, and the OSError of
    opening or reading a file (FileNotFoundError...)."""
    if source is None:
        if sys.stdin is None:
            raise UnreadableInputError(_words().cannot_read(
                _named("standard input"), _words().reasons["EBADF"]))
        try:
            raw = sys.stdin.buffer.read(limit + 1)
        except OSError as error:
            raise UnreadableInputError(_words().cannot_read(
                _named("standard input"), why(error))) from None
    else:
        with open(source, "rb") as handle:
            raw = handle.read(limit + 1)
    if len(raw) > limit:
        raise TooLargeError("standard input" if source is None else str(source), kind, limit)
    return raw


def read_input(name: str) -> bytes:
    """The bytes of the file ``name``, or of standard input for ``-`` (read_bounded); a
    bare name that is no file here may name a record the game kept
    (``20261130-203917-seed7``, with or without ``.json``, in the data folder's
    ``records``). Raises UnreadableInputError with a sentence ("cannot read x.json: there
    is no such file", "x.json is larger than 16 MiB: a record is at most 16 MiB")."""
    if name == "-":
        return read_bounded(None)
    try:
        return read_bounded(Path(name))
    except FileNotFoundError:
        kept = data_dir() / "records"
        for candidate in (name, f"{name}.json"):
            if "/" not in name and (kept / candidate).is_file():
                return read_bounded(kept / candidate)
        raise UnreadableInputError(_words().cannot_read(name, _words().no_such_file)) \
            from None
    except IsADirectoryError:
        raise UnreadableInputError(_words().cannot_read(name, _words().reasons["EISDIR"])) \
            from None
    except OSError as error:
        raise UnreadableInputError(_words().cannot_read(name, str(error.strerror))) from None


@dataclasses.dataclass(frozen=True, slots=True)
class JsonLine:
    """One JSON document of a file: its line (1 for a whole-file document), the value, or
    why it cannot be read (``data`` is None then)."""

    number: int
    data: Any
    problem: str | None = None


def json_documents(raw: bytes, what: str) -> list[JsonLine]:
    """The documents of a file holding one JSON value, or JSON Lines (one value a line,
    blank lines skipped; a line that cannot be read is kept with its problem). Raises
    UnreadableJsonError, saying why the whole is not JSON, when it is neither.

    >>> [d.data for d in json_documents(b'{"a": 1}', "the record")]
    [{'a': 1}]
    >>> [(d.number, d.data, d.problem) for d in json_documents(b'1\\n\\n[', "a record")]
    [(1, 1, None), (3, None, 'a record is not JSON (column 2: Expecting value)')]
    """
    try:
        return [JsonLine(1, read_json_text(raw, what))]
    except UnreadableJsonError as whole:
        lines = [(n, line) for n, line in enumerate(raw.splitlines(), 1) if line.strip()]
        found = []
        for n, line in lines:
            try:
                found.append(JsonLine(n, read_json_text(line, what)))
            except UnreadableJsonError as error:  # a line has no lines: say the column
                found.append(JsonLine(n, None, str(error).replace("(line 1, column",
                                                                  "(column")))
        if len(found) < 2 or found[0].problem is not None:
            raise whole from None
        return found


def read_json_file(path: Path, what: str) -> Any:
    """The JSON value in the file ``path`` (read_bounded: at most 16 MiB). Raises
    FileNotFoundError when there is none, and UnreadableJsonError (with the reason; a
    TooLargeError when larger) when it cannot be read."""
    try:
        raw = read_bounded(Path(path), what)
    except (FileNotFoundError, TooLargeError):
        raise
    except OSError as error:
        raise UnreadableJsonError(_words().unreadable(
            f"{_named(what)} ({path})", str(error.strerror))) from None
    return read_json_text(raw, what)


def atomic_write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def data_dir() -> Path:
    """Where saves and finished records live (``ECARTE_DATA_DIR`` overrides, for tests)."""
    override = os.environ.get("ECARTE_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_data_dir("ecarte", appauthor=False))


def config_dir() -> Path:
    """Where the settings file lives (``ECARTE_CONFIG_DIR`` overrides, for tests)."""
    override = os.environ.get("ECARTE_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_config_dir("ecarte", appauthor=False))
