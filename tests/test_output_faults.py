"""Nothing lost, nothing crashes at the edges (issue 20): output that cannot be written
(a full disk, a closed output, a pipe whose reader left) ends every command with one
sentence and a non-zero status, never a traceback; ``--record`` is checked before the
match; a record file is read up to 16 MiB and no further; an engine's endless answer
line never fills memory."""

from __future__ import annotations

import contextlib
import os
import resource
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pexpect
import pytest
from conftest import first_listed
from faults import read_only
from hypothesis import given, settings
from hypothesis import strategies as st
from pexpect.popen_spawn import PopenSpawn

from ecarte.files import TooLargeError, read_bounded, read_input
from ecarte.protocol import EngineProtocolError, ExecBot

ECARTE = Path(sys.executable).parent / "ecarte"
LOST = "ecarte: could not write the output: "


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, HOME=str(home), ECARTE_DATA_DIR=str(home / "data"),
               ECARTE_CONFIG_DIR=str(home / "conf"), LANG="C.UTF-8", LC_ALL="C.UTF-8",
               PROMPT_TOOLKIT_NO_CPR="1", COLUMNS="400")  # a long path on one line
    env.pop("LINES", None)
    return env


def ecarte(home: Path, *args: str, stdout: int | None = subprocess.PIPE,
           stdin: bytes = b"", preexec: object = None, **options: object
           ) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(ECARTE), *args], input=stdin, stdout=stdout,
                          stderr=subprocess.PIPE, env=environment(home), timeout=120,
                          check=False, preexec_fn=preexec, **options)  # type: ignore[call-overload]
    return subprocess.CompletedProcess(
        done.args, done.returncode, (done.stdout or b"").decode("utf-8", "replace"),
        done.stderr.decode("utf-8", "replace"))


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A short finished match's record (a one-point game between two random bots)."""
    home = tmp_path_factory.mktemp("record")
    path = home / "r.json"
    done = ecarte(home, "watch", "--level", "random", "--seed", "3", "--delay", "0",
                  "--target", "1", "--record", str(path))
    assert done.returncode == 0 and path.is_file(), done.stderr
    return path


HELLO = b'{"type": "hello"}\n'

COMMANDS = {
    "verify": ["verify", "{record}"],
    "replay": ["replay", "{record}"],
    "review --json": ["review", "--json", "{record}"],
    "history": ["history"],
    "stats": ["stats"],
    "rules": ["rules", "--no-pager"],
    "watch": ["watch", "--level", "random", "--seed", "3", "--delay", "0", "--target", "1"],
    "arena --json": ["arena", "random", "random", "--deals", "2", "--json"],
    "play": ["play", "--level", "random", "--seed", "3"],
    "engine": ["engine", "--level", "random"],
    "verify --help": ["verify", "--help"],
}


def argv(name: str, record: Path) -> list[str]:
    return [word.format(record=record) for word in COMMANDS[name]]


def closed_stdout() -> None:
    os.close(1)


@pytest.mark.slow
@pytest.mark.parametrize("output", ["/dev/full", "closed"])
@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_output_that_cannot_be_written_ends_the_command_with_one_sentence(
        name: str, output: str, record: Path, tmp_path: Path) -> None:
    if output == "closed":  # >&-
        done = ecarte(tmp_path, *argv(name, record), stdout=None, stdin=HELLO,
                      preexec=closed_stdout)
        reason = "it is closed"
    else:
        with open("/dev/full", "wb") as full:
            done = ecarte(tmp_path, *argv(name, record), stdout=full.fileno(), stdin=HELLO)
        reason = "the disk is full"
    assert "Traceback" not in done.stderr and "Exception" not in done.stderr, done.stderr
    assert done.returncode == 1, done.stderr
    assert done.stderr.splitlines()[-1] == LOST + reason


@pytest.mark.slow
@pytest.mark.parametrize("name", ["rules", "replay", "engine", "verify", "review --json"])
def test_a_pipe_whose_reader_left_ends_the_command_quietly_with_status_141(
        name: str, record: Path, tmp_path: Path) -> None:
    """``ecarte ... | head -1``: the reader is gone; nothing said, the status of a program
    stopped by SIGPIPE."""
    reader, writer = os.pipe()
    os.close(reader)  # nobody will ever read: the first write finds the pipe broken
    try:
        done = ecarte(tmp_path, *argv(name, record), stdout=writer, stdin=HELLO)
    finally:
        os.close(writer)
    assert (done.returncode, done.stderr) == (141, "")


# --record: one check before the match ------------------------------------------------


@contextlib.contextmanager
def full_disk(where: Path) -> Iterator[Path]:
    """A folder ``where`` on a tmpfs of 256 KiB, filled: every new byte written there gets
    ENOSPC. Yields the file that fills it. (faults.full_disk writes through a buffer that
    its closing flushes again, and so fails on a full disk itself.)"""
    where.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(where)],
                             capture_output=True, text=True, check=False)
    assert mounted.returncode == 0, f"these tests need mount (root): {mounted.stderr}"
    try:
        filler = where / ".filler"
        with open(filler, "wb", buffering=0) as out, contextlib.suppress(OSError):
            while True:
                out.write(b"\0" * 4096)
        yield filler
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)



@pytest.fixture
def unwritable(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[Path, str]]:
    """A --record FILE that cannot be written, and the reason said."""
    kind = request.param
    if kind == "folder":
        yield tmp_path, "it is a folder"
    elif kind == "under a file":
        (tmp_path / "a.json").write_text("{}", encoding="utf-8")
        yield tmp_path / "a.json" / "r.json", "a part of the path is a file, not a folder"
    elif kind == "read-only":
        with read_only(tmp_path / "ro") as where:
            yield where / "r.json", "the folder is read-only"
    else:
        with full_disk(tmp_path / "full") as filler:
            yield filler.parent / "new" / "r.json", "the disk is full"


RECORDING = {
    "play": ["play", "--level", "random", "--seed", "3"],
    "watch": ["watch", "--level", "random", "--seed", "3", "--delay", "0"],
    "arena": ["arena", "random", "random", "--deals", "2"],
}


@pytest.mark.slow
@pytest.mark.parametrize("unwritable", ["folder", "under a file", "read-only", "full disk"],
                         indirect=True)
@pytest.mark.parametrize("command", sorted(RECORDING))
def test_a_record_that_cannot_be_written_is_said_before_the_match(
        command: str, unwritable: tuple[Path, str], tmp_path: Path) -> None:
    target, reason = unwritable
    done = ecarte(tmp_path, *RECORDING[command], "--record", str(target))
    assert done.returncode == 2, done.stderr
    assert done.stderr == f"ecarte {command}: could not write {target}: {reason}\n"
    assert done.stdout == ""  # not a card dealt


def words(text: str) -> str:
    """The text as words, however the table wrapped its lines."""
    return " ".join(text.split())


def one_page_free(filler: Path) -> None:
    """Free one page of the full disk: the check before the match passes, a record of a
    few pages does not fit."""
    os.truncate(filler, filler.stat().st_size - 4096)


@pytest.mark.slow
def test_a_disk_that_fills_during_the_match_is_a_sentence_at_the_end(tmp_path: Path) -> None:
    with full_disk(tmp_path / "full") as filler:
        one_page_free(filler)
        target = filler.parent / "r.json"
        watched = ecarte(tmp_path, *RECORDING["watch"], "--match", "3", "--record",
                         str(target))
        arena = ecarte(tmp_path, *RECORDING["arena"][:3], "--deals", "40", "--record",
                       str(target))
    assert "Traceback" not in watched.stderr + arena.stderr
    assert f"The record could not be written to {target}: the disk is full." in \
        words(watched.stdout)
    assert (arena.returncode, arena.stderr) == (
        1, f"ecarte arena: could not write {target}: the disk is full\n")


@pytest.mark.slow
def test_play_says_at_the_end_that_its_record_could_not_be_written(tmp_path: Path) -> None:
    """The session's own writing at the end of the match: the record FILE asked for does
    not fit; the match is kept in the data folder all the same."""
    with full_disk(tmp_path / "full") as filler:
        one_page_free(filler)
        target = filler.parent / "r.json"
        child = PopenSpawn([str(ECARTE), "play", "--level", "random", "--seed", "5",
                            "--match", "3", "--record", str(target)],
                           env=environment(tmp_path), encoding="utf-8", timeout=60)
        seen = []
        while True:
            found = child.expect([r"legal: ([^\r\n]*)\r?\n", r"\[[yY]/[nN]\]", pexpect.EOF])
            seen.append(child.before)
            if found == 0:
                child.sendline(first_listed(child.match.group(1)))
            elif found == 1:
                child.sendline("n")
            else:
                break
        status = child.wait()
    shown = "".join(seen)
    assert status == 0 and "Traceback" not in shown
    assert f"The record could not be written to {target}: the disk is full." in words(shown)
    assert list((tmp_path / "data" / "records").glob("*.json"))


# Reading: at most 16 MiB ---------------------------------------------------------------


@given(size=st.integers(0, 40), limit=st.integers(0, 20))
@settings(max_examples=60, deadline=None)
def test_a_file_is_read_whole_up_to_the_limit_and_refused_beyond(
        size: int, limit: int, tmp_path_factory: pytest.TempPathFactory) -> None:
    path = tmp_path_factory.mktemp("bounded") / "f.json"
    path.write_bytes(b"x" * size)
    if size <= limit:
        assert read_bounded(path, limit=limit) == b"x" * size
    else:
        with pytest.raises(TooLargeError) as refused:
            read_bounded(path, limit=limit)
        assert str(refused.value) == \
            f"{path} is larger than {limit:,} bytes: a record is at most {limit:,} bytes"


def test_an_endless_file_is_refused_after_16_mib_with_a_sentence() -> None:
    with pytest.raises(TooLargeError) as refused:
        read_input("/dev/zero")
    assert str(refused.value) == \
        "/dev/zero is larger than 16 MiB: a record is at most 16 MiB"


def small_memory() -> None:
    """A memory limit far below what reading /dev/zero without end would take."""
    limit = 1 << 30
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


@pytest.mark.slow
@pytest.mark.parametrize(("args", "said"), [
    (["verify", "/dev/zero"], "ecarte verify: /dev/zero is larger than 16 MiB: a record is "
                              "at most 16 MiB"),
    (["replay", "/dev/zero"], "ecarte replay: /dev/zero is larger than 16 MiB: a record is "
                              "at most 16 MiB"),
    (["review", "/dev/zero"], "ecarte review: /dev/zero is larger than 16 MiB: a record is "
                              "at most 16 MiB"),
    (["stats", "import", "/dev/zero"], "ecarte stats import: /dev/zero: /dev/zero is larger "
                                       "than 16 MiB: a record is at most 16 MiB; skipped"),
    (["verify", "-"], "ecarte verify: standard input is larger than 16 MiB: a record is at "
                      "most 16 MiB"),
])
def test_an_endless_record_is_refused_under_a_memory_limit(
        args: list[str], said: str, tmp_path: Path) -> None:
    stdin = subprocess.Popen(["cat", "/dev/zero"], stdout=subprocess.PIPE)
    try:
        done = subprocess.run([str(ECARTE), *args], stdin=stdin.stdout, capture_output=True,
                              env=environment(tmp_path), preexec_fn=small_memory,
                              timeout=60, check=False)
    finally:
        stdin.kill()
        stdin.wait()
    err = done.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and "MemoryError" not in err, err[-2000:]
    assert err.splitlines()[0] == said and done.returncode in (1, 2)


# The protocol: an engine that answers without end -------------------------------------


def test_an_engine_answer_longer_than_a_line_is_refused_with_a_sentence(
        tmp_path: Path) -> None:
    engine = tmp_path / "long.py"
    engine.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    print(json.dumps({'type': 'hello', 'name': 'x' * 100000}), flush=True)\n",
        encoding="utf-8")
    with pytest.raises(EngineProtocolError) as refused:
        ExecBot(f"{sys.executable} {engine}", timeout=30)
    assert str(refused.value) == (
        f"the engine '{sys.executable} {engine}' answered the hello request with a line "
        "longer than 65,536 bytes, which is no answer")


def test_a_record_through_a_link_writes_the_file_it_points_to_and_keeps_the_link(
        tmp_path: Path) -> None:
    from ecarte.files import atomic_write_text

    target = tmp_path / "target.json"
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    atomic_write_text(link, "new")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "new"


def test_a_device_is_written_to_never_replaced_by_a_file() -> None:
    from ecarte.files import WriteFailed, atomic_write_text

    atomic_write_text(Path("/dev/null"), "{}\n")
    with pytest.raises(WriteFailed, match="could not write /dev/full: the disk is full"):
        atomic_write_text(Path("/dev/full"), "{}\n")
    assert not Path("/dev/null").is_file() and not Path("/dev/full").is_file()
