"""A real terminal for the end-to-end tests: the installed script in a tmux window.

Each screen runs its own tmux server on a socket in the test's temporary folder: two tests
never share a server, so one test killing its session cannot take down another's server
(CI once saw "server exited unexpectedly" when a test started its session just as the
last session of the shared default server was closed)."""

from __future__ import annotations

import shlex
import subprocess
import time
from collections.abc import Mapping
from pathlib import Path

PASSED = ("ECARTE", "PROMPT", "LANG", "LC_", "HOME", "XDG", "TERM")


class Screen:
    def __init__(self, folder: Path, command: list[str], env: Mapping[str, str],
                 columns: int = 80, lines: int = 24) -> None:
        self.socket = str(folder / "tmux.sock")
        passed = " ".join(shlex.quote(f"{k}={v}") for k, v in env.items()
                          if k.startswith(PASSED))
        line = " ".join(shlex.quote(part) for part in command)
        # pytest's COLUMNS/LINES would reach the game; `sleep` keeps the last screen
        self.tmux("new-session", "-d", "-s", "ecarte", "-x", str(columns), "-y", str(lines),
                  f"env -u COLUMNS -u LINES {passed} {line}; sleep 60")

    def tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-S", self.socket, *args], capture_output=True,
                              text=True, check=True).stdout

    def shown(self) -> str:
        return self.tmux("capture-pane", "-p", "-S", "-", "-t", "ecarte")

    def wait_for(self, text: str, count: int = 1) -> str:
        """The screen once `text` is on it `count` times (10 s at most)."""
        for _ in range(200):
            shown = self.shown()
            if shown.count(text) >= count:
                return shown
            time.sleep(0.05)
        raise AssertionError(f"{text!r} never appeared {count} times:\n{self.shown()}")

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", "ecarte", *keys)

    def close(self) -> None:
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], capture_output=True,
                       check=False)
