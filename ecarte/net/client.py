"""The guest's side of a network match, once joined (``ecarte.net.joining``): play the
seat from the messages the host sends.

A reader thread hears the host all the time, also while the guest's prompt is open: it
answers the host's pings, tells chat, presence and errors at once (``GuestPlayer.news``,
printed above the prompt), and comes back to the seat with its token after a drop, for
the grace period. Steps, turns and the end go to the loop of ``Guest.play``, which asks
the ``GuestPlayer`` (the terminal table, or a test's script). Nothing the host sends can
crash the guest: a message that breaks the protocol ends the match with a ``JoinError``
sentence.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from pathlib import Path
from typing import Final, Protocol

from ecarte.engine import Action, SeatView
from ecarte.engine.events import Event
from ecarte.files import WriteFailed, why
from ecarte.net import commit
from ecarte.net.eventjson import EventError, event_from_json
from ecarte.net.joining import (
    DEFAULT_PORT,
    JoinError,
    Left,
    Seat,
    forget_seat,
    join,
    keep_seat,
    rejoin,
    saved_seat,
    seat_file,
    split_address,
)
from ecarte.net.wire import DEAD_PINGS, Link, Message, PeerGone, WireError, worded
from ecarte.protocol.fields import ViewError
from ecarte.protocol.rebuild import rebuild_view
from ecarte.words.net import words

__all__ = ["DEFAULT_PORT", "Guest", "GuestPlayer", "Interrupted", "JoinError", "Left", "Seat",
           "clock", "forget_seat", "join", "keep_seat", "rejoin", "saved_seat", "seat_file",
           "split_address"]

AT_ONCE: Final = ("ping", "chat", "presence", "error", "gallery")
"""What the reader thread handles itself, prompt open or not."""


class Interrupted(Exception):
    """The open prompt was closed from outside: the turn it asked for is void (the host's
    move timer played it, the match ended, or the host is gone)."""


class GuestPlayer(Protocol):
    """Whoever plays the guest's seat: the terminal table or a script."""

    def joined(self, seat: Seat) -> None: ...

    def step(self, events: list[Event], score: tuple[int, int],
             next_seat: int | None = None) -> None:
        """What happened, and the seat that decides now (None: neither)."""

    def turn(self, seen: SeatView) -> Action | None:
        """The action to send, or None to leave the match. May raise Interrupted."""
        ...

    def news(self, text: str) -> None:
        """A line to show now (called from the reader thread too)."""
        ...

    def interrupt(self) -> None:
        """Close the open prompt, if any (called from the reader thread): its ``turn``
        raises Interrupted."""
        ...

    def end(self, message: Message, verdict: str | None) -> None: ...


def _seat(value: object) -> int | None:
    """A seat as the host sent it (``next``): 0 or 1, else None."""
    return value if isinstance(value, int) and value in (0, 1) else None


def unwritten(error: OSError) -> str:
    """What could not be written and why: "could not write PATH: the disk is full"."""
    if isinstance(error, WriteFailed):
        return str(error)
    return words().could_not_write(str(error.filename or words().a_file), why(error))


def clock(seconds: float) -> str:
    """Seconds as minutes and seconds: ``clock(120) == "2:00"``."""
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


class Guest:
    """Plays a seat joined with ``join`` until the end, coming back after a drop."""

    def __init__(self, link: Link, seat: Seat, player: GuestPlayer, *, plain: bool = False,
                 pins: Path | None = None, keep: bool = True) -> None:
        self.link = link
        self.seat = seat
        self.player = player
        self.plain = plain
        self.pins = pins
        self.keep = keep
        self.answered = 0  # the turn last answered (resent after a rejoin)
        self.last_action: str | None = None
        self.last_turn: Message | None = None
        self.asking = 0  # the turn whose prompt is open, 0 when none is
        self.void = 0  # a turn played for the guest while its prompt was open
        self.unkept = False  # the seat could not be kept in the data folder
        self.inbox: queue.Queue[Message | JoinError] = queue.Queue()
        self.over = threading.Event()  # the match ended here: the reader stops
        self.ending = threading.Event()  # the host's end has come: no turn is asked

    def say(self, text: str) -> None:
        with contextlib.suppress(PeerGone):
            self.link.send({"type": "say", "text": text})

    def leave(self) -> None:
        """Tell the host the guest leaves."""
        self.over.set()
        with contextlib.suppress(PeerGone):
            self.link.send({"type": "leave"})

    def play(self) -> Message:
        """Play to the end; returns the end message. Raises JoinError."""
        self.player.joined(self.seat)
        if self.keep:
            self.keep_seat()
        threading.Thread(target=self.listen, daemon=True, name="ecarte-host").start()
        watch = getattr(self.player, "pressed_ctrl_c", None)  # the keyboard, meanwhile
        try:
            while True:
                try:
                    if watch is not None and watch(0.05):
                        raise KeyboardInterrupt
                    item = self.inbox.get(timeout=0.15)
                except queue.Empty:
                    continue
                except KeyboardInterrupt:  # Ctrl-C while waiting for the host: ask first
                    if self.asks_to_leave():
                        self.leave()
                        raise Left(words().left_match) from None
                    continue
                if isinstance(item, JoinError):
                    raise item
                try:
                    done = self.handle(item)
                except (EventError, ViewError) as error:
                    raise JoinError(words().impossible(str(error))) from None
                if done is not None:
                    return done
        except KeyboardInterrupt:  # leaving unasked: the host is told all the same
            self.leave()
            raise
        finally:
            self.over.set()
            self.link.close()

    def asks_to_leave(self) -> bool:
        """Whether the player, asked, leaves (a player that cannot be asked does)."""
        ask = getattr(self.player, "leaving", None)
        if ask is None:
            return True
        try:
            return bool(ask())
        except (EOFError, KeyboardInterrupt):
            return True

    # The reader thread -------------------------------------------------------------------

    def listen(self) -> None:
        """Hear the host until the end: pings, chat, presence and errors at once, the rest
        for ``play``; a drop or a host silent for several pings is a reconnection."""
        heard = time.monotonic()
        while not self.over.is_set():
            link = self.link
            try:
                message = link.receive(self.seat.ping)
            except PeerGone:
                if not self.over.is_set():
                    self.lost(words().connection_lost)
                heard = time.monotonic()
                continue
            except WireError as error:
                if link.closed:
                    self.stop(JoinError(words().closed_because(str(error))))
                    return
                self.player.news(words().unreadable_news(str(error)))
                continue
            now = time.monotonic()
            if message is None:
                if now - heard > DEAD_PINGS * self.seat.ping:
                    link.close()
                    self.lost(words().host_silent_for(round(now - heard)))
                    heard = time.monotonic()
                continue
            heard = now
            if message["type"] in AT_ONCE:
                try:
                    self.handle(message)
                except (EventError, ViewError) as error:  # pragma: no cover - no views here
                    self.player.news(words().impossible_news(str(error)))
                continue
            self.inbox.put(message)
            if message["type"] == "end":  # an open prompt is closed: nothing more to play
                self.ending.set()
                self.player.interrupt()
                return

    def stop(self, error: JoinError) -> None:
        """The match cannot go on: ``play`` raises ``error``; an open prompt is closed."""
        self.over.set()
        self.inbox.put(error)
        self.player.interrupt()

    def lost(self, why: str) -> None:
        """Come back to the seat within the grace period, or stop with a sentence."""
        try:
            self.link = self.reconnect(why)
        except JoinError as error:
            self.stop(error)
            return
        if self.over.is_set():  # the match ended here meanwhile
            self.link.close()

    def reconnect(self, why: str | None = None) -> Link:
        """Come back to the seat within the grace period. Raises JoinError."""
        grace = self.seat.grace
        self.player.news(words().coming_back(why or words().connection_lost, clock(grace)))
        give_up = time.monotonic() + grace
        pause = 0.5
        last: JoinError | None = None
        while time.monotonic() < give_up and not self.over.is_set():
            try:
                return rejoin(self.seat, plain=self.plain, pins=self.pins)
            except JoinError as error:
                last = error
                time.sleep(pause)
                pause = min(pause * 2, 5.0)
        address = self.seat.address
        told = "" if last is None or last.unreachable else \
            words().last_try(str(last))  # e.g. another certificate: worth saying
        raise JoinError(words().host_gone(address, clock(grace), told))

    # Messages ----------------------------------------------------------------------------

    def handle(self, message: Message) -> Message | None:
        """Act on one message from the host; the end message when the match is over."""
        kind = message["type"]
        seq = message.get("seq")
        if kind in ("step", "turn") and isinstance(seq, int):
            self.seat.seen = max(self.seat.seen, seq)
        if kind == "ping":
            with contextlib.suppress(PeerGone):
                self.link.send({"type": "pong"})
        elif kind == "step":
            events = [event_from_json(data) for data in message["events"][:64]]
            score = message["score"]
            pair = (score[0], score[1]) if len(score) == 2 \
                and all(isinstance(s, int) for s in score) else (0, 0)
            self.player.step(events, pair, _seat(message.get("next")))
        elif kind == "turn":
            self.turn(message)
        elif kind == "chat":
            self.player.news(words().says(message["name"], message["text"]))  # made safe
        elif kind == "presence":
            self.presence(message)
        elif kind == "gallery":  # who watches: news, nothing more
            from ecarte.net.watching import gallery_news

            text = gallery_news(message)
            if text is not None:
                self.player.news(text)
        elif kind == "error":
            self.refused(message)
        elif kind == "end":
            verdict = self.verdict(message)
            if self.keep and message["reason"] != "adjourned":  # kept to come back
                forget_seat(self.seat.address)
            self.over.set()
            self.player.end(message, verdict)
            return message
        if self.keep and kind in ("step", "turn"):
            self.keep_seat()
        return None

    def keep_seat(self) -> None:
        """Keep the seat in the data folder (to come back after a restart). When it
        cannot be written the player is told once, and the match goes on."""
        try:
            keep_seat(self.seat)
        except OSError as error:
            if not self.unkept:
                self.player.news(words().seat_unkept(unwritten(error)))
            self.unkept = True
            return
        self.unkept = False

    def presence(self, message: Message) -> None:
        """How a seat's connection stands, as news."""
        name, state = message["name"], message["state"]  # made safe as read (wire)
        said = words()
        if message["seat"] == self.seat.seat:
            host = self.seat.names[1 - self.seat.seat]
            waiting = _seat(message.get("next")) == 1 - self.seat.seat  # the host decides
            text = {"joined": said.you_at_table(host),
                    "reconnecting": said.host_no_longer_hears,
                    "back": said.you_back(host, waiting)}.get(state)
        else:
            text = {"joined": said.at_table(name), "left": said.left_news(name),
                    "reconnecting": said.reconnecting(name),
                    "back": said.is_back(name)}.get(state)
        if text is not None:
            self.player.news(text)

    def refused(self, message: Message) -> None:
        """An error: shown in our words, from its facts; an action refused is asked for
        again, and a turn the move timer played for the guest closes its prompt."""
        text = worded(message)
        self.player.news(text[:1].upper() + text[1:])
        seq = message.get("seq")
        if not isinstance(seq, int) or seq <= 0:
            return
        if "played" in message:
            if seq == self.asking:
                self.void = seq
                self.player.interrupt()
        elif seq == self.answered and self.last_turn is not None \
                and self.last_turn.get("seq") == seq:
            self.answered, self.last_action = 0, None
            self.inbox.put(self.last_turn)

    def turn(self, message: Message) -> None:
        seen = rebuild_view(message["view"])
        if seen.seat != self.seat.seat:
            raise ViewError(words().other_seat_view)
        seq = message["seq"]
        if seq < self.answered:
            return  # an old turn sent again: answered already
        self.last_turn = message
        if seq == self.answered and self.last_action is not None:
            self.send_act(seq, self.last_action)  # our answer may have been lost
            return
        if self.ending.is_set():
            return
        self.asking = seq
        try:
            action = self.player.turn(seen)
        except Interrupted:
            return  # the turn is void (played for us), or the match is over here
        finally:
            self.asking = 0
        if seq == self.void:
            return  # played for us meanwhile: the answer would come too late
        if action is None:
            self.leave()
            raise Left(words().left_match)
        self.answered, self.last_action = seq, str(action)
        self.send_act(seq, str(action))

    def send_act(self, seq: int, text: str) -> None:
        with contextlib.suppress(PeerGone):
            self.link.send({"type": "act", "seq": seq, "action": text})

    def verdict(self, message: Message) -> str | None:
        """How the record the host sent at the end stands against the commitment."""
        record = message.get("record")
        if not isinstance(record, dict):
            return None
        fields = record.get("commitment")
        if not isinstance(fields, dict) or fields.get("hash") != self.seat.commitment \
                or fields.get("guest_part") != self.seat.part:
            return words().verdict_unbound
        why = commit.check_record(record)
        return words().verdict_ok if why is None else why
