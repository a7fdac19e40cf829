"""The gallery's screen (``ecarte join HOST:PORT --watch``): the match narrated as it is
played, in the third person, the table as the gallery sees it (no hand), the deal's
summary and the result, chat and news above the open prompt, and at the end the record
kept and checked against the commitment.

Everything from the host arrives on the reader thread while the bystander's prompt is
open: it is rendered to text first and written above the prompt (``patch_stdout``)."""

from __future__ import annotations

import contextlib
import queue
import sys
import threading
import time
from typing import Any

from rich.panel import Panel
from rich.text import Text

from ecarte.engine import MatchState, Rules, RulesError, SeatView, new_match
from ecarte.engine.events import DealEnded, Dealt, Dropped, Event, GameWon, MatchWon, PointsScored
from ecarte.files import atomic_write_json, data_dir
from ecarte.net.client import Interrupted, Seat, unwritten
from ecarte.net.guesttable import INDENT, PANEL_EDGES, _close
from ecarte.net.tls import fingerprint_rows
from ecarte.net.wire import MAX_TEXT, Message
from ecarte.ui import render
from ecarte.ui.commands import english
from ecarte.ui.console import LeaveRequested
from ecarte.ui.narrate import opens_trick, ruffs
from ecarte.ui.render import Seats
from ecarte.ui.theme import Look
from ecarte.words.gallery import words
from ecarte.words.net import words as net_words

WATCH_KEYS = 2000
"""The input history of the gallery's prompt."""


class GalleryTable:
    """Watches at the terminal (``watching.Watcher``)."""

    def __init__(self, console: Any, look: Look, inner: Any) -> None:
        self.console = console
        self.look = look
        self.inner = inner
        self.interactive = bool(getattr(inner, "interactive", False))
        self.seat: Seat | None = None
        self.state: MatchState | None = None  # for the panels' rules
        self.seen: SeatView | None = None  # the table now
        self.points: list[PointsScored] = []
        self.won: MatchWon | None = None
        self.final: tuple[int, int] | None = None
        self.record_path: str | None = None
        self.lock = threading.Lock()
        self.stopping = threading.Event()
        self.lines: queue.Queue[str | None] = queue.Queue()
        self._reading = False

    def seats(self) -> Seats:
        assert self.seat is not None
        return Seats(self.seat.names, None, self.look)

    def show(self, *things: Any, style: str | None = None) -> None:
        """Print from any thread: rendered first, then written above the open prompt."""
        with self.console.capture() as captured:
            for thing in things:
                self.console.print(thing, style=style, markup=False, soft_wrap=True) \
                    if isinstance(thing, str) else self.console.print(thing, style=style)
        with self.lock:
            out = sys.stdout  # while a prompt is open, prompt_toolkit's proxy
            out.write(captured.get())
            out.flush()

    def joined(self, seat: Seat) -> None:
        self.seat = seat
        try:
            self.state = new_match(Rules.from_spec(seat.rules or {}))
        except (RulesError, TypeError, ValueError, AttributeError):
            self.state = None
        said = words()
        text = Text(self.look.plain(said.title(*seat.names)), style="title")
        if seat.fingerprint:
            text.append(net_words().certificate_line(seat.first_pin))
            room = self.console.width - PANEL_EDGES - len(INDENT)
            for row in fingerprint_rows(seat.fingerprint, room):
                text.append(f"{INDENT}{row}\n")
        text.append(net_words().commitment_line(seat.commitment[:32]))
        text.append(self.look.plain(said.intro) + "\n")
        text.append(self.look.plain(said.commands), style="note")
        self.show(Panel(text, box=self.seats().box(), expand=False))

    # What the host sends ------------------------------------------------------------------

    def table(self, seen: SeatView) -> None:
        first = self.seen is None
        self.seen = seen
        self.state = seen.state
        if first:
            self.show_table()

    def show_table(self) -> None:
        if self.seen is None or self.seen.state.deal is None:
            self.show(words().no_table_yet, style="note")
            return
        self.show(render.table(self.seen, self.seats()))

    def step(self, events: list[Event], score: tuple[int, int],
             next_seat: int | None) -> None:
        """Narrate a step as ``ecarte watch`` does; a deal's end by its summary panel."""
        seats = self.seats()
        batch = tuple(events)
        ended = any(isinstance(e, DealEnded | GameWon) for e in events)
        shown: list[Any] = []
        for event in events:
            if isinstance(event, Dealt):
                self.points = []
            if isinstance(event, PointsScored):
                self.points.append(event)
                if ended:
                    continue
            if isinstance(event, MatchWon):
                self.won, self.final = event, score
            line = seats.narrator.line(event, opens_trick(event, batch), ruffs(event, batch))
            if line is not None:
                shown.append(line)
        state = self.state
        if ended and state is not None:
            tricks = next((e.tricks for e in events if isinstance(e, DealEnded)), None)
            if not any(isinstance(e, Dropped) for e in events):
                shown.append(render.deal_summary(self.points, tricks, state, seats))
            won = next((e for e in events if isinstance(e, GameWon)), None)
            if won is not None and (self.won is None or state.rules.match > 1):
                shown.append(render.game_result(won.seat, won.score, won.value, won.games,
                                                state, seats))
        if shown:
            self.show(*shown)

    def news(self, text: str) -> None:
        self.show(Text(text), style="note")

    def end(self, message: Message, verdict: str | None) -> None:
        reason = message.get("reason")
        if reason == "adjourned":
            self.show(Text(words().match_adjourned), style="note")
            return
        if reason != "over":
            self.show(Text(words().match_ended), style="note")
            return
        record = message.get("record")
        seed = record.get("seed") if isinstance(record, dict) else None
        won = self.won
        if won is not None and isinstance(seed, int):
            self.show(render.match_result(won.seat, won.games, won.stakes, seed, self.seats(),
                                          self.final))
        if isinstance(record, dict):
            path = data_dir() / "records" / f"{time.strftime('%Y%m%d-%H%M%S')}-watch-seed" \
                f"{seed}.json"
            try:
                atomic_write_json(path, record)
            except OSError as error:
                self.show(Text(net_words().record_unkept(unwritten(error))), style="bad")
            else:
                self.record_path = str(path)
                self.show(render.record_line(str(path), self.console.width))
        if verdict is not None:
            self.show(net_words().seed_verdict(verdict), style="note")

    # The bystander's own lines ------------------------------------------------------------

    def command(self) -> str | None:
        """The next line that goes to the host (``say TEXT``), None to leave; the
        gallery's own commands (table, score, help) are answered here."""
        while not self.stopping.is_set():
            try:
                text = self._line()
            except (EOFError, LeaveRequested, KeyboardInterrupt, Interrupted):
                return None
            if text is None or self.stopping.is_set():
                return None
            parts = text.strip().split(maxsplit=1)
            word = english(parts[0].lower()) if parts else ""  # "aide" is "help"
            if word == "say" and len(parts) > 1:
                said = parts[1][:MAX_TEXT]
                self.show(Text(words().you_say(said)), style="note")
                return f"say {said}"
            if word in ("quit", "q", "exit"):
                return None
            if word == "table":
                self.show_table()
            elif word == "score" and self.seen is not None:
                self.show(render.score_panel(self.seen.state, self.seats(), None))
            elif word in ("help", "h", "?", "say", "score"):
                self.show(self.help())
            elif word:
                self.show(Text(words().commands), style="warn")
        return None

    def _line(self) -> str | None:
        mark = ">" if self.look.ascii else "›"
        if self.interactive:
            from prompt_toolkit.patch_stdout import patch_stdout

            with patch_stdout(raw=True):
                text: str = self.inner.ask(WATCH_KEYS, f"{mark} ")
            return text
        if not self._reading:  # a pipe: read it in a thread, so that the end is not held
            self._reading = True
            threading.Thread(target=self._read_lines, daemon=True).start()
        while not self.stopping.is_set():
            with contextlib.suppress(queue.Empty):
                return self.lines.get(timeout=0.2)
        return None

    def _read_lines(self) -> None:
        while True:
            try:
                self.lines.put(self.inner.ask(WATCH_KEYS, ""))
            except (EOFError, LeaveRequested, KeyboardInterrupt, OSError):
                self.lines.put(None)
                return

    def help(self) -> Any:
        from ecarte.ui.helptext import help_table

        said = words()
        return help_table(self.look, [said.help_say, ("table", said.help_table),
                                      ("score", said.help_score), said.help_quit])

    def interrupt(self) -> None:
        """The watch is over: close the open prompt."""
        self.stopping.set()
        self.lines.put(None)
        if self.interactive:
            threading.Thread(target=self._close_prompt, daemon=True).start()

    def _close_prompt(self) -> None:
        from prompt_toolkit.application.current import get_app_or_none

        give_up = time.monotonic() + 3.0
        while time.monotonic() < give_up:
            app = get_app_or_none()
            loop = getattr(app, "loop", None)
            if app is not None and app.is_running and loop is not None:
                with contextlib.suppress(RuntimeError):
                    loop.call_soon_threadsafe(_close, app)
            time.sleep(0.1)
