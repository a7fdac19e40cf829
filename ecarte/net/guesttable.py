"""The guest's table: the same table drawn from the views the host sends (``render``,
the narrator, the deal's summary panel, completion and validation), moves read and
confirmed as in ``ecarte play`` (``ui.decisions``: a forced card played under the
``autoplay`` setting, the King of trumps, a concession), ``say TEXT`` for chat, news
above the open prompt, and the record kept at the end.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from rich.panel import Panel
from rich.text import Text

from ecarte.engine import Action, MatchState, Rules, RulesError, SeatView, new_match
from ecarte.engine.events import (
    DealEnded,
    Dealt,
    Dropped,
    Event,
    GameWon,
    MatchWon,
    PointsScored,
)
from ecarte.files import atomic_write_json, data_dir
from ecarte.net.client import Interrupted, Seat, unwritten
from ecarte.net.hosttable import NetTerminal, leave_question, net_help
from ecarte.net.tls import fingerprint_rows
from ecarte.net.wire import Message
from ecarte.ui import render
from ecarte.ui.commands import Command, Move, Problem, legal_line, read_intent
from ecarte.ui.decisions import confirmed, played_for_you, told_for_you
from ecarte.ui.helptext import turn_text
from ecarte.ui.meta import action_words
from ecarte.ui.narrate import discards, opens_trick, ruffs
from ecarte.ui.render import Seats
from ecarte.ui.session import status_line
from ecarte.ui.theme import Look
from ecarte.words import phrasebook
from ecarte.words.net import words

if TYPE_CHECKING:
    from ecarte.ui.host import Host

PANEL_EDGES = 4
"""The columns a panel's borders and padding take."""
INDENT = "  "
"""Before each row of the host's fingerprint, as the host's screen indents it."""

Hint = Callable[[SeatView], Any]
"""What a hint says for a view (a rich renderable), when the host allows hints."""


@dataclasses.dataclass
class GuestSettings:
    """The guest's own table settings (``ui.config``), as the decisions read them."""

    look: Look
    autoplay: str = "last"
    declare_king: str = "ask"
    tutor: bool = False  # no tutor at a network table: it would help one side only


class GuestTable:
    """Plays the guest's seat at the terminal (``GuestPlayer``)."""

    def __init__(self, term: NetTerminal, console: Any, look: Look, *,
                 autoplay: str = "last", declare_king: str = "ask",
                 hint: Hint | None = None) -> None:
        self.term = term
        self.console = console
        self.look = look
        self.table = GuestSettings(look, autoplay, declare_king)
        self.hint = hint
        self.hints_used = 0
        self.seat: Seat | None = None
        self.record_path: str | None = None
        self.record: dict[str, Any] | None = None
        # what ``ui.decisions`` reads and writes of a table
        self.hotseat = False
        self.viewer: int | None = None
        self.pending: Action | None = None
        self.told: tuple[int, str] | None = None
        # the deal so far, for its summary; the last state seen, for the panels' rules
        self.points: list[PointsScored] = []
        self.state: MatchState | None = None
        self.won: MatchWon | None = None
        self.final: tuple[int, int] | None = None
        # closing the open prompt from the reader thread
        self.stopping = threading.Event()

    @property
    def names(self) -> tuple[str, str]:
        assert self.seat is not None
        return self.seat.names

    def seats(self, viewer: int | None = None) -> Seats:
        assert self.seat is not None
        return Seats(self.seat.names, self.seat.seat, self.look)

    def say(self, *things: Any, style: str | None = None) -> None:
        for thing in things:
            self.console.print(thing, style=style)

    def _host(self) -> Host:
        return cast("Host", self)  # what ``ui.decisions`` uses of a table, nothing more

    def joined(self, seat: Seat) -> None:
        self.seat = seat
        self.viewer = seat.seat
        try:
            self.state = new_match(Rules.from_spec(seat.rules or {}))
        except (RulesError, TypeError, ValueError, AttributeError):
            self.state = None
        host = seat.names[1 - seat.seat]
        said = words()
        text = Text(self.look.plain(said.title(host)), style="title")
        if seat.fingerprint:
            text.append(said.certificate_line(seat.first_pin))
            room = self.console.width - PANEL_EDGES - len(INDENT)
            for row in fingerprint_rows(seat.fingerprint, room):
                text.append(f"{INDENT}{row}\n")
        text.append(said.commitment_line(seat.commitment[:32]))
        if seat.move_seconds:
            seconds = f"{seat.move_seconds:g}".replace(".", phrasebook().decimal_mark)
            text.append(said.move_timer_line(seconds), style="warn")
        text.append(said.commands_line(seat.hints), style="note")
        self.say(Panel(text, box=self.seats().box(), expand=False))

    # The match as it goes ----------------------------------------------------------------

    def step(self, events: list[Event], score: tuple[int, int],
             next_seat: int | None = None) -> None:
        """Narrate a step as ``ecarte play`` does: the points of a deal that ends are told
        by its summary panel, and a game won by its own. A wait for the host is said when
        the host decides now (``next_seat``), or is to begin the next deal."""
        self._narrate(events, score)
        assert self.seat is not None
        host = self.names[1 - self.seat.seat]
        if next_seat == 1 - self.seat.seat:
            self.say(words().waiting_for(host), style="note")
        elif any(isinstance(e, DealEnded) for e in events) and self.won is None:
            self.say(words().waiting_next_deal(host), style="note")

    def _narrate(self, events: list[Event], score: tuple[int, int]) -> None:
        assert self.seat is not None
        seats = self.seats()
        batch = tuple(events)
        ended = any(isinstance(e, DealEnded | GameWon) for e in events)
        for event in events:
            if isinstance(event, Dealt):
                self.points = []
            if isinstance(event, PointsScored):
                self.points.append(event)
                if ended:
                    continue
            if isinstance(event, MatchWon):
                self.won, self.final = event, score
            line = told_for_you(self._host(), event, self.seat.seat) or \
                seats.narrator.line(event, opens_trick(event, batch), ruffs(event, batch),
                                      discards(event, batch))
            if line is not None:
                self.say(line)
        state = self.state
        if not ended or state is None:
            return
        tricks = next((e.tricks for e in events if isinstance(e, DealEnded)), None)
        if not any(isinstance(e, Dropped) for e in events):
            self.say(render.deal_summary(self.points, tricks, state, seats))
        won = next((e for e in events if isinstance(e, GameWon)), None)
        if won is not None and (self.won is None or state.rules.match > 1):
            self.say(render.game_result(won.seat, won.score, won.value, won.games, state,
                                        seats))

    def turn(self, seen: SeatView) -> Action | None:
        """The guest's move: played for it when the table's settings say so, else asked
        (with news above the prompt). Raises Interrupted when the reader closes it."""
        assert self.seat is not None
        self.state = seen.state
        self.stopping.clear()
        automatic = played_for_you(self._host(), seen)
        if isinstance(automatic, Action):
            return automatic
        seats = self.seats()
        self.say(render.table(seen, seats), turn_text(seen, self.names, self.look))
        if not self.term.interactive:
            self.console.print(legal_line(seen, self.look), soft_wrap=True)
        completer = validator = None
        if self.term.interactive:
            from ecarte.ui.complete import MoveCompleter, MoveValidator
            completer = MoveCompleter(lambda: seen, self.look)
            validator = MoveValidator(lambda: seen, self.look)
        mark = ">" if self.look.ascii else "›"
        try:
            while True:
                action = self._ask(seen, f"{mark} ", completer, validator)
                if action is None or isinstance(action, Action):
                    return action
        finally:
            self.stopping.clear()

    def _ask(self, seen: SeatView, prompt: str, completer: Any,
             validator: Any) -> Action | bool | None:
        """One line from the guest: the action, None to leave, False to ask again."""
        assert self.seat is not None
        if self.stopping.is_set():
            raise Interrupted
        try:
            text = self.term.ask(self.seat.seat, prompt, self.toolbar(seen), completer,
                                 validator)
        except KeyboardInterrupt:
            try:
                return None if self.term.confirm(leave_question()) else False
            except EOFError:  # Ctrl-D at the question: leave, as Ctrl-D does everywhere
                return None
        except EOFError:
            return None
        if self.stopping.is_set():
            raise Interrupted
        intent = read_intent(text, seen)
        if isinstance(intent, Problem):
            self.say(self.look.plain(intent.message), style="warn")
        elif isinstance(intent, Command):
            self.command(intent, seen)
            if intent.name == "quit":  # the terminal asked first
                return None
        elif isinstance(intent, Move):
            try:
                action = confirmed(self._host(), intent, seen)
            except EOFError:
                return None
            if action is not None:
                self.say(words().sent(action_words(action, self.look)), style="note")
                return action
        return False

    def pressed_ctrl_c(self, seconds: float) -> bool:
        """Waiting for the host: whether a Ctrl-C was typed (within ``seconds``)."""
        return self.term.interrupted(seconds)

    def leaving(self) -> bool:
        """Ctrl-C while waiting for the host: whether the player leaves (asked first)."""
        self.console.print()
        return self.term.confirm(leave_question())

    def command(self, said: Command, seen: SeatView) -> None:
        """The commands that are not moves, as far as a network table has them."""
        assert self.seat is not None
        if said.name == "moves":
            self.console.print(legal_line(seen, self.look), soft_wrap=True)
        elif said.name == "help":
            self.say(net_help(self.look, self.seat.hints))
        elif said.name == "score":
            self.say(render.score_panel(seen.state, self.seats(), None))
        elif said.name == "hint" and self.seat.hints and self.hint is not None:
            self.hints_used += 1
            self.say(self.hint(seen))
        elif said.name == "hint":
            self.say(words().hints_off_here, style="warn")
        elif said.name != "quit":
            self.say(words().not_in_network(said.name), style="warn")

    def toolbar(self, seen: SeatView) -> Callable[[], Any] | None:
        """The status line under the prompt, as in ``ecarte play``."""
        if not self.term.interactive:
            return None
        assert self.seat is not None
        seat = self.seat.seat

        def bar() -> Any:
            from prompt_toolkit.application import get_app
            app = get_app()
            if self.stopping.is_set():
                asyncio.get_running_loop().call_soon(_close, app)
            width = app.output.get_size().columns
            return [("class:bottom-toolbar", status_line(
                seen.state, self.names, seat, self.look, None, width))]
        return bar

    def interrupt(self) -> None:
        """Close the open prompt (from the reader thread): the turn raises Interrupted.
        A prompt about to open sees ``stopping`` and does not wait for a line."""
        self.stopping.set()
        if self.term.interactive:
            threading.Thread(target=self._close_prompt, daemon=True).start()

    def _close_prompt(self) -> None:
        """Close the running prompt, trying for a few seconds while the turn lasts."""
        from prompt_toolkit.application.current import get_app_or_none

        give_up = time.monotonic() + 3.0
        while self.stopping.is_set() and time.monotonic() < give_up:
            app = get_app_or_none()
            loop = getattr(app, "loop", None)
            if app is not None and app.is_running and loop is not None:
                with contextlib.suppress(RuntimeError):  # the loop has closed meanwhile
                    loop.call_soon_threadsafe(_close, app)
            time.sleep(0.1)

    def news(self, text: str) -> None:
        self.term.news(text)

    # The end -----------------------------------------------------------------------------

    def end(self, message: Message, verdict: str | None) -> None:
        assert self.seat is not None
        reason = message.get("reason")
        if reason == "over":
            self.over(message, verdict)
        elif reason == "adjourned":
            host = self.names[1 - self.seat.seat]
            self.say(Text(words().host_left(host), style="note"))
            self.console.print(f"    ecarte join {self.seat.address}", markup=False,
                               soft_wrap=True)
        else:
            self.say(Text(words().match_ended, style="note"))

    def over(self, message: Message, verdict: str | None) -> None:
        """The match is over: its result, the score sheet, the record kept."""
        assert self.seat is not None
        seats = self.seats()
        record = message.get("record")
        seed = record.get("seed") if isinstance(record, dict) else None
        won = self.won
        if won is not None and isinstance(seed, int):
            self.say(render.match_result(won.seat, won.games, won.stakes, seed, seats,
                                         None if self.final is None else self.final))
        else:
            winner = message.get("winner")
            if winner in (0, 1):
                self.say(Text(words().you_win_match if winner == self.seat.seat else
                              words().wins_match(self.names[winner]), style="title"))
        if isinstance(record, dict):
            stamp = time.strftime("%Y%m%d-%H%M%S")
            path = data_dir() / "records" / f"{stamp}-net-seed{seed}.json"
            self.record = record
            try:
                atomic_write_json(path, record)
            except OSError as error:
                self.say(Text(words().record_unkept(unwritten(error)), style="bad"))
            else:
                self.record_path = str(path)
                self.console.print(render.record_line(str(path), self.console.width),
                                   soft_wrap=True)
            self.sheet(record)
        if verdict is not None:
            self.say(words().seed_verdict(verdict), style="note")

    def sheet(self, record: dict[str, Any]) -> None:
        """The score sheet of the match, from the record the host sent."""
        from ecarte.driver import resume
        from ecarte.engine.records import RecordFormatError
        from ecarte.ui.sheet import sheet_rows, sheet_table

        seed = record.get("seed")
        try:
            ledger = resume(record, seed if isinstance(seed, int) else 0)
        except (RecordFormatError, KeyError, TypeError, ValueError):
            return
        self.say(sheet_table(sheet_rows(ledger.steps, self.names), self.names, self.look,
                             ledger.rules.match))


def _close(app: Any) -> None:
    """Close a prompt that is still open, as if its line were cut off."""
    if app.is_running and not app.is_done:
        with contextlib.suppress(Exception):  # closed by its player at the same moment
            app.exit(exception=Interrupted())
