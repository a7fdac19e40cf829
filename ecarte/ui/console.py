"""Where lines come from: a terminal (prompt_toolkit, one input history per player) or
plain lines from a pipe or a screen reader (no escape codes).

Output always goes through a rich ``Console``; ``make_console`` picks colours, glyphs and
width from the environment (``NO_COLOR``, ``COLUMNS``, the output encoding) and never
uses more than ``WIDEST`` columns.

Every prompt treats the two control keys the same way (docs/playing.md):

- Ctrl-D leaves: the match is saved and the program ends with status 0. At a move
  prompt ``ask`` raises ``EOFError``; everywhere else ``LeaveRequested`` (an
  ``EOFError`` too), which the session catches.
- Ctrl-C clears the line; on an empty line it asks "Leave the game?" (at a move prompt
  ``ask`` raises ``KeyboardInterrupt`` and the session asks). At a yes/no question it
  gives its safe answer (the one that changes nothing), or, at a question about the
  move being made (the King's), cancels that move. Questions are asked with
  ``ecarte.ui.questions``.
"""

from __future__ import annotations

import os
import re
import select
import sys
import time
from collections.abc import Callable
from typing import IO, Any, Final, Protocol, cast

from rich.console import Console, ConsoleDimensions

from ecarte.ui.questions import ask_yes_no
from ecarte.ui.theme import THEME, can_encode_glyphs, held_quotes

CLEAR_ALL = "\x1b[H\x1b[2J\x1b[3J"  # home, clear the screen, clear the scrollback
MAX_READ = 100_000
WIDEST: Final = 100  # columns of text at most: longer lines are hard to read
LEAVE_QUESTION: Final = "question:leave-saved"
"""The question before leaving a match, by its code (not a sentence: a terminal words it
in the player's language, ``asked``, and a network table, where nothing is saved, asks
its own). A table that says otherwise about its saving asks its own question."""
QUESTION: Final = -2  # the input history of yes/no questions, apart from the players'
CTRL_C, CTRL_D = b"\x03", b"\x04"


def asked(question: str) -> str:
    """``question`` as the player reads it: ``LEAVE_QUESTION`` worded in the chosen
    language, any other question as it is."""
    if question == LEAVE_QUESTION:
        from ecarte.words.session import words

        return words().leave_question
    return question


class LeaveRequested(EOFError):
    """The player asked to leave at a prompt that is not a move (Ctrl-D, or yes to
    the leave question): the session saves the match and ends with status 0."""


def wrapped(text: str, width: int | None = None, *, hang: bool = False) -> str:
    """``text`` wrapped between words (never inside one, nor inside a quoted example: an
    address or a command stays whole) to ``width``, by default the terminal's (at most
    ``WIDEST``), each of its lines apart. With ``hang``, a line's continuation goes under
    its indent, and under the words of a ``1. `` or ``- `` item.

    >>> print(wrapped("  1. one two three four", 15, hang=True))
      1. one two
         three four
    """
    import functools
    import re
    import shutil
    import textwrap

    if width is None:
        width = min(shutil.get_terminal_size().columns, WIDEST)
    out = []
    for line in text.split("\n"):
        body = line.lstrip(" ")
        indent = " " * (len(line) - len(body)) if hang else ""
        marker = re.match(r"(\d+\. |- )", body) if hang else None
        under = indent + " " * (len(marker.group(1)) if marker else 0)
        fill = functools.partial(textwrap.fill, width=width, initial_indent=indent,
                                 subsequent_indent=under, break_long_words=False,
                                 break_on_hyphens=False)
        out.append(held_quotes(body if hang else line, fill, width) or line)
    return "\n".join(out)


class Terminal(Protocol):
    console: Console
    interactive: bool

    def ask(self, seat: int, message: str, toolbar: Callable[[], Any] | None = None,
            completer: Any = None, validator: Any = None) -> str: ...

    def pause(self, seconds: float, note: str = "") -> None: ...

    def wait(self, message: str) -> str: ...

    def interrupted(self, seconds: float) -> bool: ...

    def confirm(self, question: str, default: bool = False,
                safe: bool | None = False) -> bool:
        """A yes/no question; Ctrl-C gives ``safe``, or (None) raises KeyboardInterrupt."""
        ...

    def clear(self) -> None: ...

    def barrier(self, message: str, private: bool = True) -> None: ...


class GameConsole(Console):
    """A rich console that follows the terminal's width as it changes, up to ``WIDEST``
    columns, and shows every string as the literal text it is: names, chat, records and
    settings come from outside, and a player named ``[/]`` is a name, not rich markup.
    Styles are given as ``style=`` or ``Text`` spans, never as markup in a string."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("markup", False)
        super().__init__(*args, **kwargs)

    @property
    def size(self) -> ConsoleDimensions:
        size = super().size
        return ConsoleDimensions(min(size.width, WIDEST), size.height)

    @size.setter
    def size(self, new_size: tuple[int, int]) -> None:
        self.width, self.height = new_size


class TrimmedLines:
    """A text stream that writes to ``inner`` without the spaces at the end of a line
    (rich pads table cells to their width, and leaves the space where it wraps a
    sentence): for output read from a pipe or a file. Spaces at the end of a write are
    held back until the next write shows whether a line ends there."""

    def __init__(self, inner: IO[str]) -> None:
        self.inner = inner
        self.held = ""

    def write(self, text: str) -> int:
        written = len(text)
        if not text.startswith(("\n", "\r\n")):
            text = self.held + text
        body = text.rstrip(" ")
        self.held = text[len(body):]
        self.inner.write(_LINE_END_SPACES.sub("", body))
        return written

    def flush(self) -> None:
        self.inner.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


_LINE_END_SPACES = re.compile(r" +(?=\r?\n)")


def make_console(file: IO[str] | None = None, *, plain: bool = False,
                 width: int | None = None) -> tuple[Console, bool]:
    """A console for the game, and whether it can show suit glyphs. ``width`` fixes the
    width; by default it is the terminal's (or ``COLUMNS``), up to ``WIDEST``. A
    ``plain`` console (for a pipe or a screen reader) writes no escape codes and no
    spaces at the ends of lines."""
    out = file or sys.stdout
    glyphs = can_encode_glyphs(getattr(out, "encoding", None))
    if not glyphs and hasattr(out, "reconfigure"):
        out.reconfigure(errors="replace")  # an accent the output cannot show becomes '?'
    if plain:
        out = cast(IO[str], TrimmedLines(out))
    console = GameConsole(file=out, theme=THEME, highlight=False, emoji=False, width=width,
                          force_terminal=False if plain else None,
                          color_system=None if plain else "auto", soft_wrap=False,
                          legacy_windows=False)
    return console, glyphs


class LineTerminal:
    """Plain lines in, plain lines out: the same commands and messages, no escape codes.
    Each answer is echoed after '> ' so a transcript reads as a dialogue. The end of the
    input leaves, as Ctrl-D does at a terminal."""

    interactive = False

    def __init__(self, console: Console, stdin: IO[bytes] | None = None) -> None:
        self.console = console
        self.stdin = stdin if stdin is not None else sys.stdin.buffer
        self.lines = 0  # lines read so far: none means the input was empty

    def ask(self, seat: int, message: str, toolbar: Callable[[], Any] | None = None,
            completer: Any = None, validator: Any = None) -> str:
        line = self.stdin.readline(MAX_READ)
        if not line:
            raise LeaveRequested
        self.lines += 1
        if len(line) >= MAX_READ and not line.endswith(b"\n"):  # skip the rest of it
            while (rest := self.stdin.readline(MAX_READ)) and not rest.endswith(b"\n"):
                pass
        text = line.decode("utf-8", errors="replace").rstrip("\r\n")
        shown = "".join(ch if ch.isprintable() and ch != "\ufffd" else "?" for ch in text[:80])
        self.console.print(f"> {shown}", markup=False, highlight=False)
        return text

    def pause(self, seconds: float, note: str = "") -> None:
        if seconds > 0:
            time.sleep(seconds)

    def wait(self, message: str) -> str:
        return ""

    def interrupted(self, seconds: float) -> bool:
        """No keys to read here: a Ctrl-C is the signal (KeyboardInterrupt)."""
        time.sleep(seconds)
        return False

    def confirm(self, question: str, default: bool = False,
                safe: bool | None = False) -> bool:
        """The question, then lines until one is a yes or a no (the end of the input
        leaves: LeaveRequested). A Ctrl-C (the signal) gives ``safe``; with no safe
        answer (None) it goes through as KeyboardInterrupt."""
        def read(prompt: str) -> str:
            self.console.print(prompt.rstrip(), markup=False, highlight=False)
            return self.ask(QUESTION, prompt)
        try:
            return ask_yes_no(read, asked(question), default)
        except KeyboardInterrupt:
            if safe is None:
                raise
            return safe

    def clear(self) -> None:
        return None

    def barrier(self, message: str, private: bool = True) -> None:
        self.console.print(message)
        self.ask(-1, message)


class QuietKeys:
    """A terminal's keyboard between prompts: no echo, no line editing, and (unless
    ``signals``) Ctrl-C and Ctrl-D read as keys, so that nothing typed while the bot
    thinks or pauses is shown out of place or lost, and a Ctrl-C is never a signal
    landing in the middle of a redraw. The terminal's own settings come back at exit
    (and, with ``signals``, for each prompt)."""

    def __init__(self, fd: int, signals: bool = False) -> None:
        self.fd = fd
        self.signals = signals
        self.normal: list[Any] | None = None  # the settings to restore while quiet

    def quiet(self) -> None:
        import atexit
        import termios
        if self.normal is not None:
            return
        normal = termios.tcgetattr(self.fd)
        quiet = termios.tcgetattr(self.fd)
        quiet[3] &= ~(termios.ECHO | termios.ICANON | (0 if self.signals else termios.ISIG))
        quiet[6][termios.VMIN], quiet[6][termios.VTIME] = 1, 0
        termios.tcsetattr(self.fd, termios.TCSANOW, quiet)
        self.normal = normal
        atexit.register(self.restore)

    def restore(self) -> None:
        import termios
        if self.normal is not None:
            termios.tcsetattr(self.fd, termios.TCSADRAIN, self.normal)
            self.normal = None

    def read(self, seconds: float) -> bytes:
        """The keys typed so far, waiting up to ``seconds`` for the first (quiet only)."""
        keys = b""
        ready = self.normal is not None and select.select([self.fd], [], [], seconds)[0]
        while ready:
            keys += os.read(self.fd, 1024)
            ready = select.select([self.fd], [], [], 0)[0]
        return keys


class TtyTerminal:
    """prompt_toolkit prompts, one session (and history) per seat. ``input`` and
    ``output`` are injectable: tests use a pipe input and ``DummyOutput``.

    Keys typed between prompts (while the bot thinks or pauses) skip the pause and are
    kept: they begin the next move prompt. A "Press Enter" prompt or a question drops
    them, but still obeys a Ctrl-D or Ctrl-C among them. A ``spectator`` (``ecarte
    watch``) has no prompt to keep them for: a key only skips the pause, Ctrl-C stops."""

    interactive = True

    def __init__(self, console: Console, input: Any = None, output: Any = None, *,
                 spectator: bool = False) -> None:
        self.console = console
        self.input = input
        self.output = output
        self.spectator = spectator
        self.typed = b""  # keys typed between prompts, for the next move prompt
        self.keys = QuietKeys(sys.stdin.fileno(), signals=spectator) \
            if input is None and sys.stdin.isatty() else None
        self._sessions: dict[int, Any] = {}
        self._refused: dict[int, Refusals] = {}

    def _session(self, seat: int) -> Any:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import InMemoryHistory
        from prompt_toolkit.styles import Style
        if seat not in self._sessions:
            refusals = Refusals()
            session: PromptSession[str] = PromptSession(
                history=InMemoryHistory(), input=self.input, output=self.output,
                # French writes a no-break space before ? ! : ; and prompt_toolkit marks
                # each one (underlined, yellow) unless told it is an ordinary space
                style=Style.from_dict({"nbsp": "nounderline fg:default"}),
                complete_while_typing=False, validate_while_typing=False,
                reserve_space_for_menu=6, key_bindings=_control_keys(refusals))
            _wrap_validation_messages(session)
            session.default_buffer.on_text_insert += refusals.inserted
            self._refused[seat] = refusals
            self._sessions[seat] = session
        return self._sessions[seat]

    def _prompt(self, session: Any, message: str, **options: Any) -> str:
        """One prompt. The keyboard is quiet before and after it (prompt_toolkit puts
        back the settings it found), so a Ctrl-C typed as the prompt opens or closes is
        a key the prompt reads, not a signal; a spectator's prompt has the terminal's
        own settings."""
        self.console.file.flush()
        if self.keys is not None:
            if self.spectator:
                self.keys.restore()
            else:
                self.keys.quiet()
        text: str = session.prompt(message, **options)
        return text

    def _gather(self) -> bytes:
        """The keys typed since the last prompt, taken out of the keyboard."""
        if self.keys is not None:
            self.typed += self.keys.read(0)
        typed, self.typed = self.typed, b""
        return typed

    def ask(self, seat: int, message: str, toolbar: Callable[[], Any] | None = None,
            completer: Any = None, validator: Any = None) -> str:
        """A move, beginning with the keys typed ahead. Ctrl-D on an empty line raises
        EOFError; Ctrl-C clears the line, or raises KeyboardInterrupt when it is empty."""
        session = self._session(seat)
        _give_keys(session, self._gather())
        if validator is not None:
            validator = self._refused[seat].watching(validator)
        return self._prompt(session, message, bottom_toolbar=toolbar, completer=completer,
                            validator=validator)

    def pause(self, seconds: float, note: str = "") -> None:
        """Wait ``seconds``; a key skips the wait, and the keys typed are kept for the
        next move prompt. While keys are kept, pauses are skipped. A ``note`` (what is
        awaited) is shown while a pause of half a second or more lasts, then erased."""
        if seconds <= 0:
            return
        self.console.file.flush()
        if self.keys is None:
            time.sleep(seconds)
            return
        self.keys.quiet()
        waiting = 0 if self.typed else seconds
        try:
            if note and waiting >= 0.5:
                with self.console.status(note, spinner="dots"):
                    keys = self.keys.read(waiting)
            else:
                keys = self.keys.read(waiting)
        finally:
            if self.spectator:
                self.keys.restore()
        if not self.spectator:
            self.typed += keys

    def interrupted(self, seconds: float) -> bool:
        """While no prompt is open (waiting for someone else): wait up to ``seconds`` for
        a key; whether a Ctrl-C was typed. Other keys are kept for the next move prompt."""
        if self.keys is None or self.spectator:
            time.sleep(seconds)
            return False
        self.keys.quiet()
        keys = self.keys.read(seconds)
        if CTRL_C in keys:
            self.typed = b""
            return True
        self.typed += keys
        return False

    def wait(self, message: str) -> str:
        """Wait for Enter and return what was typed. Ctrl-D raises LeaveRequested; Ctrl-C
        clears the line, or asks whether to leave when it is empty. Keys typed ahead are
        dropped (a Ctrl-D or Ctrl-C among them still counts)."""
        typed = self._gather()
        self._drop_typeahead()
        if CTRL_D in typed:
            raise LeaveRequested
        interrupted = CTRL_C in typed
        while True:
            if interrupted and self.confirm(LEAVE_QUESTION):
                raise LeaveRequested
            try:
                return self._prompt(self._session(-1), message)
            except KeyboardInterrupt:
                interrupted = True
            except EOFError:
                raise LeaveRequested from None

    def confirm(self, question: str, default: bool = False,
                safe: bool | None = False) -> bool:
        """A yes/no question, asked until answered: y/yes, n/no (or the language's own),
        or Enter for the default (shown as [y/N] or [Y/n]; French [o/N], Italian [s/N]).
        Ctrl-C gives the ``safe`` answer (the one that changes nothing), or with none
        (None) raises KeyboardInterrupt: the move asked about is not made. Ctrl-D raises
        LeaveRequested. Keys typed ahead never answer it."""
        self._gather()
        self._drop_typeahead()
        try:
            return ask_yes_no(self._question_line, asked(question), default)
        except KeyboardInterrupt:
            if safe is None:
                raise
            return safe
        except EOFError:
            raise LeaveRequested from None

    def _question_line(self, prompt: str) -> str:
        """One answer. Lines before the question (why it is asked again) are printed
        first; a question too long for one line is printed too, so it wraps between
        words, and the prompt is its last line with the ``[y/N]``."""
        *before, prompt = prompt.split("\n")
        for line in before:
            self.console.print(line, style="warn", markup=False, highlight=False)
        room = self.console.width - 4  # the prompt's mark and the answer's first letters
        if len(prompt) > room:
            import textwrap

            question, choice = prompt[:-6].rstrip(), prompt[-6:]
            lines = textwrap.wrap(question, room, break_on_hyphens=False) or [""]
            if len(lines[-1]) + len(choice) + 1 > room:
                lines.append("")
            for line in lines[:-1]:
                self.console.print(line, markup=False, highlight=False)
            prompt = f"{lines[-1]} {choice}".lstrip()
        return self.ask(QUESTION, prompt)

    def clear(self) -> None:
        self.console.file.write(CLEAR_ALL)
        self.console.file.flush()

    def barrier(self, message: str, private: bool = True) -> None:
        """Clear the screen and the scrollback (when something private was shown), drop
        typeahead, wait for Enter."""
        if private:
            self.clear()
        from ecarte.words.session import words

        self.console.print(message, style="title")
        self.wait(words().press_enter_ready)
        if private:
            self.clear()

    def _drop_typeahead(self) -> None:
        from prompt_toolkit.input.typeahead import clear_typeahead
        self.typed = b""
        for session in self._sessions.values():
            clear_typeahead(session.input)
        if self.keys is not None:
            import termios
            termios.tcflush(self.keys.fd, termios.TCIFLUSH)


def _give_keys(session: Any, typed: bytes) -> None:
    """Keys typed ahead become the first keys the prompt reads."""
    if not typed:
        return
    from prompt_toolkit.input.typeahead import store_typeahead
    from prompt_toolkit.input.vt100_parser import Vt100Parser
    from prompt_toolkit.key_binding import KeyPress

    keys: list[KeyPress] = []
    parser = Vt100Parser(keys.append)
    parser.feed(typed.decode("utf-8", errors="replace"))
    parser.flush()
    store_typeahead(session.input, keys)


def _control_keys(refusals: Refusals | None = None) -> Any:
    """Ctrl-C clears a line that holds text, and interrupts only on an empty line. Enter
    on an entry just refused, unchanged, is Enter on an empty line when the prompt takes
    one (the only card that may be played, as 'help' says), so a fault never keeps the
    forced card from Enter."""
    from prompt_toolkit.application import get_app
    from prompt_toolkit.document import Document
    from prompt_toolkit.filters import Condition
    from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
    from prompt_toolkit.validation import ValidationError

    keys = KeyBindings()

    @Condition
    def empty_would_do() -> bool:
        buffer = get_app().current_buffer
        refused = refusals.refused if refusals is not None else None
        if refused is None or buffer.text != refused:
            return False
        try:
            if buffer.validator is not None:
                buffer.validator.validate(Document(""))
        except ValidationError:
            return False
        finally:
            refusals.refused = refused  # type: ignore[union-attr]  # trying it is no refusal
        return True

    @keys.add("enter", filter=empty_would_do)
    def _enter_after_refusal(event: KeyPressEvent) -> None:
        buffer = event.app.current_buffer
        buffer.reset()
        buffer.validate_and_handle()

    @keys.add("c-c")
    def _clear_or_interrupt(event: KeyPressEvent) -> None:
        buffer = event.app.current_buffer
        if buffer.text:
            buffer.reset()
        else:
            event.app.exit(exception=KeyboardInterrupt, style="class:aborting")

    return keys


class Refusals:
    """What the prompt last refused. The first keys typed after a refusal start a fresh
    entry instead of joining it ('y' refused, then 'king' typed, reads 'king', not 'yking'
    or 'kingy'); deleting first (Backspace, Ctrl-U) edits it as usual."""

    def __init__(self) -> None:
        self.refused: str | None = None

    def watching(self, validator: Any) -> Any:
        """``validator``, noting each entry it refuses."""
        from prompt_toolkit.validation import ValidationError, Validator

        refusals = self

        class Noting(Validator):
            def validate(self, document: Any) -> None:
                try:
                    validator.validate(document)
                except ValidationError:
                    refusals.refused = document.text
                    raise

        return Noting()

    def inserted(self, buffer: Any) -> None:
        refused, self.refused = self.refused, None
        text, end = buffer.text, buffer.cursor_position
        start = end - (len(text) - len(refused or ""))
        if refused and 0 <= start < end and text[:start] + text[end:] == refused:
            typed = text[start:end]  # typed into the refused text, wherever the cursor was
            buffer.text = typed
            buffer.cursor_position = len(typed)


def _wrap_validation_messages(session: Any) -> None:
    """prompt_toolkit shows a refused entry's reason on one line, cut at the terminal's
    width; at 40 columns the rule's sentence would be lost. Let that line wrap (the
    validator breaks it between words; this is the fallback)."""
    from prompt_toolkit.filters import to_filter
    from prompt_toolkit.layout.dimension import Dimension
    from prompt_toolkit.widgets.toolbars import ValidationToolbar

    for window in session.app.layout.find_all_windows():
        text = getattr(window.content, "text", None)
        if getattr(text, "__qualname__", "").startswith(
                ValidationToolbar.__init__.__qualname__):
            window.height = Dimension(min=1, max=6)
            window.wrap_lines = to_filter(True)
