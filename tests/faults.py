"""The floor pulled from under the game, for real: a full disk (a tiny tmpfs, filled) and a
read-only folder (a read-only bind mount), as the kernel gives them, not a mock.

Both need mount(2), which the test machines and CI have (they run as root). Without it
these fixtures fail with a sentence, never skip: a skipped fault test hides a broken
install.
"""

from __future__ import annotations

import contextlib
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


def _mount(*args: str) -> None:
    done = subprocess.run(["mount", *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.fail(f"these fault tests need mount (root): mount {' '.join(args)}: "
                    f"{done.stderr.strip()}")


@contextlib.contextmanager
def full_disk(where: Path, size: str = "256k") -> Iterator[Path]:
    """A folder ``where`` on a tmpfs of ``size`` that holds nothing more: every new byte
    written there gets ENOSPC. Yields the file that fills it (delete it to free the disk)."""
    where.mkdir(parents=True, exist_ok=True)
    _mount("-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where))
    try:
        filler = where / ".filler"
        with contextlib.suppress(OSError), open(filler, "wb", buffering=0) as out:
            while True:  # until the disk says it is full (the close may say it too)
                out.write(b"\0" * 4096)
        yield filler
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


@contextlib.contextmanager
def read_only(where: Path) -> Iterator[Path]:
    """The folder ``where`` (with what it holds) made read-only by a bind mount."""
    where.mkdir(parents=True, exist_ok=True)
    _mount("--bind", str(where), str(where))
    try:
        _mount("-o", "remount,bind,ro", str(where))
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)
