"""The replay on a terminal: one full screen (prompt_toolkit, the alternate screen) redrawn
in place at each key and each resize; the table is drawn by rich at the terminal's width.

Keys (docs/replay.md): → n Space next, ← p back, ↓ N next deal, ↑ P this deal's start
(or the one before), Home End, g jump to "game.deal" or a deal of the game shown,
m M the next or previous move the review marked, q Esc Ctrl-C Ctrl-D leave.
"""

from __future__ import annotations

import io
import textwrap
from typing import Any, Final

from rich.console import Console

from ecarte.ui.console import WIDEST
from ecarte.ui.replay import Cursor, Replayer
from ecarte.ui.theme import THEME
from ecarte.words.replay import words

MARKS_KEY: Final = 6
"""The index of the marks' keys (m M) in the key help, shown only with a review."""


def help_lines(keys: tuple[str, ...], width: int, sep: str) -> str:
    """The key help, broken between keys to fit ``width`` columns.

    >>> print(help_lines(("n next", "p back", "q quit"), 16, " · "))
    n next · p back
    q quit
    """
    lines = [keys[0]]
    for key in keys[1:]:
        if len(lines[-1]) + len(sep) + len(key) <= width:
            lines[-1] += sep + key
        else:
            lines.append(key)
    return "\n".join(lines)


def draw(replayer: Replayer, cursor: Cursor, width: int, colour: bool = True) -> str:
    """The frame under the cursor as text with ANSI styles, ``width`` columns wide."""
    out = io.StringIO()
    console = Console(file=out, width=max(20, min(width, WIDEST)), theme=THEME,
                      force_terminal=True, color_system="standard" if colour else None,
                      highlight=False, emoji=False, legacy_windows=False, soft_wrap=False,
                      markup=False)  # names come from the record: "[/x]" is a name
    console.print(replayer.screen(cursor.frame))
    return out.getvalue()


class Screen:
    """The key bindings and the layout around a cursor. ``input`` and ``output`` are
    injectable (tests use a pipe input and ``DummyOutput``)."""

    def __init__(self, replayer: Replayer, cursor: Cursor, *, colour: bool = True,
                 input: Any = None, output: Any = None) -> None:
        self.replayer = replayer
        self.cursor = cursor
        self.colour = colour
        self.typing: str | None = None  # the "game.deal" being typed after g
        self.message = ""  # why the last jump failed
        self.app = self._application(input, output)

    def run(self) -> None:
        self.app.run()

    def _body(self) -> Any:
        from prompt_toolkit.formatted_text import ANSI

        width = self.app.output.get_size().columns
        return ANSI(draw(self.replayer, self.cursor, width, self.colour))

    def _footer(self) -> Any:
        said = words()
        if self.typing is not None:
            width = self.app.output.get_size().columns
            ask = textwrap.fill(self.replayer.look.plain(self._jump_prompt()), width - 1)
            return [("class:prompt", ask + " "),
                    ("", self.typing),
                    ("class:help", "_")]
        lines: list[tuple[str, str]] = []
        width = self.app.output.get_size().columns
        if self.message:
            message = self.replayer.look.plain(self.message)
            lines.append(("class:warn", textwrap.fill(message, width) + "\n"))
        ascii = self.replayer.look.ascii
        keys = tuple(k for at, k in enumerate(said.keys_ascii if ascii else said.keys)
                     if self.replayer.marks or at != MARKS_KEY)
        lines.append(("class:help", help_lines(keys, width, " - " if ascii else " · ")))
        return lines

    def _jump_prompt(self) -> str:
        """What to type after g: the deals of the game shown, and the games."""
        said = words()
        deals = self.cursor.deals()
        game = self.cursor.game_shown()
        here = len(deals.get(game, {})) or 1
        if len(deals) <= 1:
            return said.jump_one(here)
        return said.jump_many(game, here, len(deals))

    def _application(self, input: Any, output: Any) -> Any:
        from prompt_toolkit.application import Application
        from prompt_toolkit.filters import Condition
        from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
        from prompt_toolkit.layout import HSplit, Layout, Window
        from prompt_toolkit.layout.controls import FormattedTextControl
        from prompt_toolkit.styles import Style

        keys = KeyBindings()
        browsing = Condition(lambda: self.typing is None)
        typing = Condition(lambda: self.typing is not None)
        cursor = self.cursor

        def moving(*names: str, move: Any, stuck: str = "") -> None:
            """Keys that move the cursor; ``stuck`` is said when it cannot move."""
            for name in names:
                @keys.add(name, filter=browsing)
                def _move(event: KeyPressEvent) -> None:
                    before = cursor.index
                    move()
                    self.message = stuck if cursor.index == before else ""

        said = words()
        end, start = said.at_end, said.at_start
        moving("right", "n", " ", "enter", move=cursor.next, stuck=end)
        moving("left", "p", "backspace", move=cursor.back, stuck=start)
        moving("down", "N", "pagedown", move=cursor.next_deal, stuck=end)
        moving("up", "P", "pageup", move=cursor.back_deal, stuck=start)
        moving("home", move=cursor.first)
        moving("end", move=cursor.last)

        def seeking(name: str, forward: bool) -> None:
            @keys.add(name, filter=browsing)
            def _seek(event: KeyPressEvent) -> None:
                found = cursor.seek(self.replayer.marked, forward)
                self.message = "" if found else \
                    said.no_mark_after if forward else said.no_mark_before

        seeking("m", True)
        seeking("M", False)

        @keys.add("g", filter=browsing)
        def _ask(event: KeyPressEvent) -> None:
            self.message, self.typing = "", ""

        @keys.add("q", filter=browsing)
        @keys.add("escape", filter=browsing)
        @keys.add("c-c")
        @keys.add("c-d")
        def _leave(event: KeyPressEvent) -> None:
            event.app.exit()

        @keys.add("<any>", filter=typing)
        def _type(event: KeyPressEvent) -> None:
            if self.typing is not None and event.data.isprintable() and len(self.typing) < 20:
                self.typing += event.data

        @keys.add("backspace", filter=typing)
        def _erase(event: KeyPressEvent) -> None:
            self.typing = (self.typing or "")[:-1]

        @keys.add("escape", filter=typing)
        def _cancel(event: KeyPressEvent) -> None:
            self.typing = None

        @keys.add("enter", filter=typing)
        def _jump(event: KeyPressEvent) -> None:
            text, self.typing = self.typing or "", None
            self.message = (cursor.jump(text) or "") if text.strip() else said.jump_empty

        body = Window(FormattedTextControl(self._body), wrap_lines=False)
        footer = Window(FormattedTextControl(self._footer),
                        wrap_lines=True, dont_extend_height=True)
        style = Style.from_dict({"help": "#888888", "warn": "#cccc00", "prompt": "bold"})
        return Application(layout=Layout(HSplit([body, footer])), key_bindings=keys,
                           full_screen=True, style=style, input=input, output=output,
                           mouse_support=False, erase_when_done=False)
