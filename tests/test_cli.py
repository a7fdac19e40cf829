"""The ``ecarte`` command itself: help, version, usage errors, ``ecarte rules``."""

from __future__ import annotations

import os
import subprocess
import sys

from ecarte import __version__


def ecarte(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ecarte", *args], capture_output=True,
                          text=True, timeout=60, env={**os.environ, **(env or {})},
                          encoding="utf-8", errors="replace")


def test_help_lists_every_command() -> None:
    done = ecarte("--help")
    assert done.returncode == 0
    for command in ("play", "watch", "rules", "verify", "arena", "engine"):
        assert command in done.stdout


def test_no_command_prints_help_and_succeeds() -> None:
    done = ecarte()
    assert done.returncode == 0 and "usage: ecarte" in done.stdout


def test_version() -> None:
    done = ecarte("--version")
    assert done.returncode == 0 and done.stdout.strip() == f"ecarte {__version__}"


def test_a_usage_error_exits_2_with_a_sentence() -> None:
    done = ecarte("shuffle")
    assert done.returncode == 2
    assert "invalid choice: 'shuffle'" in done.stderr and "Traceback" not in done.stderr


def test_rules_explain_the_terms_with_their_french_and_italian_names() -> None:
    done = ecarte("rules")
    assert done.returncode == 0
    text = " ".join(done.stdout.split())
    for words in ("K Q J A 10 9 8 7", "elder", "premier", "di mano", "propose", "propongo",
                  "the vole", "cappotto", "the point", "prepotenza", "King of trumps"):
        assert words in text, words


def test_rules_fall_back_to_plain_letters_when_the_output_cannot_show_glyphs() -> None:
    done = ecarte("rules", env={"PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert done.stdout.isascii() and "Ecarte" in done.stdout and "clubs c" in done.stdout
