"""The code stays as the project's standards ask: ruff clean and ``mypy --strict`` clean.
Both tools come with the test extras; a missing tool is a broken install, not a skip."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


def test_ruff_finds_nothing() -> None:
    done = run("ruff", "check", "--output-format", "concise", "--no-cache", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_strict_finds_nothing() -> None:
    done = run("mypy", "--strict", "--no-incremental", "ecarte")
    assert done.returncode == 0, done.stdout + done.stderr
