"""Where lines come from: a terminal (prompt_toolkit, one input history per player) or
plain lines from a pipe or a screen reader (no escape codes).

Output always goes through a rich ``Console``; ``make_console`` picks colours, glyphs and
width from the environment (``NO_COLOR``, ``COLUMNS``, the output encoding).
"""

from __future__ import annotations

import os
import select
import sys
import time
from collections.abc import Callable
from typing import IO, Any, Protocol

from rich.console import Console

from ecarte.ui.theme import THEME, can_encode_glyphs

CLEAR_ALL = "\x1b[H\x1b[2J\x1b[3J"  # home, clear the screen, clear the scrollback
MAX_READ = 100_000


class Terminal(Protocol):
    console: Console
    interactive: bool

    def ask(self, seat: int, message: str, toolbar: Callable[[], Any] | None = None,
            completer: Any = None, validator: Any = None) -> str: ...

    def pause(self, seconds: float) -> None: ...

    def wait(self, message: str) -> None: ...

    def confirm(self, question: str) -> bool: ...

    def clear(self) -> None: ...

    def barrier(self, message: str, private: bool = True) -> None: ...


def make_console(file: IO[str] | None = None, *, plain: bool = False,
                 width: int | None = None) -> tuple[Console, bool]:
    """A console for the game, and whether it can show suit glyphs."""
    out = file or sys.stdout
    glyphs = can_encode_glyphs(getattr(out, "encoding", None))
    if not glyphs and hasattr(out, "reconfigure"):
        out.reconfigure(errors="replace")  # an accent the output cannot show becomes '?'
    if width is None:
        width = min(80, Console(file=out).width)
    console = Console(file=out, theme=THEME, highlight=False, emoji=False, width=width,
                      force_terminal=False if plain else None,
                      color_system=None if plain else "auto", soft_wrap=False,
                      legacy_windows=False)
    return console, glyphs


class LineTerminal:
    """Plain lines in, plain lines out: the same commands and messages, no escape codes.
    Each answer is echoed after '> ' so a transcript reads as a dialogue."""

    interactive = False

    def __init__(self, console: Console, stdin: IO[bytes] | None = None) -> None:
        self.console = console
        self.stdin = stdin if stdin is not None else sys.stdin.buffer

    def ask(self, seat: int, message: str, toolbar: Callable[[], Any] | None = None,
            completer: Any = None, validator: Any = None) -> str:
        line = self.stdin.readline(MAX_READ)
        if not line:
            raise EOFError
        if len(line) >= MAX_READ and not line.endswith(b"\n"):  # skip the rest of it
            while (rest := self.stdin.readline(MAX_READ)) and not rest.endswith(b"\n"):
                pass
        text = line.decode("utf-8", errors="replace").rstrip("\r\n")
        shown = "".join(ch if ch.isprintable() and ch != "\ufffd" else "?" for ch in text[:80])
        self.console.print(f"> {shown}", markup=False, highlight=False)
        return text

    def pause(self, seconds: float) -> None:
        if seconds > 0:
            time.sleep(seconds)

    def wait(self, message: str) -> None:
        return None

    def confirm(self, question: str) -> bool:
        return True

    def clear(self) -> None:
        return None

    def barrier(self, message: str, private: bool = True) -> None:
        self.console.print(message)
        self.ask(-1, message)


class TtyTerminal:
    """prompt_toolkit prompts, one session (and history) per seat. ``input`` and
    ``output`` are injectable: tests use a pipe input and ``DummyOutput``."""

    interactive = True

    def __init__(self, console: Console, input: Any = None, output: Any = None) -> None:
        self.console = console
        self.input = input
        self.output = output
        self._sessions: dict[int, Any] = {}

    def _session(self, seat: int) -> Any:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import InMemoryHistory
        if seat not in self._sessions:
            session: PromptSession[str] = PromptSession(
                history=InMemoryHistory(), input=self.input, output=self.output,
                complete_while_typing=False, validate_while_typing=False,
                reserve_space_for_menu=6)
            _wrap_validation_messages(session)
            self._sessions[seat] = session
        return self._sessions[seat]

    def ask(self, seat: int, message: str, toolbar: Callable[[], Any] | None = None,
            completer: Any = None, validator: Any = None) -> str:
        self.console.file.flush()
        text: str = self._session(seat).prompt(
            message, bottom_toolbar=toolbar, completer=completer, validator=validator)
        return text

    def pause(self, seconds: float) -> None:
        """Wait ``seconds``; any key skips the wait (and is not kept as a move)."""
        if seconds <= 0:
            return
        self.console.file.flush()
        if self.input is not None or not sys.stdin.isatty():
            time.sleep(seconds)
            return
        import termios
        import tty
        fd = sys.stdin.fileno()
        saved = termios.tcgetattr(fd)
        try:
            tty.setcbreak(fd)
            ready, _, _ = select.select([fd], [], [], seconds)
            if ready:
                os.read(fd, 1024)
        finally:
            termios.tcsetattr(fd, termios.TCSADRAIN, saved)

    def wait(self, message: str) -> None:
        self._drop_typeahead()
        self._session(-1).prompt(message)

    def confirm(self, question: str) -> bool:
        try:
            answer: str = self._session(-2).prompt(question)
        except EOFError:
            return True
        except KeyboardInterrupt:
            return True
        return answer.strip().lower() in ("y", "yes")

    def clear(self) -> None:
        self.console.file.write(CLEAR_ALL)
        self.console.file.flush()

    def barrier(self, message: str, private: bool = True) -> None:
        """Clear the screen and the scrollback (when something private was shown), drop
        typeahead, wait for Enter."""
        if private:
            self.clear()
        self.console.print(message, style="title")
        self.wait("Press Enter when ready. ")
        if private:
            self.clear()

    def _drop_typeahead(self) -> None:
        from prompt_toolkit.input.typeahead import clear_typeahead
        for session in self._sessions.values():
            clear_typeahead(session.input)
        if self.input is None and sys.stdin.isatty():
            import termios
            termios.tcflush(sys.stdin.fileno(), termios.TCIFLUSH)


def _wrap_validation_messages(session: Any) -> None:
    """prompt_toolkit shows a refused entry's reason on one line, cut at the terminal's
    width; at 40 columns the rule's sentence would be lost. Let that line wrap."""
    from prompt_toolkit.filters import to_filter
    from prompt_toolkit.layout.dimension import Dimension
    from prompt_toolkit.widgets.toolbars import ValidationToolbar

    for window in session.app.layout.find_all_windows():
        text = getattr(window.content, "text", None)
        if getattr(text, "__qualname__", "").startswith(
                ValidationToolbar.__init__.__qualname__):
            window.height = Dimension(min=1, max=6)
            window.wrap_lines = to_filter(True)
