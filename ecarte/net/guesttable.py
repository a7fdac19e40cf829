"""The guest's table: the same table drawn from the views the host sends (``render``,
the narrator, completion and validation), moves read as in ``ecarte play``, ``say TEXT``
for chat, and the record kept at the end.
"""

from __future__ import annotations

import time
from typing import Any

from rich.panel import Panel
from rich.text import Text

from ecarte.engine import CONCEDE, Action, SeatView
from ecarte.engine.events import DealEnded, Event, GameWon, MatchWon
from ecarte.files import atomic_write_json, data_dir
from ecarte.net.client import Seat
from ecarte.net.hosttable import NetTerminal
from ecarte.net.wire import Message
from ecarte.ui import render
from ecarte.ui.commands import Command, Move, Problem, legal_line, read_intent
from ecarte.ui.console import LEAVE_QUESTION
from ecarte.ui.helptext import concede_question, help_table, turn_text
from ecarte.ui.narrate import opens_trick
from ecarte.ui.render import Seats
from ecarte.ui.theme import Look


class GuestTable:
    """Plays the guest's seat at the terminal (``GuestPlayer``)."""

    def __init__(self, term: NetTerminal, console: Any, look: Look) -> None:
        self.term = term
        self.console = console
        self.look = look
        self.seat: Seat | None = None
        self.record_path: str | None = None

    def seats(self) -> Seats:
        assert self.seat is not None
        return Seats(self.seat.names, self.seat.seat, self.look)

    def say(self, *things: Any, style: str | None = None) -> None:
        for thing in things:
            self.console.print(thing, style=style)

    def joined(self, seat: Seat) -> None:
        self.seat = seat
        host = seat.names[1 - seat.seat]
        text = Text(self.look.plain(f"Écarté over the network: you against {host}.\n"),
                    style="title")
        if seat.fingerprint:
            pinned = "first join: pinned" if seat.first_pin else "the one pinned before"
            text.append(f"The host's certificate: {seat.fingerprint} ({pinned}).\n")
        text.append(f"The seed commitment: {seat.commitment[:32]}...\n")
        text.append("'say TEXT' sends a chat line; 'help' lists the commands, '?' your "
                    "legal moves. Undo and hints are off.", style="note")
        self.say(Panel(text, box=self.seats().box(), expand=False))

    def step(self, events: list[Event], score: tuple[int, int]) -> None:
        seats = self.seats()
        narrator = seats.narrator
        batch = tuple(events)
        for event in events:
            line = narrator.line(event, opens_trick(event, batch))
            if line is not None:
                self.say(line)
        if any(isinstance(e, DealEnded | GameWon) for e in events) \
                and not any(isinstance(e, MatchWon) for e in events):
            names = seats.names
            self.say(f"Score: {names[0]} {score[0]}, {names[1]} {score[1]}.", style="note")

    def turn(self, seen: SeatView) -> Action | None:
        assert self.seat is not None
        seats = self.seats()
        names = self.seat.names
        self.say(render.table(seen, seats), turn_text(seen, names, self.look))
        if not self.term.interactive:
            self.console.print(legal_line(seen, self.look), soft_wrap=True)
        completer = validator = None
        if self.term.interactive:
            from ecarte.ui.complete import MoveCompleter, MoveValidator
            completer = MoveCompleter(lambda: seen, self.look)
            validator = MoveValidator(lambda: seen, self.look)
        mark = ">" if self.look.ascii else "›"
        while True:
            try:
                text = self.term.ask(self.seat.seat, f"{mark} ", None, completer, validator)
            except KeyboardInterrupt:
                if self.term.confirm(LEAVE_QUESTION):
                    return None
                continue
            except EOFError:
                return None
            intent = read_intent(text, seen)
            if isinstance(intent, Problem):
                self.say(self.look.plain(intent.message), style="warn")
            elif isinstance(intent, Command):
                if intent.name == "quit":
                    if self.term.confirm(LEAVE_QUESTION):
                        return None
                elif intent.name == "moves":
                    self.console.print(legal_line(seen, self.look), soft_wrap=True)
                elif intent.name == "help":
                    self.say(help_table(self.look))
                elif intent.name == "score":
                    self.say(render.score_panel(seen.state, seats, None))
                else:
                    self.say(f"'{intent.name}' is not available in a network match.",
                             style="warn")
            elif isinstance(intent, Move):
                if intent.action == CONCEDE and not self.term.confirm(
                        concede_question(seen, names)):
                    self.say("Not conceded.", style="note")
                    continue
                self.say(f"Sent: {intent.action}. Waiting for {names[1 - self.seat.seat]}...",
                         style="note")
                return intent.action

    def news(self, text: str) -> None:
        self.term.news(text)

    def end(self, message: Message, verdict: str | None) -> None:
        assert self.seat is not None
        names = self.seat.names
        reason = message.get("reason")
        if reason == "over":
            winner = message.get("winner")
            if winner in (0, 1):
                who = "You win" if winner == self.seat.seat else f"{names[winner]} wins"
                self.say(Text(f"{who} the match.", style="title"))
            record = message.get("record")
            if isinstance(record, dict):
                stamp = time.strftime("%Y%m%d-%H%M%S")
                path = data_dir() / "records" / f"{stamp}-net-seed{record.get('seed')}.json"
                atomic_write_json(path, record)
                self.record_path = str(path)
                self.console.print(render.record_line(str(path)), soft_wrap=True)
            if verdict is not None:
                self.say(f"Seed commitment: {verdict}.", style="note")
        elif reason == "adjourned":
            self.say("The host adjourned the match; 'ecarte join' with the same address "
                     "comes back to your seat when the host resumes it.", style="note")
        else:
            said = message.get("text")
            self.say(str(said)[:200] if isinstance(said, str) else "The match ended.",
                     style="note")
